import { bullets, highlightsSection, type ResumeExample } from "../resume-example";

export const softwareEngineerCv: ResumeExample = {
  slug: "software-engineer-cv",
  profession: "Software Engineer",
  whyItWorks:
    "A full CV for a bilingual market: both languages with their level, open-source work with links, and a career history that explains each move.",
  content: {
    title: "Software Engineer CV",
    template_id: "cv-photo-tech",
    personal_info: {
      fullName: "Sophie Tremblay",
      email: "sophie.tremblay@example.com",
      phone: "+1 514 555 0172",
      location: "Montréal, Canada",
      linkedin: "linkedin.com/in/sophietremblay-example",
      website: "sophietremblay.example.com",
      summary:
        "Full-stack software engineer with seven years of experience in healthcare and public-sector software. I work best " +
        "where accessibility and reliability are requirements, not extras, and I enjoy turning slow, paper-based processes into simple web tools.",
    },
    experience: [
      {
        id: "sec-exp-1",
        company: "Santé Numérique",
        position: "Senior Full-Stack Developer",
        location: "Montréal, Canada",
        startDate: "Sep 2021",
        endDate: "",
        current: true,
        description: bullets(
          "Lead development of a patient booking platform (React, Node.js, PostgreSQL) used by 60 clinics in Quebec",
          "Brought the booking flow to WCAG 2.1 AA and ran usability sessions with screen-reader users",
          "Designed the bilingual content model so that French and English releases ship on the same day",
          "Reduced failed deployments by introducing trunk-based development and feature flags",
        ),
      },
      {
        id: "sec-exp-2",
        company: "Ville de Laval (City of Laval)",
        position: "Software Developer",
        location: "Laval, Canada",
        startDate: "Jun 2018",
        endDate: "Aug 2021",
        current: false,
        description: bullets(
          "Replaced a paper permit process with an online service that handles 15,000 applications a year",
          "Integrated the city's GIS data so applicants see zoning rules on a map",
          "Worked with procurement and legal teams on open-data publishing",
        ),
      },
    ],
    education: [
      {
        id: "sec-edu-1",
        institution: "Polytechnique Montréal",
        degree: "Bachelor of Engineering",
        field: "Software Engineering",
        location: "Montréal, Canada",
        startDate: "Sep 2014",
        endDate: "May 2018",
        gpa: "",
      },
    ],
    skills: [
      { id: "sec-skill-1", category: "Languages", items: ["TypeScript", "JavaScript", "SQL", "Python"] },
      { id: "sec-skill-2", category: "Frameworks", items: ["React", "Node.js", "Express", "Playwright"] },
      { id: "sec-skill-3", category: "Practices", items: ["Accessibility (WCAG)", "Internationalisation", "CI/CD", "Feature flags"] },
    ],
    projects: [
      {
        id: "sec-project-1",
        name: "a11y-checklist",
        description: "Open-source checklist and Playwright helpers for testing forms with a keyboard and a screen reader.",
        technologies: ["TypeScript", "Playwright", "axe-core"],
        link: "github.com/example/a11y-checklist",
        startDate: "Mar 2022",
        endDate: "Present",
      },
    ],
    certifications: [
      {
        id: "sec-cert-1",
        name: "Certified Professional in Accessibility Core Competencies (CPACC)",
        issuer: "IAAP",
        date: "Oct 2022",
        credentialId: "",
      },
    ],
    languages: [
      { id: "sec-lang-1", name: "French", proficiency: "Native" },
      { id: "sec-lang-2", name: "English", proficiency: "Fluent" },
      { id: "sec-lang-3", name: "Spanish", proficiency: "Basic" },
    ],
    custom_sections: [
      highlightsSection("sec", "Talks", [
        { heading: "Accessible forms, from design to tests", details: "Talk at a Montréal JavaScript meetup.", date: "2023-05" },
      ]),
    ],
    layout: { fit_to_page: false },
  },
};
