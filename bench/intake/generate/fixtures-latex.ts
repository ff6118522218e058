import { headings, type FixtureSpec } from "./fixture-spec";
import { latexBankingResume, latexDateColumnCv, latexTwoRowResume } from "./layouts/latex";
import type { Person } from "./person";

const ryan: Person = {
  name: "Ryan Castellano",
  email: "ryan.castellano@example.dev",
  phone: "(206) 555-0110",
  location: "Seattle, WA",
  links: ["github.com/rcastellano"],
  jobs: [
    {
      company: "Cascadia Cloud",
      title: "Backend Engineer II",
      start: "June 2020",
      end: "Present",
      location: "Seattle, WA",
      bullets: [
        "Own the metering pipeline (Kafka, Flink) that bills 1.2B events a day",
        "Moved 40 cron jobs to Temporal workflows with retries and alerting",
      ],
    },
    {
      company: "Rainier Games",
      title: "Software Engineer",
      start: "Aug. 2018",
      end: "May 2020",
      location: "Bellevue, WA",
      bullets: ["Built matchmaking services in Java for 300k concurrent players", "Cut p99 lobby latency from 900 ms to 180 ms"],
    },
    {
      company: "University of Washington",
      title: "Undergraduate Research Assistant",
      start: "Jan. 2017",
      end: "June 2018",
      location: "Seattle, WA",
      bullets: ["Wrote a distributed log analyser in Rust for the systems lab"],
    },
  ],
  schools: [
    {
      school: "University of Washington",
      degree: "Bachelor of Science in Computer Science",
      start: "Sep. 2014",
      end: "June 2018",
      location: "Seattle, WA",
    },
  ],
  skills: [
    { label: "Languages", items: ["Java", "Go", "Rust", "Python", "SQL"] },
    { label: "Frameworks", items: ["Spring Boot", "gRPC", "Flink"] },
    { label: "Developer Tools", items: ["Git", "Docker", "Kubernetes", "Terraform"] },
  ],
};

const hannah: Person = {
  name: "Dr. Hannah Lindqvist",
  headline: "Molecular Biologist",
  email: "h.lindqvist@example.ac.uk",
  phone: "+44 1223 760 123",
  location: "Cambridge, United Kingdom",
  summary: "Molecular biologist studying how bacteria tolerate antibiotics, combining single-cell imaging with CRISPR screens.",
  jobs: [
    {
      company: "University of Cambridge, Department of Biochemistry",
      title: "Postdoctoral Research Associate",
      start: "2021",
      end: "present",
      bullets: ["Lead a CRISPRi screen of 4,000 genes for persister formation; two first-author papers in review."],
    },
    {
      company: "Uppsala University",
      title: "Doctoral Researcher",
      start: "2016",
      end: "2021",
      bullets: ["Built a microfluidic imaging pipeline tracking 10^5 single cells."],
    },
    {
      company: "Karolinska Institutet",
      title: "Research Assistant",
      start: "2014",
      end: "2016",
      bullets: [],
    },
  ],
  schools: [
    {
      school: "Uppsala University",
      degree: "Ph.D. in Molecular Biology",
      start: "2016",
      end: "2021",
      notes: ["Thesis: Phenotypic heterogeneity in antibiotic tolerance"],
    },
    { school: "Lund University", degree: "M.Sc. in Biotechnology", start: "2012", end: "2014" },
  ],
  skills: [{ label: "", items: ["CRISPR interference", "Microfluidics", "Fluorescence microscopy", "R", "Python", "Flow cytometry"] }],
  extras: [
    {
      heading: "Selected Publications",
      lines: ["Lindqvist H., Berg A. (2022) Persister cells under flow. Nature Microbiology 7: 112-121."],
    },
    { heading: "Grants and Awards", lines: ["EMBO Postdoctoral Fellowship (2021)", "Swedish Research Council travel grant (2019)"] },
  ],
};

const jonathan: Person = {
  name: "JONATHAN REYES",
  email: "jreyes.finance@example.com",
  phone: "(917) 555-0126",
  location: "New York, NY 10016",
  jobs: [
    {
      company: "Halcyon Capital Partners",
      title: "Investment Banking Associate",
      start: "Jul. 2021",
      end: "Present",
      location: "New York, NY",
      bullets: [
        "Executed 6 sell-side M&A transactions in industrials totalling $3.2B",
        "Built LBO and merger models and drafted management presentations",
      ],
    },
    {
      company: "Whitestone Advisors",
      title: "Financial Analyst",
      start: "Jul. 2018",
      end: "Jun. 2021",
      location: "Boston, MA",
      bullets: ["Valued 30+ private companies using DCF and trading comparables"],
    },
  ],
  schools: [
    {
      school: "Boston College, Carroll School of Management",
      degree: "Bachelor of Science in Finance",
      start: "",
      end: "May 2018",
      location: "Chestnut Hill, MA",
      notes: ["GPA: 3.8/4.0; Dean's List all semesters"],
    },
  ],
  skills: [
    { label: "Technical", items: ["Financial modeling", "DCF", "LBO", "Excel", "PowerPoint"] },
    { label: "Software", items: ["Bloomberg", "Capital IQ", "FactSet"] },
  ],
  extras: [{ heading: "Interests", lines: ["Marathon running, jazz piano, Spanish (fluent)"] }],
};

export const latexFixtures: FixtureSpec[] = [
  {
    name: "latex-two-row-software",
    person: ryan,
    source: { kind: "latex", tex: latexTwoRowResume(ryan, headings("Summary", "Experience", "Education", "Technical Skills")) },
  },
  {
    name: "latex-date-column-academic",
    person: hannah,
    source: {
      kind: "latex",
      tex: latexDateColumnCv(hannah, headings("Research Profile", "Academic Appointments", "Education", "Research Skills")),
    },
  },
  {
    name: "latex-banking-finance",
    person: jonathan,
    source: { kind: "latex", tex: latexBankingResume(jonathan, headings("Summary", "Professional Experience", "Education", "Skills")) },
  },
];
