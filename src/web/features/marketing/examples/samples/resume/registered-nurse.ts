import { bullets, highlightsSection, type ResumeExample } from "../resume-example";

export const registeredNurseResume: ResumeExample = {
  slug: "registered-nurse-resume",
  profession: "Registered Nurse",
  whyItWorks:
    "Licenses and certifications are easy to find, the unit and patient ratios give context, and each bullet shows patient outcomes rather than a list of duties.",
  content: {
    title: "Registered Nurse Resume",
    template_id: "professional",
    personal_info: {
      fullName: "Maria Delgado, RN",
      email: "maria.delgado@example.com",
      phone: "+1 (602) 555-0127",
      location: "Phoenix, AZ",
      linkedin: "linkedin.com/in/mariadelgado-example",
      summary:
        "Registered nurse with seven years in medical-surgical and telemetry units of a 400-bed teaching hospital. " +
        "Calm in rapid responses, careful with documentation, and the unit's go-to preceptor for new graduate nurses.",
    },
    experience: [
      {
        id: "rn-exp-1",
        company: "Desert Valley Medical Center",
        position: "Registered Nurse, Telemetry",
        location: "Phoenix, AZ",
        startDate: "Jan 2020",
        endDate: "",
        current: true,
        description: bullets(
          "Care for 4–5 telemetry patients per shift, interpreting rhythms and escalating changes to the rapid response team",
          "Precept new graduate nurses through a 12-week orientation; 9 of 10 preceptees stayed on the unit past one year",
          "Co-led a falls-prevention bundle (hourly rounding, bed alarms, teach-back) that lowered unit falls by a third in one year",
          "Charge nurse two shifts a week: assignments, bed flow and coordination with the hospitalist team",
        ),
      },
      {
        id: "rn-exp-2",
        company: "Saint Anne's Hospital",
        position: "Registered Nurse, Medical-Surgical",
        location: "Tucson, AZ",
        startDate: "Jun 2017",
        endDate: "Dec 2019",
        current: false,
        description: bullets(
          "Delivered post-operative care for up to six patients, including wound care, PCA pumps and early mobility",
          "Educated patients and families on discharge medications, cutting callback questions on the unit's survey",
          "Served on the skin-integrity committee and audited pressure-injury documentation monthly",
        ),
      },
    ],
    education: [
      {
        id: "rn-edu-1",
        institution: "University of Arizona",
        degree: "Bachelor of Science in Nursing",
        field: "Nursing",
        location: "Tucson, AZ",
        startDate: "Aug 2013",
        endDate: "May 2017",
        gpa: "",
      },
    ],
    skills: [
      { id: "rn-skill-1", category: "Clinical", items: ["Telemetry monitoring", "IV therapy", "Wound care", "Medication administration"] },
      { id: "rn-skill-2", category: "Systems", items: ["Epic EHR", "Pyxis MedStation", "Barcode scanning"] },
      { id: "rn-skill-3", category: "Leadership", items: ["Precepting", "Charge nurse", "Patient education"] },
    ],
    projects: [
      {
        id: "rn-project-1",
        name: "Falls-prevention bundle",
        description: "Designed the unit's hourly rounding checklist and trained 38 nurses and aides to use it at every bedside.",
        technologies: ["Epic flowsheets", "Bed-exit alarms", "Teach-back"],
        startDate: "Mar 2022",
        endDate: "Feb 2023",
      },
    ],
    certifications: [
      {
        id: "rn-cert-1",
        name: "Registered Nurse License, Arizona",
        issuer: "Arizona State Board of Nursing",
        date: "Jun 2017",
        credentialId: "",
      },
      {
        id: "rn-cert-2",
        name: "Advanced Cardiovascular Life Support (ACLS)",
        issuer: "American Heart Association",
        date: "Sep 2024",
        credentialId: "",
      },
      {
        id: "rn-cert-3",
        name: "Progressive Care Certified Nurse (PCCN)",
        issuer: "AACN Certification Corporation",
        date: "Nov 2022",
        credentialId: "",
      },
    ],
    languages: [
      { id: "rn-lang-1", name: "English", proficiency: "Native" },
      { id: "rn-lang-2", name: "Spanish", proficiency: "Fluent" },
    ],
    custom_sections: [
      highlightsSection("rn", "Volunteering", [
        {
          heading: "Volunteer Nurse, Community Health Fair",
          details: "Blood-pressure and glucose screenings for uninsured residents, twice a year.",
          date: "2018-04",
        },
      ]),
    ],
    layout: { fit_to_page: false },
  },
};
