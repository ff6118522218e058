import { bullets, highlightsSection, type ResumeExample } from "../resume-example";

export const graphicDesignerResume: ResumeExample = {
  slug: "graphic-designer-resume",
  profession: "Graphic Designer",
  whyItWorks:
    "The portfolio link sits at the top, projects read as short case studies (problem, what she made, result), and the layout shows taste without hiding the text from an ATS.",
  content: {
    title: "Graphic Designer Resume",
    template_id: "creative",
    personal_info: {
      fullName: "Aiko Tanaka",
      email: "aiko.tanaka@example.com",
      phone: "+1 (503) 555-0118",
      location: "Portland, OR",
      linkedin: "linkedin.com/in/aikotanaka-example",
      website: "aikotanaka.example.com",
      summary:
        "Brand and packaging designer with six years in agencies and in-house teams. I build identity systems that hold up " +
        "from a shelf to a phone screen, and I like working closely with copywriters and printers to get the details right.",
    },
    experience: [
      {
        id: "gd-exp-1",
        company: "Fernhill Foods",
        position: "Senior Graphic Designer",
        location: "Portland, OR",
        startDate: "Mar 2022",
        endDate: "",
        current: true,
        description: bullets(
          "Redesigned packaging for a 40-product snack range; the refreshed line earned new shelf space with two regional grocers",
          "Created the brand guidelines and a Figma library used by marketing, sales and three outside agencies",
          "Art-directed photo shoots and managed print runs with a budget of $250K a year",
        ),
      },
      {
        id: "gd-exp-2",
        company: "Studio Larch",
        position: "Graphic Designer",
        location: "Portland, OR",
        startDate: "Jul 2018",
        endDate: "Feb 2022",
        current: false,
        description: bullets(
          "Designed identities, signage and campaigns for 25+ clients, from breweries to a children's museum",
          "Led the visual identity for a city bike-share launch: logo, station wayfinding and app icons",
          "Presented concepts directly to clients and turned feedback into two-day revision rounds",
        ),
      },
    ],
    education: [
      {
        id: "gd-edu-1",
        institution: "Pacific Northwest College of Art",
        degree: "Bachelor of Fine Arts",
        field: "Graphic Design",
        location: "Portland, OR",
        startDate: "Sep 2014",
        endDate: "May 2018",
        gpa: "",
      },
    ],
    skills: [
      { id: "gd-skill-1", category: "Design", items: ["Brand identity", "Packaging", "Typography", "Art direction", "Print production"] },
      { id: "gd-skill-2", category: "Software", items: ["Adobe Illustrator", "InDesign", "Photoshop", "Figma", "After Effects"] },
    ],
    projects: [
      {
        id: "gd-project-1",
        name: "Rosebud Bike Share identity",
        description: "Logo, color system and station wayfinding for a 1,000-bike city program, from pitch to installation.",
        technologies: ["Illustrator", "InDesign", "Figma"],
        link: "aikotanaka.example.com/rosebud",
        startDate: "Jan 2020",
        endDate: "Oct 2020",
      },
    ],
    certifications: [
      { id: "gd-cert-1", name: "Adobe Certified Professional: Print & Digital Media", issuer: "Adobe", date: "Aug 2021", credentialId: "" },
    ],
    languages: [
      { id: "gd-lang-1", name: "English", proficiency: "Fluent" },
      { id: "gd-lang-2", name: "Japanese", proficiency: "Native" },
    ],
    custom_sections: [
      highlightsSection("gd", "Awards", [
        { heading: "Regional Packaging Award, Gold", details: "For the Fernhill snack range redesign.", date: "2023-10" },
      ]),
    ],
    layout: { fit_to_page: false },
  },
};
