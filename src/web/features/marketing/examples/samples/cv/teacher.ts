import { bullets, highlightsSection, type ResumeExample } from "../resume-example";

export const teacherCv: ResumeExample = {
  slug: "teacher-cv",
  profession: "Secondary Teacher",
  whyItWorks:
    "Subjects and exam levels are named exactly, the Teaching Council registration is visible, and the extra-curricular work shows the whole-school contribution Irish schools ask about.",
  content: {
    title: "Secondary Teacher CV",
    template_id: "cv-photo-academic",
    personal_info: {
      fullName: "Ciarán Murphy",
      email: "ciaran.murphy@example.com",
      phone: "+353 20 913 0456",
      location: "Cork, Ireland",
      linkedin: "linkedin.com/in/ciaranmurphy-example",
      summary:
        "Post-primary teacher of Mathematics and Physics with six years' experience up to Leaving Certificate higher level. " +
        "I use worked examples, retrieval practice and plenty of practical work, and I coach the school's senior hurling team.",
    },
    experience: [
      {
        id: "tc-exp-1",
        company: "Coláiste Naomh Fionnbarra",
        position: "Teacher of Mathematics and Physics",
        location: "Cork, Ireland",
        startDate: "Aug 2020",
        endDate: "",
        current: true,
        description: bullets(
          "Teach Junior Cycle Mathematics and Leaving Certificate Physics at higher and ordinary level",
          "Higher-level Physics uptake grew from 18 to 31 students after I introduced a Transition Year taster module",
          "Coordinate the school's entry to the BT Young Scientist exhibition; two projects shortlisted in 2024",
          "Year head for first-year students: pastoral care, parent meetings and the anti-bullying plan",
        ),
      },
      {
        id: "tc-exp-2",
        company: "St. Brendan's Community School",
        position: "Teacher of Mathematics (fixed-term)",
        location: "Limerick, Ireland",
        startDate: "Aug 2018",
        endDate: "Jun 2020",
        current: false,
        description: bullets(
          "Taught Mathematics to mixed-ability Junior Cycle classes, including a Junior Certificate Schools Programme group",
          "Moved teaching online in spring 2020 with weekly live classes and recorded worked examples",
        ),
      },
    ],
    education: [
      {
        id: "tc-edu-1",
        institution: "University College Cork",
        degree: "Professional Master of Education",
        field: "Post-primary Education",
        location: "Cork, Ireland",
        startDate: "Sep 2016",
        endDate: "Jun 2018",
        gpa: "",
      },
      {
        id: "tc-edu-2",
        institution: "University of Limerick",
        degree: "BSc",
        field: "Physics and Mathematics",
        location: "Limerick, Ireland",
        startDate: "Sep 2012",
        endDate: "Jun 2016",
        gpa: "2.1",
      },
    ],
    skills: [
      {
        id: "tc-skill-1",
        category: "Teaching",
        items: ["Retrieval practice", "Differentiation", "Practical science", "Assessment for learning"],
      },
      { id: "tc-skill-2", category: "Digital", items: ["Microsoft Teams", "OneNote Class Notebook", "GeoGebra", "Desmos"] },
    ],
    projects: [
      {
        id: "tc-project-1",
        name: "Transition Year physics module",
        description: "A ten-week module of experiments, from rockets to radio, that gives students a taste of senior physics.",
        technologies: ["Data loggers", "Arduino", "GeoGebra"],
        startDate: "Sep 2021",
        endDate: "Dec 2021",
      },
    ],
    certifications: [
      {
        id: "tc-cert-1",
        name: "Teaching Council Registration (Route 2, Post-primary)",
        issuer: "The Teaching Council",
        date: "Jul 2018",
        credentialId: "",
      },
      { id: "tc-cert-2", name: "Children First (Child Protection)", issuer: "Tusla", date: "Sep 2024", credentialId: "" },
    ],
    languages: [
      { id: "tc-lang-1", name: "English", proficiency: "Native" },
      { id: "tc-lang-2", name: "Irish", proficiency: "Fluent" },
      { id: "tc-lang-3", name: "French", proficiency: "Intermediate" },
    ],
    custom_sections: [
      highlightsSection("tc", "Extra-curricular", [
        {
          heading: "Coach, Senior Hurling Team",
          details: "Training twice a week and matches in the Munster schools league.",
          date: "2020-09",
        },
      ]),
    ],
    layout: { fit_to_page: false },
  },
};
