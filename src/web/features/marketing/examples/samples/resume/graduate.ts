import { bullets, highlightsSection, type ResumeExample } from "../resume-example";

export const graduateResume: ResumeExample = {
  slug: "graduate-resume",
  profession: "Recent Graduate",
  whyItWorks:
    "With little full-time experience, education comes with real detail, and the internship, projects and part-time work each prove a skill the job needs.",
  content: {
    title: "Graduate Resume",
    template_id: "simple",
    personal_info: {
      fullName: "Emily Carter",
      email: "emily.carter@example.com",
      phone: "+1 (617) 555-0193",
      location: "Boston, MA",
      linkedin: "linkedin.com/in/emilycarter-example",
      summary:
        "Economics graduate looking for an entry-level data or business analyst role. Comfortable with SQL, Python and Excel, " +
        "and used to explaining results to people who do not read code, from a summer internship and four years of tutoring.",
    },
    experience: [
      {
        id: "gr-exp-1",
        company: "Harborview Health",
        position: "Data Analyst Intern",
        location: "Boston, MA",
        startDate: "Jun 2024",
        endDate: "Aug 2024",
        current: false,
        description: bullets(
          "Cleaned and joined three years of appointment data (1.2M rows) to study missed appointments",
          "Built a Tableau dashboard of no-show rates by clinic and weekday, now reviewed in the operations meeting",
          "Presented findings to the director of operations; text reminders were extended to two more clinics",
        ),
      },
      {
        id: "gr-exp-2",
        company: "Northeastern University Writing Center",
        position: "Peer Tutor (part-time)",
        location: "Boston, MA",
        startDate: "Sep 2021",
        endDate: "May 2025",
        current: false,
        description: bullets(
          "Tutored 300+ students in essay structure and statistics write-ups",
          "Trained six new tutors each year on session planning",
        ),
      },
    ],
    education: [
      {
        id: "gr-edu-1",
        institution: "Northeastern University",
        degree: "Bachelor of Science",
        field: "Economics, minor in Data Science",
        location: "Boston, MA",
        startDate: "Sep 2021",
        endDate: "May 2025",
        gpa: "3.6",
      },
    ],
    skills: [
      { id: "gr-skill-1", category: "Analysis", items: ["SQL", "Python (pandas)", "Excel", "Tableau", "Regression analysis"] },
      { id: "gr-skill-2", category: "Communication", items: ["Presenting", "Technical writing", "Tutoring"] },
    ],
    projects: [
      {
        id: "gr-project-1",
        name: "Boston rent and transit study",
        description: "Senior thesis: a regression of rents on distance to subway stations using five years of public listings data.",
        technologies: ["Python", "pandas", "statsmodels", "QGIS"],
        startDate: "Sep 2024",
        endDate: "Apr 2025",
      },
    ],
    certifications: [
      { id: "gr-cert-1", name: "Google Data Analytics Certificate", issuer: "Google / Coursera", date: "Jan 2024", credentialId: "" },
    ],
    languages: [
      { id: "gr-lang-1", name: "English", proficiency: "Native" },
      { id: "gr-lang-2", name: "Spanish", proficiency: "Intermediate" },
    ],
    custom_sections: [
      highlightsSection("gr", "Activities", [
        { heading: "Treasurer, Economics Society", details: "Managed a $15K budget and ran the spring speaker series.", date: "2023-09" },
      ]),
    ],
    layout: { fit_to_page: false },
  },
};
