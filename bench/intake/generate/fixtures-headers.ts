import { AlignmentType, HeadingLevel, Paragraph, TextRun } from "docx";
import { headings, type FixtureSpec } from "./fixture-spec";
import { classicLayout, type ClassicOptions, type CustomHeader } from "./layouts/html-classic";
import {
  bannerWithPhoto,
  footerContacts,
  iconFontContacts,
  jobTitleAbove,
  labelledTable,
  titledDocument,
  twoColumnContacts,
  twoLineName,
} from "./layouts/html-headers";
import { latexTwoRowResume, tex } from "./layouts/latex";
import { textSimple } from "./layouts/text";
import { para, run, wordHeadingStyles } from "./layouts/word";
import type { Person } from "./person";

/**
 * Resumes whose tops are unlike the other fixtures': post-nominals and name particles, a title or
 * job title over the name, names over two lines or in two weights, places written as phrases,
 * postcodes and street addresses, phones in many national forms, contacts in tables, columns,
 * page headers and footers, after icons. The bodies are plain; the header is what is tested.
 */

const SANS = "'Liberation Sans', Arial, sans-serif";
const SERIF = "'Liberation Serif', 'Times New Roman', serif";

const aoife: Person = {
  name: "Aoife O'Neill, RN, BSN",
  headline: "Critical Care Nurse",
  email: "aoife.oneill+jobs@example.co.nz",
  phone: "+64 21 555 0143",
  location: "Wellington, New Zealand",
  links: ["linkedin.com/in/aoifeoneill"],
  summary: "ICU nurse with nine years in adult critical care in Dublin and Wellington, preceptor to new graduates.",
  jobs: [
    {
      company: "Wellington Regional Hospital",
      title: "Senior Staff Nurse, Intensive Care",
      start: "Feb 2020",
      end: "Present",
      location: "Wellington",
      bullets: ["Care for two ventilated patients a shift in a 24-bed ICU", "Preceptor to 11 new-graduate nurses"],
    },
    {
      company: "St. James's Hospital",
      title: "Staff Nurse",
      start: "Sep 2015",
      end: "Jan 2020",
      location: "Dublin",
      bullets: ["Cardiothoracic high-dependency unit; ECMO-trained in 2018"],
    },
  ],
  schools: [{ school: "University College Dublin", degree: "BSc Nursing (General)", start: "2011", end: "2015" }],
  skills: [{ label: "", items: ["Ventilator management", "CRRT", "ECMO", "Advanced life support", "Epic"] }],
};

const pieter: Person = {
  name: "Pieter van der Berg, P.Eng.",
  headline: "Structural Engineer — Bridges and Transit Structures",
  email: "pieter.vanderberg@eng.example.ca",
  phone: "403-555-0172 ext. 12",
  location: "Calgary, AB T2P 1J9",
  summary: "Professional engineer with eleven years designing steel and concrete bridges for provincial and municipal owners.",
  jobs: [
    {
      company: "Prairie Span Engineering Ltd.",
      title: "Senior Structural Engineer",
      start: "Mar 2018",
      end: "Present",
      location: "Calgary, AB",
      bullets: ["Engineer of record for 14 highway overpasses", "Lead the firm's bridge inspection program for 300 structures"],
    },
    {
      company: "Delft Bridge Consultants",
      title: "Structural Engineer",
      start: "Aug 2012",
      end: "Feb 2018",
      location: "Rotterdam",
      bullets: ["Designed steel box girders for two tram viaducts"],
    },
  ],
  schools: [{ school: "Delft University of Technology", degree: "MSc Civil Engineering", start: "2010", end: "2012" }],
  skills: [{ label: "", items: ["CSiBridge", "midas Civil", "AutoCAD", "CSA S6", "Bridge inspection"] }],
};

const maria: Person = {
  name: "María de la Cruz",
  headline: "Senior Data Analyst",
  email: "maria.delacruz@example.pt",
  phone: "+351 912 345 678",
  location: "Lisbon",
  links: ["github.com/mdelacruz"],
  summary: "Analyst who turns messy operational data into dashboards people use, in retail and travel.",
  jobs: [
    {
      company: "Atlântico Travel Group",
      title: "Senior Data Analyst",
      start: "Jun 2021",
      end: "Present",
      location: "Lisbon",
      bullets: [
        "Built the booking-funnel model in dbt and Looker used by 60 managers",
        "Cut the weekly reporting run from 6 hours to 20 minutes",
      ],
    },
    {
      company: "Mercado Central S.A.",
      title: "Data Analyst",
      start: "Jan 2018",
      end: "May 2021",
      location: "Madrid",
      bullets: ["Forecast fresh-produce demand for 120 stores"],
    },
  ],
  schools: [{ school: "Universidad Complutense de Madrid", degree: "Grado en Estadística", start: "2013", end: "2017" }],
  skills: [{ label: "", items: ["SQL", "dbt", "Looker", "Python", "Forecasting"] }],
};

const lan: Person = {
  name: "Nguyễn Thị Lan",
  headline: "Supply Chain Planner",
  email: "lan.nguyen@example.com.sg",
  phone: "+65 9123 4567",
  location: "Singapore",
  summary: "Planner with seven years balancing demand and supply for consumer electronics across Southeast Asia.",
  jobs: [
    {
      company: "Meridian Electronics Pte Ltd",
      title: "Supply Chain Planner",
      start: "Apr 2019",
      end: "Present",
      location: "Singapore",
      bullets: ["Own the monthly S&OP plan for 900 SKUs in six markets", "Lowered stock-outs from 7% to 2.5%"],
    },
    {
      company: "Saigon Logistics JSC",
      title: "Inventory Analyst",
      start: "Jul 2016",
      end: "Mar 2019",
      location: "Ho Chi Minh City",
      bullets: ["Ran cycle counts across three warehouses"],
    },
  ],
  schools: [{ school: "Foreign Trade University", degree: "Bachelor of Logistics", start: "2012", end: "2016" }],
  skills: [{ label: "", items: ["SAP APO", "Excel", "Demand planning", "S&OP", "Power BI"] }],
};

const thabo: Person = {
  name: "Thabo Mokoena, MBA",
  headline: "Management Consultant, Financial Services",
  email: "thabo@mail.mokoena.co.za",
  phone: "+27 82 555 0198",
  location: "Johannesburg, South Africa",
  summary: "Consultant to banks and insurers on operating models and cost programmes, formerly a credit risk manager.",
  jobs: [
    {
      company: "Ubuntu Advisory Partners",
      title: "Senior Manager",
      start: "Jan 2021",
      end: "Present",
      location: "Johannesburg",
      bullets: ["Led a R400m cost programme for a retail bank", "Manage a team of nine consultants"],
    },
    {
      company: "Standard Capital Bank",
      title: "Credit Risk Manager",
      start: "Mar 2015",
      end: "Dec 2018",
      location: "Johannesburg",
      bullets: ["Owned the SME scorecard and its annual validation"],
    },
  ],
  schools: [
    { school: "Gordon Institute of Business Science", degree: "MBA", start: "2019", end: "2020" },
    { school: "University of the Witwatersrand", degree: "BCom Finance", start: "2010", end: "2013" },
  ],
  skills: [{ label: "", items: ["Operating model design", "Cost reduction", "Credit risk", "Stakeholder management"] }],
};

const katarzyna: Person = {
  name: "Katarzyna Nowak-Wiśniewska",
  email: "k.nowak-wisniewska@example.pl",
  phone: "+48 512 345 678",
  location: "00-238 Warszawa",
  summary: "Translator and localisation project manager for software and games, Polish, English and German.",
  jobs: [
    {
      company: "Lingua Bridge Sp. z o.o.",
      title: "Localisation Project Manager",
      start: "May 2020",
      end: "Present",
      location: "Warsaw",
      bullets: ["Run the localisation of three game titles into 12 languages", "Introduced a terminology base in memoQ"],
    },
    {
      company: "Freelance",
      title: "Translator (EN/DE > PL)",
      start: "Oct 2015",
      end: "Apr 2020",
      bullets: ["Translated 2 million words of software and legal text"],
    },
  ],
  schools: [{ school: "Uniwersytet Warszawski", degree: "MA in Applied Linguistics", start: "2010", end: "2015" }],
  skills: [{ label: "", items: ["memoQ", "Trados Studio", "Jira", "Terminology management", "German C1"] }],
};

const lukas: Person = {
  name: "Lukas Müller-Brunner, PhD",
  email: "lukas.mueller@research.example.ch",
  phone: "+41 79 555 12 34",
  location: "Zürich, Switzerland",
  links: ["github.com/lmbrunner"],
  summary: "Machine-learning researcher turned engineer, building vision models for industrial inspection.",
  jobs: [
    {
      company: "Alpenblick Robotics AG",
      title: "Machine Learning Engineer",
      start: "Sep 2021",
      end: "Present",
      location: "Zürich",
      bullets: ["Ship defect-detection models to 40 production lines", "Cut false rejects by 35%"],
    },
    {
      company: "ETH Zürich",
      title: "Doctoral Researcher",
      start: "Sep 2017",
      end: "Aug 2021",
      location: "Zürich",
      bullets: ["Thesis on self-supervised learning for surface inspection"],
    },
  ],
  schools: [{ school: "ETH Zürich", degree: "Doctorate in Computer Science", start: "2017", end: "2021" }],
  skills: [{ label: "", items: ["PyTorch", "ONNX", "Computer vision", "Python", "C++"] }],
};

const siddharth: Person = {
  name: "Siddharth Rao",
  headline: "Product Designer — Fintech & Health",
  email: "sid.rao@studio.example.com",
  phone: "+1 919 555 0143",
  location: "Raleigh, NC 27601",
  links: ["linkedin.com/in/siddharthrao"],
  summary: "Product designer who ships: research, flows and the last pixel, for regulated products.",
  jobs: [
    {
      company: "Pinecone Health",
      title: "Senior Product Designer",
      start: "Jul 2020",
      end: "Present",
      location: "Durham, NC",
      bullets: ["Redesigned patient intake; completion up from 61% to 84%", "Run the design system used by 30 engineers"],
    },
    {
      company: "Triangle Bank",
      title: "Product Designer",
      start: "Jun 2017",
      end: "Jun 2020",
      location: "Raleigh, NC",
      bullets: ["Designed the mobile check-deposit flow"],
    },
  ],
  schools: [{ school: "North Carolina State University", degree: "BDes Graphic Design", start: "2013", end: "2017" }],
  skills: [{ label: "", items: ["Figma", "User research", "Prototyping", "Design systems", "Accessibility"] }],
};

const wanjiru: Person = {
  name: "Wanjiru Kamau, CPA",
  email: "wanjiru.kamau@example.co.ke",
  phone: "+254 712 345 678",
  location: "Nairobi, Kenya",
  links: ["github.com/wkamau"],
  jobs: [
    {
      company: "Savanna Audit LLP",
      title: "Audit Manager",
      start: "Jan 2020",
      end: "Present",
      location: "Nairobi",
      bullets: ["Lead audits of 12 listed and donor-funded clients", "Built data analytics into the audit approach"],
    },
    {
      company: "Rift Valley Holdings",
      title: "Financial Accountant",
      start: "Jul 2016",
      end: "Dec 2019",
      location: "Nakuru",
      bullets: ["Closed the group's monthly books for five subsidiaries"],
    },
  ],
  schools: [{ school: "Strathmore University", degree: "Bachelor of Commerce", start: "2012", end: "2016" }],
  skills: [{ label: "Tools", items: ["IDEA", "Excel", "Sage 300", "IFRS"] }],
};

const james: Person = {
  name: "James Okafor-Reid",
  headline: "Chartered Quantity Surveyor (MRICS)",
  email: "james.okafor-reid@example.co.uk",
  phone: "+44 (0)20 7946 0958",
  location: "London SW1A 1AA",
  summary: "Quantity surveyor with ten years on commercial fit-out and residential towers, from tender to final account.",
  jobs: [
    {
      company: "Thameside Construction Ltd",
      title: "Senior Quantity Surveyor",
      start: "Apr 2019",
      end: "Present",
      location: "London",
      bullets: ["Commercial lead on a £90m residential tower", "Agreed the final account within 1% of forecast"],
    },
    {
      company: "Brickfield Partners",
      title: "Quantity Surveyor",
      start: "Sep 2014",
      end: "Mar 2019",
      location: "Reading",
      bullets: ["Prepared cost plans and bills of quantities for fit-outs"],
    },
  ],
  schools: [{ school: "University of Reading", degree: "BSc Quantity Surveying", start: "2011", end: "2014" }],
  skills: [{ label: "", items: ["NRM2", "CostX", "JCT contracts", "Cost planning", "Valuations"] }],
};

const tomas: Person = {
  name: "Tomás Ó Briain",
  headline: "Marine Biologist | Coastal Monitoring",
  email: "tomas.obriain@example.ie",
  phone: "+353 91 555 012",
  location: "Galway, Ireland",
  summary: "Field and lab marine biologist who runs long-term monitoring of seagrass and shellfish beds.",
  jobs: [
    {
      company: "Marine Institute",
      title: "Research Scientist",
      start: "Mar 2019",
      end: "Present",
      location: "Galway",
      bullets: ["Run the national seagrass monitoring programme at 22 sites", "Lead a team of four field technicians"],
    },
    {
      company: "Atlantic Shellfish Ltd",
      title: "Environmental Officer",
      start: "Jun 2015",
      end: "Feb 2019",
      location: "Clifden",
      bullets: ["Sampled water quality for 14 licensed oyster sites"],
    },
  ],
  schools: [{ school: "University of Galway", degree: "MSc Marine Science", start: "2013", end: "2015" }],
  skills: [{ label: "", items: ["R", "QGIS", "Scientific diving", "Benthic surveys", "Boat handling"] }],
};

const mei: Person = {
  name: "Mei Tanaka-Brooks",
  headline: "Full-Stack Developer · React, Node.js",
  email: "mei+cv@tanaka.dev",
  phone: "+49 151 2345 6789",
  location: "Remote (EU)",
  links: ["linkedin.com/in/meitanaka"],
  summary: "Full-stack developer on small product teams; seven years of TypeScript, three of them fully remote.",
  jobs: [
    {
      company: "Kestrel Labs GmbH",
      title: "Senior Full-Stack Developer",
      start: "Mar 2021",
      end: "Present",
      location: "Remote",
      bullets: ["Built the billing service in Node.js and PostgreSQL", "Moved the front end from Redux to React Query"],
    },
    {
      company: "Nordlicht Media",
      title: "Web Developer",
      start: "Aug 2017",
      end: "Feb 2021",
      location: "Hamburg",
      bullets: ["Shipped the publisher's paywall and its A/B tests"],
    },
  ],
  schools: [{ school: "Hochschule für Angewandte Wissenschaften Hamburg", degree: "BSc Media Informatics", start: "2013", end: "2017" }],
  skills: [{ label: "", items: ["TypeScript", "React", "Node.js", "PostgreSQL", "AWS"] }],
};

const classic = (
  person: Person,
  header: CustomHeader,
  accent: string,
  options: Partial<ClassicOptions> & Pick<ClassicOptions, "headings">,
) =>
  classicLayout(person, {
    header,
    headingStyle: "caps-rule",
    entry: "stacked",
    order: "company-first",
    dateSeparator: " – ",
    skills: "inline",
    font: SANS,
    accent,
    paper: "A4",
    ...options,
  });

// The Word documents' tops: a name and a headline in the body, and what the page header holds.
const nameAndHeadline = (name: TextRun[], headline: string) => [
  new Paragraph({ children: name, heading: HeadingLevel.TITLE }),
  para([run(headline, { italics: true, size: 24 })], 120),
];

export const headerFixtures: FixtureSpec[] = [
  {
    name: "html-header-banner-photo-nurse",
    person: aoife,
    source: {
      kind: "html",
      html: classic(aoife, bannerWithPhoto(aoife, "#0f5e63"), "#0f5e63", {
        headings: headings("Profile", "Nursing Experience", "Education", "Clinical Skills"),
      }),
    },
  },
  {
    name: "html-header-cv-title-structural-engineer",
    person: pieter,
    source: {
      kind: "html",
      html: classic(pieter, titledDocument(pieter, "Curriculum Vitae", "•"), "#333", {
        headings: headings("Profile", "Professional Experience", "Education", "Software"),
        font: SERIF,
        paper: "Letter",
      }),
    },
  },
  {
    name: "html-header-job-title-above-analyst",
    person: maria,
    source: {
      kind: "html",
      html: classic(maria, jobTitleAbove(maria, "Based in Lisbon", "#b0413e"), "#b0413e", {
        headings: headings("About", "Experience", "Education", "Skills"),
        headingStyle: "underline",
      }),
    },
  },
  {
    name: "html-header-two-line-name-planner",
    person: lan,
    source: {
      kind: "html",
      html: classic(lan, twoLineName(lan, "Nguyễn Thị", "Lan", "Lives in Singapore"), "#2d4a7a", {
        headings: headings("Summary", "Work Experience", "Education", "Skills"),
      }),
    },
  },
  {
    name: "html-header-footer-contacts-consultant",
    person: thabo,
    source: {
      kind: "html",
      html: classic(thabo, footerContacts(thabo), "#5b2a86", {
        headings: headings("Executive Summary", "Career", "Education", "Expertise"),
        headingStyle: "small-caps",
      }),
    },
  },
  {
    name: "html-header-details-table-translator",
    person: katarzyna,
    source: {
      kind: "html",
      html: classic(
        katarzyna,
        labelledTable(katarzyna, [
          ["Address:", `ul. Długa 14/3, ${katarzyna.location}`],
          ["Phone:", katarzyna.phone],
          ["E-mail:", katarzyna.email],
          ["Nationality:", "Polish"],
        ]),
        "#333",
        { headings: headings("Profile", "Work Experience", "Education", "Skills"), font: SERIF },
      ),
    },
  },
  {
    name: "html-header-two-phones-ml-engineer",
    person: lukas,
    source: {
      kind: "html",
      html: classic(lukas, twoColumnContacts(lukas, `Mobile ${lukas.phone} / Office +41 44 555 67 89`, "#c0392b"), "#c0392b", {
        headings: headings("Summary", "Experience", "Education", "Skills"),
      }),
    },
  },
  {
    name: "html-header-icon-font-designer",
    person: siddharth,
    source: {
      kind: "html",
      html: classic(siddharth, iconFontContacts(siddharth), "#1f6f8b", {
        headings: headings("Summary", "Experience", "Education", "Skills"),
        paper: "Letter",
      }),
    },
  },
  {
    name: "latex-header-post-nominals-auditor",
    person: wanjiru,
    source: {
      kind: "latex",
      tex: latexTwoRowResume(
        wanjiru,
        headings("Summary", "Experience", "Education", "Skills"),
        `{\\Huge\\bfseries ${tex(wanjiru.name)}}\\par\\vspace{4pt}
{\\small ${tex(wanjiru.phone)} \\textbullet\\ ${tex(wanjiru.email)} \\textbullet\\ ${tex(wanjiru.location)} \\textbullet\\ ${tex(wanjiru.links![0]!)}}\\par\\vspace{6pt}`,
      ),
    },
  },
  {
    name: "word-doc-header-page-header-surveyor",
    person: james,
    source: {
      kind: "word",
      document: wordHeadingStyles(james, headings("Profile", "Employment History", "Education", "Skills"), " – ", {
        body: nameAndHeadline([new TextRun(james.name)], james.headline!),
        pageHeader: [
          new Paragraph({
            alignment: AlignmentType.RIGHT,
            children: [run(`${james.phone}  |  ${james.email}  |  ${james.location}`, { size: 18 })],
          }),
        ],
      }),
      saveAs: "doc",
    },
  },
  {
    name: "word-pdf-header-two-fonts-marine-biologist",
    person: tomas,
    source: {
      kind: "word",
      document: wordHeadingStyles(tomas, headings("Profile", "Experience", "Education", "Skills"), " – ", {
        body: [
          new Paragraph({
            alignment: AlignmentType.CENTER,
            children: [
              new TextRun({ text: "Tomás ", size: 44, font: "Liberation Serif" }),
              new TextRun({ text: "Ó Briain", size: 44, bold: true }),
            ],
          }),
          new Paragraph({ alignment: AlignmentType.CENTER, children: [run(tomas.headline!, { size: 22, color: "555555" })] }),
          new Paragraph({
            alignment: AlignmentType.CENTER,
            spacing: { after: 200 },
            children: [run(`Lives in ${tomas.location}  ·  ${tomas.phone}  ·  ${tomas.email}`, { size: 19 })],
          }),
        ],
      }),
      saveAs: "pdf",
    },
  },
  {
    name: "txt-header-resume-title-developer",
    person: mei,
    source: {
      kind: "text",
      encoding: "utf8",
      text: textSimple(mei, headings("Summary", "Experience", "Education", "Skills"), " – ", [
        "RESUME",
        "",
        mei.name,
        mei.headline!,
        `${mei.location} | ${mei.phone} | ${mei.email} | ${mei.links![0]}`,
      ]),
    },
  },
];
