/**
 * A second, independent holdout sample: eight more people in eight more layout families, so the
 * holdout figure rests on sixteen resumes rather than eight. Written by someone who does not tune
 * the parser; the parser's author does not read this folder.
 */
import { headings, type FixtureSpec } from "../../generate/fixture-spec";
import type { Person } from "../../generate/person";
import { latexAwesomeCv, textEmailPaste, wordHeaderTableLeaders, writerBorderedTables } from "./second-sample-document-layouts";
import { htmlIconColumns, htmlMinimalGreyDates, htmlReactiveSidebar, htmlSwissGrid } from "./second-sample-html-layouts";

const marta: Person = {
  name: "Marta Kowalczyk",
  headline: "Data Engineer",
  email: "marta.kowalczyk@example.pl",
  phone: "+48 512 345 678",
  location: "Warsaw, Poland",
  links: ["github.com/mkowalczyk"],
  summary: "Data engineer building batch and streaming pipelines on Spark and Kafka; I care about tests, lineage and boring on-call rotas.",
  jobs: [
    {
      company: "Vistula Payments",
      title: "Senior Data Engineer",
      start: "2022/07",
      end: "Present",
      location: "Warsaw",
      bullets: [
        "Moved 40 nightly batch jobs to Kafka streams, cutting fraud-alert latency from hours to 90 seconds",
        "Introduced dbt and data contracts for the finance warehouse",
      ],
    },
    {
      company: "Baltic Logistics Group",
      title: "Data Engineer",
      start: "2019/09",
      end: "2022/06",
      location: "Gdańsk",
      bullets: ["Built the shipment-tracking lakehouse on Spark and Delta Lake (3 TB a day)", "Mentored two junior engineers"],
    },
    {
      company: "Northwind Analytics",
      title: "Junior BI Developer",
      start: "2018/02",
      end: "2019/08",
      location: "Łódź",
      bullets: ["SSIS packages and Power BI reports for retail clients"],
    },
  ],
  schools: [
    { school: "Warsaw University of Technology", degree: "MSc in Computer Science", start: "2016/10", end: "2018/02" },
    { school: "University of Łódź", degree: "BSc in Mathematics", start: "2013/10", end: "2016/07" },
  ],
  skills: [{ label: "", items: ["Apache Spark", "Kafka", "Airflow", "dbt", "Python", "SQL", "Terraform"] }],
  projects: [
    {
      name: "Smog Alert Pipeline",
      stack: "Airflow, BigQuery, Looker Studio",
      dates: "2021",
      bullets: ["Open-data pipeline publishing hourly PM2.5 readings for 300 Polish towns"],
    },
  ],
  extras: [
    {
      heading: "Certifications",
      lines: ["Google Cloud Professional Data Engineer (2023)", "Databricks Certified Data Engineer Associate (2022)"],
    },
    { heading: "Languages", lines: ["Polish — Native speaker", "English — C1", "German — B1"] },
  ],
};

const thandiwe: Person = {
  name: "Thandiwe Nkosi",
  headline: "Front Office Manager",
  email: "thandi.nkosi@example.co.za",
  phone: "+27 82 555 0143",
  location: "Cape Town, South Africa",
  links: ["linkedin.com/in/thandiwenkosi"],
  summary:
    "Front office manager in five-star and boutique hotels, known for calm check-ins at full occupancy and a guest-review score that keeps climbing.",
  jobs: [
    {
      company: "Table Bay Grand Hotel",
      title: "Front Office Manager",
      start: "Mar. 2020",
      end: "Present",
      location: "Cape Town",
      bullets: ["Lead a team of 18 receptionists, concierges and night auditors", "Raised the TrustYou guest score from 86 to 93"],
    },
    {
      company: "Camps Bay Beach Lodge",
      title: "Assistant Front Office Manager",
      start: "Jan. 2017",
      end: "Feb. 2020",
      location: "Cape Town",
      bullets: ["Rolled out Opera Cloud across 64 rooms with no lost reservations"],
    },
    {
      company: "Durban Marine Hotel",
      title: "Guest Relations Agent",
      start: "Jun. 2014",
      end: "Dec. 2016",
      location: "Durban",
      bullets: [],
    },
  ],
  schools: [
    {
      school: "Cape Peninsula University of Technology",
      degree: "Diploma in Hospitality Management",
      start: "2011",
      end: "2013",
      location: "Cape Town",
    },
    { school: "International Hotel School", degree: "Certificate in Revenue Management", start: "", end: "2019", location: "Johannesburg" },
  ],
  skills: [{ label: "", items: ["Opera PMS", "Revenue management", "Guest recovery", "Staff rostering", "Upselling", "Night audit"] }],
  extras: [
    { heading: "Languages", lines: ["English", "isiXhosa", "Afrikaans"] },
    {
      heading: "Conferences & Courses",
      lines: ["Hospitality Leadership Summit, Sandton (2022)", "Forbes Travel Guide service standards (2021)"],
    },
  ],
};

const hannah: Person = {
  name: "Hannah Lindqvist, RDH",
  headline: "Registered Dental Hygienist",
  email: "hannah.lindqvist.rdh@example.ca",
  phone: "403-555-0172",
  location: "Calgary, AB",
  summary:
    "Dental hygienist with seven years in family and periodontal practices; gentle with anxious patients and thorough with charting.",
  jobs: [
    {
      company: "Bow Valley Family Dentistry",
      title: "Registered Dental Hygienist",
      start: "Jul 2021",
      end: "Present",
      location: "Calgary",
      bullets: ["Independent hygiene schedule of 8 patients a day", "Started the practice's periodontal maintenance recall"],
    },
    {
      company: "Whyte Avenue Periodontics",
      title: "Registered Dental Hygienist",
      start: "Sep 2018",
      end: "Jun 2021",
      location: "Edmonton",
      bullets: ["Scaling and root planing under local anaesthesia", "Assisted with implant maintenance programs"],
    },
    {
      company: "Northgate Dental Centre",
      title: "Dental Assistant",
      start: "May 2015",
      end: "Aug 2016",
      location: "Edmonton",
      bullets: [],
    },
  ],
  schools: [
    { school: "University of Alberta", degree: "Diploma in Dental Hygiene", start: "Sep 2016", end: "Apr 2018", location: "Edmonton" },
    { school: "NAIT", degree: "Dental Assisting Certificate", start: "Sep 2014", end: "Apr 2015", location: "Edmonton" },
  ],
  skills: [
    {
      label: "",
      items: [
        "Periodontal charting",
        "Scaling and root planing",
        "Local anaesthesia",
        "Digital radiography",
        "Dentrix",
        "Patient education",
      ],
    },
  ],
  extras: [{ heading: "Certifications", lines: ["CDHA member, registered with the CRDHA", "BLS for Healthcare Providers, renewed 2024"] }],
};

const lea: Person = {
  name: "Lea Baumgartner",
  headline: "Journalist — data, investigations, economics",
  email: "lea.baumgartner@example.ch",
  phone: "+41 79 555 12 34",
  location: "Zürich",
  links: ["leabaumgartner.ch"],
  summary: "Reporter who turns spreadsheets and court files into stories people read to the end.",
  jobs: [
    {
      company: "Limmat Zeitung",
      title: "Data and Investigations Editor",
      start: "2021",
      end: "Present",
      location: "Zürich",
      bullets: [
        "Lead a desk of four; our series on rent increases led to a cantonal inquiry",
        "Built the newsroom's election-results pipeline",
      ],
    },
    {
      company: "Radio Helvetica News",
      title: "Reporter, Economics Desk",
      start: "2016",
      end: "2021",
      location: "Bern",
      bullets: ["Daily radio and online reports on banks, trade and the franc"],
    },
    {
      company: "Berner Bote",
      title: "Trainee Journalist",
      start: "2014",
      end: "2016",
      location: "Bern",
      bullets: [],
    },
  ],
  schools: [
    { school: "MAZ – The Swiss School of Journalism", degree: "Diploma in Journalism", start: "2014", end: "2016" },
    { school: "University of Zurich", degree: "MA in Political Science", start: "2010", end: "2013" },
  ],
  skills: [{ label: "", items: ["Investigative reporting", "Data journalism", "Python", "Datawrapper", "Interviewing", "Fact-checking"] }],
  extras: [
    { heading: "Awards", lines: ["2022 — Swiss Press Award, Online", "2019 — Zürcher Journalistenpreis, shortlist"] },
    { heading: "Languages", lines: ["German — native", "English — C2", "French — C1"] },
  ],
};

const daniel: Person = {
  name: "Daniel Tan Wei Ming",
  headline: "Senior Project Manager · Building & Infrastructure",
  email: "daniel.tan.pm@example.sg",
  phone: "+65 9123 4567",
  location: "Singapore",
  links: ["linkedin.com/in/danieltanwm"],
  summary:
    "Civil engineer and project manager delivering public housing, MRT and commercial projects up to S$320 million, on programme and with zero reportable incidents since 2019.",
  jobs: [
    {
      company: "Straits Build Pte Ltd",
      title: "Senior Project Manager",
      start: "March 2021",
      end: "Present",
      location: "Singapore",
      bullets: [
        "Lead a 1,200-unit HDB project with a site team of 45 and 22 subcontractors",
        "Recovered a 10-week delay through resequencing and precast (PPVC) modules",
      ],
    },
    {
      company: "Kallang Engineering & Construction",
      title: "Project Manager",
      start: "July 2016",
      end: "February 2021",
      location: "Singapore",
      bullets: ["Delivered two MRT station entrances and a 14-storey office block", "Managed contracts under the PSSCOC conditions"],
    },
    {
      company: "Hock Seng Contractors Sdn Bhd",
      title: "Site Engineer",
      start: "June 2012",
      end: "June 2016",
      location: "Johor Bahru, Malaysia",
      bullets: ["Supervised piling, formwork and concrete works"],
    },
  ],
  schools: [
    {
      school: "BCA Academy",
      degree: "Specialist Diploma in Construction Project Management",
      start: "2017",
      end: "2018",
      location: "Singapore",
    },
    {
      school: "National University of Singapore",
      degree: "Bachelor of Engineering (Civil Engineering)",
      start: "2008",
      end: "2012",
      location: "Singapore",
    },
  ],
  skills: [
    { label: "Planning", items: ["Primavera P6", "MS Project", "Earned value"] },
    { label: "Contracts", items: ["Contract administration", "Cost control", "Claims"] },
    { label: "Site", items: ["WSH compliance", "BIM coordination", "Quality control"] },
  ],
};

/** Daniel's certificates as Awesome-CV's honours table prints them: year, title, issuer. */
const danielCertificates: [string, string, string][] = [
  ["2019", "Project Management Professional (PMP)", "Project Management Institute"],
  ["2015", "Professional Engineer (Civil)", "Professional Engineers Board Singapore"],
];

const mereana: Person = {
  name: "Mereana Walker",
  headline: "Primary Teacher",
  email: "mereana.walker@example.co.nz",
  phone: "021 555 0187",
  location: "Auckland",
  summary:
    "Fully registered primary teacher with eight years in junior and middle classrooms, a bilingual (English and te reo Māori) practice and a focus on structured literacy.",
  jobs: [
    {
      company: "Ponsonby Primary School",
      title: "Year 4 Classroom Teacher",
      start: "September 2019",
      end: "to date",
      location: "Auckland",
      bullets: ["Literacy lead for Years 3–4", "Introduced structured literacy across the syndicate; reading ages up 14 months on average"],
    },
    {
      company: "Tamaki Primary School",
      title: "Beginning Teacher, Year 1 and 2",
      start: "February 2016",
      end: "August 2019",
      location: "Auckland",
      bullets: ["Completed the induction and mentoring programme to full registration"],
    },
    {
      company: "Central Auckland Relief Teaching Pool",
      title: "Relief Teacher",
      start: "March 2015",
      end: "December 2015",
      location: "Auckland",
      bullets: [],
    },
  ],
  schools: [
    { school: "The University of Auckland", degree: "Graduate Diploma in Teaching (Primary)", start: "", end: "2014" },
    { school: "Victoria University of Wellington", degree: "Bachelor of Arts in Education and Māori Studies", start: "2011", end: "2013" },
  ],
  skills: [
    {
      label: "",
      items: [
        "Structured literacy",
        "Te reo Māori",
        "Differentiated learning",
        "Restorative practice",
        "Seesaw",
        "Assessment for learning",
      ],
    },
  ],
  extras: [{ heading: "Registration", lines: ["Full Practising Certificate, Teaching Council of Aotearoa New Zealand"] }],
};

const brian: Person = {
  name: "Brian Otieno Ouma",
  email: "brian.otieno@example.co.ke",
  phone: "+254 722 555 014",
  location: "Embakasi, Nairobi",
  summary:
    "To contribute my skills in freight coordination, customs documentation and inventory control to a growing logistics organisation, while developing as a supply-chain professional.",
  jobs: [
    {
      company: "Savannah Freight Logistics Ltd",
      title: "Logistics Coordinator",
      start: "07.2022",
      end: "Present",
      location: "Nairobi",
      bullets: ["Coordinate 120 import and transit shipments a month through Mombasa and JKIA", "Prepare customs entries on iCMS"],
    },
    {
      company: "Pwani Cargo Handlers Ltd",
      title: "Assistant Logistics Officer",
      start: "09.2019",
      end: "06.2022",
      location: "Mombasa",
      bullets: ["Scheduled a fleet of 30 trucks to Kampala and Kigali", "Cut demurrage charges by 25%"],
    },
    {
      company: "Kilimo Fresh Distributors",
      title: "Stores Clerk",
      start: "01.2016",
      end: "08.2019",
      location: "Nakuru",
      bullets: ["Receiving, issuing and monthly stock takes"],
    },
  ],
  schools: [
    {
      school: "Kenya Institute of Supplies Management",
      degree: "Diploma in Purchasing and Supply (CIPS)",
      start: "2020",
      end: "2021",
      notes: ["Pass"],
    },
    {
      school: "Moi University",
      degree: "Bachelor of Business Management (Logistics and Supply Chain)",
      start: "2011",
      end: "2015",
      notes: ["Second Class Upper"],
    },
    { school: "Maseno School", degree: "Kenya Certificate of Secondary Education", start: "2007", end: "2010", notes: ["B+"] },
  ],
  skills: [{ label: "", items: ["SAP MM", "Customs clearance", "Fleet tracking", "Inventory control", "MS Excel", "Incoterms"] }],
  extras: [
    {
      heading: "Referees",
      lines: [
        "Mr. Peter Mwangi, Operations Manager, Savannah Freight Logistics Ltd, Tel: +254 733 555 201, peter.mwangi@example.co.ke",
        "Ms. Amina Hassan, Head of Transport, Pwani Cargo Handlers Ltd, Tel: +254 720 555 388, a.hassan@example.co.ke",
      ],
    },
  ],
};

/** Brian's personal-details table, printed before the objective as Kenyan CVs do. */
const brianDetails: [string, string][] = [
  ["Date of Birth", "14th March 1992"],
  ["Nationality", "Kenyan"],
  ["Postal Address", "P.O. Box 40211-00100, Nairobi"],
  ["Residence", "Embakasi, Nairobi"],
  ["Mobile", "+254 722 555 014"],
  ["Email", "brian.otieno@example.co.ke"],
];

const fiona: Person = {
  name: "Fiona MacLeod",
  headline: "Solicitor | LLB (Hons), DPLP",
  email: "fiona.macleod@example.co.uk",
  phone: "07700 900 314",
  location: "Edinburgh",
  summary:
    "Newly qualified solicitor in commercial litigation with a two-year traineeship at a full-service Scottish firm. Experienced in Court of Session and sheriff court actions, from first letter to proof, and in running document-heavy cases with a small team.",
  jobs: [
    {
      company: "Lennox Darroch LLP",
      title: "Solicitor, Commercial Litigation",
      start: "Sep '22",
      end: "present",
      location: "Edinburgh",
      bullets: [
        "Run a caseload of 25 commercial debt and contract disputes under partner supervision",
        "Drafted the pleadings in a £2.4m construction claim settled before proof",
      ],
    },
    {
      company: "Lennox Darroch LLP",
      title: "Trainee Solicitor",
      start: "Sep '20",
      end: "Aug '22",
      location: "Edinburgh",
      bullets: ["Seats in commercial litigation, commercial property, private client and employment"],
    },
    {
      company: "Citizens Advice Edinburgh",
      title: "Volunteer Adviser",
      start: "Jan '19",
      end: "Mar '20",
      bullets: ["Advised clients on debt, housing and benefits appeals"],
    },
  ],
  schools: [
    { school: "University of Edinburgh", degree: "Diploma in Professional Legal Practice", start: "2019", end: "2020" },
    { school: "University of Glasgow", degree: "LLB (Hons) Scots Law", start: "2015", end: "2019" },
  ],
  skills: [{ label: "", items: ["Court of Session procedure", "Legal research", "Drafting", "Westlaw UK", "Clio", "Negotiation"] }],
  extras: [{ heading: "Languages", lines: ["Scottish Gaelic (conversational)", "French (good)"] }],
};

export const secondSampleFixtures: FixtureSpec[] = [
  {
    name: "html-reactive-sidebar-data-engineer",
    person: marta,
    source: {
      kind: "html",
      html: htmlReactiveSidebar(marta, headings("Summary", "Professional Experience", "Education", "Technical Skills"), {
        "Apache Spark": "Advanced",
        Kafka: "Advanced",
        Airflow: "Advanced",
        dbt: "Intermediate",
        Python: "Expert",
        SQL: "Expert",
        Terraform: "Intermediate",
      }),
    },
  },
  {
    name: "html-icon-columns-hotel-manager",
    person: thandiwe,
    source: {
      kind: "html",
      html: htmlIconColumns(thandiwe, headings("", "Work Experience", "Education", "Skills"), {
        English: "Native or Bilingual Proficiency",
        isiXhosa: "Native or Bilingual Proficiency",
        Afrikaans: "Professional Working Proficiency",
      }),
    },
  },
  {
    name: "html-minimal-grey-dates-dental-hygienist",
    person: hannah,
    source: {
      kind: "html",
      html: htmlMinimalGreyDates(hannah, headings("Profile", "Professional History", "Education & Licensure", "Key Skills")),
    },
  },
  {
    name: "html-swiss-grid-journalist",
    person: lea,
    source: { kind: "html", html: htmlSwissGrid(lea, headings("Profile", "Career", "Education", "Skills & Tools")) },
  },
  {
    name: "latex-awesome-construction-manager",
    person: daniel,
    source: {
      kind: "latex",
      tex: latexAwesomeCv(daniel, headings("Summary", "Relevant Experience", "Education", "Core Skills"), danielCertificates),
    },
  },
  {
    name: "docx-header-table-leaders-teacher",
    person: mereana,
    source: {
      kind: "word",
      document: wordHeaderTableLeaders(mereana, headings("Profile", "Teaching Positions", "Education and Qualifications", "Key Strengths")),
      saveAs: "docx",
    },
  },
  {
    name: "writer-doc-bordered-tables-logistics",
    person: brian,
    source: {
      kind: "writer",
      fodt: writerBorderedTables(
        brian,
        headings("Career Objective", "Working Experience", "Academic Qualifications", "Professional Skills"),
        brianDetails,
      ),
      saveAs: "doc",
    },
  },
  {
    name: "txt-email-paste-solicitor",
    person: fiona,
    source: {
      kind: "text",
      text: textEmailPaste(fiona, headings("Career Summary", "Positions Held", "Education", "Skills"), {
        greeting: "Dear Ms Anderson,",
        note: "Thank you for your call this morning. As your portal would not take my attachment, I have pasted my CV below; I am happy to send it as a PDF or Word file if that is easier.",
        signOff: "Kind regards,",
      }),
      encoding: "utf8",
    },
  },
];
