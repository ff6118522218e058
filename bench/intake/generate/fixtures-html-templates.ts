import { headings, type FixtureSpec } from "./fixture-spec";
import { canvaSidebarLayout, timelineInfographicLayout } from "./layouts/html-creative";
import { europassLayout } from "./layouts/html-europass";
import { federalResumeLayout } from "./layouts/html-federal";
import { functionalLayout } from "./layouts/html-functional";
import { googleDocsLayout } from "./layouts/html-google-docs";
import { linkedInExport } from "./layouts/html-linkedin";
import { photoHeaderLayout } from "./layouts/html-photo-header";
import { indeedExport, openResumeLayout } from "./layouts/html-web-exports";
import type { Person } from "./person";

const denise: Person = {
  name: "Denise Carter-Hollis, LMSW",
  email: "denise.carterhollis@example.com",
  phone: "(614) 555-0147",
  location: "Columbus, OH 43215",
  summary:
    "Licensed master social worker with seven years in child welfare and hospital discharge planning. Trauma-informed, bilingual in English and Spanish.",
  jobs: [
    {
      company: "Nationwide Children's Hospital",
      title: "Medical Social Worker",
      start: "March 2021",
      end: "Present",
      location: "Columbus, OH",
      bullets: [
        "Carry a caseload of 25 families on the pediatric oncology unit; coordinate discharge with home-health agencies",
        "Lead the monthly psychosocial rounds for 14 clinicians",
      ],
    },
    {
      company: "Franklin County Children Services",
      title: "Caseworker II",
      start: "June 2017",
      end: "February 2021",
      location: "Columbus, OH",
      bullets: ["Investigated 180 reports of abuse and neglect a year and testified at 30 dependency hearings"],
    },
    {
      company: "Huckleberry House",
      title: "Youth Advocate",
      start: "August 2015",
      end: "May 2017",
      location: "Columbus, OH",
      bullets: ["Ran crisis intake on the overnight shift at a youth shelter"],
    },
  ],
  schools: [
    {
      school: "The Ohio State University",
      degree: "Master of Social Work",
      start: "August 2015",
      end: "May 2017",
      location: "Columbus, OH",
    },
    { school: "Ohio University", degree: "B.A. Psychology", start: "August 2011", end: "May 2015", location: "Athens, OH" },
  ],
  skills: [
    {
      label: "",
      items: ["Crisis intervention", "Motivational interviewing", "Discharge planning", "Child welfare law", "Epic", "Spanish (fluent)"],
    },
  ],
  extras: [{ heading: "Licenses", lines: ["Licensed Master Social Worker (LMSW), State of Ohio, #S.1234567"] }],
};

const liam: Person = {
  name: "Liam O'Sullivan",
  email: "liam.osullivan@example.com.au",
  phone: "0412 555 837",
  location: "Carlton VIC 3053",
  summary: "Second-year commerce student and barista of four years, looking for a graduate analyst internship in summer 2025.",
  jobs: [
    {
      company: "Brother Baba Budan",
      title: "Barista (part-time)",
      start: "February 2022",
      end: "Present",
      location: "Melbourne",
      bullets: [
        "Pull 400 coffees on a Saturday shift and train new starters on the espresso bar",
        "Count the till and place the weekly milk order",
      ],
    },
    {
      company: "Woolworths",
      title: "Customer Service Assistant",
      start: "November 2020",
      end: "January 2022",
      location: "Geelong",
      bullets: ["Worked the registers and self-checkout area on weekends"],
    },
  ],
  schools: [
    {
      school: "The University of Melbourne",
      degree: "Bachelor of Commerce (Economics and Finance)",
      start: "March 2023",
      end: "Present",
      location: "Parkville",
      notes: ["WAM 78 (Distinction average)"],
    },
    {
      school: "Geelong High School",
      degree: "Victorian Certificate of Education (ATAR 91.4)",
      start: "",
      end: "2022",
      location: "Geelong",
    },
  ],
  skills: [
    { label: "", items: ["Excel (pivot tables, XLOOKUP)", "Python basics", "Customer service", "Cash handling", "RSA certificate"] },
  ],
};

const ananya: Person = {
  name: "Ananya Krishnan",
  headline: "Customer Support Lead at Freshline | CX operations, knowledge bases, SLAs",
  email: "ananya.krishnan@example.in",
  phone: "+91 98450 12345",
  location: "Bengaluru, Karnataka, India",
  links: ["www.linkedin.com/in/ananyakrishnan"],
  summary:
    "I lead a 22-person support team for a B2B SaaS product used in 40 countries. I care about fast first responses, honest status pages and a knowledge base people actually read.",
  jobs: [
    {
      company: "Freshline Software",
      title: "Customer Support Lead",
      start: "April 2022",
      end: "Present",
      location: "Bengaluru, Karnataka, India",
      bullets: [
        "Cut first-response time from 9 hours to 40 minutes across three shifts",
        "Rebuilt the Zendesk knowledge base; deflection up from 18% to 41%",
      ],
    },
    {
      company: "Freshline Software",
      title: "Senior Support Specialist",
      start: "January 2020",
      end: "March 2022",
      location: "Bengaluru, Karnataka, India",
      bullets: ["Owned escalations for enterprise accounts in EMEA"],
    },
    {
      company: "Zentrix Technologies",
      title: "Technical Support Engineer",
      start: "June 2017",
      end: "December 2019",
      location: "Chennai, Tamil Nadu, India",
      bullets: ["Resolved L2 tickets on the billing API; wrote 60 troubleshooting articles"],
    },
  ],
  schools: [
    {
      school: "Anna University",
      degree: "Bachelor of Engineering - BE, Electronics and Communication Engineering",
      start: "2013",
      end: "2017",
    },
    { school: "DAV Boys Senior Secondary School", degree: "Higher Secondary Certificate", start: "2011", end: "2013" },
  ],
  skills: [{ label: "", items: ["Customer Experience (CX)", "Zendesk", "Team Leadership"] }],
};

const giulia: Person = {
  name: "Giulia Ferraro",
  email: "giulia.ferraro@example.de",
  phone: "+49 176 2345 6789",
  location: "Munich, Germany",
  jobs: [
    {
      company: "Marien-Apotheke am Rotkreuzplatz",
      title: "Pharmacist",
      start: "01/09/2019",
      end: "Current",
      location: "Munich, Germany",
      bullets: [
        "Dispense prescriptions and advise on interactions for about 250 customers a day",
        "Responsible for the compounding laboratory and GMP documentation",
      ],
    },
    {
      company: "Farmacia Comunale 3",
      title: "Pharmacist",
      start: "15/03/2016",
      end: "31/07/2019",
      location: "Bologna, Italy",
      bullets: ["Managed stock and orders with the wholesaler; ran blood-pressure screening days"],
    },
    {
      company: "Policlinico Sant'Orsola",
      title: "Hospital Pharmacy Trainee",
      start: "01/10/2015",
      end: "29/02/2016",
      location: "Bologna, Italy",
      bullets: [],
    },
  ],
  schools: [
    {
      school: "University of Bologna",
      degree: "Master's Degree in Pharmacy",
      start: "01/10/2010",
      end: "20/07/2015",
      location: "Bologna, Italy",
    },
    { school: "Goethe-Institut", degree: "German language C1", start: "", end: "12/2018", location: "Munich, Germany" },
  ],
  skills: [
    { label: "Job-related skills", items: ["Compounding", "Medication review", "Pharmacovigilance", "GMP documentation"] },
    { label: "Digital skills", items: ["ADG pharmacy software", "Microsoft Office"] },
  ],
};

const jordan: Person = {
  name: "Jordan Alvarez",
  email: "jordan.alvarez@example.dev",
  phone: "(720) 555-0163",
  location: "Denver, CO",
  links: ["jordanalvarez.dev", "github.com/jalvarez"],
  summary: "Frontend engineer who likes accessible design systems, fast pages and boring, well-tested React.",
  jobs: [
    {
      company: "Summit Outdoor Co.",
      title: "Frontend Engineer",
      start: "Jun 2022",
      end: "Present",
      bullets: [
        "Built the React design system used across 4 storefronts; Lighthouse accessibility from 71 to 98",
        "Moved the checkout to Next.js, cutting LCP by 1.2 s",
      ],
    },
    {
      company: "Frontline Labs",
      title: "Junior Web Developer",
      start: "Aug 2020",
      end: "May 2022",
      bullets: ["Shipped 30 marketing sites for local businesses in Vue and Tailwind"],
    },
  ],
  schools: [
    {
      school: "University of Colorado Boulder",
      degree: "B.S. in Computer Science",
      start: "Aug 2016",
      end: "May 2020",
      notes: ["GPA: 3.6"],
    },
  ],
  skills: [
    { label: "Languages", items: ["TypeScript", "JavaScript", "HTML", "CSS"] },
    { label: "Tools", items: ["React", "Next.js", "Storybook", "Playwright", "Figma"] },
  ],
  projects: [
    { name: "a11y-lint-action", dates: "2023", stack: "", bullets: ["GitHub Action that runs axe on preview deployments; 1,100 installs"] },
  ],
};

const darnell: Person = {
  name: "Darnell Brooks",
  headline: "Warehouse Supervisor",
  email: "darnellbrooks42@example.com",
  phone: "+1 614 555 0128",
  location: "Columbus, OH 43228",
  jobs: [
    {
      company: "Midwest Distribution Co",
      title: "Warehouse Supervisor",
      start: "June 2019",
      end: "Present",
      location: "Columbus, OH",
      bullets: [
        "Supervise 35 associates on second shift across receiving, picking and shipping",
        "Raised pick accuracy to 99.7% with slotting changes and daily huddles",
      ],
    },
    {
      company: "Buckeye Logistics",
      title: "Forklift Operator",
      start: "March 2015",
      end: "May 2019",
      location: "Grove City, OH",
      bullets: ["Loaded and unloaded 20 trailers a shift; trained 12 new operators"],
    },
    {
      company: "Kroger",
      title: "Stocker",
      start: "August 2012",
      end: "February 2015",
      location: "Columbus, OH",
      bullets: [],
    },
  ],
  schools: [{ school: "Westland High School", degree: "High school diploma", start: "2008", end: "2012", location: "Galloway, OH" }],
  skills: [{ label: "", items: ["Forklift", "Warehouse management systems", "Inventory control", "OSHA safety", "Team leadership"] }],
  extras: [
    { heading: "Certifications and Licenses", lines: ["OSHA 10 Hour General Industry, March 2021 to Present", "Forklift Certification"] },
  ],
};

const chloe: Person = {
  name: "Chloe Nguyen",
  headline: "Graphic Designer",
  email: "hello@chloenguyen.example",
  phone: "0423 555 192",
  location: "Surry Hills NSW 2010",
  links: ["chloenguyen.design"],
  summary: "Brand and packaging designer with a soft spot for type and print, seven years in studios and in-house.",
  jobs: [
    {
      company: "Paper Moon Studio",
      title: "Senior Graphic Designer",
      start: "2021",
      end: "Present",
      location: "Sydney, NSW",
      bullets: ["Lead designer on packaging for 3 national FMCG brands", "Art-direct photo shoots and brief illustrators"],
    },
    {
      company: "The Good Grocer",
      title: "In-house Designer",
      start: "2018",
      end: "2021",
      location: "Sydney, NSW",
      bullets: ["Designed weekly catalogues, signage and social content for 26 stores"],
    },
    {
      company: "Ink & Bloom",
      title: "Junior Designer",
      start: "2016",
      end: "2018",
      location: "Newcastle, NSW",
      bullets: [],
    },
  ],
  schools: [{ school: "UNSW Art & Design", degree: "Bachelor of Design", start: "2013", end: "2016" }],
  skills: [{ label: "", items: ["Adobe Illustrator", "InDesign", "Photoshop", "Packaging", "Typography", "Figma"] }],
  extras: [{ heading: "Languages", lines: ["English", "Vietnamese"] }],
};

const harpreet: Person = {
  name: "Harpreet Sandhu",
  headline: "Marketing Manager · Growth & Lifecycle",
  email: "harpreet.sandhu@example.ca",
  phone: "604-555-0191",
  location: "Vancouver, BC",
  links: ["linkedin.com/in/harpreetsandhu"],
  summary: "Marketing manager who has grown three consumer brands with lifecycle email, paid social and a stubborn focus on retention.",
  jobs: [
    {
      company: "Cedar & Tide Outfitters",
      title: "Marketing Manager",
      start: "Jan 2021",
      end: "Present",
      location: "Vancouver, BC",
      bullets: ["Grew e-commerce revenue 62% in two years with a team of four", "Own a $1.8M annual paid media budget"],
    },
    {
      company: "Fresh Prep",
      title: "Lifecycle Marketing Specialist",
      start: "Apr 2018",
      end: "Dec 2020",
      location: "Vancouver, BC",
      bullets: ["Built 40 automated journeys in Braze; churn down 11%"],
    },
    {
      company: "Telus",
      title: "Marketing Coordinator",
      start: "Sep 2015",
      end: "Mar 2018",
      location: "Burnaby, BC",
      bullets: [],
    },
  ],
  schools: [{ school: "Simon Fraser University", degree: "Bachelor of Business Administration", start: "2011", end: "2015" }],
  skills: [{ label: "", items: ["Lifecycle marketing", "Paid social", "Braze", "Google Analytics 4", "SQL"] }],
  extras: [{ heading: "Languages", lines: ["English, Punjabi, Hindi"] }],
};

const lukas: Person = {
  name: "Lukas Brenner",
  email: "lukas.brenner@example.de",
  phone: "+49 171 2345678",
  location: "70563 Stuttgart",
  jobs: [
    {
      company: "Präzisionsteile Haller GmbH",
      title: "CNC Machinist (5-axis milling)",
      start: "09/2021",
      end: "today",
      location: "Stuttgart",
      bullets: [
        "Set up and run DMG Mori 5-axis centres for aerospace parts, tolerances to ±0.005 mm",
        "Write and optimise programs in Heidenhain TNC 640",
      ],
    },
    {
      company: "Maschinenbau Krüger GmbH & Co. KG",
      title: "CNC Machine Operator",
      start: "03/2019",
      end: "08/2021",
      location: "Esslingen am Neckar",
      bullets: ["Turning and milling of hydraulic components in two-shift operation"],
    },
    {
      company: "Bosch Rexroth AG",
      title: "Apprentice Cutting Machine Operator",
      start: "09/2015",
      end: "02/2019",
      location: "Stuttgart",
      bullets: [],
    },
  ],
  schools: [
    {
      school: "Chamber of Industry and Commerce (IHK) Stuttgart",
      degree: "Journeyman's certificate, Cutting Machine Operator",
      start: "",
      end: "02/2019",
    },
    { school: "Realschule Vaihingen", degree: "Intermediate school certificate (Mittlere Reife)", start: "09/2009", end: "07/2015" },
  ],
  skills: [{ label: "", items: ["Heidenhain TNC 640", "Siemens SINUMERIK", "5-axis milling", "Measuring with CMM", "Technical drawings"] }],
  extras: [{ heading: "Languages", lines: ["German: native", "English: good (B2)"] }],
};

const rachel: Person = {
  name: "Rachel M. Okonkwo",
  email: "rachel.okonkwo@example.com",
  phone: "(703) 555-0182",
  location: "Arlington, VA 22207",
  summary: "Program analyst with nine years of federal experience in budget formulation, performance measurement and acquisition support.",
  jobs: [
    {
      company: "U.S. Department of Veterans Affairs, Veterans Health Administration",
      title: "Program Analyst",
      start: "10/2018",
      end: "Present",
      bullets: [],
    },
    {
      company: "U.S. Department of Homeland Security, FEMA",
      title: "Management and Program Analyst",
      start: "06/2015",
      end: "10/2018",
      bullets: [],
    },
    {
      company: "Booz Allen Hamilton",
      title: "Consultant",
      start: "08/2013",
      end: "06/2015",
      bullets: [],
    },
  ],
  schools: [
    { school: "George Mason University", degree: "Master's degree", start: "", end: "05/2013", location: "Fairfax, VA United States" },
    {
      school: "University of Maryland",
      degree: "Bachelor's degree",
      start: "",
      end: "05/2011",
      location: "College Park, MD United States",
    },
  ],
  skills: [
    { label: "", items: ["Budget formulation", "Performance measurement", "Data analysis", "Acquisition planning", "Microsoft Power BI"] },
  ],
  extras: [
    {
      heading: "Certifications",
      lines: ["Federal Acquisition Certification - Contracting Officer's Representative (FAC-COR) Level II, 2019"],
    },
    { heading: "References", lines: ["Karen Mitchell, Supervisory Program Analyst, VHA, (202) 555-0147, karen.mitchell@va.example.gov"] },
  ],
};

const marieClaude: Person = {
  name: "Marie-Claude Gagnon",
  headline: "HR Generalist",
  email: "mc.gagnon@example.ca",
  phone: "(902) 555-0114",
  location: "Halifax, NS",
  summary:
    "Former restaurant general manager moving into human resources, with ten years of hiring, scheduling and coaching hourly teams and a CHRP-track certificate.",
  jobs: [
    {
      company: "Atlantic Bay Seafoods",
      title: "HR Generalist (contract)",
      start: "2022",
      end: "Present",
      location: "Dartmouth, NS",
      bullets: [],
    },
    { company: "The Harbour Grill", title: "General Manager", start: "2015", end: "2021", location: "Halifax, NS", bullets: [] },
    { company: "Boston Pizza", title: "Assistant Manager", start: "2011", end: "2015", location: "Truro, NS", bullets: [] },
  ],
  schools: [
    { school: "Saint Mary's University", degree: "Certificate in Human Resource Management", start: "", end: "2022", location: "Halifax" },
    { school: "Nova Scotia Community College", degree: "Diploma in Hospitality Management", start: "2009", end: "2011" },
  ],
  skills: [
    {
      label: "",
      items: [
        "Recruitment and onboarding",
        "Employee relations",
        "Scheduling and payroll",
        "Policy writing",
        "BambooHR",
        "Occupational health and safety",
      ],
    },
  ],
};

const SERIF_HEADINGS = headings("Summary", "Experience", "Education", "Skills");

export const htmlTemplateFixtures: FixtureSpec[] = [
  {
    name: "html-google-docs-serif-social-worker",
    person: denise,
    source: { kind: "html", html: googleDocsLayout(denise, { headings: SERIF_HEADINGS, style: "serif", accent: "#b7472a" }) },
  },
  {
    name: "html-google-docs-spearmint-barista-student",
    person: liam,
    source: {
      kind: "html",
      html: googleDocsLayout(liam, {
        headings: headings("About", "Work Experience", "Education", "Skills"),
        style: "spearmint",
        accent: "#1aa38a",
        educationFirst: true,
        coursework: ["Introductory Financial Accounting", "Principles of Finance", "Statistics for Business", "Macroeconomics"],
      }),
    },
  },
  {
    name: "html-linkedin-export-support-lead",
    person: ananya,
    source: {
      kind: "html",
      html: linkedInExport(ananya, {
        durations: ["(2 years 9 months)", "(2 years 3 months)", "(2 years 7 months)"],
        companyTotals: { "Freshline Software": "5 years" },
        topSkills: ["Customer Experience (CX)", "Zendesk", "Team Leadership"],
        sidebar: [
          { heading: "Languages", lines: ["English (Full Professional)", "Tamil (Native or Bilingual)", "Hindi (Professional Working)"] },
          { heading: "Certifications", lines: ["Zendesk Support Administrator", "ITIL 4 Foundation"] },
        ],
      }),
    },
  },
  {
    name: "html-europass-pharmacist",
    person: giulia,
    source: {
      kind: "html",
      html: europassLayout(giulia, {
        sectors: ["Community pharmacy", "Community pharmacy", "Hospital pharmacy"],
        motherTongue: "Italian",
        otherLanguages: [
          { language: "German", levels: ["C1", "C1", "C1", "C1", "B2"] },
          { language: "English", levels: ["B2", "C1", "B2", "B2", "B2"] },
        ],
        eqfLevels: ["EQF level 7", ""],
        address: "Leonrodstraße 14, 80634 Munich, Germany",
        personal: [
          ["Date of birth", "12/04/1991"],
          ["Nationality", "Italian"],
        ],
      }),
    },
  },
  {
    name: "html-openresume-frontend-developer",
    person: jordan,
    source: { kind: "html", html: openResumeLayout(jordan, headings("Summary", "Work Experience", "Education", "Skills"), "#0f766e") },
  },
  {
    name: "html-indeed-export-warehouse-supervisor",
    person: darnell,
    source: {
      kind: "html",
      html: indeedExport(darnell, { Forklift: "10 years", "Warehouse management systems": "6 years", "Inventory control": "5 years" }, [
        "Authorized to work in the US for any employer",
      ]),
    },
  },
  {
    name: "html-canva-sidebar-graphic-designer",
    person: chloe,
    source: {
      kind: "html",
      html: canvaSidebarLayout(chloe, headings("Profile", "Work Experience", "Education", "Skills"), "#7b4b3a", [
        ["Daniel Foster", "Creative Director, Paper Moon Studio", "Phone: 0411 555 019", "Email: d.foster@papermoon.example"],
        ["Mei Lin", "Marketing Manager, The Good Grocer", "Phone: 02 5550 1234", "Email: mei.lin@goodgrocer.example"],
      ]),
    },
  },
  {
    name: "html-timeline-infographic-marketing",
    person: harpreet,
    source: {
      kind: "html",
      html: timelineInfographicLayout(
        harpreet,
        headings("Profile", "Career Timeline", "Education", "Expertise"),
        "#8b2f6b",
        [
          ["9+", "years in marketing"],
          ["62%", "revenue growth at Cedar & Tide"],
        ],
        [90, 85, 75, 80, 60],
      ),
    },
  },
  {
    name: "html-photo-header-table-machinist",
    person: lukas,
    source: {
      kind: "html",
      html: photoHeaderLayout(
        lukas,
        headings("", "Professional Experience", "Education and Training", "Skills"),
        "Hauptstraße 27",
        [
          ["Date of birth", "14.05.1996 in Ludwigsburg"],
          ["Nationality", "German"],
          ["Marital status", "single"],
        ],
        "Stuttgart, 15.01.2025",
      ),
    },
  },
  {
    name: "html-federal-program-analyst",
    person: rachel,
    source: {
      kind: "html",
      html: federalResumeLayout(
        rachel,
        "4410 Lee Highway",
        [
          ["Citizenship", "United States of America"],
          ["Veterans' Preference", "5-point preference (TP)"],
          ["Federal employment status", "Current federal civilian employee"],
          ["Highest grade held", "GS-0343-12, 10/2018 - Present"],
        ],
        [
          {
            address: "810 Vermont Avenue NW, Washington, DC 20420 United States",
            salary: "$98,496 USD Per Year",
            hours: "40",
            series: "0343 Management And Program Analysis",
            grade: "GS 12",
            supervisor: "Karen Mitchell (202) 555-0147; may contact",
            duties: [
              "Serve as the principal analyst for the Office of Community Care budget formulation and execution, covering a $2.1 billion annual program. Prepare the budget justification narratives, spend plans and mid-year reviews for senior leadership and the Office of Management and Budget.",
              "Design and maintain 42 performance measures in Power BI, reconciling data from the Financial Management System and the Corporate Data Warehouse; briefed the Deputy Under Secretary quarterly on access-to-care results.",
              "Serve as Contracting Officer's Representative (COR) for two task orders worth $14.6 million, reviewing invoices, deliverables and contractor performance assessments (CPARS).",
            ],
          },
          {
            address: "500 C Street SW, Washington, DC 20472 United States",
            salary: "$81,216 USD Per Year",
            hours: "40",
            series: "0343 Management And Program Analysis",
            grade: "GS 11",
            supervisor: "Thomas Reyes (202) 555-0139; may contact",
            duties: [
              "Analyzed Public Assistance grant obligations after Hurricanes Harvey, Irma and Maria, producing weekly reports for the Recovery Directorate on $9 billion in obligations.",
              "Led a Lean Six Sigma review of the project worksheet process that cut average review time from 62 to 38 days.",
            ],
          },
          {
            address: "8283 Greensboro Drive, McLean, VA 22102 United States",
            salary: "$68,000 USD Per Year",
            hours: "45",
            supervisor: "Alicia Grant (703) 555-0120; may contact",
            duties: ["Supported Department of Defense clients with cost estimates, acquisition documents and program reviews."],
          },
        ],
        [
          { details: ["GPA: 3.8 of a maximum 4.0", "Credits Earned: 36 Semester hours", "Major: Public Administration"] },
          { details: ["GPA: 3.5 of a maximum 4.0", "Credits Earned: 120 Semester hours", "Major: Government and Politics"] },
        ],
      ),
    },
  },
  {
    name: "html-functional-career-changer-hr",
    person: marieClaude,
    source: {
      kind: "html",
      html: functionalLayout(
        marieClaude,
        [
          {
            theme: "Recruitment & Onboarding",
            bullets: [
              "Hired and onboarded 120+ hourly staff a year across front and back of house",
              "Cut 90-day turnover from 48% to 29% with structured interviews and a buddy programme",
            ],
          },
          {
            theme: "Employee Relations",
            bullets: ["Investigated and resolved 30 workplace complaints, documenting each to provincial standards"],
          },
          {
            theme: "HR Operations",
            bullets: ["Moved scheduling and time-off requests from paper to BambooHR for 85 employees"],
          },
        ],
        "#2f5d8a",
      ),
    },
  },
];
