import { headings, type FixtureSpec } from "./fixture-spec";
import { latexBankingResume, latexDateColumnCv, latexTwoRowResume } from "./layouts/latex";
import { latexAltaCv, latexDeedy, latexJakesResume, latexModernCv } from "./layouts/latex-templates";
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

const aaliyah: Person = {
  name: "Aaliyah Johnson",
  email: "aaliyah.johnson@example.com",
  phone: "404-555-0139",
  location: "",
  links: ["linkedin.com/in/aaliyahjohnson", "github.com/aaliyahj"],
  jobs: [
    {
      company: "Peachtree Health Analytics",
      title: "Data Scientist",
      start: "Aug. 2022",
      end: "Present",
      location: "Atlanta, GA",
      bullets: [
        "Built a readmission-risk model (XGBoost) now scoring 40,000 discharges a month across 11 hospitals",
        "Cut feature pipeline runtime from 6 hours to 25 minutes by moving it to Spark on Databricks",
      ],
    },
    {
      company: "Delta Air Lines",
      title: "Data Science Intern",
      start: "May 2021",
      end: "Aug. 2021",
      location: "Atlanta, GA",
      bullets: ["Forecast crew no-shows per base with Prophet, improving reserve staffing accuracy by 9%"],
    },
    {
      company: "Georgia Tech Research Institute",
      title: "Undergraduate Research Assistant",
      start: "Jan. 2020",
      end: "May 2021",
      location: "Atlanta, GA",
      bullets: ["Labelled and modelled 2 TB of satellite imagery for crop-yield estimation in PyTorch"],
    },
  ],
  schools: [
    {
      school: "Georgia Institute of Technology",
      degree: "Bachelor of Science in Computational Media, Minor in Statistics",
      start: "Aug. 2018",
      end: "May 2022",
      location: "Atlanta, GA",
    },
  ],
  skills: [
    { label: "Languages", items: ["Python", "SQL", "R", "Scala"] },
    { label: "Frameworks", items: ["PyTorch", "scikit-learn", "XGBoost", "Spark"] },
    { label: "Developer Tools", items: ["Git", "Databricks", "Airflow", "Tableau"] },
  ],
  projects: [
    {
      name: "Transit Pulse",
      stack: "Python, Flask, React, PostgreSQL",
      dates: "Jan 2022 – Apr 2022",
      bullets: ["Predicted MARTA bus delays from GTFS feeds and weather data; served on a live map"],
    },
    {
      name: "Fairness Audit Toolkit",
      stack: "Python, pandas, Streamlit",
      dates: "Sep 2021 – Dec 2021",
      bullets: ["Open-source checks for disparate impact in credit models, 300 GitHub stars"],
    },
  ],
};

const gareth: Person = {
  name: "Gareth Llewellyn",
  headline: "Chartered Civil Engineer",
  email: "gareth.llewellyn@example.co.uk",
  phone: "+44 29 2018 0456",
  location: "Cardiff, Wales",
  links: ["linkedin.com/in/garethllewellyn"],
  summary: "Chartered civil engineer (MICE) with ten years on highways, drainage and flood-defence schemes from feasibility to handover.",
  jobs: [
    {
      company: "Arden Structures Ltd",
      title: "Principal Civil Engineer",
      start: "Sept 2019",
      end: "present",
      location: "Cardiff",
      bullets: [
        "Lead designer for the £38m Taff Vale flood alleviation scheme",
        "Manage a team of seven engineers and technicians across two offices",
      ],
    },
    {
      company: "Severn Highways Partnership",
      title: "Senior Engineer",
      start: "Jun 2015",
      end: "Aug 2019",
      location: "Bristol",
      bullets: ["Designed drainage and pavement for 14 km of the A48 dualling", "Produced CDM risk registers and NEC4 change assessments"],
    },
    {
      company: "Morgan Rees Consulting",
      title: "Graduate Engineer",
      start: "Sept 2013",
      end: "May 2015",
      location: "Swansea",
      bullets: [],
    },
  ],
  schools: [{ school: "Cardiff University", degree: "MEng Civil Engineering", start: "2009", end: "2013", notes: ["First Class Honours"] }],
  skills: [
    { label: "Design", items: ["Highway design", "SuDS drainage", "Flood modelling", "Eurocodes"] },
    { label: "Software", items: ["Civil 3D", "InfoDrainage", "Flood Modeller", "AutoCAD"] },
    { label: "Contracts", items: ["NEC4", "CDM 2015"] },
  ],
  extras: [{ heading: "Professional Membership", lines: ["Member of the Institution of Civil Engineers (MICE), 2018"] }],
};

const maya: Person = {
  name: "Maya Desrosiers",
  headline: "UX Researcher · Mixed Methods · Accessibility",
  email: "maya.desrosiers@example.ca",
  phone: "+1 514 555 0172",
  location: "Montréal, QC",
  links: ["mayadesrosiers.ca"],
  summary: "Researcher who turns interviews, diary studies and product analytics into decisions teams actually make.",
  jobs: [
    {
      company: "Lightspeed Commerce",
      title: "Senior UX Researcher",
      start: "Mar 2021",
      end: "Ongoing",
      location: "Montréal, QC",
      bullets: [
        "Run the research programme for the point-of-sale app used by 160,000 merchants",
        "Set up a research repository in Dovetail now used by 9 product teams",
      ],
    },
    {
      company: "Desjardins Group",
      title: "UX Researcher",
      start: "Sep 2018",
      end: "Feb 2021",
      location: "Lévis, QC",
      bullets: ["Led usability testing of the mobile banking app with 120 participants, including screen-reader users"],
    },
    {
      company: "Ubisoft Montréal",
      title: "User Research Assistant",
      start: "May 2017",
      end: "Aug 2018",
      location: "Montréal, QC",
      bullets: ["Moderated playtests and coded 300 hours of session video"],
    },
  ],
  schools: [
    { school: "McGill University", degree: "MA Experimental Psychology", start: "2015", end: "2017", location: "Montréal, QC" },
    { school: "Université Laval", degree: "BSc Psychology", start: "2012", end: "2015", location: "Québec, QC" },
  ],
  skills: [{ label: "", items: ["Usability testing", "Diary studies", "Survey design", "WCAG 2.1", "Dovetail", "Figma", "SQL"] }],
  extras: [{ heading: "Languages", lines: ["French (native)", "English (fluent)", "Spanish (intermediate)"] }],
};

const rohan: Person = {
  name: "Rohan Deshpande",
  email: "rohan.deshpande@example.in",
  phone: "+91 98220 45671",
  location: "Pune, India",
  links: ["linkedin.com/in/rohandeshpande"],
  summary: "Mechanical design engineer specialising in sheet-metal enclosures and DFM for electrical equipment.",
  jobs: [
    {
      company: "Kirloskar Electric",
      title: "Senior Design Engineer",
      start: "July 2019",
      end: "Present",
      location: "Pune",
      bullets: [
        "Own the 3D design of LV switchgear enclosures in Creo; 23 new variants released",
        "Reduced sheet-metal part count by 18% through DFM reviews with suppliers",
      ],
    },
    {
      company: "Tata AutoComp Systems",
      title: "Design Engineer",
      start: "June 2016",
      end: "June 2019",
      location: "Pune",
      bullets: ["Designed plastic interior trims and ran mould-flow studies with Moldflow"],
    },
    {
      company: "Bharat Forge",
      title: "Graduate Engineer Trainee",
      start: "Aug 2015",
      end: "May 2016",
      location: "Pune",
      bullets: [],
    },
  ],
  schools: [
    {
      school: "College of Engineering Pune",
      degree: "B.Tech in Mechanical Engineering",
      start: "2011",
      end: "2015",
      location: "Pune",
      notes: ["CGPA 8.4/10"],
    },
  ],
  skills: [
    { label: "CAD/CAE", items: ["Creo Parametric", "SolidWorks", "ANSYS Mechanical", "Moldflow"] },
    { label: "Methods", items: ["GD&T", "DFMEA", "DFM", "Tolerance stack-up"] },
  ],
  extras: [{ heading: "Languages", lines: ["English, Hindi, Marathi"] }],
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
  {
    name: "latex-jakes-resume-data-scientist",
    person: aaliyah,
    source: { kind: "latex", tex: latexJakesResume(aaliyah, headings("Summary", "Experience", "Education", "Technical Skills")) },
  },
  {
    name: "latex-moderncv-civil-engineer",
    person: gareth,
    source: { kind: "latex", tex: latexModernCv(gareth, headings("Profile", "Employment", "Education", "Skills")) },
  },
  {
    name: "latex-altacv-two-column-ux-researcher",
    person: maya,
    source: { kind: "latex", tex: latexAltaCv(maya, headings("About", "Experience", "Education", "Strengths")) },
  },
  {
    name: "latex-deedy-two-column-mechanical",
    person: rohan,
    source: { kind: "latex", tex: latexDeedy(rohan, headings("Summary", "Experience", "Education", "Skills")) },
  },
];
