// A full two-page resume (modern layout) for the browser benchmarks.
const bullet = (text) => `- ${text}`;
export const twoPageResume = {
  title: "Two-page benchmark resume",
  template_id: "modern",
  personal_info: {
    fullName: "Jordan Ellis",
    email: "jordan.ellis@example.com",
    phone: "+1 (512) 555-0142",
    location: "Austin, TX",
    linkedin: "linkedin.com/in/jordanellis",
    website: "jordanellis.dev",
    summary: "Senior software engineer with ten years of experience building reliable, user-focused web platforms. ",
  },
  experience: Array.from({ length: 5 }, (_, i) => ({
    id: `exp-${i}`,
    company: `Company ${i + 1}`,
    position: ["Staff Engineer", "Senior Engineer", "Engineer", "Junior Engineer", "Intern"][i],
    location: "Austin, TX",
    startDate: `Jan ${2016 + i}`,
    endDate: i === 0 ? "" : `Dec ${2017 + i}`,
    current: i === 0,
    description: [
      bullet("Led a team of six engineers building the real-time analytics platform used by 2,400 business customers."),
      bullet("Cut p95 page load time from 3.1 s to 900 ms by moving rendering to the edge and trimming bundles by 40%."),
      bullet("Introduced contract testing and preview environments, reducing production incidents by 35%."),
      bullet("Mentored four engineers, two of whom were promoted to senior within eighteen months."),
    ].join("\n"),
  })),
  education: [
    {
      id: "ed-1",
      institution: "University of Washington",
      degree: "M.S.",
      field: "Computer Science",
      location: "Seattle, WA",
      startDate: "2012",
      endDate: "2014",
      gpa: "3.9",
    },
    {
      id: "ed-2",
      institution: "University of Texas at Austin",
      degree: "B.S.",
      field: "Computer Science",
      location: "Austin, TX",
      startDate: "2008",
      endDate: "2012",
    },
  ],
  skills: [
    { id: "sk-1", category: "Languages", items: ["TypeScript", "Go", "Python", "SQL", "Rust"] },
    { id: "sk-2", category: "Frameworks", items: ["React", "Node.js", "Next.js", "GraphQL", "Kafka"] },
    { id: "sk-3", category: "Cloud", items: ["AWS", "Kubernetes", "Terraform", "Docker", "GitHub Actions"] },
  ],
  projects: Array.from({ length: 3 }, (_, i) => ({
    id: `pr-${i}`,
    name: `Open-source project ${i + 1}`,
    description: "A library for building accessible data tables with virtual scrolling, used by 300+ companies.",
    technologies: ["TypeScript", "React"],
    link: "github.com/jordanellis/project",
    startDate: "2021",
    endDate: "2023",
  })),
  certifications: [
    { id: "ce-1", name: "AWS Certified Solutions Architect", issuer: "Amazon Web Services", date: "2022", credentialId: "AWS-123" },
    { id: "ce-2", name: "Certified Kubernetes Administrator", issuer: "CNCF", date: "2021", credentialId: "CKA-456" },
  ],
  languages: [
    { id: "la-1", name: "English", proficiency: "Native" },
    { id: "la-2", name: "Spanish", proficiency: "Fluent" },
  ],
  custom_sections: [],
};
