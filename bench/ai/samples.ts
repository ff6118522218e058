import { RESUME_LIMITS } from "#shared/limits";

export const advert = [
  "Senior Backend Engineer",
  "Northwind Health — Boston, MA",
  "",
  "About the role",
  "You will design and build the APIs behind our patient scheduling platform, used by 900 clinics.",
  "",
  "Responsibilities:",
  "- Design, build and operate Python services on Kubernetes",
  "- Own the PostgreSQL data model and its migrations",
  "- Mentor engineers and review code",
  "",
  "Requirements:",
  "- 5+ years of experience with Python and PostgreSQL",
  "- Experience with Kubernetes, Terraform and AWS",
  "- Strong written communication",
  "",
  "Nice to have: GraphQL, Kafka, HIPAA compliance",
].join("\n");

export const interviewData = {
  industry: "Healthcare technology",
  yearsExperience: "8",
  targetRole: "Senior Backend Engineer",
  workHistory: [
    "Backend Engineer at Globex, Austin, Jan 2019 - Present",
    "- Responsible for building Python APIs that serve 2.5 million requests a day",
    "- Cut deploy time by 40% with a new CI pipeline",
    "",
    "Software Developer at Initrode (Jun 2015 - Dec 2018): worked on the billing system in Python and PostgreSQL, helped migrate 3 services to AWS",
  ].join("\n"),
  education: "B.S. Computer Science, University of Texas, 2011-2015",
  skills: "Python, PostgreSQL, Kubernetes, Docker, AWS, mentoring",
  projects: "pgwatch: an open-source PostgreSQL monitoring tool with 800 GitHub stars",
  certifications: "AWS Certified Developer - Associate, 2021",
  languages: "English (native), Spanish (professional)",
  additionalInfo: "",
};

const job = (index: number, description: string) => ({
  id: `e${index}`,
  company: `Company ${index}`,
  position: "Backend Engineer",
  location: "Austin, TX",
  startDate: `Jan ${2000 + (index % 20)}`,
  endDate: `Dec ${2001 + (index % 20)}`,
  current: false,
  description,
});

const base = {
  title: "Backend",
  template_id: "modern",
  personal_info: {
    fullName: "Ana Lima",
    email: "ana.lima@example.com",
    phone: "+1 555 010 2000",
    location: "Austin, TX",
    summary: "Backend engineer who builds reliable data-heavy services.",
  },
  education: [
    {
      id: "d1",
      institution: "University of Texas",
      degree: "B.S.",
      field: "Computer Science",
      location: "",
      startDate: "2011",
      endDate: "2015",
    },
  ],
  skills: [{ id: "s1", category: "Languages", items: ["Python", "SQL", "k8s", "Docker"] }],
};

export const typicalResume = {
  ...base,
  experience: [
    job(1, "• Responsible for building Python APIs that serve 2.5 million requests a day\n• Cut deploy time by 40% with a new CI pipeline"),
    job(2, "• Worked on the billing system in Python and PostgreSQL\n• Helped migrate 3 services to AWS"),
  ],
};

const BULLETS = [
  "• Responsible for managing the migration of 12 services to Kubernetes and Terraform",
  "• Worked on the PostgreSQL schema for billing, cutting query time by 35%",
  "• Helped with on-call rotations and incident reviews for the payments team",
  "• Built internal tooling in Python used by 40 engineers every day",
];

/** The largest resume the schema takes: every job at the description limit. */
export const largestResume = {
  ...base,
  experience: Array.from({ length: RESUME_LIMITS.listEntries }, (_, index) => {
    let description = "";
    for (let i = 0; (description + BULLETS[i % BULLETS.length]!).length + 1 < RESUME_LIMITS.description; i++) {
      description += `${description ? "\n" : ""}${BULLETS[i % BULLETS.length]!}`;
    }
    return job(index + 1, description);
  }),
};
