import { DEFAULT_TEMPLATE_ID } from "#shared/default-template";
import type { ResumeContent } from "#shared/resume";

/**
 * A complete, realistic resume: thumbnails render the real layouts with it, so every section a
 * layout can show is filled.
 */
export const sampleResume: ResumeContent = {
  title: "Senior Software Engineer",
  template_id: DEFAULT_TEMPLATE_ID,
  personal_info: {
    fullName: "Jordan Ellis",
    email: "jordan.ellis@example.com",
    phone: "+1 (415) 555-0142",
    location: "San Francisco, CA",
    linkedin: "linkedin.com/in/jordanellis",
    website: "jordanellis.dev",
    summary:
      "Senior software engineer with nine years of experience building reliable, user-focused web platforms at scale. " +
      "I lead cross-functional teams from discovery to launch, pairing pragmatic architecture with a sharp eye for product detail. " +
      "Recently focused on developer tooling, observability and mentoring engineers into technical leadership.",
  },
  experience: [
    {
      id: "sample-exp-1",
      company: "Northwind Labs",
      position: "Senior Software Engineer",
      location: "San Francisco, CA",
      startDate: "Mar 2021",
      endDate: "",
      current: true,
      description: [
        "- Lead a team of six engineers building the real-time analytics platform used by 2,400 business customers",
        "- Re-architected the event pipeline on Kafka and Go, cutting p95 dashboard latency from 4.1s to 600ms",
        "- Introduced contract testing and preview environments, reducing production incidents by 38%",
        "- Mentor four engineers; two were promoted to senior within eighteen months",
      ].join("\n"),
    },
    {
      id: "sample-exp-2",
      company: "Brightpath Analytics",
      position: "Software Engineer",
      location: "Seattle, WA",
      startDate: "Jun 2018",
      endDate: "Feb 2021",
      current: false,
      description: [
        "- Built the customer-facing reporting suite in React and TypeScript, now generating 1M+ reports a month",
        "- Designed a GraphQL gateway that unified five legacy services behind one typed API",
        "- Partnered with design to launch an accessible component library adopted by four product teams",
      ].join("\n"),
    },
    {
      id: "sample-exp-3",
      company: "Cobalt Systems",
      position: "Software Engineer I",
      location: "Austin, TX",
      startDate: "Aug 2016",
      endDate: "May 2018",
      current: false,
      description: [
        "- Shipped billing and invoicing features for a B2B SaaS product serving 300 clients",
        "- Automated the release process with CI pipelines, taking deploys from weekly to daily",
        "- Wrote the onboarding guide still used by every new backend hire",
      ].join("\n"),
    },
  ],
  education: [
    {
      id: "sample-edu-1",
      institution: "University of Washington",
      degree: "Master of Science",
      field: "Computer Science",
      location: "Seattle, WA",
      startDate: "Sep 2014",
      endDate: "Jun 2016",
      gpa: "3.9",
    },
    {
      id: "sample-edu-2",
      institution: "University of Texas at Austin",
      degree: "Bachelor of Science",
      field: "Software Engineering",
      location: "Austin, TX",
      startDate: "Sep 2010",
      endDate: "May 2014",
      gpa: "",
    },
  ],
  skills: [
    { id: "sample-skill-1", category: "Languages", items: ["TypeScript", "Go", "Python", "SQL"] },
    {
      id: "sample-skill-2",
      category: "Frameworks & Tools",
      items: ["React", "Node.js", "GraphQL", "PostgreSQL", "Kafka", "Redis"],
    },
    {
      id: "sample-skill-3",
      category: "Cloud & DevOps",
      items: ["AWS", "Kubernetes", "Terraform", "Docker", "GitHub Actions"],
    },
  ],
  projects: [
    {
      id: "sample-project-1",
      name: "Tracewind",
      description:
        "Open-source trace explorer for OpenTelemetry data with flame graphs and service maps. " +
        "Used by 1,200+ teams; 4.8k stars on GitHub.",
      technologies: ["TypeScript", "React", "OpenTelemetry", "ClickHouse"],
      link: "github.com/jordanellis/tracewind",
      startDate: "Jan 2022",
      endDate: "Present",
    },
    {
      id: "sample-project-2",
      name: "Ledgerly",
      description: "Command-line personal finance tool that imports bank exports and builds monthly budgets.",
      technologies: ["Go", "SQLite"],
      link: "https://ledgerly.app",
      startDate: "Mar 2020",
      endDate: "Nov 2020",
    },
  ],
  certifications: [
    {
      id: "sample-cert-1",
      name: "AWS Certified Solutions Architect – Professional",
      issuer: "Amazon Web Services",
      date: "Apr 2023",
      credentialId: "AWS-PSA-48213",
    },
    {
      id: "sample-cert-2",
      name: "Certified Kubernetes Application Developer (CKAD)",
      issuer: "The Linux Foundation",
      date: "Sep 2022",
      credentialId: "LF-CKAD-2209-1147",
    },
  ],
  languages: [
    { id: "sample-lang-1", name: "English", proficiency: "Native" },
    { id: "sample-lang-2", name: "Spanish", proficiency: "Fluent" },
    { id: "sample-lang-3", name: "German", proficiency: "Intermediate" },
  ],
  custom_sections: [
    {
      id: "sample-custom-1",
      title: "Volunteering",
      fields: [
        { id: "sample-field-role", name: "role", label: "Role", type: "text" },
        { id: "sample-field-details", name: "details", label: "Details", type: "textarea" },
        { id: "sample-field-date", name: "since", label: "Since", type: "date" },
      ],
      items: [
        {
          id: "sample-custom-item-1",
          role: "Mentor, Code2040 Fellows Program",
          details: "- Coach early-career Black and Latinx engineers through interview preparation\n- Run quarterly system design workshops",
          since: "2019-09",
        },
        {
          id: "sample-custom-item-2",
          role: "Workshop Instructor, Girls Who Code",
          details: "Teach an eight-week introduction to web development for high school students.",
          since: "2017-06",
        },
      ],
    },
  ],
  layout: { fit_to_page: false },
};
