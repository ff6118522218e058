import { headings, type FixtureSpec } from "./fixture-spec";
import { wordAcademicCv, wordIndianCv, wordModernChronological, wordPilotResume, wordTextBoxColumns } from "./layouts/word-templates";
import { writerResume } from "./layouts/writer";
import type { Person } from "./person";

const hannah: Person = {
  name: "Hannah Reid",
  email: "hannah.reid@example.co.uk",
  phone: "07700 900 355",
  location: "Glasgow G12 8QQ",
  summary: "Store manager who turns around under-performing shops: clear rotas, proud teams and tidy stockrooms.",
  jobs: [
    {
      company: "Fenwick & Hart Department Store",
      title: "Store Manager",
      start: "Mar 2019",
      end: "Present",
      bullets: [
        "Run a £9.4m store with 64 colleagues; like-for-like sales up 11% in 2023",
        "Cut shrinkage from 2.1% to 1.2% with new stockroom routines",
      ],
    },
    {
      company: "Boots UK",
      title: "Assistant Store Manager",
      start: "Aug 2015",
      end: "Feb 2019",
      bullets: ["Deputised for the store manager across two Glasgow city-centre stores"],
    },
    {
      company: "Primark",
      title: "Retail Team Leader",
      start: "Sep 2012",
      end: "Jul 2015",
      bullets: [],
    },
  ],
  schools: [{ school: "Glasgow Caledonian University", degree: "BA Fashion Business", start: "Sep 2008", end: "Jun 2012" }],
  skills: [{ label: "", items: ["P&L management", "Rota planning", "Visual merchandising", "Loss prevention", "Recruitment", "Coaching"] }],
};

const olu: Person = {
  name: "Oluwaseun Adebayo",
  headline: "Event Coordinator",
  email: "seun.adebayo@example.co.uk",
  phone: "+44 7700 900 624",
  location: "Leeds, UK",
  summary: "Event coordinator who has delivered 200+ conferences, weddings and product launches from 20 to 2,000 guests.",
  jobs: [
    {
      company: "Harewood Events Ltd",
      title: "Senior Event Coordinator",
      start: "May 2021",
      end: "Present",
      location: "Leeds",
      bullets: ["Plan and run 40 corporate events a year with budgets up to £250k", "Manage 30 suppliers and a freelance crew of 25"],
    },
    {
      company: "The Queens Hotel",
      title: "Events and Banqueting Coordinator",
      start: "Jan 2018",
      end: "Apr 2021",
      location: "Leeds",
      bullets: ["Coordinated weddings and conferences for up to 600 guests"],
    },
  ],
  schools: [{ school: "Leeds Beckett University", degree: "BA (Hons) Events Management", start: "2014", end: "2017" }],
  skills: [{ label: "", items: ["Budget management", "Supplier negotiation", "Cvent", "Event risk assessments", "Social media"] }],
  extras: [{ heading: "Languages", lines: ["English (native)", "Yoruba (fluent)", "French (B1)"] }],
};

const thandiwe: Person = {
  name: "Dr Thandiwe Mokoena",
  headline: "Senior Lecturer in Ecology",
  email: "t.mokoena@example.edu.au",
  phone: "+61 7 3365 1234",
  location: "Brisbane, QLD, Australia",
  links: ["orcid.org/0000-0002-1825-0097"],
  summary: "Community ecologist studying how fire and drought reshape plant–pollinator networks in subtropical woodlands.",
  jobs: [
    {
      company: "School of the Environment, The University of Queensland",
      title: "Senior Lecturer in Ecology",
      start: "2021",
      end: "present",
      location: "Brisbane",
      bullets: [],
    },
    {
      company: "School of the Environment, The University of Queensland",
      title: "Lecturer in Ecology",
      start: "2018",
      end: "2020",
      location: "Brisbane",
      bullets: [],
    },
    {
      company: "Hawkesbury Institute for the Environment, Western Sydney University",
      title: "Postdoctoral Research Fellow",
      start: "2015",
      end: "2018",
      location: "Richmond, NSW",
      bullets: [],
    },
  ],
  schools: [
    {
      school: "University of Cape Town",
      degree: "PhD in Ecology",
      start: "2011",
      end: "2015",
      notes: ["Thesis: Fire regimes and pollinator networks in fynbos shrublands"],
    },
    { school: "University of Pretoria", degree: "BSc (Hons) Zoology", start: "2009", end: "2010" },
  ],
  skills: [{ label: "", items: ["R", "Bayesian hierarchical models", "Network analysis", "Field survey design", "QGIS"] }],
  extras: [
    {
      heading: "Referees",
      lines: [
        "Professor Margaret Ellis, School of the Environment, The University of Queensland, m.ellis@example.edu.au, +61 7 3365 2000",
        "Associate Professor Sipho Ndlovu, University of Cape Town, sipho.ndlovu@example.ac.za, +27 21 650 9111",
      ],
    },
  ],
};

const karthik: Person = {
  name: "Karthikeyan S",
  email: "karthikeyan.civil95@example.com",
  phone: "+91 94440 12345",
  location: "Chennai - 600045",
  jobs: [
    {
      company: "Larsen & Toubro Limited",
      title: "Site Engineer",
      start: "June 2019",
      end: "Till Date",
      bullets: [
        "Supervise the casting of piers and pier caps for 2.4 km of elevated viaduct",
        "Prepare bar bending schedules and daily progress reports",
        "Coordinate with subcontractors and ensure safety norms at site",
      ],
    },
    {
      company: "Shriram Properties",
      title: "Junior Site Engineer",
      start: "July 2017",
      end: "May 2019",
      bullets: ["Quantity estimation and billing for a G+14 residential tower", "Checked shuttering, reinforcement and concrete works"],
    },
  ],
  schools: [
    { school: "PSG College of Technology", degree: "B.E. (Civil Engineering)", start: "2013", end: "2017", location: "Coimbatore" },
    { school: "Sri Sankara Senior Secondary School", degree: "HSC", start: "", end: "2013", location: "Chennai" },
    { school: "Sri Sankara Senior Secondary School", degree: "SSLC", start: "", end: "2011", location: "Chennai" },
  ],
  skills: [{ label: "", items: ["AutoCAD", "STAAD.Pro", "MS Project", "MS Excel", "Quantity Surveying"] }],
};

const sophie: Person = {
  name: "Sophie Tremain",
  headline: "First Officer, Boeing 737 | ATPL(A)",
  email: "sophie.tremain@example.com.au",
  phone: "+61 412 555 093",
  location: "Brisbane QLD",
  summary: "Airline first officer with 4,850 hours, including 2,700 on the B737-800, seeking a command pathway.",
  jobs: [
    {
      company: "Virgin Australia Airlines",
      title: "First Officer",
      start: "May 2018",
      end: "Present",
      location: "Brisbane QLD",
      bullets: ["Domestic and short-haul international line flying", "Line training first officer since 2022"],
    },
    {
      company: "Hinterland Aviation",
      title: "Captain",
      start: "Feb 2015",
      end: "Apr 2018",
      location: "Cairns QLD",
      bullets: ["RPT and charter flights to Cape York and Torres Strait communities"],
    },
    {
      company: "Royal Aero Club of WA",
      title: "Grade 2 Flight Instructor",
      start: "Jan 2013",
      end: "Jan 2015",
      location: "Jandakot WA",
      bullets: [],
    },
  ],
  schools: [{ school: "Griffith University", degree: "Bachelor of Aviation", start: "2009", end: "2012" }],
  skills: [{ label: "", items: ["Multi-crew cooperation", "Threat and error management", "EFB (iPad)", "Line training"] }],
};

const amelie: Person = {
  name: "Amélie Bouchard",
  email: "amelie.bouchard@example.ca",
  phone: "613-555-0148",
  location: "Ottawa, ON",
  summary: "Bilingual litigation paralegal licensed by the Law Society of Ontario, with six years in civil and employment litigation.",
  jobs: [
    {
      company: "Martin & Dupuis LLP",
      title: "Litigation Paralegal",
      start: "Sept. 2019",
      end: "present",
      location: "Ottawa, ON",
      bullets: [
        "Draft pleadings, affidavits of documents and motion records",
        "Manage 45 active files in PCLaw and the Ontario Courts portal",
      ],
    },
    {
      company: "Legal Aid Ontario",
      title: "Legal Assistant",
      start: "Jan. 2017",
      end: "Aug. 2019",
      location: "Ottawa, ON",
      bullets: ["Prepared disclosure briefs and court forms for duty counsel"],
    },
  ],
  schools: [{ school: "Algonquin College", degree: "Paralegal Diploma", start: "2015", end: "2017", location: "Ottawa, ON" }],
  skills: [{ label: "", items: ["Civil litigation", "Legal research", "PCLaw", "CanLII", "Commissioner for taking affidavits"] }],
  extras: [{ heading: "Languages", lines: ["French (native)", "English (fluent)"] }],
};

export const wordTemplateFixtures: FixtureSpec[] = [
  {
    name: "docx-modern-chronological-retail-manager",
    person: hannah,
    source: {
      kind: "word",
      document: wordModernChronological(hannah, headings("", "Experience", "Education", "Skills"), "1F6F8B"),
      saveAs: "docx",
    },
  },
  {
    name: "docx-text-box-sidebar-event-coordinator",
    person: olu,
    source: {
      kind: "word",
      document: wordTextBoxColumns(olu, headings("Profile", "Work Experience", "Education", "Key Skills")),
      saveAs: "docx",
    },
  },
  {
    name: "docx-academic-cv-ecologist",
    person: thandiwe,
    source: {
      kind: "word",
      document: wordAcademicCv(thandiwe, headings("Research Interests", "Academic Positions", "Education", "Research Skills"), [
        {
          heading: "Research Funding",
          lines: [
            "2022–2025\tAustralian Research Council Discovery Project DP220101234, 'Fire, drought and the rewiring of pollination networks', $486,000 (lead CI)",
            "2020–2022\tHolsworth Wildlife Research Endowment, $18,500 (supervisor)",
            "2019\tUQ Early Career Researcher Grant, $40,000",
          ],
        },
        {
          heading: "Selected Publications",
          numbered: true,
          lines: [
            "Mokoena, T., Ellis, M. & Park, J. (2024) Drought rewires plant–pollinator networks in subtropical woodland. Ecology Letters 27: e14321.",
            "Mokoena, T. & Ndlovu, S. (2022) Post-fire flowering pulses and bee community assembly. Journal of Ecology 110: 1450–1463.",
            "Chen, L., Mokoena, T. et al. (2021) Network robustness under repeated fire. Oikos 130: 889–901.",
            "Mokoena, T. (2019) Pollinator specialisation along a fire-frequency gradient. Austral Ecology 44: 512–524.",
            "Mokoena, T., Ndlovu, S. & Botha, K. (2016) Fire regimes and floral resources in fynbos. Journal of Ecology 104: 1203–1214.",
          ],
        },
        {
          heading: "Teaching",
          lines: [
            "2021–present\tCourse coordinator, BIOL2015 Field Ecology (180 students a year)",
            "2018–present\tLecturer, ENVM3001 Conservation in Practice",
            "2016–2017\tGuest lecturer, Community Ecology, Western Sydney University",
          ],
        },
        {
          heading: "Supervision",
          lines: ["2019–present\tPrincipal advisor to 4 PhD students (2 completed) and 9 Honours students"],
        },
        {
          heading: "Service",
          lines: [
            "2022–present\tAssociate Editor, Austral Ecology",
            "2020–present\tCouncil member, Ecological Society of Australia",
            "Reviewer for Ecology Letters, Journal of Ecology, Oikos and the Australian Research Council",
          ],
        },
      ]),
      saveAs: "docx",
    },
  },
  {
    name: "word-doc-india-cv-site-engineer",
    person: karthik,
    source: {
      kind: "word",
      document: wordIndianCv(karthik, headings("", "Professional Experience", "Educational Qualification", "Software Skills"), {
        objective:
          "To work in a challenging environment in the field of civil engineering, where I can use my technical skills for the growth of the organisation.",
        street: "12, Gandhi Street, Tambaram",
        projects: ["Chennai Metro Rail Phase II – Elevated Corridor (Package C4)", "Shriram Chirping Woods, Tambaram"],
        boards: ["Anna University", "State Board", "State Board"],
        marks: ["8.1 CGPA", "91.2%", "94.6%"],
        personal: [
          ["Father's Name", "Mr. R. Subramanian"],
          ["Date of Birth", "12-08-1995"],
          ["Gender", "Male"],
          ["Marital Status", "Single"],
          ["Languages Known", "Tamil, English, Hindi"],
          ["Nationality", "Indian"],
        ],
        place: "Chennai",
      }),
      saveAs: "doc",
    },
  },
  {
    name: "word-pdf-pilot-flight-hours",
    person: sophie,
    source: {
      kind: "word",
      document: wordPilotResume(sophie, headings("Profile", "Aviation Employment", "Education", "Skills"), {
        hours: [
          ["Total time", "4,850"],
          ["Pilot in command", "1,920"],
          ["Multi-engine", "3,900"],
          ["B737-800", "2,700"],
          ["Instrument", "610"],
          ["Night", "880"],
        ],
        licences: [
          "ATPL(A), CASA ARN 1234567",
          "B737 type rating",
          "Class 1 Medical, valid to 03/2026",
          "ICAO English Language Proficiency Level 6",
        ],
        aircraft: ["Boeing 737-800", "Cessna 208B Grand Caravan", "Cessna 172, Piper PA-44 Seminole"],
      }),
      saveAs: "pdf",
    },
  },
  {
    name: "docx-libreoffice-odt-paralegal",
    person: amelie,
    source: { kind: "writer", fodt: writerResume(amelie, headings("Profile", "Legal Experience", "Education", "Skills")), saveAs: "docx" },
  },
];
