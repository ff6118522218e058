import { bullets, highlightsSection, type ResumeExample } from "../resume-example";

export const nurseCv: ResumeExample = {
  slug: "nurse-cv",
  profession: "Staff Nurse",
  whyItWorks:
    "Follows what UK healthcare employers expect in a CV: NMC registration up front, band and ward for each post, clinical skills and mandatory training kept current.",
  content: {
    title: "Staff Nurse CV",
    template_id: "cv-photo-professional",
    personal_info: {
      fullName: "Grace Adeyemi",
      email: "grace.adeyemi@example.com",
      phone: "+44 161 496 0734",
      location: "Manchester, United Kingdom",
      linkedin: "linkedin.com/in/graceadeyemi-example",
      summary:
        "NMC-registered adult nurse (Band 6) with eight years on acute medical and respiratory wards in NHS hospitals. " +
        "Experienced in non-invasive ventilation, sepsis management and leading a shift, with a strong interest in clinical education.",
    },
    experience: [
      {
        id: "nc-exp-1",
        company: "Manchester Royal Teaching Hospitals NHS Trust",
        position: "Junior Sister (Band 6), Respiratory Ward",
        location: "Manchester, UK",
        startDate: "Feb 2021",
        endDate: "",
        current: true,
        description: bullets(
          "Coordinate a 28-bed respiratory ward with a team of 10 nurses and healthcare assistants per shift",
          "Deliver and supervise non-invasive ventilation (CPAP, BiPAP) for patients with type 2 respiratory failure",
          "Run the ward's practice-education programme: NIV competencies for 24 nurses signed off in 2024",
          "Lead the sepsis audit; screening within one hour rose from 76% to 93%",
        ),
      },
      {
        id: "nc-exp-2",
        company: "Salford General Hospital",
        position: "Staff Nurse (Band 5), Acute Medical Unit",
        location: "Salford, UK",
        startDate: "Sep 2016",
        endDate: "Jan 2021",
        current: false,
        description: bullets(
          "Assessed and admitted acutely unwell adults, using NEWS2 to escalate deterioration",
          "Supported the unit through winter pressures and the first COVID-19 wave",
          "Mentored student nurses as a practice assessor",
        ),
      },
    ],
    education: [
      {
        id: "nc-edu-1",
        institution: "University of Manchester",
        degree: "BSc (Hons)",
        field: "Adult Nursing",
        location: "Manchester, UK",
        startDate: "Sep 2013",
        endDate: "Jul 2016",
        gpa: "First Class",
      },
    ],
    skills: [
      {
        id: "nc-skill-1",
        category: "Clinical",
        items: ["Non-invasive ventilation", "Sepsis management", "NEWS2", "IV cannulation", "Tracheostomy care"],
      },
      { id: "nc-skill-2", category: "Leadership", items: ["Shift coordination", "Practice assessing", "Clinical audit"] },
      { id: "nc-skill-3", category: "Systems", items: ["EPR (Hive)", "Datix", "e-Rostering"] },
    ],
    projects: [
      {
        id: "nc-project-1",
        name: "Sepsis screening audit",
        description: "Monthly audit and bedside teaching that raised on-time sepsis screening on the ward over twelve months.",
        technologies: ["NEWS2", "Sepsis Six", "Datix"],
        startDate: "Jan 2023",
        endDate: "Dec 2023",
      },
    ],
    certifications: [
      {
        id: "nc-cert-1",
        name: "NMC Registration, Adult Nursing",
        issuer: "Nursing and Midwifery Council",
        date: "Sep 2016",
        credentialId: "",
      },
      { id: "nc-cert-2", name: "Immediate Life Support (ILS)", issuer: "Resuscitation Council UK", date: "Mar 2024", credentialId: "" },
    ],
    languages: [
      { id: "nc-lang-1", name: "English", proficiency: "Native" },
      { id: "nc-lang-2", name: "Yoruba", proficiency: "Fluent" },
    ],
    custom_sections: [
      highlightsSection("nc", "Professional development", [
        {
          heading: "Postgraduate Certificate in Clinical Education",
          details: "Part-time, University of Salford (in progress).",
          date: "2024-09",
        },
      ]),
    ],
    layout: { fit_to_page: false },
  },
};
