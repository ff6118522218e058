/** The holdout resumes: people, heading words, date forms and layouts found nowhere in the tuning fixtures. */
import { headings, type FixtureSpec } from "../../generate/fixture-spec";
import type { Person } from "../../generate/person";
import {
  htmlCards,
  htmlRightDates,
  htmlTimeline,
  latexSideDates,
  textColumns,
  wordSideHeadings,
  wordTitleAtCompany,
} from "./holdout-layouts";

const chloe: Person = {
  name: "Chloe Martin",
  headline: "Musculoskeletal Physiotherapist",
  email: "chloe.martin.physio@example.com.au",
  phone: "0412 555 019",
  location: "Brisbane QLD 4000",
  summary: "Physiotherapist treating sports and spinal injuries, with a special interest in return-to-running programs.",
  jobs: [
    {
      company: "Riverside Sports Physio",
      title: "Senior Physiotherapist",
      start: "2022",
      end: "today",
      bullets: ["Caseload of 60 patients a week", "Run the clinic's ACL rehabilitation group"],
    },
    {
      company: "Queensland Health, Princess Alexandra Hospital",
      title: "Physiotherapist (Rotational)",
      start: "Mar 2019",
      end: "Dec 2021",
      bullets: ["Rotations in orthopaedics, ICU and outpatients"],
    },
  ],
  schools: [{ school: "The University of Queensland", degree: "Bachelor of Physiotherapy (Honours)", start: "2015", end: "2018" }],
  skills: [{ label: "", items: ["Manual therapy", "Exercise prescription", "Dry needling", "Clinical Pilates", "Sports taping"] }],
  extras: [{ heading: "Registration", lines: ["AHPRA registered physiotherapist PHY0001234567"] }],
};

const diego: Person = {
  name: "Diego Ramírez",
  headline: "Brand Strategist",
  email: "diego@ramirez-brand.example",
  phone: "+52 55 1234 5678",
  location: "Ciudad de México",
  links: ["behance.net/diegoramirez"],
  summary: "Strategist who helps challenger brands find a sharp position and say it in one line.",
  jobs: [
    {
      company: "Colibrí Brand Studio",
      title: "Strategy Director",
      start: "2021",
      end: "now",
      bullets: ["Repositioned 14 brands, from a tequila start-up to a regional bank"],
    },
    {
      company: "Ogilvy México",
      title: "Senior Brand Planner",
      start: "2017",
      end: "2021",
      bullets: ["Planner on the Mexico City metro safety campaign (Cannes Bronze 2019)"],
    },
    {
      company: "Grupo Sol Bebidas",
      title: "Brand Manager",
      start: "2014",
      end: "2017",
      bullets: [],
    },
  ],
  schools: [{ school: "Universidad Iberoamericana", degree: "Licenciatura en Comunicación", start: "2009", end: "2013" }],
  skills: [{ label: "", items: ["Brand positioning", "Consumer insight", "Naming", "Workshops", "Semiotics"] }],
};

const carlos: Person = {
  name: "Carlos Mendes",
  email: "cmendes.autotech@example.com",
  phone: "602 555 0138",
  location: "Phoenix, AZ",
  summary: "ASE Master Technician; diagnostics on European and hybrid vehicles.",
  jobs: [
    {
      company: "Desert Auto Group (BMW of Phoenix)",
      title: "Master Technician",
      start: "2015",
      end: "Present",
      location: "Phoenix, AZ",
      bullets: [
        "Diagnose electrical and drivability faults on BMW and MINI vehicles",
        "Top technician for flat-rate hours in 2021 and 2022",
      ],
    },
    {
      company: "Saguaro Tire & Auto",
      title: "Automotive Technician",
      start: "2011",
      end: "2015",
      location: "Mesa, AZ",
      bullets: ["Brakes, suspension, alignments and engine repair"],
    },
  ],
  schools: [{ school: "Universal Technical Institute", degree: "Automotive Technology Program", start: "2010", end: "2011" }],
  skills: [{ label: "", items: ["Engine diagnostics", "ISTA", "Hybrid systems", "Wheel alignment", "Electrical repair", "A/C service"] }],
  extras: [{ heading: "Training & Certs", lines: ["ASE Master Automobile Technician", "BMW STEP graduate"] }],
};

const lukas: Person = {
  name: "Lukas Brenner",
  headline: "Economist",
  email: "lukas.brenner@example.at",
  phone: "+43 1 234 5678",
  location: "Vienna, Austria",
  summary: "Macroeconomist working on monetary policy transmission and household finance.",
  jobs: [
    {
      company: "Oesterreichische Nationalbank",
      title: "Senior Economist, Monetary Policy",
      start: "2020",
      end: "ongoing",
      bullets: ["Build the bank's household-credit model for the ECB projections"],
    },
    {
      company: "Austrian Institute of Economic Research (WIFO)",
      title: "Research Economist",
      start: "2016",
      end: "2019",
      bullets: ["Published on mortgage pass-through in the euro area"],
    },
  ],
  schools: [
    { school: "University of Vienna", degree: "PhD in Economics", start: "2012", end: "2016" },
    { school: "Vienna University of Economics and Business", degree: "MSc Economics", start: "2010", end: "2012" },
  ],
  skills: [{ label: "", items: ["Stata", "MATLAB", "Dynare", "Time-series econometrics", "Panel data"] }],
};

const aaliyah: Person = {
  name: "Aaliyah Thompson, LMSW",
  email: "aaliyah.thompson@example.org",
  phone: "(410) 555-0127",
  location: "Baltimore, Maryland",
  summary: "Licensed social worker supporting families through housing crises, child welfare and mental-health care.",
  jobs: [
    {
      company: "Harbor Family Services",
      title: "Case Manager",
      start: "Aug 2019",
      end: "Present",
      location: "Baltimore, MD",
      bullets: ["Carry a caseload of 28 families in the housing-stability program", "Cut eviction filings among clients by a third"],
    },
    {
      company: "Maryland Department of Human Services",
      title: "Child Welfare Caseworker",
      start: "Sep 2016",
      end: "Jul 2019",
      location: "Towson, MD",
      bullets: ["Investigated and case-managed reports of neglect"],
    },
  ],
  schools: [
    { school: "University of Maryland School of Social Work", degree: "Master of Social Work", start: "2014", end: "2016" },
    { school: "Morgan State University", degree: "B.A. Psychology", start: "2010", end: "2014" },
  ],
  skills: [
    {
      label: "",
      items: ["Crisis intervention", "Motivational interviewing", "Trauma-informed care", "Case documentation", "Resource navigation"],
    },
  ],
};

const sophie: Person = {
  name: "Dr Sophie Laurent",
  headline: "Companion Animal Veterinarian",
  email: "sophie.laurent.vet@example.fr",
  phone: "+33 4 78 12 34 56",
  location: "Lyon, France",
  jobs: [
    {
      company: "Clinique Vétérinaire des Brotteaux",
      title: "Veterinary Surgeon",
      start: "05.2020",
      end: "present",
      location: "Lyon",
      bullets: ["Consultations, soft-tissue surgery and dentistry for dogs and cats"],
    },
    {
      company: "VetAgro Sup Teaching Hospital",
      title: "Intern in Small Animal Medicine",
      start: "10.2017",
      end: "04.2020",
      location: "Marcy-l'Étoile",
      bullets: ["Rotating internship in emergency, internal medicine and imaging"],
    },
  ],
  schools: [{ school: "VetAgro Sup", degree: "Doctor of Veterinary Medicine", start: "2012", end: "2017" }],
  skills: [{ label: "", items: ["Soft-tissue surgery", "Ultrasound", "Anaesthesia", "Dentistry", "Client communication"] }],
  extras: [{ heading: "Languages", lines: ["French – native", "English – fluent"] }],
};

const rebecca: Person = {
  name: "Rebecca Stone",
  email: "rebecca.stone@example.com",
  phone: "617.555.0181",
  location: "Boston, MA 02110",
  summary: "Litigation paralegal with eight years in commercial and product-liability cases.",
  jobs: [
    {
      company: "Carver, Holt & Lindqvist",
      title: "Senior Litigation Paralegal",
      start: "September 2017",
      end: "present",
      location: "Boston, MA",
      bullets: ["Manage discovery for cases with up to 2 million documents", "Prepare trial binders and exhibits"],
    },
    {
      company: "Emerson & Pratt LLP",
      title: "Paralegal",
      start: "June 2014",
      end: "August 2017",
      location: "Providence, RI",
      bullets: ["Drafted subpoenas and tracked court deadlines"],
    },
  ],
  schools: [
    { school: "Boston University", degree: "Certificate in Paralegal Studies", start: "2013", end: "2014" },
    { school: "University of Rhode Island", degree: "B.A. History", start: "2009", end: "2013" },
  ],
  skills: [{ label: "", items: ["Relativity", "Westlaw", "E-discovery", "Trial preparation", "Legal research"] }],
};

const erik: Person = {
  name: "Erik Sørensen",
  headline: "Airline Captain, A320",
  email: "erik.sorensen@example.dk",
  phone: "+45 20 12 34 56",
  location: "Copenhagen, Denmark",
  summary: "Captain with 9,800 flight hours, line training captain and safety representative.",
  jobs: [
    {
      company: "Nordic Air",
      title: "Captain, Airbus A320",
      start: "2019",
      end: "present",
      location: "Copenhagen",
      bullets: ["Line training captain since 2021", "Flight safety representative for the Copenhagen base"],
    },
    {
      company: "Nordic Air",
      title: "First Officer, Airbus A320",
      start: "2013",
      end: "2019",
      location: "Copenhagen",
      bullets: [],
    },
    {
      company: "Baltic Wings",
      title: "First Officer, ATR 72",
      start: "2010",
      end: "2013",
      location: "Billund",
      bullets: [],
    },
  ],
  schools: [{ school: "Center Air Pilot Academy", degree: "ATPL (frozen) integrated course", start: "2008", end: "2010" }],
  skills: [{ label: "", items: ["Crew resource management", "Line training", "Safety management systems", "Multi-crew cooperation"] }],
  extras: [{ heading: "Licences", lines: ["EASA ATPL(A), type ratings A320 and ATR 42/72", "Class 1 medical"] }],
};

export const holdoutFixtures: FixtureSpec[] = [
  {
    name: "html-timeline-physiotherapist",
    person: chloe,
    source: {
      kind: "html",
      html: htmlTimeline(chloe, headings("About", "Employment Record", "Qualifications", "Core Competencies"), " – "),
    },
  },
  {
    name: "html-cards-brand-strategist",
    person: diego,
    source: { kind: "html", html: htmlCards(diego, headings("Hello", "Selected Roles", "Learning", "Capabilities")) },
  },
  {
    name: "html-right-dates-mechanic",
    person: carlos,
    source: { kind: "html", html: htmlRightDates(carlos, headings("Summary", "Shop Experience", "Schooling", "Specialties"), "-") },
  },
  {
    name: "latex-side-dates-economist",
    person: lukas,
    source: {
      kind: "latex",
      tex: latexSideDates(lukas, headings("Research Interests", "Professional Appointments", "Degrees", "Methods & Software"), "–"),
    },
  },
  {
    name: "docx-title-at-company-social-worker",
    person: aaliyah,
    source: {
      kind: "word",
      document: wordTitleAtCompany(aaliyah, headings("Summary of Qualifications", "Roles Held", "Education", "Strengths"), " – "),
      saveAs: "docx",
    },
  },
  {
    name: "word-pdf-side-headings-veterinarian",
    person: sophie,
    source: {
      kind: "word",
      document: wordSideHeadings(sophie, headings("Profile", "Practice Experience", "Veterinary Education", "Clinical Skills"), " – "),
      saveAs: "pdf",
    },
  },
  {
    name: "word-doc-side-headings-paralegal",
    person: rebecca,
    source: {
      kind: "word",
      document: wordSideHeadings(rebecca, headings("Objective", "Legal Experience", "Education & Certification", "Expertise"), " – "),
      saveAs: "doc",
    },
  },
  {
    name: "txt-columns-pilot",
    person: erik,
    source: {
      kind: "text",
      text: textColumns(erik, headings("Profile", "Flying Experience", "Training", "Competencies"), " - "),
      encoding: "utf8",
    },
  },
];
