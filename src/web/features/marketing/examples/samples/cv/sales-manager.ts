import { bullets, highlightsSection, type ResumeExample } from "../resume-example";

export const salesManagerCv: ResumeExample = {
  slug: "sales-manager-cv",
  profession: "Sales Manager",
  whyItWorks:
    "It shows both halves of a sales manager's job, her own numbers and her team's, and names the territories and industries so a recruiter can match her to a role quickly.",
  content: {
    title: "Sales Manager CV",
    template_id: "cv-photo-business",
    personal_info: {
      fullName: "Olivia Nguyen",
      email: "olivia.nguyen@example.com",
      phone: "+61 491 570 110",
      location: "Sydney, Australia",
      linkedin: "linkedin.com/in/olivianguyen-example",
      summary:
        "Sales manager with ten years in B2B software and telecommunications across Australia and New Zealand. I hire and " +
        "coach account managers, build honest forecasts, and still carry a small book of strategic accounts myself.",
    },
    experience: [
      {
        id: "sm-exp-1",
        company: "Southern Cross Telecom",
        position: "Regional Sales Manager, NSW & ACT",
        location: "Sydney, Australia",
        startDate: "Jul 2020",
        endDate: "",
        current: true,
        description: bullets(
          "Lead a team of nine account managers with an annual target of AUD 18M in business connectivity sales",
          "Team attainment of 104% in FY24 and 109% in FY25, the region's best two years on record",
          "Hired and onboarded five account managers; introduced weekly deal reviews and call coaching",
          "Personally manage four strategic government accounts worth AUD 3.2M a year",
        ),
      },
      {
        id: "sm-exp-2",
        company: "Kiwi Cloud Systems",
        position: "Senior Account Manager",
        location: "Auckland, New Zealand",
        startDate: "Feb 2015",
        endDate: "Jun 2020",
        current: false,
        description: bullets(
          "Grew a portfolio of 40 mid-sized customers from NZD 2.1M to NZD 3.4M in annual revenue",
          "Won the company's largest new logo of 2019, a national retailer with 120 stores",
          "Worked with product managers to shape the reseller programme",
        ),
      },
    ],
    education: [
      {
        id: "sm-edu-1",
        institution: "University of Auckland",
        degree: "Bachelor of Commerce",
        field: "Marketing and International Business",
        location: "Auckland, New Zealand",
        startDate: "Mar 2011",
        endDate: "Nov 2014",
        gpa: "",
      },
    ],
    skills: [
      { id: "sm-skill-1", category: "Leadership", items: ["Sales coaching", "Hiring", "Forecasting", "Territory planning"] },
      { id: "sm-skill-2", category: "Selling", items: ["Enterprise sales", "Government tenders", "Negotiation", "Account planning"] },
      { id: "sm-skill-3", category: "Tools", items: ["Salesforce", "Microsoft Dynamics", "Power BI"] },
    ],
    projects: [
      {
        id: "sm-project-1",
        name: "Deal review cadence",
        description: "A weekly 30-minute deal review with a shared scorecard that made the region's forecast accurate to within 5%.",
        technologies: ["Salesforce", "Power BI"],
        startDate: "Aug 2021",
        endDate: "Dec 2021",
      },
    ],
    certifications: [
      { id: "sm-cert-1", name: "Certificate IV in Leadership and Management", issuer: "TAFE NSW", date: "Nov 2021", credentialId: "" },
    ],
    languages: [
      { id: "sm-lang-1", name: "English", proficiency: "Native" },
      { id: "sm-lang-2", name: "Vietnamese", proficiency: "Fluent" },
    ],
    custom_sections: [
      highlightsSection("sm", "Awards", [
        { heading: "Regional Manager of the Year", details: "Southern Cross Telecom national sales awards.", date: "2024-08" },
      ]),
    ],
    layout: { fit_to_page: false },
  },
};
