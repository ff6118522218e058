import { bullets, highlightsSection, type ResumeExample } from "../resume-example";

export const hotelManagerResume: ResumeExample = {
  slug: "hospitality-manager-resume",
  profession: "Hospitality Manager",
  whyItWorks:
    "Guest scores, occupancy and team size make the scale of the job clear, and the career path from front desk to management shows steady growth.",
  content: {
    title: "Hospitality Manager Resume",
    template_id: "modern",
    personal_info: {
      fullName: "Carlos Ramirez",
      email: "carlos.ramirez@example.com",
      phone: "+1 (305) 555-0152",
      location: "Miami, FL",
      linkedin: "linkedin.com/in/carlosramirez-example",
      summary:
        "Front office and guest services manager with nine years in full-service hotels. I build teams that resolve problems " +
        "at the desk, not in online reviews, and I run the numbers side of the job: rates, staffing and upsells.",
    },
    experience: [
      {
        id: "hm-exp-1",
        company: "Bayfront Grand Hotel",
        position: "Front Office Manager",
        location: "Miami, FL",
        startDate: "Mar 2021",
        endDate: "",
        current: true,
        description: bullets(
          "Lead a team of 28 across front desk, concierge and night audit for a 320-room hotel",
          "Raised the guest satisfaction score from 82 to 90 in two years with service huddles and a same-shift recovery budget",
          "Introduced arrival upsell training that added $310K in room revenue in 2024",
          "Rebuilt the staffing model around occupancy forecasts, reducing overtime by 22%",
        ),
      },
      {
        id: "hm-exp-2",
        company: "Coral Reef Resort",
        position: "Assistant Front Office Manager",
        location: "Key Largo, FL",
        startDate: "May 2017",
        endDate: "Feb 2021",
        current: false,
        description: bullets(
          "Supervised 12 agents and handled escalations for a 150-room resort with 85% average occupancy",
          "Trained the team on the new property management system during a rollout with no lost reservations",
          "Began as front desk agent in 2015 and was promoted twice",
        ),
      },
    ],
    education: [
      {
        id: "hm-edu-1",
        institution: "Florida International University",
        degree: "Bachelor of Science",
        field: "Hospitality Management",
        location: "Miami, FL",
        startDate: "Aug 2011",
        endDate: "May 2015",
        gpa: "",
      },
    ],
    skills: [
      { id: "hm-skill-1", category: "Operations", items: ["Front office", "Revenue management", "Staff scheduling", "Service recovery"] },
      { id: "hm-skill-2", category: "Systems", items: ["Opera PMS", "Salesforce", "Revinate", "Excel"] },
    ],
    projects: [
      {
        id: "hm-project-1",
        name: "Arrival upsell program",
        description: "Scripts, incentives and weekly coaching that made room upgrades part of every check-in conversation.",
        technologies: ["Opera PMS", "Power BI"],
        startDate: "Jan 2024",
        endDate: "Dec 2024",
      },
    ],
    certifications: [
      {
        id: "hm-cert-1",
        name: "Certified Rooms Division Executive (CRDE)",
        issuer: "American Hotel & Lodging Educational Institute",
        date: "Apr 2022",
        credentialId: "",
      },
    ],
    languages: [
      { id: "hm-lang-1", name: "English", proficiency: "Native" },
      { id: "hm-lang-2", name: "Spanish", proficiency: "Native" },
      { id: "hm-lang-3", name: "Portuguese", proficiency: "Conversational" },
    ],
    custom_sections: [
      highlightsSection("hm", "Awards", [
        { heading: "Manager of the Year", details: "Chosen by the hotel's leadership team for guest score gains.", date: "2023-12" },
      ]),
    ],
    layout: { fit_to_page: false },
  },
};
