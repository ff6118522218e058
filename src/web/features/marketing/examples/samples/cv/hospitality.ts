import { bullets, highlightsSection, type ResumeExample } from "../resume-example";

export const hospitalityCv: ResumeExample = {
  slug: "hospitality-cv",
  profession: "Restaurant Manager",
  whyItWorks:
    "Covers, revenue and team size give a clear picture of the restaurant, the food-safety certificates are current, and the languages matter in a tourist town.",
  content: {
    title: "Restaurant Manager CV",
    template_id: "cv-photo-elegant",
    personal_info: {
      fullName: "Niamh O'Sullivan",
      email: "niamh.osullivan@example.com",
      phone: "+353 20 913 0782",
      location: "Galway, Ireland",
      linkedin: "linkedin.com/in/niamhosullivan-example",
      summary:
        "Restaurant manager with ten years in hotel and independent restaurants on the west coast of Ireland. I run busy " +
        "floors calmly, train young teams, and keep a close eye on margins, rotas and the guest experience.",
    },
    experience: [
      {
        id: "hc-exp-1",
        company: "The Quay Street Kitchen",
        position: "Restaurant Manager",
        location: "Galway, Ireland",
        startDate: "Mar 2020",
        endDate: "",
        current: true,
        description: bullets(
          "Run a 110-cover restaurant serving up to 450 guests a day in summer, with a team of 24",
          "Grew annual revenue from €1.6M to €2.3M while holding labour cost at 30% of sales",
          "Introduced a wine-by-the-glass programme with the sommelier that raised the average spend per head by €6",
          "Recruit, train and schedule the front-of-house team; staff turnover halved in two years",
        ),
      },
      {
        id: "hc-exp-2",
        company: "Connemara Coast Hotel",
        position: "Assistant Food & Beverage Manager",
        location: "Furbo, Ireland",
        startDate: "Apr 2015",
        endDate: "Feb 2020",
        current: false,
        description: bullets(
          "Managed the restaurant, bar and weddings for a 140-room hotel, up to 60 events a year",
          "Planned rotas and stock ordering for a team of 35 in high season",
          "Began as a waiter in 2013 and became supervisor within a year",
        ),
      },
    ],
    education: [
      {
        id: "hc-edu-1",
        institution: "Atlantic Technological University",
        degree: "BA",
        field: "Hotel and Catering Management",
        location: "Galway, Ireland",
        startDate: "Sep 2011",
        endDate: "Jun 2015",
        gpa: "",
      },
    ],
    skills: [
      {
        id: "hc-skill-1",
        category: "Operations",
        items: ["Front of house", "Rota planning", "Stock control", "Event management", "Cost control"],
      },
      { id: "hc-skill-2", category: "Systems", items: ["Lightspeed POS", "OpenTable", "ResDiary", "Excel"] },
    ],
    projects: [
      {
        id: "hc-project-1",
        name: "Wine-by-the-glass programme",
        description: "A rotating list of 16 wines with staff tasting sessions and pairing notes on every menu.",
        technologies: ["Lightspeed POS", "Coravin"],
        startDate: "Apr 2022",
        endDate: "Jun 2022",
      },
    ],
    certifications: [
      {
        id: "hc-cert-1",
        name: "Food Safety Level 3 (HACCP)",
        issuer: "Food Safety Authority of Ireland",
        date: "Feb 2024",
        credentialId: "",
      },
      { id: "hc-cert-2", name: "WSET Level 2 Award in Wines", issuer: "Wine & Spirit Education Trust", date: "Oct 2021", credentialId: "" },
    ],
    languages: [
      { id: "hc-lang-1", name: "English", proficiency: "Native" },
      { id: "hc-lang-2", name: "Irish", proficiency: "Fluent" },
      { id: "hc-lang-3", name: "Italian", proficiency: "Conversational" },
    ],
    custom_sections: [
      highlightsSection("hc", "Awards", [
        { heading: "Best Casual Dining, Galway Food Awards", details: "The Quay Street Kitchen, under my management.", date: "2023-11" },
      ]),
    ],
    layout: { fit_to_page: false },
  },
};
