import { aiResumeSchema, type AiResume } from "#shared/ai";

/** A resume the letter and LinkedIn tests read: two employers, a quantified result, skills, a degree. */
export const testResume: AiResume = aiResumeSchema.parse({
  personal_info: {
    fullName: "Priya Raman",
    email: "priya.raman@example.com",
    phone: "+44 20 7946 0958",
    location: "London, UK",
    linkedin: "linkedin.com/in/priyaraman",
    summary: "Data analyst with 5 years of experience turning sales data into decisions. Skilled in SQL, Python and Tableau.",
  },
  experience: [
    {
      id: "e1",
      company: "Fernhill Retail",
      position: "Senior Data Analyst",
      location: "London",
      startDate: "Mar 2021",
      endDate: "",
      current: true,
      description: "- Built Tableau dashboards used by 40 store managers\n- Cut weekly reporting time by 60% by automating SQL extracts",
    },
    {
      id: "e2",
      company: "Oakline Bank",
      position: "Data Analyst",
      location: "Leeds",
      startDate: "Jun 2019",
      endDate: "Feb 2021",
      current: false,
      description: "- Modelled loan default risk in Python\n- Presented monthly findings to the credit committee",
    },
  ],
  education: [
    {
      id: "d1",
      institution: "University of Manchester",
      degree: "BSc",
      field: "Mathematics",
      location: "",
      startDate: "2015",
      endDate: "2018",
    },
  ],
  skills: [{ id: "s1", category: "Data", items: ["SQL", "Python", "Tableau", "Excel", "Stakeholder Management"] }],
  projects: [
    {
      id: "p1",
      name: "Churn Radar",
      description: "Predicts customer churn from purchase history.",
      technologies: ["Python", "scikit-learn"],
    },
  ],
  certifications: [{ id: "c1", name: "Tableau Desktop Specialist", issuer: "Tableau", date: "2022", credentialId: "" }],
});
