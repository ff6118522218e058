import { headings, type FixtureSpec } from "./fixture-spec";
import { classicLayout } from "./layouts/html-classic";
import { gutterLayout } from "./layouts/html-gutter";
import { sidebarLayout } from "./layouts/html-sidebar";
import type { Person } from "./person";

const SANS = "'Liberation Sans', Arial, sans-serif";
const SERIF = "'Liberation Serif', 'Times New Roman', serif";

const priya: Person = {
  name: "Priya Raman",
  headline: "Senior Software Engineer",
  email: "priya.raman@example.com",
  phone: "(512) 555-0186",
  location: "Austin, TX",
  links: ["github.com/priyaraman"],
  summary: "Backend-leaning engineer with eight years building payment and logistics platforms. Happiest owning a service end to end.",
  jobs: [
    {
      company: "Lonestar Payments",
      title: "Senior Software Engineer",
      start: "Jan 2020",
      end: "Present",
      location: "Austin, TX",
      bullets: [
        "Led the rewrite of the settlement service in Go, cutting nightly batch time from 5 hours to 40 minutes",
        "Designed idempotent webhook delivery used by 3,000 merchants",
      ],
    },
    {
      company: "Trellis Freight",
      title: "Software Engineer",
      start: "Jul 2016",
      end: "Dec 2019",
      location: "Dallas, TX",
      bullets: ["Built the route-pricing API in TypeScript and PostgreSQL", "Introduced contract tests across 14 services"],
    },
    {
      company: "Pecan Street Labs",
      title: "Software Engineering Intern",
      start: "May 2015",
      end: "Aug 2015",
      bullets: ["Prototyped a smart-meter data pipeline on AWS Kinesis"],
    },
  ],
  schools: [{ school: "The University of Texas at Austin", degree: "B.S. Computer Science", start: "2012", end: "2016" }],
  skills: [
    { label: "Languages", items: ["TypeScript", "Go", "Python", "SQL"] },
    { label: "Infrastructure", items: ["AWS", "Terraform", "Docker", "Kubernetes"] },
  ],
};

const siobhan: Person = {
  name: "Siobhan O'Connell",
  headline: "Registered Nurse (Adult)",
  email: "siobhan.oconnell@example.co.uk",
  phone: "07700 900461",
  location: "Manchester, UK",
  summary:
    "NMC-registered adult nurse with six years on acute medical and cardiology wards, calm under pressure and keen on mentoring students.",
  jobs: [
    {
      company: "Manchester Royal Infirmary",
      title: "Senior Staff Nurse, Cardiology",
      start: "2021",
      end: "Present",
      bullets: [
        "Coordinate a 28-bed ward on shift, leading a team of six nurses and four healthcare assistants",
        "Practice supervisor for student nurses",
      ],
    },
    {
      company: "Salford Royal Hospital",
      title: "Staff Nurse, Acute Medical Unit",
      start: "2018",
      end: "2021",
      bullets: ["Admitted and assessed up to 12 patients a shift", "Completed IV therapy and venepuncture competencies"],
    },
    {
      company: "Stockport NHS Foundation Trust",
      title: "Healthcare Assistant",
      start: "2014",
      end: "2015",
      bullets: ["Supported patients with personal care and observations on a stroke unit"],
    },
  ],
  schools: [
    { school: "University of Salford", degree: "BSc (Hons) Adult Nursing", start: "2015", end: "2018" },
    { school: "Xaverian College", degree: "A-Levels: Biology, Chemistry, Psychology", start: "2012", end: "2014" },
  ],
  skills: [
    {
      label: "",
      items: [
        "Patient assessment",
        "Medication administration",
        "ECG interpretation",
        "IV cannulation",
        "Wound care",
        "Discharge planning",
      ],
    },
  ],
  extras: [{ heading: "Registration", lines: ["Nursing and Midwifery Council (NMC) PIN 18A1234E"] }],
};

const marcus: Person = {
  name: "Marcus Whitfield",
  email: "m.whitfield@mail.example.org",
  phone: "312.555.0178",
  location: "Chicago, IL",
  summary: "Quota-carrying SaaS seller who consistently finishes above 120% of target. Comfortable from first call to signed contract.",
  jobs: [
    {
      company: "Brightline Software",
      title: "Senior Account Executive",
      start: "01/2022",
      end: "Present",
      location: "Chicago, IL",
      bullets: ["Closed $2.4M in new ARR in FY2023 (131% of quota)", "Built the mid-market playbook now used by 11 reps"],
    },
    {
      company: "Copperleaf Analytics",
      title: "Account Executive",
      start: "01/2019",
      end: "12/2021",
      location: "Chicago, IL",
      bullets: ["Ranked #2 of 24 account executives in 2021", "Shortened the average sales cycle from 74 to 51 days"],
    },
    {
      company: "Midwest Office Supply",
      title: "Sales Development Representative",
      start: "06/2017",
      end: "12/2018",
      location: "Evanston, IL",
      bullets: ["Booked 40+ qualified meetings a month"],
    },
  ],
  schools: [{ school: "University of Illinois Urbana-Champaign", degree: "B.A. Communication", start: "08/2013", end: "05/2017" }],
  skills: [{ label: "", items: ["Salesforce", "HubSpot", "MEDDIC", "Negotiation", "Pipeline forecasting", "Gong"] }],
};

const lena: Person = {
  name: "Lena Vogel",
  headline: "Product Designer",
  email: "hello@lenavogel.example",
  phone: "+49 30 901820 44",
  location: "Berlin, Germany",
  links: ["lenavogel.example/work"],
  summary: "Product designer turning messy B2B workflows into calm interfaces. Eight years across agencies and product teams.",
  jobs: [
    {
      company: "Fernweh Mobility GmbH",
      title: "Senior Product Designer",
      start: "March 2017",
      end: "Current",
      location: "Berlin",
      bullets: ["Own the design system used by 5 product squads", "Redesigned fleet booking, raising completion from 61% to 83%"],
    },
    {
      company: "Studio Klar",
      title: "UX/UI Designer",
      start: "October 2014",
      end: "February 2017",
      location: "Hamburg",
      bullets: ["Designed apps and websites for retail and public-sector clients"],
    },
  ],
  schools: [{ school: "Universität der Künste Berlin", degree: "M.A. Visual Communication", start: "2012", end: "2014" }],
  skills: [
    { label: "Design", items: ["Figma", "Prototyping", "Design systems", "User research"] },
    { label: "Build", items: ["HTML/CSS", "Framer"] },
  ],
  extras: [{ heading: "Languages", lines: ["German (native)", "English (C2)", "Spanish (B1)"] }],
};

const daniel: Person = {
  name: "Daniel Okafor, CPA",
  email: "daniel.okafor@example.net",
  phone: "713-555-0142",
  location: "Houston, TX 77002",
  summary: "Certified Public Accountant with ten years in audit and corporate reporting for energy companies.",
  jobs: [
    {
      company: "Gulfport Energy Partners",
      title: "Assistant Controller",
      start: "Sept. 2019",
      end: "Present",
      location: "Houston, TX",
      bullets: ["Run the monthly close for 9 entities in 6 business days", "Implemented lease accounting under ASC 842"],
    },
    {
      company: "Harlow & Pike LLP",
      title: "Senior Auditor",
      start: "Sept. 2015",
      end: "Aug. 2019",
      location: "Houston, TX",
      bullets: ["Led audits of public and private upstream oil and gas clients", "Supervised teams of up to five staff"],
    },
    {
      company: "Harlow & Pike LLP",
      title: "Audit Associate",
      start: "Sept. 2013",
      end: "Aug. 2015",
      location: "Houston, TX",
      bullets: ["Tested revenue, inventory and fixed-asset controls"],
    },
  ],
  schools: [
    { school: "Rice University", degree: "Master of Accounting", start: "2012", end: "2013" },
    { school: "University of Houston", degree: "BBA, Accounting", start: "2008", end: "2012" },
  ],
  skills: [{ label: "", items: ["US GAAP", "SOX compliance", "SAP", "NetSuite", "Advanced Excel", "Financial reporting"] }],
};

const emily: Person = {
  name: "Emily Hartmann",
  email: "ehartmann.teach@example.com",
  phone: "(503) 555-0119",
  location: "Portland, OR",
  summary: "High school English teacher who builds reading confidence through discussion, choice and steady feedback.",
  jobs: [
    {
      company: "Lincoln High School",
      title: "English Language Arts Teacher",
      start: "2016",
      end: "present",
      location: "Portland, OR",
      bullets: [
        "Teach four sections of 10th and 11th grade English",
        "Raised the share of students meeting the state writing standard from 58% to 71%",
      ],
    },
    {
      company: "Beaverton School District",
      title: "Substitute Teacher",
      start: "2014",
      end: "2016",
      location: "Beaverton, OR",
      bullets: ["Long-term substitute in English and social studies, grades 6–12"],
    },
  ],
  schools: [
    { school: "Lewis & Clark College", degree: "Master of Arts in Teaching", start: "2013", end: "2014" },
    { school: "University of Oregon", degree: "B.A. English Literature", start: "2009", end: "2013" },
  ],
  skills: [
    {
      label: "",
      items: ["Curriculum design", "Differentiated instruction", "Classroom management", "Google Classroom", "Restorative practices"],
    },
  ],
  extras: [{ heading: "Licensure", lines: ["Oregon Preliminary Teaching License, English Language Arts"] }],
};

const kenji: Person = {
  name: "Kenji Watanabe",
  email: "kenji.w@alumni.example.edu",
  phone: "+1 617-555-0104",
  location: "Boston, MA",
  links: ["linkedin.com/in/kenjiwatanabe"],
  jobs: [
    {
      company: "Harborview Robotics",
      title: "Software Engineering Intern",
      start: "",
      end: "Summer 2021",
      location: "Cambridge, MA",
      bullets: ["Wrote a ROS node that fuses wheel odometry and IMU data", "Cut simulation test time by 30%"],
    },
    {
      company: "Northeastern University",
      title: "Teaching Assistant, Data Structures",
      start: "Sep 2020",
      end: "May 2021",
      bullets: ["Held weekly office hours for 120 students and graded programming assignments"],
    },
    {
      company: "Cranberry Health",
      title: "Data Analyst Intern",
      start: "",
      end: "Summer 2020",
      location: "Remote",
      bullets: ["Built Tableau dashboards for clinic wait times"],
    },
  ],
  schools: [
    {
      school: "Northeastern University",
      degree: "Bachelor of Science in Computer Science",
      start: "Sep 2018",
      end: "May 2022",
      notes: ["GPA 3.7/4.0, Dean's List", "Relevant coursework: Algorithms, Operating Systems, Machine Learning"],
    },
  ],
  skills: [
    { label: "Languages", items: ["Python", "C++", "Java", "JavaScript"] },
    { label: "Tools", items: ["ROS", "Git", "Linux", "Tableau"] },
  ],
  extras: [{ heading: "Projects", lines: ["Campus Eats: a React Native app for dining-hall menus, 2,000 monthly users"] }],
};

const catherine: Person = {
  name: "Catherine Doyle-Bennett",
  headline: "Chief Operating Officer",
  email: "cdoylebennett@example.com",
  phone: "+1 (646) 555-0133",
  location: "New York, NY",
  summary:
    "Operating executive with twenty years scaling consumer and healthcare businesses through growth, acquisitions and turnarounds. " +
    "Builds leadership teams, sets the operating rhythm and holds the line on unit economics. " +
    "Known for plain-spoken board reporting, patient integration work after acquisitions, and developing general managers from within. " +
    "Seeking a CEO or COO role in a multi-site healthcare or consumer business.",
  jobs: [
    {
      company: "Meridian Health Partners",
      title: "Chief Operating Officer",
      start: "2019",
      end: "Present",
      location: "New York, NY",
      bullets: [
        "Lead operations for a 140-clinic network with 3,800 employees and $1.1B revenue",
        "Integrated three acquisitions, delivering $42M in annual synergies",
        "Launched a shared-services centre that lowered cost per visit by 12%",
        "Chair the quality and patient-safety committee; serious incidents down 30% in two years",
        "Rebuilt the operating cadence around monthly business reviews and a single KPI tree",
        "Negotiated payer contracts worth $380M a year alongside the CFO",
        "Opened 22 de novo clinics on time and under budget, each breaking even within 14 months",
        "Sponsor of the digital front-door program: online booking now 48% of visits",
      ],
    },
    {
      company: "Bluewater Consumer Brands",
      title: "SVP, Operations",
      start: "2016",
      end: "2019",
      location: "Stamford, CT",
      bullets: [
        "Ran supply chain, manufacturing and customer service for four brands",
        "Cut inventory days from 96 to 61",
        "Closed two plants and moved production to a new co-packer network without a missed shipment",
        "Led a 900-person operations organisation across the US and Mexico",
      ],
    },
    {
      company: "Bluewater Consumer Brands",
      title: "VP, Supply Chain",
      start: "2012",
      end: "2016",
      location: "Stamford, CT",
      bullets: [
        "Consolidated seven distribution centres into three",
        "Introduced S&OP across North America",
        "Saved $18M a year in freight through carrier consolidation",
      ],
    },
    {
      company: "Calder & Finch Consulting",
      title: "Engagement Manager",
      start: "2008",
      end: "2012",
      location: "Boston, MA",
      bullets: [
        "Led operations-strategy engagements for retail and healthcare clients",
        "Designed a hospital throughput program adopted by four health systems",
      ],
    },
    {
      company: "Procter & Gamble",
      title: "Brand Manager",
      start: "2004",
      end: "2008",
      location: "Cincinnati, OH",
      bullets: ["Managed a $60M laundry-care brand", "Launched a concentrated formula that took two share points in a year"],
    },
    {
      company: "J.P. Morgan",
      title: "Investment Banking Analyst",
      start: "2000",
      end: "2002",
      location: "New York, NY",
      bullets: ["Financial analysis for consumer and retail M&A"],
    },
  ],
  schools: [
    { school: "Harvard Business School", degree: "MBA", start: "2002", end: "2004" },
    { school: "Georgetown University", degree: "BS, Foreign Service", start: "1996", end: "2000" },
  ],
  skills: [{ label: "", items: ["P&L leadership", "M&A integration", "Supply chain", "Lean operations", "Board reporting"] }],
  extras: [
    {
      heading: "Board & Advisory",
      lines: ["Board member, Hudson Valley Food Bank (2018 – present)", "Advisor, Canopy Care (2021 – 2023)"],
    },
    {
      heading: "Speaking",
      lines: [
        "American Hospital Association Leadership Summit, 2022: Operating models for multi-site care",
        "Supply Chain Council Annual Meeting, 2017: S&OP in consumer goods",
      ],
    },
  ],
};

const mateo: Person = {
  name: "Mateo Alvarez",
  headline: "Executive Chef",
  email: "chef.mateo.alvarez@example.co.uk",
  phone: "+44 20 7946 0321",
  location: "London, UK",
  summary: "Chef with fifteen years in busy London kitchens; seasonal Spanish and British cooking, tight food costs and calm services.",
  jobs: [
    {
      company: "The Larder",
      title: "Executive Chef",
      start: "Apr 2019",
      end: "Now",
      location: "Borough, London",
      bullets: ["Run a 90-cover restaurant and a 40-seat wine bar with a brigade of 14", "Brought food cost from 34% to 28%"],
    },
    {
      company: "Casa Robles",
      title: "Head Chef",
      start: "Jan 2015",
      end: "Mar 2019",
      location: "Soho, London",
      bullets: ["Earned a Bib Gourmand in 2017 and kept it for two years"],
    },
    {
      company: "The Savoy",
      title: "Chef de Partie",
      start: "Sep 2010",
      end: "Dec 2014",
      location: "London",
      bullets: ["Ran the fish section in the Savoy Grill"],
    },
  ],
  schools: [{ school: "Westminster Kingsway College", degree: "Professional Chef Diploma, Level 3", start: "2008", end: "2010" }],
  skills: [{ label: "", items: ["Menu development", "Food costing", "Butchery", "HACCP", "Team leadership", "Supplier negotiation"] }],
  extras: [{ heading: "Certificates", lines: ["Level 3 Award in Food Safety and Hygiene", "Personal Licence holder"] }],
};

const travis: Person = {
  name: "Travis McAllister",
  headline: "Journeyman Electrician",
  email: "travis.mcallister@example.com",
  phone: "303-555-0167",
  location: "Denver, CO",
  jobs: [
    {
      company: "Front Range Electric",
      title: "Journeyman Electrician",
      start: "06/2015",
      end: "Present",
      bullets: [
        "Install and troubleshoot commercial power and lighting systems up to 480V",
        "Lead crews of 2–4 apprentices on tenant finishes",
      ],
    },
    {
      company: "Summit Electrical Contractors",
      title: "Apprentice Electrician",
      start: "05/2011",
      end: "05/2015",
      bullets: ["Residential and light-commercial rough-in and finish work", "Bent and ran EMT and rigid conduit"],
    },
  ],
  schools: [
    { school: "IEC Rocky Mountain", degree: "Electrical Apprenticeship Program", start: "2011", end: "2015" },
    { school: "Thomas Jefferson High School", degree: "High School Diploma", start: "", end: "2010" },
  ],
  skills: [
    {
      label: "",
      items: [
        "NEC code",
        "Conduit bending",
        "Blueprint reading",
        "Motor controls",
        "Fire alarm systems",
        "OSHA 30",
        "Troubleshooting",
        "Panel upgrades",
      ],
    },
  ],
  extras: [
    { heading: "Licenses & Certifications", lines: ["Colorado Journeyman Electrician License #JW.012345", "OSHA 30-Hour Construction"] },
  ],
};

const aisha: Person = {
  name: "Aisha Bello",
  headline: "Data Analyst",
  email: "aisha.bello@example.ca",
  phone: "+1 416 555 0199",
  location: "Toronto, ON",
  summary: "Analyst who turns retail and marketing data into decisions people act on; SQL first, then Python and dashboards.",
  jobs: [
    {
      company: "Maple & Main Retail",
      title: "Data Analyst",
      start: "06/2019",
      end: "Present",
      location: "Toronto, ON",
      bullets: ["Built the weekly sales model that sets store labour hours", "Automated 20 Excel reports into Power BI"],
    },
    {
      company: "Northern Lights Media",
      title: "Marketing Analyst",
      start: "09/2017",
      end: "05/2019",
      location: "Toronto, ON",
      bullets: ["Measured campaign lift with holdout tests"],
    },
  ],
  schools: [{ school: "University of Waterloo", degree: "BMath, Statistics", start: "2013", end: "2017" }],
  skills: [{ label: "", items: ["SQL", "Python", "Power BI", "Excel", "A/B testing", "dbt"] }],
};

export const htmlFixtures: FixtureSpec[] = [
  {
    name: "html-sidebar-left-software",
    person: priya,
    source: {
      kind: "html",
      html: sidebarLayout(priya, {
        headings: headings("Profile", "Experience", "Education", "Toolbox"),
        side: "left",
        order: "title-first",
        dates: "right",
        dateSeparator: " – ",
        skills: "groups",
        font: SANS,
        accent: "#24435c",
        paper: "Letter",
      }),
    },
  },
  {
    name: "html-gutter-nurse",
    person: siobhan,
    source: {
      kind: "html",
      html: gutterLayout(siobhan, {
        headings: headings("Personal Statement", "Clinical Experience", "Education & Training", "Clinical Skills"),
        order: "company-first",
        dateSeparator: "–",
        headingPlace: "across",
        structure: "grid",
        font: SANS,
        accent: "#005eb8",
        paper: "A4",
      }),
    },
  },
  {
    name: "html-caps-rules-sales",
    person: marcus,
    source: {
      kind: "html",
      html: classicLayout(marcus, {
        headings: headings("Summary", "Where I've worked", "Education", "Skills"),
        header: "left",
        headingStyle: "caps-rule",
        entry: "stacked",
        order: "company-first",
        dateSeparator: " - ",
        skills: "inline",
        font: SANS,
        accent: "#8a1c1c",
        paper: "Letter",
      }),
    },
  },
  {
    name: "html-right-sidebar-designer",
    person: lena,
    source: {
      kind: "html",
      html: sidebarLayout(lena, {
        headings: headings("About me", "Career History", "Studies", "Tools"),
        side: "right",
        order: "title-first",
        dates: "below",
        dateSeparator: " to ",
        skills: "groups",
        font: "'DejaVu Sans', sans-serif",
        accent: "#3d2c5e",
        paper: "A4",
        contactLabels: true,
      }),
    },
  },
  {
    name: "html-table-gutter-accountant",
    person: daniel,
    source: {
      kind: "html",
      html: gutterLayout(daniel, {
        headings: headings("Summary", "Professional Experience", "Education", "Core Competencies"),
        order: "title-first",
        dateSeparator: " – ",
        headingPlace: "gutter",
        structure: "table",
        font: SERIF,
        accent: "#1d3b2a",
        paper: "Letter",
      }),
    },
  },
  {
    name: "html-centered-small-caps-teacher",
    person: emily,
    source: {
      kind: "html",
      html: classicLayout(emily, {
        headings: headings("Philosophy", "Teaching Experience", "Academic Background", "Areas of Expertise"),
        header: "centered",
        headingStyle: "small-caps",
        entry: "stacked",
        order: "company-first",
        dateSeparator: " - ",
        skills: "inline",
        font: "'C059', 'Century Schoolbook', serif",
        accent: "#333",
        paper: "Letter",
      }),
    },
  },
  {
    name: "html-graduate-education-first",
    person: kenji,
    source: {
      kind: "html",
      html: classicLayout(kenji, {
        headings: headings("Summary", "Internships & Experience", "Education", "Technical Skills"),
        header: "centered",
        headingStyle: "underline",
        entry: "stacked",
        order: "company-first",
        dateSeparator: " – ",
        skills: "grouped",
        font: SERIF,
        accent: "#000",
        paper: "Letter",
        educationFirst: true,
      }),
    },
  },
  {
    name: "html-executive-two-pages",
    person: catherine,
    source: {
      kind: "html",
      html: classicLayout(catherine, {
        headings: headings("Executive Profile", "Leadership Experience", "Education", "Areas of Impact"),
        header: "left",
        headingStyle: "caps-rule",
        entry: "stacked",
        order: "company-first",
        dateSeparator: " – ",
        skills: "inline",
        font: "'Liberation Serif', serif",
        accent: "#2b2b2b",
        paper: "Letter",
      }),
    },
  },
  {
    name: "html-banner-chef",
    person: mateo,
    source: {
      kind: "html",
      html: classicLayout(mateo, {
        headings: headings("Profile", "Kitchen Experience", "Training", "Specialities"),
        header: "banner",
        headingStyle: "icons",
        entry: "one-line",
        order: "title-first",
        dateSeparator: " – ",
        skills: "inline",
        font: SANS,
        accent: "#7a3e1d",
        paper: "A4",
        contactGlyphs: true,
      }),
    },
  },
  {
    name: "html-one-line-entries-electrician",
    person: travis,
    source: {
      kind: "html",
      html: classicLayout(travis, {
        headings: headings("Summary", "Work History", "Training", "Skills"),
        header: "left",
        headingStyle: "caps-rule",
        entry: "one-line",
        order: "company-first",
        dateSeparator: " – ",
        skills: "grid",
        font: SANS,
        accent: "#b35c00",
        paper: "Letter",
      }),
    },
  },
  {
    name: "html-skill-bars-analyst",
    person: aisha,
    source: {
      kind: "html",
      html: sidebarLayout(aisha, {
        headings: headings("Profile", "Employment", "Education", "Skills"),
        side: "left",
        order: "company-first",
        dates: "right",
        dateSeparator: " – ",
        skills: "bars",
        font: "'DejaVu Sans', sans-serif",
        accent: "#0f6e6e",
        paper: "Letter",
      }),
    },
  },
];
