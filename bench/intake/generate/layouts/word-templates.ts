import {
  AlignmentType,
  BorderStyle,
  HeadingLevel,
  Paragraph,
  ShadingType,
  Table,
  TableBorders,
  TableCell,
  TableRow,
  TabStopType,
  Textbox,
  WidthType,
  type Document,
} from "docx";
import { allSkills, dateRange, type Headings, type Person } from "../person";
import { bullets, contactLine, document, extras, para, rightTabbed, run } from "./word";

const cell = (children: Paragraph[], width: number, shade?: string) =>
  new TableCell({
    children,
    width: { size: width, type: WidthType.PERCENTAGE },
    margins: { top: 40, bottom: 40, left: 80, right: 80 },
    ...(shade ? { shading: { type: ShadingType.CLEAR, color: "auto", fill: shade } } : {}),
  });
const table = (rows: Paragraph[][][], widths: number[], borders = true, headerShade?: string) =>
  new Table({
    width: { size: 100, type: WidthType.PERCENTAGE },
    ...(borders ? {} : { borders: TableBorders.NONE }),
    rows: rows.map(
      (cells, rowIndex) =>
        new TableRow({
          children: cells.map((children, index) => cell(children, widths[index] ?? 20, rowIndex === 0 ? headerShade : undefined)),
        }),
    ),
  });

/**
 * Word's 'Modern chronological' template as people fill it in: the name large, the contacts on one
 * line, coloured headings, and each entry as the dates in grey capitals on their own line, then
 * 'TITLE, COMPANY' in bold capitals (Word's All Caps, the text typed in mixed case), then the
 * description; skills in a borderless two-column table.
 */
export function wordModernChronological(person: Person, headings: Headings, accent: string): Document {
  const heading = (title: string) =>
    new Paragraph({ children: [run(title, { bold: true, allCaps: true, color: accent, size: 26 })], spacing: { before: 280, after: 100 } });
  const entry = (dates: string, first: string, second: string, details: string[]) => [
    new Paragraph({ children: [run(dates, { allCaps: true, color: "595959", size: 19 })], spacing: { before: 160 } }),
    new Paragraph({ children: [run(`${first}, `, { bold: true, allCaps: true }), run(second, { allCaps: true, color: "404040" })] }),
    ...details.map((line) => para([run(line)])),
  ];
  const skills = allSkills(person);
  const half = Math.ceil(skills.length / 2);
  return document(
    [
      new Paragraph({ children: [run(person.name, { size: 52, color: "262626" })], spacing: { after: 80 } }),
      para([run(contactLine(person, " | "), { size: 19 })], 200),
      ...(person.summary ? [para([run(person.summary)])] : []),
      heading(headings.experience),
      ...person.jobs.flatMap((job) => entry(dateRange(job, " – "), job.title, job.company, job.bullets)),
      heading(headings.education),
      ...person.schools.flatMap((school) => entry(dateRange(school, " – "), school.degree, school.school, school.notes ?? [])),
      heading(headings.skills),
      table([[bullets(skills.slice(0, half)), bullets(skills.slice(half))]], [50, 50], false),
      ...extras(person, heading),
    ],
    { ascii: "Georgia", hAnsi: "Georgia" },
  );
}

/**
 * A two-column Word template made of a floating text box: contacts, skills, education and
 * languages in a box at the page's left edge, the body text beside it in a wide left
 * margin; the box's text is stored where it is anchored, before the body's first paragraph.
 */
export function wordTextBoxColumns(person: Person, headings: Headings): Document {
  const boxHeading = (title: string) =>
    new Paragraph({
      children: [run(title.toUpperCase(), { bold: true, color: "2E4A62", size: 20 })],
      border: { bottom: { style: BorderStyle.SINGLE, size: 4, color: "2E4A62", space: 1 } },
      spacing: { before: 200, after: 60 },
    });
  const small = (text: string, bold = false) => para([run(text, { size: 18, bold })], 40);
  const box = new Textbox({
    style: {
      position: "absolute",
      positionHorizontalRelative: "page",
      positionVerticalRelative: "page",
      marginLeft: "0.35in",
      marginTop: "0.5in",
      width: "2.3in",
      height: "10.2in",
      wrapStyle: "none",
    },
    children: [
      boxHeading("Contact"),
      ...[person.phone, person.email, person.location, ...(person.links ?? [])].map((item) => small(item)),
      boxHeading(headings.skills),
      ...allSkills(person).map((skill) => small(`• ${skill}`)),
      boxHeading(headings.education),
      ...person.schools.flatMap((school) => [small(school.degree, true), small(school.school), small(dateRange(school, " – "))]),
      ...(person.extras ?? []).flatMap((extra) => [boxHeading(extra.heading), ...extra.lines.map((line) => small(line))]),
    ],
  });
  const heading = (title: string) =>
    new Paragraph({
      children: [run(title.toUpperCase(), { bold: true, color: "2E4A62" })],
      border: { bottom: { style: BorderStyle.SINGLE, size: 8, color: "2E4A62", space: 2 } },
      spacing: { before: 240, after: 100 },
    });
  return document(
    [
      new Paragraph({ children: [run(person.name, { bold: true, size: 48, color: "2E4A62" }), box] }),
      para([run(person.headline ?? "", { size: 26, color: "595959" })], 160),
      ...(person.summary ? [heading(headings.summary), para([run(person.summary)])] : []),
      heading(headings.experience),
      ...person.jobs.flatMap((job) => [
        rightTabbed([run(job.title, { bold: true })], dateRange(job, " – ")),
        para([run(job.company, { italics: true }), run(job.location ? ` | ${job.location}` : "", { italics: true })]),
        ...bullets(job.bullets),
      ]),
    ],
    { ascii: "Calibri", hAnsi: "Calibri" },
    { top: 720, bottom: 720, left: 3900, right: 900 },
  );
}

/** A section of an academic CV the parser must not read as jobs: dated lines (grants, teaching) or numbered ones (publications). */
export interface AcademicSection {
  heading: string;
  lines: string[];
  numbered?: boolean;
}

/**
 * A long academic CV typed in Word: positions as the title in bold with the years at a right tab
 * and the institution below; education with the thesis; then pages of grants, teaching,
 * supervision and service lines that start with years, numbered publications, and referees with
 * their own phone numbers and emails.
 */
export function wordAcademicCv(person: Person, headings: Headings, sections: AcademicSection[]): Document {
  const heading = (title: string) => new Paragraph({ text: title, heading: HeadingLevel.HEADING_1, spacing: { before: 240, after: 80 } });
  const dated = (line: string) =>
    new Paragraph({
      tabStops: [{ type: TabStopType.LEFT, position: 1700 }],
      indent: { left: 1700, hanging: 1700 },
      children: [run(line)],
      spacing: { after: 60 },
    });
  const numbered = (line: string, index: number) =>
    new Paragraph({
      indent: { left: 500, hanging: 500 },
      children: [run(`${index + 1}.\t${line}`)],
      tabStops: [{ type: TabStopType.LEFT, position: 500 }],
      spacing: { after: 80 },
    });
  return document(
    [
      new Paragraph({ text: person.name, heading: HeadingLevel.TITLE }),
      para([run(person.headline ?? "", { italics: true })], 40),
      para([run(contactLine(person, " · "), { size: 19 })], 160),
      ...(person.summary ? [heading(headings.summary), para([run(person.summary)])] : []),
      heading(headings.education),
      ...person.schools.flatMap((school) => [
        rightTabbed([run(school.degree, { bold: true })], dateRange(school, "–")),
        para([run(school.school)]),
        ...(school.notes ?? []).map((note) => para([run(note, { italics: true })])),
      ]),
      heading(headings.experience),
      ...person.jobs.flatMap((job) => [
        rightTabbed([run(job.title, { bold: true })], dateRange(job, "–")),
        para([run([job.company, job.location].filter(Boolean).join(", "))]),
        ...bullets(job.bullets),
      ]),
      ...sections.flatMap((section) => [
        heading(section.heading),
        ...section.lines.map((line, index) => (section.numbered ? numbered(line, index) : dated(line))),
      ]),
      heading(headings.skills),
      para([run(allSkills(person).join("; "))]),
      ...extras(person, heading),
    ],
    { ascii: "Cambria", hAnsi: "Cambria" },
  );
}

/** What an Indian CV prints beyond the resume: each role's project, the marks table, the personal details and declaration. */
export interface IndianCvDetails {
  objective: string;
  street: string;
  projects: string[];
  /** Per school: board or university, and the marks ('78.4%', '8.1 CGPA'). */
  boards: string[];
  marks: string[];
  personal: [string, string][];
  place: string;
}

/**
 * The CV format most Indian job seekers send: 'CURRICULUM VITAE' centred and underlined, the name
 * and contacts, grey-shaded headings, each job as labelled lines ('Organisation :', 'Designation
 * :', 'Duration : June 2019 to Till Date', 'Project :'), education as a bordered table
 * (qualification, institute, board, year, marks), personal details with the date of birth and
 * father's name, and a signed declaration.
 */
export function wordIndianCv(person: Person, headings: Headings, details: IndianCvDetails): Document {
  const heading = (title: string) =>
    new Paragraph({
      children: [run(title.toUpperCase(), { bold: true })],
      shading: { type: ShadingType.CLEAR, color: "auto", fill: "D9D9D9" },
      spacing: { before: 240, after: 100 },
    });
  const labelled = (label: string, value: string, bold = false) =>
    new Paragraph({
      tabStops: [{ type: TabStopType.LEFT, position: 2200 }],
      children: [run(`${label}\t: `), run(value, { bold })],
      spacing: { after: 40 },
    });
  const cellText = (text: string, bold = false) => [new Paragraph({ children: [run(text, { bold, size: 20 })] })];
  const marksTable = table(
    [
      ["Qualification", "Institute", "Board / University", "Year of Passing", "Percentage / CGPA"].map((text) => cellText(text, true)),
      ...person.schools.map((school, index) => [
        cellText(school.degree),
        cellText([school.school, school.location].filter(Boolean).join(", ")),
        cellText(details.boards[index] ?? ""),
        cellText(dateRange(school, " – ")),
        cellText(details.marks[index] ?? ""),
      ]),
    ],
    [24, 30, 20, 12, 14],
    true,
    "F2F2F2",
  );
  return document(
    [
      new Paragraph({
        children: [run("CURRICULUM VITAE", { bold: true, size: 28 })],
        alignment: AlignmentType.CENTER,
        spacing: { after: 200 },
      }),
      para([run(person.name.toUpperCase(), { bold: true, size: 26 })], 40),
      para([run(`Mobile: ${person.phone}`)], 20),
      para([run(`E-mail: ${person.email}`)], 20),
      para([run(`Address: ${details.street}, ${person.location}`)], 120),
      heading("Career Objective"),
      para([run(details.objective)]),
      ...(person.summary ? [heading(headings.summary), para([run(person.summary)])] : []),
      heading(headings.experience),
      ...person.jobs.flatMap((job, index) => [
        labelled("Organisation", job.company, true),
        labelled("Designation", job.title),
        labelled("Duration", dateRange(job, " to ")),
        ...(details.projects[index] ? [labelled("Project", details.projects[index])] : []),
        para([run("Roles & Responsibilities:", { bold: true })], 20),
        ...bullets(job.bullets),
        para([], 120),
      ]),
      heading(headings.education),
      marksTable,
      heading(headings.skills),
      ...bullets(allSkills(person)),
      ...extras(person, heading),
      heading("Personal Details"),
      ...details.personal.map(([label, value]) => labelled(label, value)),
      heading("Declaration"),
      para([run("I hereby declare that the information furnished above is true to the best of my knowledge and belief.")], 240),
      new Paragraph({
        tabStops: [{ type: TabStopType.RIGHT, position: 9600 }],
        children: [run(`Place: ${details.place}`), run(`\t(${person.name.toUpperCase()})`, { bold: true })],
      }),
      para([run("Date:")]),
    ],
    { ascii: "Times New Roman", hAnsi: "Times New Roman" },
  );
}

/** A pilot's logbook totals and licences, printed before the employment history. */
export interface PilotDetails {
  hours: [string, string][];
  licences: string[];
  /** Per role: the aircraft flown. */
  aircraft: string[];
}

/**
 * A pilot's resume typed in Word: a flight-hours table and the licences before 'Aviation
 * Employment', each role as the title in bold with the dates at a right tab, the operator and
 * base below, then 'Aircraft: …' and duties.
 */
export function wordPilotResume(person: Person, headings: Headings, details: PilotDetails): Document {
  const heading = (title: string) => new Paragraph({ text: title, heading: HeadingLevel.HEADING_1, spacing: { before: 240, after: 80 } });
  const hours = table(
    details.hours.map(([label, value]) => [
      [para([run(label)], 0)],
      [new Paragraph({ children: [run(value, { bold: true })], alignment: AlignmentType.RIGHT })],
    ]),
    [70, 30],
  );
  return document([
    new Paragraph({ children: [run(person.name, { bold: true, size: 44 })], alignment: AlignmentType.CENTER }),
    new Paragraph({ children: [run(person.headline ?? "", { size: 24 })], alignment: AlignmentType.CENTER }),
    new Paragraph({ children: [run(contactLine(person, " | "), { size: 19 })], alignment: AlignmentType.CENTER, spacing: { after: 160 } }),
    ...(person.summary ? [heading(headings.summary), para([run(person.summary)])] : []),
    heading("Flight Hours"),
    hours,
    heading("Licences & Ratings"),
    ...bullets(details.licences),
    heading(headings.experience),
    ...person.jobs.flatMap((job, index) => [
      rightTabbed([run(job.title, { bold: true })], dateRange(job, " – ")),
      para([run(job.company), run(job.location ? `, ${job.location}` : "")], 20),
      para([run(`Aircraft: ${details.aircraft[index] ?? ""}`, { italics: true })], 40),
      ...bullets(job.bullets),
    ]),
    heading(headings.education),
    ...person.schools.flatMap((school) => [
      rightTabbed([run(school.degree, { bold: true })], dateRange(school, " – ")),
      para([run(school.school)]),
    ]),
    heading(headings.skills),
    para([run(allSkills(person).join(", "))]),
    ...extras(person, heading),
  ]);
}
