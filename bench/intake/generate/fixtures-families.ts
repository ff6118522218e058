import { headings, type FixtureSpec } from "./fixture-spec";
import { britishCv, latexYearTable, textAtsPlain, wordEuropass2004, wordHeaderTable } from "./layouts/families-documents";
import {
  boldTitleItalicOrg,
  campusTemplate,
  compactRanges,
  datesFirstOneLine,
  placeOverDatedTitle,
  reactiveAzurill,
  reactivePikachu,
  runningHeaders,
  smallCapsGroupedRoles,
  spacedCapitals,
  staticSitePage,
  titleAtCompany,
  zetyTwoColumn,
} from "./layouts/html-families";
import type { Person } from "./person";

const sofia: Person = {
  name: "Sofia Marchetti",
  headline: "UX Writer",
  email: "sofia.marchetti@example.it",
  phone: "+39 347 123 4567",
  location: "Milan, Italy",
  summary: "UX writer turning complicated banking flows into words people understand, in English and Italian.",
  jobs: [
    {
      company: "Lumen Design Studio",
      title: "Senior UX Writer",
      start: "January 2021",
      end: "Present",
      location: "Milan",
      bullets: ["Wrote the voice and tone guide used by 40 designers", "Cut support tickets on the onboarding flow by a third"],
    },
    {
      company: "Pagine Digitali S.r.l.",
      title: "Content Designer",
      start: "March 2018",
      end: "December 2020",
      location: "Turin",
      bullets: ["Rewrote error messages across the e-commerce checkout"],
    },
  ],
  schools: [{ school: "Università di Bologna", degree: "MA in Linguistics", start: "2015", end: "2017" }],
  skills: [{ label: "", items: ["UX writing", "Content strategy", "Figma", "Localisation"] }],
  extras: [{ heading: "Languages", lines: ["Italian — native", "English — C2"] }],
};

const tomas: Person = {
  name: "Tomás Herrera",
  headline: "Sports Physiotherapist",
  email: "tomas.herrera@example.es",
  phone: "+34 612 345 678",
  location: "Madrid, Spain",
  summary: "Physiotherapist for athletes returning from knee and shoulder injuries.",
  jobs: [
    {
      company: "Clínica Fisiosalud",
      title: "Physiotherapist",
      start: "Feb 2019",
      end: "Present",
      bullets: [
        "Run 25 rehabilitation sessions a week for footballers and runners",
        "Introduced force-plate testing before return to play",
      ],
    },
    {
      company: "Hospital Universitario La Paz",
      title: "Junior Physiotherapist",
      start: "Sep 2016",
      end: "Jan 2019",
      bullets: ["Rotations in orthopaedics, neurology and respiratory care"],
    },
  ],
  schools: [{ school: "Universidad Complutense de Madrid", degree: "BSc Physiotherapy", start: "2012", end: "2016" }],
  skills: [{ label: "", items: ["Manual therapy", "Exercise prescription", "Dry needling", "Kinesio taping"] }],
};

const olivia: Person = {
  name: "Olivia Bennett",
  headline: "Staff Accountant",
  email: "olivia.bennett@example.com",
  phone: "614-555-0142",
  location: "Columbus, OH",
  summary: "Detail-minded accountant with seven years of month-end close, reconciliations and audit support.",
  jobs: [
    {
      company: "Buckeye Manufacturing Co.",
      title: "Staff Accountant",
      start: "2019-06",
      end: "Current",
      location: "Columbus, OH",
      bullets: ["Close the books in four days instead of seven", "Reconcile 30 balance-sheet accounts each month"],
    },
    {
      company: "Hollister & Vance LLP",
      title: "Accounts Payable Clerk",
      start: "2016-08",
      end: "2019-05",
      location: "Dublin, OH",
      bullets: ["Processed 600 invoices a month in NetSuite"],
    },
  ],
  schools: [
    { school: "Ohio State University", degree: "Bachelor of Science: Accounting", start: "", end: "2016-05", location: "Columbus, OH" },
  ],
  skills: [{ label: "", items: ["NetSuite", "Excel", "Account reconciliation", "GAAP"] }],
};

const naomi: Person = {
  name: "Naomi Fischer",
  email: "naomi.fischer@example.net",
  phone: "+1 (415) 555-0133",
  location: "San Francisco, CA",
  summary: "Content strategist who plans, writes and measures editorial programmes for B2B software.",
  jobs: [
    {
      company: "Northwind Media",
      title: "Content Strategist",
      start: "March 2020",
      end: "Present",
      location: "Remote",
      bullets: ["Plan a calendar of 12 long-form pieces a month", "Grew organic sign-ups 48% in a year"],
    },
    {
      company: "Bayview Press",
      title: "Editorial Associate",
      start: "June 2017",
      end: "February 2020",
      location: "Oakland, CA",
      bullets: ["Edited 20 non-fiction titles from proposal to print"],
    },
  ],
  schools: [{ school: "Mills College", degree: "B.A. English Literature", start: "2013", end: "2017" }],
  skills: [{ label: "", items: ["Content strategy", "SEO", "Editing", "Google Analytics"] }],
};

const rahul: Person = {
  name: "Rahul Mehta",
  email: "rahul.mehta@example.co.uk",
  phone: "+44 7700 900 315",
  location: "London, UK",
  summary: "Strategy consultant in retail and consumer goods, from due diligence to operating-model change.",
  jobs: [
    {
      company: "Kestrel Advisory",
      title: "Senior Consultant",
      start: "2022",
      end: "Present",
      bullets: ["Led pricing diagnostics for two FTSE 250 retailers"],
    },
    {
      company: "Larkspur Partners Ltd",
      title: "Analyst",
      start: "2019",
      end: "2022",
      bullets: ["Built market models for eight commercial due diligence projects"],
    },
    {
      company: "Fenwick Group",
      title: "Graduate Analyst",
      start: "2017",
      end: "2019",
      bullets: ["Rotated through finance, supply chain and strategy"],
    },
  ],
  schools: [{ school: "University of Warwick", degree: "BSc Economics", start: "2013", end: "2017" }],
  skills: [{ label: "", items: ["Financial modelling", "Market sizing", "Alteryx", "Stakeholder management"] }],
};

const mei: Person = {
  name: "Mei Tanaka",
  email: "mei.tanaka@example.edu",
  phone: "(206) 555-0177",
  location: "Seattle, WA",
  jobs: [
    {
      company: "Cascade Robotics",
      title: "Software Engineering Intern",
      start: "",
      end: "Summer 2024",
      bullets: ["Wrote a ROS 2 node that cut path-planning latency by 30%"],
    },
    {
      company: "Human-Centered Design Lab",
      title: "Undergraduate Research Assistant",
      start: "Q3 2023",
      end: "Q1 2024",
      bullets: ["Ran 14 usability sessions for a medication-reminder app"],
    },
    {
      company: "Paul G. Allen School",
      title: "Teaching Assistant",
      start: "Fall 2022",
      end: "Spring 2023",
      bullets: ["Led weekly sections of 30 students in introductory programming"],
    },
  ],
  schools: [
    {
      school: "University of Washington",
      degree: "B.S. in Human Centered Design & Engineering",
      start: "",
      end: "May 2025",
      notes: ["GPA: 3.8/4.0", "Dean's List, six quarters"],
    },
  ],
  skills: [{ label: "", items: ["Python", "C++", "ROS 2", "Figma", "User research"] }],
};

const viktor: Person = {
  name: "Viktor Novák",
  email: "viktor.novak@example.cz",
  phone: "+420 601 234 567",
  location: "Prague, Czech Republic",
  summary: "Platform engineer who keeps Kubernetes clusters boring.",
  jobs: [
    {
      company: "Kiwi Cloud s.r.o.",
      title: "Platform Engineer",
      start: "Jan 2021",
      end: "Present",
      bullets: ["Run 14 production clusters with Terraform and Argo CD", "Brought deploy time from 40 to 6 minutes"],
    },
    {
      company: "Brno Data Centre",
      title: "Systems Administrator",
      start: "Sept. 2017",
      end: "Dec. 2020",
      bullets: ["Automated server builds with Ansible"],
    },
    {
      company: "NetPoint",
      title: "Junior Sysadmin",
      start: "Jun ’15",
      end: "Aug ’17",
      bullets: ["Looked after 300 Linux hosts and the office network"],
    },
  ],
  schools: [
    { school: "Czech Technical University in Prague", degree: "MSc Computer Engineering", start: "September 2012", end: "June 2017" },
  ],
  skills: [{ label: "", items: ["Kubernetes", "Terraform", "Ansible", "Prometheus", "Go"] }],
};

const grace: Person = {
  name: "Grace Mwangi",
  headline: "Registered Nurse, BSN",
  email: "grace.mwangi@example.com",
  phone: "(713) 555-0168",
  location: "Houston, TX",
  summary: "ICU nurse with eight years of critical care, calm in codes and careful with every handover.",
  jobs: [
    {
      company: "Memorial Hermann Hospital",
      title: "Registered Nurse, ICU",
      start: "Apr 2019",
      end: "Present",
      location: "Houston, TX",
      bullets: ["Care for two critically ill patients a shift in a 24-bed ICU", "Charge nurse two shifts a week"],
    },
    {
      company: "St. Luke's Health",
      title: "Staff Nurse, Med-Surg",
      start: "Jul 2016",
      end: "Mar 2019",
      location: "Sugar Land, TX",
      bullets: ["Managed a caseload of five to six post-operative patients"],
    },
  ],
  schools: [
    { school: "Texas Woman's University", degree: "Bachelor of Science in Nursing", start: "2012", end: "2016", location: "Houston, TX" },
  ],
  skills: [{ label: "", items: ["Ventilator management", "Telemetry", "Epic", "ACLS", "Patient education"] }],
  extras: [{ heading: "Licenses", lines: ["Registered Nurse, Texas Board of Nursing", "CCRN, AACN"] }],
};

const eleanor: Person = {
  name: "Eleanor Hughes",
  email: "eleanor.hughes@example.org",
  phone: "+1 604 555 0123",
  location: "Vancouver, BC",
  summary: "Elementary teacher who brings inquiry projects and outdoor learning into every term.",
  jobs: [
    {
      company: "Maple Grove Elementary School",
      title: "Grade 4 Teacher",
      start: "Sep 2018",
      end: "Present",
      bullets: ["Teach a class of 26 across the full curriculum", "Run the school's garden club"],
    },
    {
      company: "Vancouver School Board",
      title: "Teacher on Call",
      start: "Sep 2016",
      end: "Jun 2018",
      bullets: ["Covered classes from kindergarten to grade 7 in 30 schools"],
    },
  ],
  schools: [
    { school: "University of British Columbia", degree: "Bachelor of Education", start: "2015", end: "2016" },
    { school: "Simon Fraser University", degree: "BA, History", start: "2011", end: "2015" },
  ],
  skills: [{ label: "", items: ["Differentiated instruction", "Inquiry-based learning", "Google Classroom", "Classroom management"] }],
};

const william: Person = {
  name: "William Ashford",
  email: "w.ashford@example.com",
  phone: "617-555-0193",
  location: "Boston, MA",
  jobs: [
    {
      company: "Meridian Capital Partners",
      title: "Vice President",
      start: "2021",
      end: "Present",
      location: "Boston, MA",
      bullets: ["Lead deal teams on $50M–$200M healthcare buyouts"],
    },
    {
      company: "Meridian Capital Partners",
      title: "Associate",
      start: "2018",
      end: "2021",
      location: "Boston, MA",
      bullets: ["Built operating models for 11 platform investments"],
    },
    {
      company: "Harbor Street Bank",
      title: "Investment Banking Analyst",
      start: "2016",
      end: "2018",
      location: "New York, NY",
      bullets: ["Worked on six sell-side M&A processes"],
    },
  ],
  schools: [{ school: "Boston College", degree: "B.S. in Finance", start: "2012", end: "2016", location: "Chestnut Hill, MA" }],
  skills: [{ label: "", items: ["LBO modelling", "Due diligence", "Capital IQ", "PowerPoint"] }],
};

const catalina: Person = {
  name: "Catalina Ruiz",
  email: "catalina.ruiz@example.com",
  phone: "+1 305 555 0148",
  location: "Miami, FL",
  summary:
    "Construction project manager with fifteen years of hospitality and residential builds, from pre-construction to handover, on time and within budget.",
  jobs: [
    {
      company: "Coastal Build Group",
      title: "Senior Project Manager",
      start: "Mar 2019",
      end: "Present",
      location: "Miami, FL",
      bullets: [
        "Deliver a $120M 30-storey residential tower with a team of 14",
        "Negotiate subcontracts worth $60M a year",
        "Introduced weekly look-ahead schedules that cut delays by a fifth",
        "Report monthly to the owner's board on cost and programme",
      ],
    },
    {
      company: "Suncoast Hospitality Builders",
      title: "Project Manager",
      start: "Jan 2014",
      end: "Feb 2019",
      location: "Fort Lauderdale, FL",
      bullets: [
        "Built four hotels of 200 to 350 keys",
        "Managed budgets up to $85M and change orders under 3%",
        "Coordinated design teams, inspectors and hotel operators",
        "Mentored six assistant project managers",
      ],
    },
    {
      company: "Palmetto Homes",
      title: "Assistant Project Manager",
      start: "Jun 2010",
      end: "Dec 2013",
      location: "Orlando, FL",
      bullets: ["Ran submittals and RFIs for 400 single-family homes", "Kept the punch-list system that closed 98% of items in two weeks"],
    },
    {
      company: "Gulf Engineering Services",
      title: "Field Engineer",
      start: "Jul 2008",
      end: "May 2010",
      location: "Tampa, FL",
      bullets: ["Surveyed and laid out foundations for commercial sites", "Kept daily reports and quantity take-offs"],
    },
  ],
  schools: [{ school: "University of Florida", degree: "B.S. in Construction Management", start: "2004", end: "2008" }],
  skills: [{ label: "", items: ["Procore", "Primavera P6", "Estimating", "OSHA 30", "Contract negotiation"] }],
  extras: [{ heading: "Certifications", lines: ["PMP, Project Management Institute", "LEED Green Associate"] }],
};

const samuel: Person = {
  name: "Samuel Osei",
  email: "samuel.osei@example.com",
  phone: "+233 24 123 4567",
  location: "Accra, Ghana",
  summary: "Data engineer building the pipelines behind mobile-money analytics.",
  jobs: [
    {
      company: "Hubtel",
      title: "Data Engineer",
      start: "2020",
      end: "present",
      bullets: ["Moved 40 nightly jobs from cron to Airflow", "Built the payments warehouse in BigQuery"],
    },
    {
      company: "mPharma",
      title: "Data Analyst",
      start: "2018",
      end: "2020",
      bullets: ["Forecast drug demand for 200 pharmacies"],
    },
  ],
  schools: [{ school: "Kwame Nkrumah University of Science and Technology", degree: "BSc Computer Science", start: "2014", end: "2018" }],
  skills: [{ label: "", items: ["Python", "Airflow", "BigQuery", "dbt", "Kafka"] }],
};

const connor: Person = {
  name: "Connor Walsh",
  headline: "HVAC Service Technician",
  email: "connor.walsh@example.com",
  phone: "(603) 555-0119",
  location: "Manchester, NH",
  summary: "EPA-certified HVAC technician for commercial rooftop units, boilers and heat pumps.",
  jobs: [
    {
      company: "Granite State Mechanical",
      title: "Lead HVAC Technician",
      start: "2019",
      end: "Present",
      location: "Manchester, NH",
      bullets: ["Service 120 commercial accounts with two apprentices", "Cut repeat callbacks by 25%"],
    },
    {
      company: "Nashua Heating & Cooling",
      title: "HVAC Installer",
      start: "2014",
      end: "2019",
      location: "Nashua, NH",
      bullets: ["Installed ductless heat pumps and gas furnaces in 500 homes"],
    },
  ],
  schools: [
    { school: "Manchester Community College", degree: "Associate of Applied Science, HVAC Technology", start: "2012", end: "2014" },
  ],
  skills: [{ label: "", items: ["Refrigerant recovery", "Boiler service", "Controls wiring", "Sheet metal"] }],
  extras: [{ heading: "Certifications", lines: ["EPA Section 608 Universal", "NATE Certified"] }],
};

const maria: Person = {
  name: "Maria Gonzalez",
  email: "maria.gonzalez@example.com",
  phone: "562-555-0137",
  location: "Long Beach, CA",
  summary: "Logistics coordinator who keeps containers moving from port to warehouse.",
  jobs: [
    {
      company: "Harbor Freight Lines",
      title: "Logistics Coordinator",
      start: "06/2018",
      end: "Present",
      location: "Long Beach, CA",
      bullets: ["Schedule 300 container pickups a week", "Cut demurrage fees by $180K a year"],
    },
    {
      company: "Pacific Gateway Distribution",
      title: "Shipping Clerk",
      start: "03/2015",
      end: "05/2018",
      location: "Carson, CA",
      bullets: ["Prepared bills of lading and customs paperwork"],
    },
  ],
  schools: [
    {
      school: "California State University, Long Beach",
      degree: "Bachelor of Science in Supply Chain Management",
      start: "2011",
      end: "2015",
    },
  ],
  skills: [{ label: "", items: ["SAP", "Freight scheduling", "Customs documentation", "Spanish"] }],
};

const fiona: Person = {
  name: "Fiona MacLeod",
  email: "fiona.macleod@example.co.uk",
  phone: "07700 900 574",
  location: "Edinburgh",
  summary: "Chemistry teacher and department lead, GTCS registered, with a record of raising Higher results.",
  jobs: [
    {
      company: "Portobello High School",
      title: "Principal Teacher of Chemistry",
      start: "August 2020",
      end: "present",
      location: "Edinburgh",
      bullets: ["Lead a department of five teachers and a technician", "Higher pass rate up from 71% to 86%"],
    },
    {
      company: "Kingsbridge Academy",
      title: "Teacher of Science",
      start: "September 2014",
      end: "July 2020",
      location: "Leeds",
      bullets: ["Taught KS3 science and GCSE and A-level chemistry"],
    },
  ],
  schools: [
    { school: "University of Edinburgh", degree: "PGDE Secondary (Chemistry)", start: "2013", end: "2014" },
    { school: "University of Glasgow", degree: "BSc (Hons) Chemistry", start: "2009", end: "2013" },
  ],
  skills: [{ label: "", items: ["Curriculum planning", "Practical assessment", "Mentoring probationers", "SQA marking"] }],
};

const kwame: Person = {
  name: "Kwame Asante",
  email: "k.asante@example.ac.uk",
  phone: "+44 117 496 0821",
  location: "Bristol, UK",
  jobs: [
    {
      company: "University of Bristol",
      title: "Lecturer in Sociology",
      start: "2021",
      end: "present",
      bullets: ["Teach urban sociology and qualitative methods; supervise four doctoral students."],
    },
    {
      company: "London School of Economics",
      title: "Postdoctoral Research Fellow",
      start: "2019",
      end: "2021",
      bullets: [],
    },
  ],
  schools: [
    { school: "University of Manchester", degree: "PhD in Sociology", start: "", end: "2019" },
    { school: "University of Leeds", degree: "MA Social Research", start: "", end: "2014" },
  ],
  skills: [{ label: "", items: ["NVivo", "R", "Ethnography", "Survey design"] }],
  extras: [{ heading: "Grants", lines: ["2022 ESRC New Investigator Grant, £240,000"] }],
};

const anna: Person = {
  name: "Anna Kowalska",
  email: "anna.kowalska@example.pl",
  phone: "+48 601 234 567",
  location: "Kraków, Poland",
  jobs: [
    {
      company: "Wawel Process Engineering Sp. z o.o.",
      title: "Process Engineer",
      start: "September 2016",
      end: "present",
      location: "Kraków",
      bullets: ["Design of dosing lines for the food industry", "Commissioning at customer sites in Poland and Germany"],
    },
    {
      company: "Silesia Chemicals S.A.",
      title: "Junior Process Technologist",
      start: "July 2013",
      end: "August 2016",
      location: "Katowice",
      bullets: ["Monitoring of distillation columns", "Preparation of batch records"],
    },
  ],
  schools: [
    {
      school: "AGH University of Science and Technology",
      degree: "Master of Science in Chemical Engineering",
      start: "2008",
      end: "2013",
      location: "Kraków",
    },
  ],
  skills: [{ label: "Computer skills and competences", items: ["AutoCAD", "Aspen HYSYS", "MS Office"] }],
};

const ingrid: Person = {
  name: "Ingrid Halvorsen",
  headline: "Interior Architect",
  email: "ingrid@halvorsen.example",
  phone: "+47 912 34 567",
  location: "Oslo, Norway",
  summary: "Interior architect for restaurants and small hotels, from the first sketch to the last light fitting.",
  jobs: [
    {
      company: "Snøhetta Interiors",
      title: "Senior Interior Architect",
      start: "2020",
      end: "Present",
      location: "Oslo",
      bullets: ["Led the interiors of two boutique hotels of 40 and 60 rooms", "Specify furniture and lighting with Norwegian makers"],
    },
    {
      company: "Studio Fjord",
      title: "Interior Designer",
      start: "2016",
      end: "2020",
      location: "Bergen",
      bullets: ["Designed eleven restaurants along the west coast"],
    },
  ],
  schools: [{ school: "Oslo School of Architecture and Design", degree: "Master of Interior Architecture", start: "2011", end: "2016" }],
  skills: [{ label: "", items: ["SketchUp", "AutoCAD", "Lighting design", "Material sourcing"] }],
};

export const familyFixtures: FixtureSpec[] = [
  {
    name: "html-reactive-azurill-ux-writer",
    person: sofia,
    source: { kind: "html", html: reactiveAzurill(sofia, headings("Summary", "Experience", "Education", "Skills")) },
  },
  {
    name: "html-reactive-pikachu-physiotherapist",
    person: tomas,
    source: { kind: "html", html: reactivePikachu(tomas, headings("Profile", "Work", "Education", "Skills")) },
  },
  {
    name: "html-zety-two-column-accountant",
    person: olivia,
    source: { kind: "html", html: zetyTwoColumn(olivia, headings("Professional Summary", "Work History", "Education", "Skills")) },
  },
  {
    name: "html-title-at-company-content-strategist",
    person: naomi,
    source: { kind: "html", html: titleAtCompany(naomi, headings("About", "Experience", "Education", "Skills")) },
  },
  {
    name: "html-dates-first-line-consultant",
    person: rahul,
    source: { kind: "html", html: datesFirstOneLine(rahul, headings("Profile", "Career", "Education", "Skills")) },
  },
  {
    name: "html-campus-seasons-quarters-student",
    person: mei,
    source: { kind: "html", html: campusTemplate(mei, headings("Summary", "Experience", "Education", "Skills")) },
  },
  {
    name: "html-compact-ranges-platform-engineer",
    person: viktor,
    source: { kind: "html", html: compactRanges(viktor, headings("Profile", "Experience", "Education", "Skills"), ["–", " to ", " – "]) },
  },
  {
    name: "html-place-over-dated-title-icu-nurse",
    person: grace,
    source: { kind: "html", html: placeOverDatedTitle(grace, headings("Profile", "Clinical Experience", "Education", "Skills")) },
  },
  {
    name: "html-bold-title-italic-school-teacher",
    person: eleanor,
    source: {
      kind: "html",
      html: boldTitleItalicOrg(eleanor, headings("Profile", "Teaching Experience", "Education", "Skills"), [" · ", ", "]),
    },
  },
  {
    name: "html-small-caps-grouped-roles-private-equity",
    person: william,
    source: { kind: "html", html: smallCapsGroupedRoles(william, headings("Summary", "Experience", "Education", "Skills")) },
  },
  {
    name: "html-running-headers-two-pages-construction-pm",
    person: catalina,
    source: { kind: "html", html: runningHeaders(catalina, headings("Summary", "Professional Experience", "Education", "Skills"), 3) },
  },
  {
    name: "html-static-site-page-data-engineer",
    person: samuel,
    source: { kind: "html", html: staticSitePage(samuel, headings("About", "Experience", "Education", "Skills")) },
  },
  {
    name: "docx-header-table-hvac-technician",
    person: connor,
    source: {
      kind: "word",
      document: wordHeaderTable(connor, headings("Summary", "Work Experience", "Training", "Skills"), " – "),
      saveAs: "docx",
    },
  },
  {
    name: "txt-ats-caps-dashes-logistics",
    person: maria,
    source: {
      kind: "text",
      text: textAtsPlain(maria, headings("Summary", "Professional Experience", "Education", "Skills"), " - "),
      encoding: "utf8",
    },
  },
  {
    name: "word-pdf-british-employment-record-teacher",
    person: fiona,
    source: {
      kind: "word",
      document: britishCv(fiona, headings("Personal Statement", "Employment Record", "Qualifications", "Key Skills"), " – "),
      saveAs: "pdf",
    },
  },
  {
    name: "latex-year-table-academic-sociologist",
    person: kwame,
    source: { kind: "latex", tex: latexYearTable(kwame, headings("Profile", "Academic Positions", "Education", "Research Skills")) },
  },
  {
    name: "word-pdf-europass-2004-process-engineer",
    person: anna,
    source: {
      kind: "word",
      document: wordEuropass2004(anna, {
        address: "ul. Długa 12, 31-147 Kraków, Poland",
        personal: [
          ["Nationality", "Polish"],
          ["Date of birth", "14/03/1989"],
        ],
        sectors: ["Machinery for the food industry", "Chemical manufacturing"],
        subjects: ["Unit operations, process control, thermodynamics"],
        motherTongue: "Polish",
      }),
      saveAs: "pdf",
    },
  },
  {
    name: "html-spaced-capitals-interior-architect",
    person: ingrid,
    source: { kind: "html", html: spacedCapitals(ingrid, headings("Profile", "Experience", "Education", "Expertise")) },
  },
];
