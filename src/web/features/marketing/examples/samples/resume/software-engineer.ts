import { bullets, highlightsSection, type ResumeExample } from "../resume-example";

export const softwareEngineerResume: ResumeExample = {
  slug: "software-engineer-resume",
  profession: "Software Engineer",
  whyItWorks:
    "Every bullet pairs a technical decision with its result, and the skills are grouped the way job adverts list them, so an ATS finds the keywords and a hiring manager sees the impact.",
  content: {
    title: "Software Engineer Resume",
    template_id: "technical",
    personal_info: {
      fullName: "Daniel Okafor",
      email: "daniel.okafor@example.com",
      phone: "+1 (512) 555-0164",
      location: "Austin, TX",
      linkedin: "linkedin.com/in/danielokafor-example",
      website: "danielokafor.example.com",
      summary:
        "Backend-leaning software engineer with six years of experience building payment and logistics APIs in TypeScript and Go. " +
        "Comfortable owning a service from design review to on-call, and known for making slow systems fast and noisy alerts quiet.",
    },
    experience: [
      {
        id: "se-exp-1",
        company: "Harbor Freightworks",
        position: "Software Engineer II",
        location: "Austin, TX",
        startDate: "Apr 2021",
        endDate: "",
        current: true,
        description: bullets(
          "Own the shipment-tracking API (Go, PostgreSQL) that answers 40 million requests a day for carriers and customers",
          "Cut p95 response time from 900 ms to 180 ms by replacing N+1 queries with batched reads and a read-through cache",
          "Led the move from cron jobs to an event queue, removing a nightly backlog that delayed 8% of delivery updates",
          "Wrote the team's incident runbooks; pages per on-call week fell from 14 to 3",
        ),
      },
      {
        id: "se-exp-2",
        company: "Pinecrest Payments",
        position: "Software Engineer",
        location: "Dallas, TX",
        startDate: "Jul 2018",
        endDate: "Mar 2021",
        current: false,
        description: bullets(
          "Built the refunds service in TypeScript and Node.js, processing $3M a month with idempotent, auditable operations",
          "Added contract tests between six services, catching breaking API changes before release",
          "Mentored two interns, both of whom returned as full-time engineers",
        ),
      },
    ],
    education: [
      {
        id: "se-edu-1",
        institution: "Texas State University",
        degree: "Bachelor of Science",
        field: "Computer Science",
        location: "San Marcos, TX",
        startDate: "Aug 2014",
        endDate: "May 2018",
        gpa: "3.7",
      },
    ],
    skills: [
      { id: "se-skill-1", category: "Languages", items: ["Go", "TypeScript", "SQL", "Python"] },
      { id: "se-skill-2", category: "Platforms", items: ["PostgreSQL", "Redis", "Kafka", "Docker", "Kubernetes", "AWS"] },
      { id: "se-skill-3", category: "Practices", items: ["API design", "Observability", "Contract testing", "Code review"] },
    ],
    projects: [
      {
        id: "se-project-1",
        name: "queue-lens",
        description: "Open-source terminal dashboard that shows consumer lag and dead letters for Kafka topics at a glance.",
        technologies: ["Go", "Kafka", "Bubble Tea"],
        link: "github.com/example/queue-lens",
        startDate: "Feb 2023",
        endDate: "Present",
      },
    ],
    certifications: [
      {
        id: "se-cert-1",
        name: "AWS Certified Developer – Associate",
        issuer: "Amazon Web Services",
        date: "Jun 2022",
        credentialId: "",
      },
    ],
    languages: [
      { id: "se-lang-1", name: "English", proficiency: "Native" },
      { id: "se-lang-2", name: "Yoruba", proficiency: "Conversational" },
    ],
    custom_sections: [
      highlightsSection("se", "Community", [
        {
          heading: "Organizer, Austin Go Meetup",
          details: "Run a monthly meetup of about 60 engineers; recruit speakers and host beginner-friendly talks.",
          date: "2022-01",
        },
      ]),
    ],
    layout: { fit_to_page: false },
  },
};
