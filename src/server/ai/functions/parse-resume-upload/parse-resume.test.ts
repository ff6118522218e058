import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { aiResultSchemas } from "../index";
import { extractDocument } from "#server/intake/extract-document";
import { parseResume } from "./parse-resume";
import { DOUBTS } from "./parser/doubts";
import { documentOf, plainLines } from "#server/intake/plain-lines";

const fixtures = path.join(path.dirname(fileURLToPath(import.meta.url)), "../../../intake/test-fixtures");
const parseFixture = async (name: string) => {
  const bytes = new Uint8Array(readFileSync(path.join(fixtures, name)));
  return parseResume(await extractDocument(bytes, { accept: ["pdf", "docx", "doc", "txt"] }));
};
const parseText = (text: string) => parseResume(documentOf("txt", plainLines(text)));
const jobs = (result: ReturnType<typeof parseResume>) =>
  result.experience.map(({ company, position, startDate, endDate, current }) => ({ company, position, startDate, endDate, current }));

describe("parseResume on real files", () => {
  it("reads a one-column PDF: contacts, dated entries with their places and bullets, groups, and every other section", async () => {
    const result = await parseFixture("one-column.pdf");
    expect(aiResultSchemas["parse-resume-upload"].safeParse(result).success).toBe(true);
    expect(result.personal_info).toEqual({
      fullName: "Priya Raman",
      email: "priya.raman@example.com",
      phone: "(555) 123-4567",
      location: "Austin, TX",
      linkedin: "linkedin.com/in/priyaraman",
      website: "github.com/praman",
      summary: "Backend engineer with eight years of experience building payment and logistics platforms in Go and Python.",
    });
    expect(jobs(result)).toEqual([
      { company: "Northwind Traders", position: "Senior Software Engineer", startDate: "Jan 2020", endDate: "", current: true },
      { company: "Contoso Logistics", position: "Software Engineer", startDate: "Jun 2016", endDate: "Dec 2019", current: false },
      // A volunteering role with its organisation and dates is experience an ATS reads.
      { company: "Austin Coding Club", position: "Code mentor", startDate: "2018", endDate: "2020", current: false },
    ]);
    expect(result.experience.map((job) => job.location)).toEqual(["Austin, TX", "Dallas, TX", ""]);
    expect(result.experience[0]!.description).toBe(
      "• Led the migration of the order service to Go, cutting p99 latency by 42%.\n• Mentored four engineers and ran the weekly architecture review.",
    );
    expect(result.education).toEqual([
      {
        institution: "University of Texas at Austin",
        degree: "B.S.",
        field: "Computer Science",
        location: "",
        startDate: "2012",
        endDate: "2016",
        gpa: "3.8",
      },
    ]);
    expect(result.skills).toEqual([
      { category: "Languages", items: ["Go", "Python", "SQL"] },
      { category: "Infrastructure", items: ["Kubernetes", "Terraform", "AWS"] },
    ]);
    expect(result.projects).toEqual([
      {
        name: "ledgerlite",
        description: "Open-source double-entry ledger library for Go with 900 stars.",
        technologies: [],
        startDate: "",
        endDate: "2021",
      },
    ]);
    expect(result.certifications).toEqual([
      { name: "AWS Certified Solutions Architect – Associate", issuer: "Amazon Web Services", date: "2022", credentialId: "" },
    ]);
    expect(result.languages).toEqual([
      { name: "English", proficiency: "Native" },
      { name: "Tamil", proficiency: "Fluent" },
      { name: "Spanish", proficiency: "Intermediate" },
    ]);
    expect(result.custom_sections).toEqual([]);
    expect(result.unplaced).toEqual([]);
  });

  it("reads a two-column PDF: the sidebar's contacts, skills and languages, the main column's entries in 'Company — Title' and 'Title at Company' forms", async () => {
    const result = await parseFixture("two-columns.pdf");
    expect(result.personal_info).toMatchObject({
      fullName: "Tomás Okafor",
      email: "tomas.okafor@example.co.uk",
      phone: "+44 (0)20 7946 0958",
      location: "London, UK",
      linkedin: "linkedin.com/in/tomasokafor",
    });
    expect(jobs(result)).toEqual([
      { company: "Brightwave Energy", position: "Data Analyst", startDate: "Mar 2021", endDate: "", current: true },
      { company: "Halcyon Bank", position: "Data Analyst Intern", startDate: "Jun 2019", endDate: "Aug 2019", current: false },
    ]);
    expect(result.experience.map((job) => job.location)).toEqual(["Manchester, UK", "Leeds, UK"]);
    expect(result.education.map(({ institution, degree, field, endDate }) => ({ institution, degree, field, endDate }))).toEqual([
      { institution: "University of Manchester", degree: "MSc", field: "Data Science", endDate: "2020" },
      { institution: "University of Leeds", degree: "BSc", field: "Mathematics", endDate: "2019" },
    ]);
    expect(result.skills).toEqual([{ category: "", items: ["Python", "SQL", "Tableau", "Power BI", "Statistics"] }]);
    expect(result.languages).toEqual([
      { name: "English", proficiency: "Native" },
      { name: "Yoruba", proficiency: "Fluent" },
    ]);
    // The headline under the name has no field of its own: it is shown for review, not dropped.
    expect(result.unplaced).toEqual([{ text: "Data Analyst", heading: "" }]);
  });

  it("reads a PDF with dates in a left gutter, a name in capitals and a custom section", async () => {
    const result = await parseFixture("left-gutter.pdf");
    expect(result.personal_info).toMatchObject({
      fullName: "Mei-Ling Chen",
      email: "mei.chen@example.com",
      phone: "555.123.4567",
      location: "Seattle, WA",
      website: "meilingchen.design",
    });
    expect(jobs(result)).toEqual([
      { company: "Evergreen Health", position: "Lead Product Designer", startDate: "Jun 2019", endDate: "", current: true },
      { company: "Cascade Games", position: "Product Designer", startDate: "2016", endDate: "2019", current: false },
    ]);
    expect(result.education).toMatchObject([
      { institution: "Rhode Island School of Design", degree: "BFA", field: "Graphic Design", startDate: "2012" },
    ]);
    expect(result.skills[0]!.items).toEqual(["Interaction design", "Prototyping", "Figma", "User research", "Accessibility"]);
    expect(result.custom_sections).toEqual([{ title: "Awards", lines: ["Core77 Design Award, Student Notable, 2016"] }]);
  });

  it("reads a PDF whose headings stand in a left column beside their sections", async () => {
    const result = await parseFixture("side-headings.pdf");
    expect(jobs(result)).toEqual([
      { company: "Whitmore & Kane LLP", position: "Paralegal", startDate: "Sep 2018", endDate: "", current: true },
      { company: "Harbor Legal Aid", position: "Legal Assistant", startDate: "Jun 2015", endDate: "Aug 2018", current: false },
    ]);
    expect(result.education).toMatchObject([
      { institution: "Northeastern University", degree: "B.A.", field: "Political Science", startDate: "2011", endDate: "2015" },
    ]);
    expect(result.skills).toEqual([{ category: "", items: ["Legal research", "Westlaw", "Document review", "E-discovery"] }]);
    expect(result.unplaced).toEqual([]);
  });

  it("reads a timeline with ranges set over two lines of a margin, letter-spaced headings and a boxed entry", async () => {
    const result = await parseFixture("timeline.pdf");
    expect(result.personal_info).toMatchObject({ fullName: "Noor Haddad", phone: "+971 50 765 4321", location: "Dubai, UAE" });
    expect(jobs(result)).toEqual([
      { company: "Mediclinic City Hospital", position: "Senior Physiotherapist", startDate: "2020", endDate: "", current: true },
      { company: "Aster Clinic", position: "Physiotherapist", startDate: "2016", endDate: "2020", current: false },
    ]);
    expect(result.experience[1]).toMatchObject({ location: "Sharjah", description: "Treated sports injuries." });
    expect(result.education).toMatchObject([
      { institution: "University of Jordan", degree: "BSc", field: "Physiotherapy", startDate: "2012", endDate: "2016" },
    ]);
    expect(result.skills).toEqual([{ category: "", items: ["Manual therapy", "Sports rehab", "Dry needling"] }]);
    expect(result.languages.map((language) => `${language.name} ${language.proficiency}`)).toEqual([
      "Arabic native",
      "English C1",
      "French B1",
    ]);
  });

  it("reads entries set as cards in a grid, two to a row, card by card", async () => {
    const result = await parseFixture("card-grid.pdf");
    expect(jobs(result)).toEqual([
      { company: "Maison Lumière", position: "Brand Strategy Lead", startDate: "Feb 2021", endDate: "", current: true },
      { company: "Agence Cobalt", position: "Senior Strategist", startDate: "Sep 2017", endDate: "Jan 2021", current: false },
      { company: "Publicis Conseil", position: "Strategist", startDate: "Jul 2014", endDate: "Aug 2017", current: false },
      { company: "BETC", position: "Planning Intern", startDate: "Jan 2014", endDate: "Jun 2014", current: false },
    ]);
    expect(result.experience[0]!.description).toBe("• Repositioned the brand for a younger audience; sales up 18%.");
    expect(result.education.map(({ institution, degree, field }) => ({ institution, degree, field }))).toEqual([
      { institution: "emlyon business school", degree: "Master", field: "Marketing" },
      { institution: "Université Lumière Lyon 2", degree: "Licence", field: "Communication" },
    ]);
  });

  it("reads a CV typeset by pdflatex with its dates in a tabular margin", async () => {
    const result = await parseFixture("latex-margin-dates.pdf");
    expect(result.personal_info).toMatchObject({
      fullName: "Ingrid Solberg",
      email: "ingrid.solberg@example.no",
      location: "Oslo, Norway",
    });
    expect(jobs(result)).toEqual([
      { company: "Norges Bank", position: "Senior Economist", startDate: "2019", endDate: "", current: true },
      { company: "Statistics Norway", position: "Research Economist", startDate: "2015", endDate: "2019", current: false },
    ]);
    expect(result.education).toMatchObject([
      { institution: "University of Oslo", degree: "PhD", field: "Economics", startDate: "2010", endDate: "2015" },
    ]);
    expect(result.skills).toEqual([{ category: "", items: ["Stata", "R", "MATLAB", "Dynare"] }]);
    // Education has no place for a thesis line: it is kept for review under its heading.
    expect(result.unplaced).toContainEqual({ text: "Thesis on housing wealth and consumption.", heading: "Degrees" });
  });

  it("reads a Word resume laid out as a table of side headings, as DOCX and as DOC", async () => {
    for (const name of ["side-headings.docx", "side-headings.doc"]) {
      const result = await parseFixture(name);
      expect(result.personal_info).toMatchObject({
        fullName: "Harriet Quill",
        phone: "(303) 555-0199",
        location: "Denver, Colorado",
        summary: "Veterinarian with nine years in mixed-animal practice and emergency care.",
      });
      expect(jobs(result)).toEqual([
        { company: "Front Range Animal Hospital", position: "Associate Veterinarian", startDate: "Mar 2018", endDate: "", current: true },
        { company: "Prairie Vet Clinic", position: "Staff Veterinarian", startDate: "Jul 2014", endDate: "Feb 2018", current: false },
      ]);
      expect(result.education).toMatchObject([
        { institution: "Colorado State University", degree: "Doctor of Veterinary Medicine (DVM)", endDate: "2014" },
      ]);
      expect(result.unplaced).toEqual([]);
    }
  });

  it("reads a text file typed in two columns: the sidebar's skills and languages, the main column's entries", async () => {
    const result = await parseFixture("text-columns.txt");
    expect(result.personal_info).toMatchObject({
      fullName: "Sam Rivera",
      email: "sam@example.com",
      phone: "555-201-3344",
      location: "Denver, CO",
    });
    expect(jobs(result)).toEqual([
      { company: "Peak Aviation", position: "Flight Instructor", startDate: "2019", endDate: "", current: true },
      { company: "Mesa Air", position: "First Officer", startDate: "2016", endDate: "2019", current: false },
    ]);
    expect(result.skills).toEqual([{ category: "", items: ["Instrument flying", "Crew resource management"] }]);
    expect(result.languages).toEqual([
      { name: "English", proficiency: "Native" },
      { name: "Spanish", proficiency: "Fluent" },
    ]);
    expect(result.education).toMatchObject([
      { institution: "Embry-Riddle Aeronautical University", degree: "B.S.", field: "Aeronautical Science", endDate: "2016" },
    ]);
  });

  it("reads a DOCX and the same resume saved as DOC to the same entries", async () => {
    const docx = await parseFixture("resume.docx");
    const doc = await parseFixture("resume.doc");
    for (const result of [docx, doc]) {
      expect(result.personal_info).toMatchObject({
        fullName: "Jordan Ellis",
        email: "jordan.ellis@example.org",
        phone: "+1 415 555 0132",
        location: "San Francisco, CA",
        summary: "Product manager who ships analytics products from discovery to launch.",
      });
      expect(jobs(result)).toEqual([
        { company: "Acme Corp", position: "Product Manager", startDate: "Jan 2018", endDate: "Mar 2021", current: false },
        { company: "Globex Inc.", position: "Product Owner", startDate: "2015", endDate: "2017", current: false },
      ]);
      expect(result.education).toMatchObject([
        { institution: "Stanford University", degree: "B.A.", field: "Economics", startDate: "2011", endDate: "2015" },
      ]);
      expect(result.skills).toEqual([
        { category: "Product", items: ["Roadmapping", "Discovery", "A/B testing"] },
        { category: "Tools", items: ["Jira", "Amplitude", "SQL"] },
      ]);
      expect(result.certifications).toEqual([
        { name: "Certified Scrum Product Owner (CSPO)", issuer: "Scrum Alliance", date: "2016", credentialId: "" },
      ]);
    }
    // The DOCX's hyperlink behind the word 'LinkedIn' is its address.
    expect(docx.personal_info.linkedin).toBe("https://www.linkedin.com/in/jordanellis");
    expect(docx.experience[0]!.description).toBe(
      "• Launched the self-serve reporting suite, adding $2.4M in annual revenue.\n• Ran discovery interviews with 60 customers.",
    );
  });

  it("reads the name and contacts a DOCX keeps in its page header", async () => {
    const result = await parseFixture("header-contacts.docx");
    expect(result.personal_info).toMatchObject({
      fullName: "Marisol Vega",
      email: "marisol.vega@example.com",
      phone: "+1 (617) 555-0148",
      location: "Boston, MA",
      linkedin: "https://www.linkedin.com/in/marisolvega",
    });
    expect(jobs(result)).toEqual([
      { company: "Massachusetts General Hospital", position: "Staff Nurse", startDate: "Jun 2019", endDate: "", current: true },
    ]);
  });

  it("reads text files in UTF-8 and Windows-1252 alike: ISO months, 'Now', dates after spaces, languages", async () => {
    for (const name of ["resume-utf8.txt", "resume-windows-1252.txt"]) {
      const result = await parseFixture(name);
      expect(result.personal_info).toMatchObject({
        fullName: "José Álvarez",
        email: "jose.alvarez@example.es",
        phone: "+34 612 345 678",
        location: "Madrid, Spain",
      });
      expect(jobs(result)).toEqual([
        { company: "Ferrovial", position: "Site Engineer", startDate: "Jan 2020", endDate: "", current: true },
        { company: "Acciona", position: "Junior Engineer", startDate: "Sep 2017", endDate: "Dec 2019", current: false },
      ]);
      expect(result.education).toMatchObject([
        { institution: "Universidad Politécnica de Madrid", degree: "Master's", field: "Civil Engineering" },
      ]);
      expect(result.skills).toEqual([{ category: "", items: ["AutoCAD", "Civil 3D", "Primavera P6", "Revit"] }]);
      expect(result.languages).toEqual([
        { name: "Spanish", proficiency: "Native" },
        { name: "English", proficiency: "Fluent" },
      ]);
    }
  });
});

describe("parseResume rules", () => {
  it("reads an entry beside a heading in a margin without the list mark it begins with", () => {
    const result = parseText(
      [
        "Jane Roe",
        "jane@example.com",
        "",
        "EXPERIENCE\t■ Research Assistant, Harbor Labs\tMay 2004 – May 2005",
        "Ran the experiments.",
      ].join("\n"),
    );
    expect(jobs(result)).toEqual([
      { company: "Harbor Labs", position: "Research Assistant", startDate: "May 2004", endDate: "May 2005", current: false },
    ]);
  });

  it("reads dated roles after a section's own lines as jobs whose heading was lost, and keeps the section's lines", () => {
    const result = parseText(
      [
        "Jane Roe",
        "jane@example.com",
        "",
        "Hobbies",
        "Singing, badminton and chess.",
        "",
        "Data Analyst at Harbor Labs, Leeds",
        "March 2020 — Present",
        "",
        "Graduate Trainee at Harbor Labs, Leeds",
        "January 2019 — March 2020",
      ].join("\n"),
    );
    expect(jobs(result).map(({ company, position }) => [company, position])).toEqual([
      ["Harbor Labs", "Data Analyst"],
      ["Harbor Labs", "Graduate Trainee"],
    ]);
    expect(result.custom_sections).toEqual([{ title: "Hobbies", lines: ["Singing, badminton and chess."] }]);
  });

  it("reads the dated roles of a volunteering section as experience, which an ATS counts", () => {
    const result = parseText(
      [
        "Jane Roe",
        "jane@example.com",
        "",
        "EXPERIENCE",
        "Data Analyst, Acme Corp\t2019 – 2021",
        "- Built dashboards",
        "",
        "VOLUNTEERING",
        "Mentor, Code Club\t2018 – 2020",
        "- Taught children to program",
        "Treasurer, Riverside Food Bank\t2016 – 2018",
        "- Kept the books",
      ].join("\n"),
    );
    expect(jobs(result).map(({ company, position }) => [company, position])).toEqual([
      ["Acme Corp", "Data Analyst"],
      ["Code Club", "Mentor"],
      ["Riverside Food Bank", "Treasurer"],
    ]);
    expect(result.custom_sections).toEqual([]);
  });

  it("reads a single dated role under a heading of activities as experience, past a running page number", () => {
    const result = parseText(
      [
        "Jane Roe",
        "jane@example.com",
        "",
        "EXPERIENCE",
        "Data Analyst, Acme Corp\t2019 – 2021",
        "- Built dashboards",
        "",
        "CAMPUS ACTIVITIES",
        "Riverside Debating Society",
        "Page 1 of 2",
        "President\tAug 2016 – Aug 2017",
        "- Ran weekly debates",
        "",
        "HOBBIES",
        "Chess, 2015",
      ].join("\n"),
    );
    expect(jobs(result).map(({ company, position }) => [company, position])).toEqual([
      ["Acme Corp", "Data Analyst"],
      ["Riverside Debating Society", "President"],
    ]);
    expect(result.custom_sections.map((section) => section.title)).toEqual(["Hobbies"]);
  });

  it("reads headings in their many spellings and cases, and keeps an unknown section as a custom one", () => {
    const result = parseText(
      [
        "Ada Lovelace",
        "ada@example.com",
        "",
        "Employment History:",
        "Analyst at Babbage & Co — 2019 to 2021",
        "",
        "EDUCATION & TRAINING",
        "University of London, 2018",
        "",
        "Core Competencies",
        "Mathematics; Notation",
        "",
        "Certifications & Licenses",
        "Chartered Statistician | Royal Statistical Society | 2020",
        "",
        "PUBLICATIONS",
        "Notes on the Analytical Engine, 1843",
      ].join("\n"),
    );
    expect(jobs(result)).toEqual([{ company: "Babbage & Co", position: "Analyst", startDate: "2019", endDate: "2021", current: false }]);
    expect(result.education).toMatchObject([{ institution: "University of London", endDate: "2018" }]);
    expect(result.skills).toEqual([{ category: "", items: ["Mathematics", "Notation"] }]);
    expect(result.certifications).toEqual([
      { name: "Chartered Statistician", issuer: "Royal Statistical Society", date: "2020", credentialId: "" },
    ]);
    expect(result.custom_sections).toEqual([{ title: "Publications", lines: ["Notes on the Analytical Engine, 1843"] }]);
  });

  it("takes the company/title order a section uses when the words cannot tell, and several roles under one employer", () => {
    const result = parseText(
      [
        "Grace Hopper",
        "",
        "EXPERIENCE",
        "Remington Rand",
        "1949 – 1966",
        "Senior Mathematician | 1955 – 1966",
        "- Led the FLOW-MATIC team.",
        "Mathematician | 1949 – 1955",
        "- Wrote the A-0 compiler.",
      ].join("\n"),
    );
    expect(jobs(result)).toEqual([
      { company: "Remington Rand", position: "Senior Mathematician", startDate: "1955", endDate: "1966", current: false },
      { company: "Remington Rand", position: "Mathematician", startDate: "1949", endDate: "1955", current: false },
    ]);
  });

  it("reads rows printed from a web form: a role and its employer with nothing between, a template's 'City , State', a dash lost to mojibake", () => {
    const result = parseText(
      [
        "Dana Whitfield",
        "",
        "Experience",
        "Shift Supervisor Brightside Bakery 03/2019 \uFFFD 07/2021 City , State",
        "Supervised a team of six bakers on the early shift.",
        "Cashier Company Name \uFFFD City , State \uFFFD 2016 \uFFFD 2019",
        "Handled the till and daily cash-up.",
      ].join("\n"),
    );
    expect(jobs(result)).toEqual([
      { company: "Brightside Bakery", position: "Shift Supervisor", startDate: "Mar 2019", endDate: "Jul 2021", current: false },
      { company: "Company Name", position: "Cashier", startDate: "2016", endDate: "2019", current: false },
    ]);
    expect(result.experience.map((job) => job.location)).toEqual(["City , State", "City , State"]);
  });

  it("reads a German CV: months under the years, 'seit', a symbol font's brace bullets, and the company/title order of the earlier section", () => {
    const result = parseText(
      [
        "Erika Beispiel",
        "",
        "Beruflicher Werdegang",
        "2011 – 2014 Nordwind AG – Entwicklerin",
        "März\tJuni",
        "{ Aufbau der Lagerverwaltung",
        "seit 2014 Kontor GmbH – Projektleiterin",
        "Juli",
        "{ Leitung von sechs Projekten",
        "",
        "Weitere Tätigkeiten",
        "2008 – 2009 Haus am See – Freiwilligendienst",
      ].join("\n"),
    );
    expect(jobs(result)).toEqual([
      { company: "Nordwind AG", position: "Entwicklerin", startDate: "Mar 2011", endDate: "Jun 2014", current: false },
      { company: "Kontor GmbH", position: "Projektleiterin", startDate: "Jul 2014", endDate: "", current: true },
      { company: "Haus am See", position: "Freiwilligendienst", startDate: "2008", endDate: "2009", current: false },
    ]);
    expect(result.experience[0]!.description).toBe("• Aufbau der Lagerverwaltung");
  });

  it("reads 'Employer : street, town: Title', and an entry whose description comes before its dates and opens with its title", () => {
    const result = parseText(
      [
        "Dana Whitlock",
        "dana@example.com",
        "",
        "Work Experience:",
        "Harbor Golf Club : 12 Shore Road, Rye, New York: Grounds Manager",
        "From: 2014 – Present",
        "Urban Threads Outfitters, 14 Belair Road, Baltimore, Maryland",
        "Co-owner responsible for the store's buying and its three staff. Stock control and vendor selection.",
        "From: 2008-2013",
      ].join("\n"),
    );
    expect(jobs(result)).toEqual([
      { company: "Harbor Golf Club", position: "Grounds Manager", startDate: "2014", endDate: "", current: true },
      { company: "Urban Threads Outfitters", position: "Co-owner", startDate: "2008", endDate: "2013", current: false },
    ]);
    expect(result.experience.map((job) => job.location)).toEqual(["Rye, New York", "Baltimore, Maryland"]);
    expect(result.experience[1]!.description).toBe(
      "Co-owner responsible for the store's buying and its three staff. Stock control and vendor selection.",
    );
    expect(result.confidence).toContainEqual({ section: "experience", entry: 1, field: "position", reason: DOUBTS.titleFromDescription });
  });

  it("reads a Word document saved as text: field codes, citations, run-in jobs 'Title, Employer (dates): what was done'", () => {
    const result = parseText(
      [
        "Morag Ellison",
        ' HYPERLINK "mailto:morag.ellison@example.org" morag.ellison@example.org',
        "",
        "Experience and skills",
        "Writing: I have written news and features for medical journals and their websites.",
        'Sugar Tax Cuts Soft Drink Sales. Health News Weekly. HYPERLINK "https://news.example.org/article/1234" https://news.example.org/article/1234',
        "MSc Public Health at Kingsbridge",
        "8:58",
        "",
        "Education:",
        "2001-2002: Advanced Diploma in Marketing (Distinction)Chartered Institute of Marketing",
        "1996: Association of Sales Professionals Examination (Merit)",
        "",
        "Further work history",
        "Sales: Product Specialist for Halden Biologics and their arthritis therapy for adults (2000-2003): launched it across the north.",
        "Senior representative, Corvane Pharmaceuticals (1998-2000): Organised and presented at launch events.",
      ].join("\n"),
    );
    expect(result.personal_info.email).toBe("morag.ellison@example.org");
    expect(jobs(result)).toEqual([
      { company: "Halden Biologics", position: "Product Specialist", startDate: "2000", endDate: "2003", current: false },
      { company: "Corvane Pharmaceuticals", position: "Senior representative", startDate: "1998", endDate: "2000", current: false },
    ]);
    expect(result.experience[1]!.description).toBe("Organised and presented at launch events.");
    expect(result.education.map(({ institution, degree, endDate }) => [institution, degree, endDate])).toEqual([
      ["Chartered Institute of Marketing", "Advanced Diploma", "2002"],
      ["", "Association of Sales Professionals Examination (Merit)", "1996"],
    ]);
    expect(result.unplaced.map((line) => line.text)).toContain("8:58");
  });

  it("reads the entries under a heading of several kinds ('Formation et Expérience') each by its words", () => {
    const result = parseText(
      [
        "Léa Martin",
        "lea.martin@example.fr",
        "",
        "FORMATION ET EXPÉRIENCE",
        "Ingénieure logiciel, Valdis Systèmes\t2021 – 2023",
        "Développeuse, Atelier Numérique Lyon\t2019 – 2021",
        "Master Informatique, Université de Valmont\t2017 – 2019",
        "",
        "PROJETS ET ÉVÉNEMENTS",
        "3/2021 Hackathon de la ville",
        "9/2020 Début du projet Météo",
      ].join("\n"),
    );
    expect(jobs(result).map(({ company, position }) => [company, position])).toEqual([
      ["Valdis Systèmes", "Ingénieure logiciel"],
      ["Atelier Numérique Lyon", "Développeuse"],
    ]);
    expect(result.education).toMatchObject([{ institution: "Université de Valmont", degree: "Master Informatique" }]);
    expect(result.custom_sections.map((section) => section.title)).toEqual(["Projets Et Événements"]);
  });

  it("invents nothing: text it cannot place is returned with its heading, and a resume without sections gives only what it says", () => {
    const result = parseText(["Alan Turing", "Bletchley Park enthusiast", "", "REFERENCES", "Available on request"].join("\n"));
    expect(result.personal_info.fullName).toBe("Alan Turing");
    expect(result.experience).toEqual([]);
    expect(result.education).toEqual([]);
    expect(result.custom_sections).toEqual([{ title: "References", lines: ["Available on request"] }]);
    expect(result.unplaced).toEqual([{ text: "Bletchley Park enthusiast", heading: "" }]);
  });

  it("joins an email address broken at the edge of a narrow column", () => {
    const result = parseText(["Ada Lovelace", "CONTACT", "ada.lovelace@example.co.", "uk", "+44 20 7946 0000"].join("\n"));
    expect(result.personal_info).toMatchObject({ email: "ada.lovelace@example.co.uk", phone: "+44 20 7946 0000" });
    expect(result.unplaced).toEqual([]);
  });

  it("is deterministic: the same document gives the same result", async () => {
    expect(await parseFixture("two-columns.pdf")).toEqual(await parseFixture("two-columns.pdf"));
  });

  it("reads a form's labelled fields as values, a labelled start and end date as one range, and grouped roles under one employer", () => {
    const form = parseText(
      [
        "Jo Doe",
        "jo@example.com",
        "",
        "EMPLOYMENT HISTORY",
        "Employer: Banner Desert Medical Center",
        "Job Title: Inpatient Pharmacy Technician",
        "Start Date: 08/2021",
        "End Date: Current",
        "City/State: Mesa, AZ",
      ].join("\n"),
    );
    expect(jobs(form)).toEqual([
      {
        company: "Banner Desert Medical Center",
        position: "Inpatient Pharmacy Technician",
        startDate: "Aug 2021",
        endDate: "",
        current: true,
      },
    ]);
    const grouped = parseText(
      [
        "Jo Doe",
        "",
        "Experience",
        "Freshline Software",
        "5 years",
        "",
        "Customer Support Lead",
        "April 2022 - Present (2 years 9 months)",
        "Cut first-response time from 9 hours to 40 minutes across three shifts.",
        "",
        "Senior Support Specialist",
        "January 2020 - March 2022 (2 years 3 months)",
      ].join("\n"),
    );
    expect(jobs(grouped)).toEqual([
      { company: "Freshline Software", position: "Customer Support Lead", startDate: "Apr 2022", endDate: "", current: true },
      { company: "Freshline Software", position: "Senior Support Specialist", startDate: "Jan 2020", endDate: "Mar 2022", current: false },
    ]);
  });

  it("reads one-line entries each ending with a single year as entries of their own", () => {
    const result = parseText(
      ["Jo Doe", "", "EDUCATION", "MSc Data Science | Imperial College London | 2017", "BSc Economics | University of Leeds | 2016"].join(
        "\n",
      ),
    );
    expect(result.education.map((entry) => [entry.institution, entry.degree, entry.endDate])).toEqual([
      ["Imperial College London", "MSc", "2017"],
      ["University of Leeds", "BSc", "2016"],
    ]);
  });

  it("reads contacts behind an icon font's letters ('B', 'H', 'm' drawn as glyphs)", () => {
    const result = parseText(["Maya Desrosiers", "B maya@example.ca\tH +1 514 555 0172\tm Montréal, QC"].join("\n"));
    expect(result.personal_info).toMatchObject({ email: "maya@example.ca", phone: "+1 514 555 0172", location: "Montréal, QC" });
  });
});

describe("parseResume: texts built to stall it", () => {
  // Each took the old parser from a minute to hours (a pattern or a pass that restarted at each
  // character of a run, or at each line); linear, each takes well under a second. The bound says
  // "finishes", with room for a busy machine.
  const FINISHES_MS = 10_000;
  const timed = (document: ReturnType<typeof documentOf>) => {
    const started = performance.now();
    const result = parseResume(document);
    return { result, ms: performance.now() - started };
  };
  // Lines as a DOCX gives them: runs of white space within a line are kept.
  const docxLines = (texts: string[]) =>
    documentOf(
      "docx",
      texts.map((text) => ({ text, page: 1, x: null, y: null, width: null, fontSize: null, bold: false, heading: false })),
    );

  it.each([" ", ",", "-", "–", ":", ".", "/", "_", "\u205f"])("reads an entry line of 100,000 %j between two letters", (run) => {
    const { result, ms } = timed(docxLines(["Ada Lovelace", "EXPERIENCE", `x${run.repeat(100_000)}y`]));
    expect(result.personal_info.fullName).toBe("Ada Lovelace");
    expect(ms).toBeLessThan(FINISHES_MS);
  });

  it("reads 50,000 characters of short lines, each a name, and of years set in a margin", () => {
    for (const unit of ["Jane Doe\n", "2016\n2020\n"]) {
      const { ms } = timed(documentOf("txt", plainLines(unit.repeat(50_000 / unit.length))));
      expect(ms).toBeLessThan(FINISHES_MS);
    }
  });

  it("reads no further than the intake does, whoever extracted the document", () => {
    const filler = Array.from({ length: 10_000 }, (_, i) => `Appendix line ${i + 1} of a text far longer than any resume`);
    const result = parseResume(documentOf("txt", plainLines(["Ada Lovelace", ...filler, "ada@example.com"].join("\n"))));
    expect(result.personal_info.email).toBe("");
  });
});

describe("parseResume on a skills table", () => {
  // A PDF's lines: headings in bold capitals, each skill group a table row (its category, a gap, the skills).
  const pdfLines = (rows: [text: string, heading?: boolean][]) =>
    documentOf(
      "pdf",
      rows.map(([text, heading = false], index) => ({
        text,
        page: 1,
        x: 50,
        y: 60 + index * 16,
        width: text.length * 5,
        fontSize: heading ? 12 : 10,
        bold: heading,
        heading: false,
      })),
    );

  it("reads a 'Languages' row of a skills table as a group of skills, not a section of spoken languages", () => {
    const result = parseResume(
      pdfLines([
        ["Ada Lovelace", true],
        ["ada@example.com"],
        ["SKILLS", true],
        ["Languages\tTypeScript, Go, Python"],
        ["Frameworks\tReact, Node.js"],
        ["EXPERIENCE", true],
        ["Software Engineer\tJan 2020 – Present"],
        ["Northwind Traders"],
      ]),
    );
    expect(result.skills).toEqual([
      { category: "Languages", items: ["TypeScript", "Go", "Python"] },
      { category: "Frameworks", items: ["React", "Node.js"] },
    ]);
    expect(result.languages).toEqual([]);
  });

  it("reads a grid of skill groups headed 'LANGUAGES', 'FRAMEWORKS', 'CLOUD' as skills, and the spoken languages under their own heading", () => {
    const result = parseResume(
      pdfLines([
        ["Ada Lovelace", true],
        ["ada@example.com"],
        ["CORE COMPETENCIES", true],
        ["LANGUAGES\tFRAMEWORKS\tCLOUD"],
        ["TypeScript\tReact\tAWS"],
        ["Go\tNode.js\tKubernetes"],
        ["EXPERIENCE", true],
        ["Software Engineer\tJan 2020 – Present"],
        ["Northwind Traders"],
        ["LANGUAGES", true],
        ["English (Native) | Spanish (Fluent)"],
      ]),
    );
    expect(result.skills.flatMap((group) => group.items)).toEqual(expect.arrayContaining(["TypeScript", "Go", "React", "Kubernetes"]));
    expect(result.languages.map((language) => language.name)).toEqual(["English", "Spanish"]);
  });

  it("reads a skills grid whose group labels are set like the headings, right under its heading, as skills", () => {
    const result = parseResume(
      pdfLines([
        ["Ada Lovelace", true],
        ["ada@example.com"],
        ["EXPERTISE", true],
        ["LANGUAGES\tFRAMEWORKS\tCLOUD", true],
        ["TypeScript · Go\tReact · Node.js\tAWS · Docker"],
        ["EXPERIENCE", true],
        ["Software Engineer\tJan 2020 – Present"],
        ["Northwind Traders"],
        ["LANGUAGES", true],
        ["English (Native) · Spanish (Fluent)"],
      ]),
    );
    expect(result.skills.flatMap((group) => group.items)).toEqual(expect.arrayContaining(["TypeScript", "React", "AWS"]));
    expect(result.languages.map((language) => language.name)).toEqual(["English", "Spanish"]);
  });
});
