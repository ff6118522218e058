import { bullets, highlightsSection, type ResumeExample } from "../resume-example";

export const graduateCv: ResumeExample = {
  slug: "graduate-cv",
  profession: "Graduate Engineer",
  whyItWorks:
    "Degree, dissertation and placement carry the CV, each with the engineering detail an assessor wants, and the part-time job still earns its place by showing reliability.",
  content: {
    title: "Graduate Engineer CV",
    template_id: "cv-photo-modern",
    personal_info: {
      fullName: "Aarav Sharma",
      email: "aarav.sharma@example.com",
      phone: "+44 131 496 0618",
      location: "Edinburgh, United Kingdom",
      linkedin: "linkedin.com/in/aaravsharma-example",
      summary:
        "Civil engineering graduate (MEng, 2025) with a year-long placement in a structural design consultancy. Looking for a " +
        "graduate engineer role working towards chartership, with a particular interest in timber and low-carbon structures.",
    },
    experience: [
      {
        id: "gc-exp-1",
        company: "Forth Structural Consulting",
        position: "Placement Engineer (industrial year)",
        location: "Edinburgh, UK",
        startDate: "Jun 2023",
        endDate: "Jun 2024",
        current: false,
        description: bullets(
          "Designed steel and timber beams and connections for three residential projects, checked by a chartered engineer",
          "Produced calculation packages and marked-up drawings in Tekla and AutoCAD",
          "Calculated embodied carbon for two design options, which helped the client choose a timber frame",
          "Attended site visits and wrote inspection notes for the project engineer",
        ),
      },
      {
        id: "gc-exp-2",
        company: "Waverley Books",
        position: "Bookseller (part-time)",
        location: "Edinburgh, UK",
        startDate: "Sep 2021",
        endDate: "May 2025",
        current: false,
        description: bullets("Served customers, handled the till and ran stock takes alongside full-time study"),
      },
    ],
    education: [
      {
        id: "gc-edu-1",
        institution: "Heriot-Watt University",
        degree: "MEng",
        field: "Civil Engineering",
        location: "Edinburgh, UK",
        startDate: "Sep 2020",
        endDate: "Jun 2025",
        gpa: "First Class (expected)",
      },
    ],
    skills: [
      { id: "gc-skill-1", category: "Engineering", items: ["Structural analysis", "Eurocodes", "Timber design", "Embodied carbon"] },
      { id: "gc-skill-2", category: "Software", items: ["Tekla Structural Designer", "AutoCAD", "Revit", "Python", "Excel"] },
    ],
    projects: [
      {
        id: "gc-project-1",
        name: "MEng dissertation: cross-laminated timber floors",
        description: "Tested and modelled vibration of CLT floor panels and compared the results with Eurocode 5 predictions.",
        technologies: ["Python", "Abaqus", "Accelerometers"],
        startDate: "Sep 2024",
        endDate: "May 2025",
      },
    ],
    certifications: [
      {
        id: "gc-cert-1",
        name: "CSCS Card (Academically Qualified Person)",
        issuer: "Construction Skills Certification Scheme",
        date: "May 2023",
        credentialId: "",
      },
    ],
    languages: [
      { id: "gc-lang-1", name: "English", proficiency: "Fluent" },
      { id: "gc-lang-2", name: "Hindi", proficiency: "Native" },
    ],
    custom_sections: [
      highlightsSection("gc", "Activities", [
        {
          heading: "Student member, Institution of Structural Engineers",
          details: "Volunteer at the Scottish regional group's student nights.",
          date: "2021-10",
        },
      ]),
    ],
    layout: { fit_to_page: false },
  },
};
