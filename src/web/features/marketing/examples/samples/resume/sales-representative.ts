import { bullets, highlightsSection, type ResumeExample } from "../resume-example";

export const salesRepresentativeResume: ResumeExample = {
  slug: "sales-representative-resume",
  profession: "Sales Representative",
  whyItWorks:
    "Numbers lead every line: quota, pipeline and deal size, with the time frame that makes them comparable. The summary says what kind of sale she is best at.",
  content: {
    title: "Sales Representative Resume",
    template_id: "bold",
    personal_info: {
      fullName: "Tanya Brooks",
      email: "tanya.brooks@example.com",
      phone: "+1 (404) 555-0139",
      location: "Atlanta, GA",
      linkedin: "linkedin.com/in/tanyabrooks-example",
      summary:
        "B2B account executive with five years of closing mid-market software deals. Strong at outbound prospecting, " +
        "discovery calls that find the real problem, and multi-threaded deals with finance and IT in the room.",
    },
    experience: [
      {
        id: "sr-exp-1",
        company: "Clearline Software",
        position: "Account Executive, Mid-Market",
        location: "Atlanta, GA",
        startDate: "Feb 2022",
        endDate: "",
        current: true,
        description: bullets(
          "Closed $1.4M in new annual recurring revenue in 2024, 118% of quota, with an average deal size of $42K",
          "Built 60% of my own pipeline through outbound sequences to operations leaders in logistics companies",
          "Shortened the sales cycle from 74 to 58 days by running joint evaluation plans with each buyer",
          "Ranked #2 of 14 account executives for two consecutive quarters",
        ),
      },
      {
        id: "sr-exp-2",
        company: "Brightdesk",
        position: "Sales Development Representative",
        location: "Atlanta, GA",
        startDate: "Jun 2020",
        endDate: "Jan 2022",
        current: false,
        description: bullets(
          "Booked 310 qualified meetings in 18 months, 125% of target",
          "Wrote the cold-email sequence the team adopted as its default, lifting reply rates from 4% to 9%",
          "Promoted to account executive after six consecutive quarters over target",
        ),
      },
    ],
    education: [
      {
        id: "sr-edu-1",
        institution: "Georgia State University",
        degree: "Bachelor of Business Administration",
        field: "Marketing",
        location: "Atlanta, GA",
        startDate: "Aug 2016",
        endDate: "May 2020",
        gpa: "",
      },
    ],
    skills: [
      { id: "sr-skill-1", category: "Selling", items: ["Outbound prospecting", "Discovery", "MEDDICC", "Negotiation", "Forecasting"] },
      { id: "sr-skill-2", category: "Tools", items: ["Salesforce", "HubSpot", "Outreach", "Gong", "LinkedIn Sales Navigator"] },
    ],
    projects: [
      {
        id: "sr-project-1",
        name: "Logistics vertical playbook",
        description: "Wrote the team's playbook for logistics buyers: personas, objections, call scripts and three customer stories.",
        technologies: ["Salesforce", "Gong", "Notion"],
        startDate: "Jan 2024",
        endDate: "Mar 2024",
      },
    ],
    certifications: [
      { id: "sr-cert-1", name: "Inbound Sales Certification", issuer: "HubSpot Academy", date: "Mar 2021", credentialId: "" },
    ],
    languages: [
      { id: "sr-lang-1", name: "English", proficiency: "Native" },
      { id: "sr-lang-2", name: "French", proficiency: "Conversational" },
    ],
    custom_sections: [
      highlightsSection("sr", "Awards", [
        { heading: "President's Club", details: "Top 10% of the sales organization by attainment.", date: "2024-12" },
      ]),
    ],
    layout: { fit_to_page: false },
  },
};
