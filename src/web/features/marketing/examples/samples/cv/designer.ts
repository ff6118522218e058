import { bullets, highlightsSection, type ResumeExample } from "../resume-example";

export const designerCv: ResumeExample = {
  slug: "designer-cv",
  profession: "UX/UI Designer",
  whyItWorks:
    "Each role says what she designed, for whom and what changed, the portfolio is one click away, and the languages section matters for an international studio.",
  content: {
    title: "UX/UI Designer CV",
    template_id: "cv-photo-creative",
    personal_info: {
      fullName: "Camille Laurent",
      email: "camille.laurent@example.com",
      phone: "+33 1 99 00 42 17",
      location: "Paris, France",
      linkedin: "linkedin.com/in/camillelaurent-example",
      website: "camillelaurent.example.com",
      summary:
        "Product designer with seven years of experience in travel and e-commerce. I run research, turn it into flows and " +
        "prototypes, and work closely with engineers on a design system so that what ships matches what was designed.",
    },
    experience: [
      {
        id: "dc-exp-1",
        company: "Voyagerie",
        position: "Senior Product Designer",
        location: "Paris, France",
        startDate: "Jan 2022",
        endDate: "",
        current: true,
        description: bullets(
          "Redesigned the mobile booking flow from search to payment; completed bookings on mobile rose by 14%",
          "Built and maintain the design system (120 components) shared by web, iOS and Android teams",
          "Run monthly usability tests with travellers in France, Spain and Germany",
          "Coach two junior designers and lead the weekly design critique",
        ),
      },
      {
        id: "dc-exp-2",
        company: "Maison Claire",
        position: "UX/UI Designer",
        location: "Lyon, France",
        startDate: "Sep 2018",
        endDate: "Dec 2021",
        current: false,
        description: bullets(
          "Designed the online shop of a home-goods brand, from product pages to checkout",
          "Introduced card-sorting studies that reshaped the navigation around how customers shop",
          "Worked with the photo studio on image guidelines for 2,000 products",
        ),
      },
    ],
    education: [
      {
        id: "dc-edu-1",
        institution: "École de design Nantes Atlantique",
        degree: "Master's degree",
        field: "Interaction Design",
        location: "Nantes, France",
        startDate: "Sep 2013",
        endDate: "Jun 2018",
        gpa: "",
      },
    ],
    skills: [
      {
        id: "dc-skill-1",
        category: "Design",
        items: ["User research", "Interaction design", "Prototyping", "Design systems", "Accessibility"],
      },
      { id: "dc-skill-2", category: "Tools", items: ["Figma", "Maze", "Miro", "Adobe Illustrator", "Protopie"] },
    ],
    projects: [
      {
        id: "dc-project-1",
        name: "Voyagerie design system",
        description: "Tokens, components and usage guidelines in Figma and code, with an accessibility checklist for each component.",
        technologies: ["Figma", "Storybook", "Design tokens"],
        link: "camillelaurent.example.com/design-system",
        startDate: "Mar 2022",
        endDate: "Present",
      },
    ],
    certifications: [
      { id: "dc-cert-1", name: "Google UX Design Certificate", issuer: "Google / Coursera", date: "Feb 2019", credentialId: "" },
    ],
    languages: [
      { id: "dc-lang-1", name: "French", proficiency: "Native" },
      { id: "dc-lang-2", name: "English", proficiency: "Fluent (C1)" },
      { id: "dc-lang-3", name: "Spanish", proficiency: "Intermediate (B1)" },
    ],
    custom_sections: [
      highlightsSection("dc", "Talks", [
        {
          heading: "Designing for tired travellers",
          details: "Talk at a Paris UX meetup on booking flows for small screens.",
          date: "2024-03",
        },
      ]),
    ],
    layout: { fit_to_page: false },
  },
};
