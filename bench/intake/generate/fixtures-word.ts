import { headings, type FixtureSpec } from "./fixture-spec";
import { wordDatesFirst, wordHeadingStyles, wordTableColumns } from "./layouts/word";
import type { Person } from "./person";

const olivia: Person = {
  name: "Olivia Brennan",
  email: "olivia.brennan@example.ie",
  phone: "+353 87 123 4567",
  location: "Dublin, Ireland",
  summary: "Marketing manager for food and drink brands; brand strategy, campaigns and the numbers behind them.",
  jobs: [
    {
      company: "Fernhill Foods",
      title: "Marketing Manager",
      start: "Feb 2020",
      end: "Present",
      location: "Dublin",
      bullets: ["Lead a team of four and a €2.5M annual budget", "Relaunched the Fernhill Kitchen range, growing sales 22% in year one"],
    },
    {
      company: "Brightwater Drinks",
      title: "Brand Executive",
      start: "Sep 2016",
      end: "Jan 2020",
      location: "Cork",
      bullets: ["Ran sponsorship activations at 12 festivals a year"],
    },
  ],
  schools: [{ school: "University College Dublin", degree: "BComm, Marketing", start: "2012", end: "2016" }],
  skills: [
    { label: "", items: ["Brand strategy", "Campaign planning", "Google Analytics", "Meta Ads", "Market research", "Budget management"] },
  ],
};

const samuel: Person = {
  name: "Samuel Adeyemi",
  headline: "Project Manager, PMP",
  email: "samuel.adeyemi@example.com",
  phone: "404-555-0155",
  location: "Atlanta, GA",
  summary: "Project manager delivering healthcare IT and construction-technology programs on time and within budget.",
  jobs: [
    {
      company: "Peachtree Health Systems",
      title: "Senior Project Manager",
      start: "2021",
      end: "Present",
      location: "Atlanta, GA",
      bullets: ["Delivered an EHR migration for 22 clinics, two weeks ahead of plan", "Manage budgets up to $6M"],
    },
    {
      company: "Buildwise Technologies",
      title: "Project Manager",
      start: "2017",
      end: "2021",
      location: "Atlanta, GA",
      bullets: ["Ran agile delivery for a site-inspection app used by 400 contractors"],
    },
    {
      company: "Georgia Department of Transportation",
      title: "Project Coordinator",
      start: "2014",
      end: "2017",
      location: "Atlanta, GA",
      bullets: ["Tracked schedules and change orders for highway projects"],
    },
  ],
  schools: [
    { school: "Georgia Institute of Technology", degree: "M.S. Engineering Management", start: "2012", end: "2014" },
    { school: "Morehouse College", degree: "B.S. Mathematics", start: "2008", end: "2012" },
  ],
  skills: [{ label: "", items: ["Agile", "Scrum", "MS Project", "Jira", "Risk management", "Stakeholder communication"] }],
};

const grace: Person = {
  name: "Grace Liu",
  email: "grace.liu.hr@example.com",
  phone: "408 555 0172",
  location: "San Jose, CA",
  jobs: [
    {
      company: "Valley Semiconductor",
      title: "HR Generalist",
      start: "2018",
      end: "Present",
      location: "San Jose, CA",
      bullets: [
        "Partner with 300 engineers and managers on performance and relations",
        "Rolled out a new HRIS (Workday) to 1,100 employees",
      ],
    },
    {
      company: "Orchard Staffing",
      title: "Recruiting Coordinator",
      start: "2014",
      end: "2018",
      location: "Santa Clara, CA",
      bullets: ["Scheduled 60+ interviews a week for technical roles"],
    },
  ],
  schools: [
    { school: "San José State University", degree: "B.S. Business Administration, Human Resource Management", start: "2010", end: "2014" },
  ],
  skills: [{ label: "", items: ["Employee relations", "Workday", "Onboarding", "California employment law", "Benefits administration"] }],
  extras: [{ heading: "Certifications", lines: ["SHRM Certified Professional (SHRM-CP), 2019"] }],
};

const piotr: Person = {
  name: "Piotr Kowalski",
  email: "piotr.kowalski@example.co.uk",
  phone: "0121 496 0734",
  location: "Birmingham, B15 2TT",
  summary: "Logistics coordinator who keeps warehouses and carriers moving; fluent in English and Polish.",
  jobs: [
    {
      company: "Midlands Distribution Ltd",
      title: "Logistics Coordinator",
      start: "2017",
      end: "2023",
      location: "Birmingham",
      bullets: ["Planned 180 outbound loads a week across 30 carriers", "Cut late deliveries from 9% to 3%"],
    },
    {
      company: "Amberley Retail",
      title: "Warehouse Team Leader",
      start: "2013",
      end: "2017",
      location: "Coventry",
      bullets: ["Led a shift of 25 pickers and packers"],
    },
  ],
  schools: [
    { school: "Aston University", degree: "Diploma in Supply Chain Management", start: "2015", end: "2016" },
    { school: "Uniwersytet Ekonomiczny w Krakowie", degree: "Licencjat (BA) Economics", start: "2009", end: "2012" },
  ],
  skills: [{ label: "", items: ["Transport planning", "SAP EWM", "Forklift licence", "Health & Safety", "Excel"] }],
  extras: [{ heading: "Languages", lines: ["English (fluent)", "Polish (native)"] }],
};

const ahmed: Person = {
  name: "Ahmed Hassan",
  email: "ahmed.hassan.pe@example.ae",
  phone: "+971 50 123 4567",
  location: "Dubai, United Arab Emirates",
  summary: "Chartered civil engineer with twelve years on high-rise and infrastructure projects in the Gulf.",
  jobs: [
    {
      company: "Al Noor Engineering Consultants",
      title: "Senior Structural Engineer",
      start: "Oct 2016",
      end: "Present",
      location: "Dubai",
      bullets: ["Lead structural design for towers up to 62 storeys", "Review contractor shop drawings and method statements"],
    },
    {
      company: "Gulf Infrastructure Contracting",
      title: "Site Engineer",
      start: "Jun 2011",
      end: "Sep 2016",
      location: "Abu Dhabi",
      bullets: ["Supervised construction of two road interchanges and a 4 km utility tunnel"],
    },
  ],
  schools: [
    { school: "Heriot-Watt University", degree: "MSc Structural Engineering", start: "2014", end: "2016" },
    { school: "Cairo University", degree: "BSc Civil Engineering", start: "2006", end: "2011" },
  ],
  skills: [{ label: "", items: ["ETABS", "SAFE", "AutoCAD", "Revit", "Eurocodes", "Site supervision"] }],
  extras: [{ heading: "Memberships", lines: ["Chartered Engineer (CEng), Institution of Civil Engineers"] }],
};

const maria: Person = {
  name: "Maria Santos",
  headline: "Registered Pharmacist",
  email: "maria.santos@example.com.au",
  phone: "+61 412 345 678",
  location: "Sydney NSW",
  jobs: [
    {
      company: "Harbourside Pharmacy",
      title: "Pharmacist in Charge",
      start: "February 2015",
      end: "Present",
      location: "Sydney NSW",
      bullets: ["Manage dispensing of 300 scripts a day and a team of 8", "Run vaccination and medication-review clinics"],
    },
    {
      company: "St Vincent's Hospital",
      title: "Hospital Pharmacist",
      start: "January 2012",
      end: "January 2015",
      location: "Darlinghurst NSW",
      bullets: ["Clinical pharmacist on oncology and renal wards"],
    },
  ],
  schools: [{ school: "The University of Sydney", degree: "Bachelor of Pharmacy (Honours)", start: "2007", end: "2010" }],
  skills: [{ label: "", items: ["Dispensing", "Medication reviews", "Immunisation", "Compounding", "Fred Dispense"] }],
};

const linda: Person = {
  name: "Linda Johansson",
  email: "linda.johansson@example.com",
  phone: "(612) 555-0148",
  location: "Minneapolis, MN",
  summary: "Executive assistant trusted with calendars, boards and confidential work for C-level leaders.",
  jobs: [
    {
      company: "Northstar Mutual Insurance",
      title: "Executive Assistant to the CEO",
      start: "6/2020",
      end: "Present",
      location: "Minneapolis, MN",
      bullets: ["Manage the CEO's calendar, travel and board-meeting logistics", "Prepare quarterly board books"],
    },
    {
      company: "Lakeside Medical Group",
      title: "Administrative Assistant",
      start: "3/2016",
      end: "5/2020",
      location: "St. Paul, MN",
      bullets: ["Supported four department heads and coordinated 30 events a year"],
    },
  ],
  schools: [{ school: "Minneapolis College", degree: "A.A.S. Administrative Office Specialist", start: "2014", end: "2016" }],
  skills: [{ label: "", items: ["Microsoft 365", "Calendar management", "Travel coordination", "Minute taking", "Concur"] }],
};

const tom: Person = {
  name: "Tom Fletcher",
  email: "tom.fletcher@example.co.uk",
  phone: "+44 (0)113 496 0219",
  location: "Leeds, West Yorkshire",
  summary: "Retail manager who grows sales through well-run shop floors and well-trained teams.",
  jobs: [
    {
      company: "Harrowgate Home Stores",
      title: "Store Manager",
      start: "Feb 2016",
      end: "Present",
      location: "Leeds",
      bullets: ["Run a £9M store with 45 colleagues", "Top-ten store for customer satisfaction three years running"],
    },
    {
      company: "Pennine Sports",
      title: "Assistant Store Manager",
      start: "May 2012",
      end: "Jan 2016",
      location: "Bradford",
      bullets: ["Led stock control and visual merchandising"],
    },
  ],
  schools: [{ school: "Leeds Beckett University", degree: "BA (Hons) Retail Management", start: "2009", end: "2012" }],
  skills: [{ label: "", items: ["Visual merchandising", "Stock control", "Recruitment", "Coaching", "Retail KPIs"] }],
};

export const wordFixtures: FixtureSpec[] = [
  {
    name: "docx-heading-styles-marketing",
    person: olivia,
    source: {
      kind: "word",
      document: wordHeadingStyles(olivia, headings("Profile", "Experience", "Education", "Key Skills"), " – "),
      saveAs: "docx",
    },
  },
  {
    name: "docx-table-columns-project-manager",
    person: samuel,
    source: {
      kind: "word",
      document: wordTableColumns(samuel, headings("Summary", "Professional Experience", "Education", "Skills"), " – "),
      saveAs: "docx",
    },
  },
  {
    name: "docx-dates-first-hr",
    person: grace,
    source: {
      kind: "word",
      document: wordDatesFirst(grace, headings("Summary", "Employment History", "Education", "Competencies"), " to "),
      saveAs: "docx",
    },
  },
  {
    name: "docx-dates-first-logistics",
    person: piotr,
    source: {
      kind: "word",
      document: wordDatesFirst(piotr, headings("Personal Profile", "Employment", "Education and Training", "Key Skills"), " – "),
      saveAs: "docx",
    },
  },
  {
    name: "word-pdf-civil-engineer",
    person: ahmed,
    source: {
      kind: "word",
      document: wordHeadingStyles(
        ahmed,
        headings("Professional Summary", "Professional Experience", "Education", "Technical Skills"),
        " – ",
      ),
      saveAs: "pdf",
    },
  },
  {
    name: "word-pdf-table-pharmacist",
    person: maria,
    source: {
      kind: "word",
      document: wordTableColumns(maria, headings("Profile", "Work Experience", "Qualifications", "Skills"), " – "),
      saveAs: "pdf",
    },
  },
  {
    name: "word-doc-executive-assistant",
    person: linda,
    source: {
      kind: "word",
      document: wordDatesFirst(linda, headings("Summary", "Experience", "Education", "Skills"), " – "),
      saveAs: "doc",
    },
  },
  {
    name: "word-doc-retail-manager",
    person: tom,
    source: {
      kind: "word",
      document: wordHeadingStyles(tom, headings("Personal Statement", "Career History", "Education", "Skills"), " - "),
      saveAs: "doc",
    },
  },
];
