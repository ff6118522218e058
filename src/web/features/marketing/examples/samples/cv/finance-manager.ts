import { bullets, highlightsSection, type ResumeExample } from "../resume-example";

export const financeManagerCv: ResumeExample = {
  slug: "finance-manager-cv",
  profession: "Finance Manager",
  whyItWorks:
    "A senior finance CV: the chartered qualification beside his name, the size of each finance function he ran, and results in money and in time saved.",
  content: {
    title: "Finance Manager CV",
    template_id: "cv-photo-executive",
    personal_info: {
      fullName: "James Whitmore ACA",
      email: "james.whitmore@example.com",
      phone: "+44 20 7946 0321",
      location: "London, United Kingdom",
      linkedin: "linkedin.com/in/jameswhitmore-example",
      summary:
        "Chartered accountant (ICAEW) and finance manager with twelve years in audit and in industry. I run month-end close, " +
        "statutory reporting and business partnering for growing companies, and have led two ERP migrations without a late close.",
    },
    experience: [
      {
        id: "fm-exp-1",
        company: "Thames Logistics Group",
        position: "Finance Manager",
        location: "London, UK",
        startDate: "Apr 2019",
        endDate: "",
        current: true,
        description: bullets(
          "Lead a team of six responsible for the close, management accounts and statutory reporting of a £180M group",
          "Shortened month-end close from ten working days to five",
          "Led the migration from Sage 200 to NetSuite across four legal entities",
          "Business partner to the operations director on a £12M fleet investment case",
        ),
      },
      {
        id: "fm-exp-2",
        company: "Holloway & Partners LLP",
        position: "Audit Manager",
        location: "London, UK",
        startDate: "Sep 2013",
        endDate: "Mar 2019",
        current: false,
        description: bullets(
          "Managed audits of a portfolio of 15 clients in logistics, retail and property, with turnover up to £300M",
          "Trained and reviewed the work of audit seniors and graduate trainees",
          "Qualified as a chartered accountant (ICAEW) at the first attempt",
        ),
      },
    ],
    education: [
      {
        id: "fm-edu-1",
        institution: "University of Bristol",
        degree: "BSc (Hons)",
        field: "Economics and Accounting",
        location: "Bristol, UK",
        startDate: "Sep 2010",
        endDate: "Jun 2013",
        gpa: "First Class",
      },
    ],
    skills: [
      {
        id: "fm-skill-1",
        category: "Finance",
        items: ["Month-end close", "IFRS and FRS 102", "Management accounts", "Cash-flow forecasting", "Audit"],
      },
      { id: "fm-skill-2", category: "Systems", items: ["NetSuite", "Sage 200", "Excel", "Power BI"] },
      { id: "fm-skill-3", category: "Leadership", items: ["Team management", "Business partnering", "Change management"] },
    ],
    projects: [
      {
        id: "fm-project-1",
        name: "NetSuite migration",
        description: "Chart of accounts redesign, data migration and new close calendar for four entities, live in nine months.",
        technologies: ["NetSuite", "Excel", "Power BI"],
        startDate: "Jan 2022",
        endDate: "Sep 2022",
      },
    ],
    certifications: [{ id: "fm-cert-1", name: "Chartered Accountant (ACA)", issuer: "ICAEW", date: "Nov 2016", credentialId: "" }],
    languages: [
      { id: "fm-lang-1", name: "English", proficiency: "Native" },
      { id: "fm-lang-2", name: "German", proficiency: "Intermediate" },
    ],
    custom_sections: [
      highlightsSection("fm", "Board roles", [
        {
          heading: "Treasurer (voluntary), Southwark Food Bank",
          details: "Annual accounts, budgets and Charity Commission returns.",
          date: "2021-01",
        },
      ]),
    ],
    layout: { fit_to_page: false },
  },
};
