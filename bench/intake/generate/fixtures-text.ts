import { headings, type FixtureSpec } from "./fixture-spec";
import {
  textFixedWidth,
  textLabelledFields,
  textMarkdown,
  textNoBlankLines,
  textProfilePaste,
  textSimple,
  textUnderlined,
} from "./layouts/text";
import type { Person } from "./person";

const nikolai: Person = {
  name: "Nikolai Petrov",
  headline: "Senior DevOps Engineer",
  email: "nikolai.petrov@example.eu",
  phone: "+359 88 123 4567",
  location: "Sofia, Bulgaria",
  summary: "DevOps engineer who automates the boring parts: CI/CD, infrastructure as code and on-call that lets people sleep.",
  jobs: [
    {
      company: "Cloudwave Ltd",
      title: "Senior DevOps Engineer",
      start: "Jan 2019",
      end: "Present",
      location: "Sofia",
      bullets: ["Run 60 Kubernetes clusters across three clouds", "Cut deploy time from 45 to 8 minutes with GitLab CI and Argo CD"],
    },
    {
      company: "Balkan Telecom",
      title: "Systems Administrator",
      start: "Mar 2015",
      end: "Dec 2018",
      location: "Plovdiv",
      bullets: ["Automated 400 Linux servers with Ansible"],
    },
  ],
  schools: [{ school: "Technical University of Sofia", degree: "BSc Computer Systems", start: "2011", end: "2015" }],
  skills: [{ label: "", items: ["Kubernetes", "Terraform", "Ansible", "GitLab CI", "Prometheus", "Linux", "Bash"] }],
};

const fatima: Person = {
  name: "Fatima Zahra El Amrani",
  email: "fz.elamrani@example.fr",
  phone: "+33 6 12 34 56 78",
  location: "Paris, France",
  links: ["github.com/fzelamrani"],
  summary: "Data scientist building forecasting and recommendation models that ship to production.",
  jobs: [
    {
      company: "Lumière Retail Group",
      title: "Senior Data Scientist",
      start: "2022-02",
      end: "present",
      bullets: ["Built the demand-forecasting model used for 2,300 stores", "Mentor three junior data scientists"],
    },
    {
      company: "Quantik Labs",
      title: "Data Scientist",
      start: "2019-03",
      end: "2022-01",
      bullets: ["Shipped a recommendation engine that raised basket size by 7%", "Set up MLflow model tracking"],
    },
  ],
  schools: [
    { school: "École Polytechnique", degree: "MSc Data Science", start: "2017", end: "2019" },
    { school: "Université Mohammed V", degree: "Licence en Mathématiques", start: "2014", end: "2017" },
  ],
  skills: [
    { label: "Machine learning", items: ["scikit-learn", "PyTorch", "LightGBM", "time-series forecasting"] },
    { label: "Data", items: ["Python", "SQL", "Spark", "Airflow"] },
  ],
  extras: [{ heading: "Languages", lines: ["Arabic (native), French (native), English (fluent)"] }],
};

const jessica: Person = {
  name: "Jessica Park",
  headline: "Senior Product Manager | Marketplaces & Payments",
  email: "jessica.park@example.com",
  phone: "206-555-0193",
  location: "Seattle, Washington, United States",
  links: ["linkedin.com/in/jessicapark-pm"],
  summary: "Product manager for two-sided marketplaces. I like hard trade-offs, clear docs and shipping.",
  jobs: [
    {
      company: "Homestead Marketplace",
      title: "Senior Product Manager",
      start: "Jan 2020",
      end: "Present",
      location: "Seattle, Washington, United States",
      bullets: ["Leading the payments and payouts roadmap for 80k sellers."],
    },
    {
      company: "Evergreen Tickets",
      title: "Product Manager",
      start: "Jun 2017",
      end: "Dec 2019",
      location: "Seattle, Washington, United States",
      bullets: ["Launched resale and dynamic pricing."],
    },
    {
      company: "Evergreen Tickets",
      title: "Associate Product Manager",
      start: "Jul 2015",
      end: "May 2017",
      location: "Seattle, Washington, United States",
      bullets: [],
    },
  ],
  schools: [
    {
      school: "University of Washington - Michael G. Foster School of Business",
      degree: "Bachelor of Arts - BA, Business Administration",
      start: "2011",
      end: "2015",
    },
  ],
  skills: [{ label: "", items: ["Product Management", "Marketplaces", "Payments", "A/B Testing", "SQL", "Roadmapping"] }],
};

const rene: Person = {
  name: "René Lefèvre-Dubois",
  headline: "Architecte / Architect, OAQ",
  email: "rene.lefevre@example.qc.ca",
  phone: "514 555-0163",
  location: "Montréal, QC",
  summary: "Architect with eleven years on cultural, school and housing projects in Québec; bilingual French and English.",
  jobs: [
    {
      company: "Atelier Côté Lefèvre",
      title: "Associate Architect",
      start: "Sep 2015",
      end: "Present",
      location: "Montréal",
      bullets: ["Project architect for the Saint-Rémi library (4,200 m², 2022)", "Lead a team of five designers"],
    },
    {
      company: "Bélanger & Associés",
      title: "Intern Architect",
      start: "Jun 2012",
      end: "Aug 2015",
      location: "Québec City",
      bullets: ["Construction documents for three elementary schools"],
    },
  ],
  schools: [
    { school: "Université de Montréal", degree: "Maîtrise en architecture", start: "2010", end: "2012" },
    { school: "Université Laval", degree: "Baccalauréat en architecture", start: "2007", end: "2010" },
  ],
  skills: [{ label: "", items: ["Revit", "AutoCAD", "Rhino", "Passive House design", "Contract administration"] }],
};

const jasmine: Person = {
  name: "Jasmine Tremblay",
  email: "jasmine.tremblay@example.ca",
  phone: "(204) 555-0176",
  location: "Winnipeg, MB",
  summary: "Full-charge bookkeeper with eight years of month-end closes, payroll and GST/PST filings for small businesses.",
  jobs: [
    {
      company: "Prairie Sky Accounting",
      title: "Full-Charge Bookkeeper",
      start: "April 2020",
      end: "Present",
      location: "Winnipeg, MB",
      bullets: [
        "Keep the books for 28 clients in QuickBooks Online and Xero",
        "Run bi-weekly payroll for 190 employees and file remittances",
      ],
    },
    {
      company: "Red River Co-op",
      title: "Accounts Payable Clerk",
      start: "June 2016",
      end: "March 2020",
      location: "Winnipeg, MB",
      bullets: ["Processed 1,200 invoices a month and reconciled vendor statements"],
    },
  ],
  schools: [
    { school: "Red River College Polytechnic", degree: "Business Administration Diploma (Accounting)", start: "2014", end: "2016" },
  ],
  skills: [{ label: "", items: ["QuickBooks Online", "Xero", "Sage 50", "Payroll", "Bank reconciliations", "Excel"] }],
  extras: [{ heading: "Certifications", lines: ["Certified Payroll Compliance Practitioner (PCP), 2019"] }],
};

const brianna: Person = {
  name: "Brianna Foster",
  email: "bri.foster@example.com",
  phone: "480-555-0125",
  location: "Mesa, AZ 85201",
  summary: "Certified pharmacy technician seeking a lead technician role in a hospital pharmacy.",
  jobs: [
    {
      company: "Banner Desert Medical Center",
      title: "Inpatient Pharmacy Technician",
      start: "08/2021",
      end: "Current",
      location: "Mesa, AZ",
      bullets: [
        "Fill and deliver unit-dose carts for 14 nursing units.",
        "Restock Pyxis automated dispensing cabinets and check expirations.",
      ],
    },
    {
      company: "Walgreens",
      title: "Pharmacy Technician",
      start: "03/2018",
      end: "07/2021",
      location: "Tempe, AZ",
      bullets: ["Entered 300 prescriptions a day and resolved insurance rejections."],
    },
  ],
  schools: [
    { school: "Pima Medical Institute", degree: "Pharmacy Technician Certificate", start: "", end: "12/2017" },
    { school: "Mesa High School", degree: "High School Diploma", start: "", end: "05/2016" },
  ],
  skills: [{ label: "", items: ["Sterile compounding", "Pyxis", "Epic Willow", "Insurance billing", "Inventory management"] }],
  extras: [{ heading: "Licenses", lines: ["CPhT, Pharmacy Technician Certification Board", "Arizona Pharmacy Technician License"] }],
};

const david: Person = {
  name: "David Hughes",
  headline: "HGV Technician",
  email: "david.hughes@example.co.uk",
  phone: "07700 900 812",
  location: "Wolverhampton, West Midlands",
  summary:
    "Time-served heavy vehicle technician with twelve years on DAF, Volvo and Scania trucks, IRTEC licensed, used to working alone on roadside breakdowns at night.",
  jobs: [
    {
      company: "Midland Truck & Van Ltd",
      title: "HGV Technician",
      start: "Mar 2018",
      end: "Present",
      location: "Wolverhampton",
      bullets: [
        "Service, diagnose and repair DAF XF and CF tractor units, including EBS and AdBlue faults with DAVIE diagnostics",
        "Prepare vehicles for DVSA annual tests with a 97% first-time pass rate",
      ],
    },
    {
      company: "Wrekin Commercials",
      title: "Mobile Mechanic",
      start: "Jun 2013",
      end: "Feb 2018",
      location: "Telford",
      bullets: ["Covered roadside breakdowns on the M54 and M6 on a one-in-four night rota"],
    },
    {
      company: "Arriva Midlands",
      title: "Apprentice Vehicle Technician",
      start: "Sep 2010",
      end: "May 2013",
      location: "Cannock",
      bullets: [],
    },
  ],
  schools: [
    {
      school: "City of Wolverhampton College",
      degree: "Level 3 Apprenticeship, Heavy Vehicle Maintenance and Repair",
      start: "2010",
      end: "2013",
    },
  ],
  skills: [{ label: "", items: ["DAF DAVIE", "Volvo Tech Tool", "Air brakes and EBS", "Tachograph calibration", "MIG welding"] }],
  extras: [{ heading: "Licences", lines: ["Full UK driving licence with C+E", "IRTEC Heavy Vehicle Technician licence", "Driver CPC"] }],
};

export const textFixtures: FixtureSpec[] = [
  {
    name: "txt-underlined-devops",
    person: nikolai,
    source: {
      kind: "text",
      text: textUnderlined(nikolai, headings("Profile", "Experience", "Education", "Skills"), " – "),
      encoding: "utf8",
    },
  },
  {
    name: "txt-markdown-data-scientist",
    person: fatima,
    source: { kind: "text", text: textMarkdown(fatima, headings("About", "Experience", "Education", "Skills"), " – "), encoding: "utf8" },
  },
  {
    name: "txt-profile-paste-product-manager",
    person: jessica,
    source: { kind: "text", text: textProfilePaste(jessica, ["4 yrs 2 mos", "2 yrs 7 mos", "1 yr 11 mos"]), encoding: "utf8" },
  },
  {
    name: "txt-latin1-architect",
    person: rene,
    source: {
      kind: "text",
      text: textSimple(rene, headings("Profile", "Professional Experience", "Education", "Skills"), " - "),
      encoding: "latin1",
    },
  },
  {
    name: "txt-no-blank-lines-bookkeeper",
    person: jasmine,
    source: {
      kind: "text",
      text: textNoBlankLines(jasmine, headings("Professional Summary", "Work Experience", "Education", "Skills"), " - "),
      encoding: "utf8",
    },
  },
  {
    name: "txt-labelled-fields-pharmacy-technician",
    person: brianna,
    source: { kind: "text", text: textLabelledFields(brianna), encoding: "utf8" },
  },
  {
    name: "txt-fixed-width-hgv-mechanic",
    person: david,
    source: {
      kind: "text",
      text: textFixedWidth(david, headings("Profile", "Employment", "Qualifications", "Skills"), " - "),
      encoding: "utf8",
    },
  },
];
