import { bullets, highlightsSection, type ResumeExample } from "../resume-example";

export const financialAnalystResume: ResumeExample = {
  slug: "financial-analyst-resume",
  profession: "Financial Analyst",
  whyItWorks:
    "It speaks the language of finance hiring managers (forecasts, variance, models, decisions they informed) and puts the CFA progress where a screener looks for it.",
  content: {
    title: "Financial Analyst Resume",
    template_id: "corporate",
    personal_info: {
      fullName: "Michael Chen",
      email: "michael.chen@example.com",
      phone: "+1 (312) 555-0176",
      location: "Chicago, IL",
      linkedin: "linkedin.com/in/michaelchen-example",
      summary:
        "Financial analyst with five years in corporate FP&A at manufacturing and retail companies. I build driver-based " +
        "forecasts, explain variances in plain words, and automate the monthly close reporting that used to take days.",
    },
    experience: [
      {
        id: "fa-exp-1",
        company: "Midwest Components Inc.",
        position: "Senior Financial Analyst, FP&A",
        location: "Chicago, IL",
        startDate: "May 2022",
        endDate: "",
        current: true,
        description: bullets(
          "Own the annual budget and quarterly forecast for a $220M division, presented to the CFO each quarter",
          "Built a driver-based forecast model that brought forecast error from 9% to 3% on operating expenses",
          "Automated monthly variance reporting with Power BI and SQL, freeing four analyst days per close",
          "Modeled a plant consolidation that informed a decision saving $2.1M a year",
        ),
      },
      {
        id: "fa-exp-2",
        company: "Lakeshore Retail Group",
        position: "Financial Analyst",
        location: "Chicago, IL",
        startDate: "Jul 2019",
        endDate: "Apr 2022",
        current: false,
        description: bullets(
          "Prepared store-level profit and loss reviews for 85 locations and flagged underperformers to regional managers",
          "Analyzed pricing tests with the merchandising team across 12 product categories",
          "Maintained the capital expenditure tracker and its payback analyses",
        ),
      },
    ],
    education: [
      {
        id: "fa-edu-1",
        institution: "University of Illinois Urbana-Champaign",
        degree: "Bachelor of Science",
        field: "Finance",
        location: "Champaign, IL",
        startDate: "Aug 2015",
        endDate: "May 2019",
        gpa: "3.8",
      },
    ],
    skills: [
      {
        id: "fa-skill-1",
        category: "Finance",
        items: ["Financial modeling", "Budgeting & forecasting", "Variance analysis", "DCF valuation"],
      },
      { id: "fa-skill-2", category: "Tools", items: ["Excel (advanced)", "SQL", "Power BI", "Anaplan", "SAP"] },
    ],
    projects: [
      {
        id: "fa-project-1",
        name: "Close reporting automation",
        description: "Replaced 30 linked spreadsheets with one SQL model and a Power BI report refreshed on the second day of close.",
        technologies: ["SQL Server", "Power BI", "Power Query"],
        startDate: "Sep 2022",
        endDate: "Jan 2023",
      },
    ],
    certifications: [
      { id: "fa-cert-1", name: "CFA Level II Candidate", issuer: "CFA Institute", date: "Aug 2024", credentialId: "" },
      {
        id: "fa-cert-2",
        name: "Financial Modeling & Valuation Analyst (FMVA)",
        issuer: "Corporate Finance Institute",
        date: "Feb 2021",
        credentialId: "",
      },
    ],
    languages: [
      { id: "fa-lang-1", name: "English", proficiency: "Native" },
      { id: "fa-lang-2", name: "Mandarin Chinese", proficiency: "Professional" },
    ],
    custom_sections: [
      highlightsSection("fa", "Volunteering", [
        {
          heading: "Volunteer Tax Preparer, VITA",
          details: "Prepare free tax returns for low-income families each spring.",
          date: "2020-02",
        },
      ]),
    ],
    layout: { fit_to_page: false },
  },
};
