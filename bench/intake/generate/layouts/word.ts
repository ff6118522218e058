import {
  AlignmentType,
  BorderStyle,
  Document,
  Header,
  HeadingLevel,
  Paragraph,
  Table,
  TableBorders,
  TableCell,
  TableRow,
  TabStopType,
  TextRun,
  WidthType,
  type ParagraphChild,
} from "docx";
import { allSkills, dateRange, type Headings, type Job, type Person } from "../person";

/** Right tab stop at the text's right edge on an A4/Letter page with 2 cm margins, in twips. */
export const RIGHT_EDGE = 9600;
const FONT = { ascii: "Calibri", hAnsi: "Calibri" } as const;

export const run = (text: string, style: { bold?: boolean; italics?: boolean; size?: number; allCaps?: boolean; color?: string } = {}) =>
  new TextRun({ text, ...style });
export const para = (children: ParagraphChild[], spacingAfter = 60) => new Paragraph({ children, spacing: { after: spacingAfter } });
export const bullets = (lines: string[]) => lines.map((line) => new Paragraph({ text: line, bullet: { level: 0 } }));
export const rightTabbed = (left: ParagraphChild[], right: string) =>
  new Paragraph({
    tabStops: [{ type: TabStopType.RIGHT, position: RIGHT_EDGE }],
    children: [...left, run(`\t${right}`)],
    spacing: { before: 120 },
  });
export const extras = (person: Person, heading: (title: string) => Paragraph) =>
  (person.extras ?? []).flatMap((extra) => [heading(extra.heading), ...bullets(extra.lines)]);
export const contactLine = (person: Person, separator: string) =>
  [person.email, person.phone, person.location, ...(person.links ?? [])].filter((item) => item !== "").join(separator);

const MARGINS = { top: 1000, bottom: 1000, left: 1134, right: 1134 };

export const document = (
  children: (Paragraph | Table)[],
  font: { ascii: string; hAnsi: string } = FONT,
  margin = MARGINS,
  pageHeader: Paragraph[] = [],
) =>
  new Document({
    styles: { default: { document: { run: { font, size: 21 } } } },
    sections: [
      {
        properties: { page: { margin } },
        ...(pageHeader.length > 0 ? { headers: { default: new Header({ children: pageHeader }) } } : {}),
        children,
      },
    ],
  });

/** How a resume's top is set when it is not the Title-styled name over one contact line. */
export interface WordTop {
  /** The paragraphs before the first section, in place of the name and contact line. */
  body?: Paragraph[];
  /** Paragraphs in the page header, repeated on every page (contacts, often). */
  pageHeader?: Paragraph[];
}

/**
 * The Word resume people make from a blank document with the built-in styles: Title for the name,
 * Heading 1 for sections, 'Role, Company' in bold with the dates at a right tab stop.
 */
export function wordHeadingStyles(person: Person, headings: Headings, dateSeparator: string, top: WordTop = {}): Document {
  const heading = (title: string) => new Paragraph({ text: title, heading: HeadingLevel.HEADING_1 });
  const job = (entry: Job) => [
    rightTabbed([run(`${entry.title}, `, { bold: true }), run(entry.company, { bold: true })], dateRange(entry, dateSeparator)),
    ...(entry.location ? [para([run(entry.location, { italics: true })])] : []),
    ...bullets(entry.bullets),
  ];
  return document(
    [
      ...(top.body ?? [new Paragraph({ text: person.name, heading: HeadingLevel.TITLE }), para([run(contactLine(person, "  |  "))], 200)]),
      ...(person.summary ? [heading(headings.summary), para([run(person.summary)])] : []),
      heading(headings.experience),
      ...person.jobs.flatMap(job),
      heading(headings.education),
      ...person.schools.flatMap((school) => [
        rightTabbed([run(school.degree, { bold: true })], dateRange(school, dateSeparator)),
        para([run(school.school)]),
        ...bullets(school.notes ?? []),
      ]),
      heading(headings.skills),
      para([run(allSkills(person).join(", "))]),
      ...extras(person, heading),
    ],
    FONT,
    MARGINS,
    top.pageHeader,
  );
}

/**
 * A two-column resume built, as most are in Word, from a borderless table: contacts, skills and
 * education in a narrow left cell, summary and experience (company first) in the wide right one.
 */
export function wordTableColumns(person: Person, headings: Headings, dateSeparator: string): Document {
  const heading = (title: string) =>
    new Paragraph({ children: [run(title.toUpperCase(), { bold: true, size: 22 })], spacing: { before: 200, after: 80 } });
  const left = [
    para([run("Contact", { bold: true })]),
    ...[person.email, person.phone, person.location, ...(person.links ?? [])]
      .filter(Boolean)
      .map((item) => para([run(item, { size: 19 })])),
    heading(headings.skills),
    ...allSkills(person).map((skill) => para([run(skill, { size: 19 })], 20)),
    heading(headings.education),
    ...person.schools.flatMap((school) => [
      para([run(school.degree, { bold: true, size: 19 })], 0),
      para([run(school.school, { size: 19 })], 0),
      para([run(dateRange(school, dateSeparator), { size: 19 })], 120),
    ]),
  ];
  const right = [
    ...(person.summary ? [heading(headings.summary), para([run(person.summary)])] : []),
    heading(headings.experience),
    ...person.jobs.flatMap((entry) => [
      para([run(entry.company, { bold: true }), run(entry.location ? `, ${entry.location}` : "")], 0),
      para([run(entry.title, { italics: true }), run(`  (${dateRange(entry, dateSeparator)})`)], 40),
      ...bullets(entry.bullets),
    ]),
    ...extras(person, heading),
  ];
  const cell = (children: Paragraph[], width: number) =>
    new TableCell({ children, width: { size: width, type: WidthType.PERCENTAGE }, margins: { right: 200, left: 100 } });
  return document([
    new Paragraph({ children: [run(person.name, { bold: true, size: 40 })], alignment: AlignmentType.LEFT }),
    ...(person.headline ? [para([run(person.headline, { size: 24 })], 200)] : []),
    new Table({
      width: { size: 100, type: WidthType.PERCENTAGE },
      borders: TableBorders.NONE,
      rows: [new TableRow({ children: [cell(left, 32), cell(right, 68)] })],
    }),
  ]);
}

/**
 * The plain resume typed without styles: bold capital headings with a bottom border, and each
 * entry led by its dates, then a tab, then the company and place; the role in bold below.
 */
export function wordDatesFirst(person: Person, headings: Headings, dateSeparator: string): Document {
  const heading = (title: string) =>
    new Paragraph({
      children: [run(title.toUpperCase(), { bold: true })],
      border: { bottom: { style: BorderStyle.SINGLE, size: 6, color: "444444", space: 1 } },
      spacing: { before: 240, after: 100 },
    });
  const dated = (dates: string, where: string) =>
    new Paragraph({
      tabStops: [{ type: TabStopType.LEFT, position: 2400 }],
      children: [run(dates), run(`\t${where}`)],
      spacing: { before: 100 },
    });
  const indented = (children: ParagraphChild[]) => new Paragraph({ children, indent: { left: 2400 } });
  return document(
    [
      new Paragraph({ children: [run(person.name, { bold: true, size: 32 })], alignment: AlignmentType.CENTER }),
      new Paragraph({ children: [run(contactLine(person, " • "), { size: 19 })], alignment: AlignmentType.CENTER }),
      ...(person.summary ? [heading(headings.summary), para([run(person.summary)])] : []),
      heading(headings.experience),
      ...person.jobs.flatMap((entry) => [
        dated(dateRange(entry, dateSeparator), [entry.company, entry.location].filter(Boolean).join(", ")),
        indented([run(entry.title, { bold: true })]),
        ...entry.bullets.map((line) => new Paragraph({ text: line, bullet: { level: 0 }, indent: { left: 2760, hanging: 360 } })),
      ]),
      heading(headings.education),
      ...person.schools.flatMap((school) => [
        dated(dateRange(school, dateSeparator), school.school),
        indented([run(school.degree, { bold: true })]),
      ]),
      heading(headings.skills),
      para([run(allSkills(person).join(" • "))]),
      ...extras(person, heading),
    ],
    { ascii: "Times New Roman", hAnsi: "Times New Roman" },
  );
}
