import { bullets, highlightsSection, type ResumeExample } from "../resume-example";

export const teacherResume: ResumeExample = {
  slug: "teacher-resume",
  profession: "Teacher",
  whyItWorks:
    "It leads with grade levels and subjects, backs classroom claims with assessment results, and shows the work beyond lessons that schools look for: clubs, mentoring and parents.",
  content: {
    title: "Teacher Resume",
    template_id: "classic",
    personal_info: {
      fullName: "Rebecca Lindqvist",
      email: "rebecca.lindqvist@example.com",
      phone: "+1 (612) 555-0181",
      location: "Minneapolis, MN",
      linkedin: "linkedin.com/in/rebeccalindqvist-example",
      summary:
        "Licensed middle-school science teacher with eight years in public schools. I plan hands-on, standards-aligned units, " +
        "use assessment data to group students, and keep families informed so that every student knows what progress looks like.",
    },
    experience: [
      {
        id: "te-exp-1",
        company: "Lakeview Middle School",
        position: "Science Teacher, Grades 7–8",
        location: "Minneapolis, MN",
        startDate: "Aug 2019",
        endDate: "",
        current: true,
        description: bullets(
          "Teach five sections of life and physical science (about 140 students) with lab-based units aligned to state standards",
          "Raised the share of students meeting the grade 8 science standard from 58% to 71% over three years",
          "Built a shared bank of formative assessments now used by the whole science department",
          "Lead the after-school robotics club, which reached the regional finals in 2023",
        ),
      },
      {
        id: "te-exp-2",
        company: "Cedar Park Elementary",
        position: "Grade 5 Teacher",
        location: "St. Paul, MN",
        startDate: "Aug 2016",
        endDate: "Jun 2019",
        current: false,
        description: bullets(
          "Taught all core subjects to classes of 26 with a co-taught model for students with IEPs",
          "Introduced weekly reading conferences and a classroom library sorted by level",
          "Held student-led parent conferences with 100% family attendance in two of three years",
        ),
      },
    ],
    education: [
      {
        id: "te-edu-1",
        institution: "University of Minnesota",
        degree: "Master of Education",
        field: "STEM Education",
        location: "Minneapolis, MN",
        startDate: "Sep 2018",
        endDate: "May 2020",
        gpa: "",
      },
      {
        id: "te-edu-2",
        institution: "St. Olaf College",
        degree: "Bachelor of Arts",
        field: "Biology, Education minor",
        location: "Northfield, MN",
        startDate: "Sep 2012",
        endDate: "May 2016",
        gpa: "",
      },
    ],
    skills: [
      {
        id: "te-skill-1",
        category: "Teaching",
        items: ["Differentiated instruction", "Lab safety", "Formative assessment", "Classroom management"],
      },
      { id: "te-skill-2", category: "Tools", items: ["Google Classroom", "Schoology", "PhET simulations", "Excel"] },
    ],
    projects: [
      {
        id: "te-project-1",
        name: "Watershed field study",
        description: "A six-week unit where students sample the Mississippi's water quality and present findings to the city council.",
        technologies: ["Water test kits", "Google Sheets", "Story maps"],
        startDate: "Apr 2022",
        endDate: "May 2022",
      },
    ],
    certifications: [
      { id: "te-cert-1", name: "Tier 4 Teaching License, Science 5–8", issuer: "Minnesota PELSB", date: "Jul 2016", credentialId: "" },
      { id: "te-cert-2", name: "Google Certified Educator Level 1", issuer: "Google for Education", date: "Jan 2021", credentialId: "" },
    ],
    languages: [
      { id: "te-lang-1", name: "English", proficiency: "Native" },
      { id: "te-lang-2", name: "Swedish", proficiency: "Intermediate" },
    ],
    custom_sections: [
      highlightsSection("te", "Leadership", [
        {
          heading: "Mentor Teacher",
          details: "Mentored two first-year teachers through the district's induction program.",
          date: "2021-09",
        },
      ]),
    ],
    layout: { fit_to_page: false },
  },
};
