import { HeadingLevel, Paragraph, Table, TableBorders, TableCell, TableRow, TabStopType, WidthType, type Document } from "docx";
import { allSkills, dateRange, type Headings, type Person } from "../person";
import { items, tex, texRange } from "./latex";
import { bullets, document, extras, para, RIGHT_EDGE, run } from "./word";

/**
 * A tradesperson's Word resume whose header is a two-cell table: name and trade on the left, the
 * contact details one a line with their labels on the right; each job the employer and town in
 * bold, the role in italics with its dates at a right tab.
 */
export function wordHeaderTable(person: Person, headings: Headings, dateSeparator: string): Document {
  const heading = (title: string) =>
    new Paragraph({ children: [run(title.toUpperCase(), { bold: true, color: "1F4E79" })], spacing: { before: 240, after: 80 } });
  const tabbed = (text: string, dates: string) =>
    new Paragraph({
      tabStops: [{ type: TabStopType.RIGHT, position: RIGHT_EDGE }],
      children: [run(text, { italics: true }), run(`\t${dates}`)],
    });
  const left = [
    para([run(person.name, { bold: true, size: 36 })], 0),
    para([run(person.headline ?? "", { size: 24, color: "1F4E79" })], 0),
  ];
  const right = [`Phone: ${person.phone}`, `Email: ${person.email}`, `Location: ${person.location}`].map((line) =>
    para([run(line, { size: 19 })], 0),
  );
  const header = new Table({
    width: { size: 100, type: WidthType.PERCENTAGE },
    borders: TableBorders.NONE,
    rows: [
      new TableRow({
        children: [
          new TableCell({ children: left, width: { size: 55, type: WidthType.PERCENTAGE } }),
          new TableCell({ children: right, width: { size: 45, type: WidthType.PERCENTAGE } }),
        ],
      }),
    ],
  });
  return document([
    header,
    ...(person.summary ? [heading(headings.summary), para([run(person.summary)])] : []),
    heading(headings.experience),
    ...person.jobs.flatMap((job) => [
      new Paragraph({ children: [run([job.company, job.location].filter(Boolean).join(", "), { bold: true })], spacing: { before: 120 } }),
      tabbed(job.title, dateRange(job, dateSeparator)),
      ...bullets(job.bullets),
    ]),
    heading(headings.education),
    ...person.schools.flatMap((school) => [
      new Paragraph({ children: [run(school.school, { bold: true })], spacing: { before: 120 } }),
      tabbed(school.degree, dateRange(school, dateSeparator)),
    ]),
    heading(headings.skills),
    ...bullets(allSkills(person)),
    ...extras(person, heading),
  ]);
}

/**
 * A British CV from Word's Heading styles, saved as PDF by LibreOffice: 'Employment Record' and
 * 'Qualifications', the employer and town in bold over 'Role (September 2016 – July 2020)'.
 */
export function britishCv(person: Person, headings: Headings, dateSeparator: string): Document {
  const heading = (title: string) => new Paragraph({ text: title, heading: HeadingLevel.HEADING_2 });
  const entry = (first: string, second: string, dates: string) => [
    new Paragraph({ children: [run(first, { bold: true })], spacing: { before: 140 } }),
    para([run(`${second} (${dates})`)], 40),
  ];
  return document([
    new Paragraph({ children: [run("Curriculum Vitae", { size: 20, color: "666666" })] }),
    new Paragraph({ text: person.name, heading: HeadingLevel.HEADING_1 }),
    para([run(`${person.location} · ${person.phone} · ${person.email}`)], 200),
    ...(person.summary ? [heading(headings.summary), para([run(person.summary)])] : []),
    heading(headings.experience),
    ...person.jobs.flatMap((job) => [
      ...entry([job.company, job.location].filter(Boolean).join(", "), job.title, dateRange(job, dateSeparator)),
      ...bullets(job.bullets),
    ]),
    heading(headings.education),
    ...person.schools.flatMap((school) => entry(school.school, school.degree, dateRange(school, dateSeparator))),
    heading(headings.skills),
    para([run(allSkills(person).join(", "))]),
    ...extras(person, heading),
  ]);
}

/**
 * An academic CV in LaTeX: a tabular of years on the left ('2021--present', '2019') and on the
 * right 'Position, Institution' or 'Degree, Institution' on one line.
 */
export function latexYearTable(person: Person, headings: Headings): string {
  const section = (title: string) => `\\section*{\\large ${tex(title)}}`;
  const rows = (lines: { when: string; what: string }[]) =>
    `\\begin{tabular}{@{}p{0.2\\textwidth}p{0.76\\textwidth}@{}}\n${lines.map((line) => `${line.when} & ${line.what} \\\\[3pt]`).join("\n")}\n\\end{tabular}`;
  const jobs = person.jobs
    .map(
      (job) =>
        `${rows([{ when: texRange(job), what: `${tex(job.title)}, \\textit{${tex(job.company)}}` }])}\n${job.bullets.length ? `\\vspace{-4pt}\\begin{quote}\\small ${tex(job.bullets.join(" "))}\\end{quote}` : ""}`,
    )
    .join("\n");
  const schools = rows(person.schools.map((school) => ({ when: texRange(school), what: `${tex(school.degree)}, ${tex(school.school)}` })));
  return `\\documentclass[11pt,a4paper]{article}
\\usepackage[T1]{fontenc}
\\usepackage[utf8]{inputenc}
\\usepackage{mathptmx}
\\usepackage[margin=2.2cm]{geometry}
\\input{glyphtounicode}
\\pdfgentounicode=1
\\pagestyle{plain}
\\setlength{\\parindent}{0pt}
\\begin{document}
{\\LARGE ${tex(person.name)}}\\\\[4pt]
${tex(person.location)} \\quad ${tex(person.phone)} \\quad ${tex(person.email)}
${section(headings.experience)}
${jobs}
${section(headings.education)}
${schools}
${section(headings.skills)}
${tex(allSkills(person).join(", "))}
${(person.extras ?? []).map((extra) => `${section(extra.heading)}\n${items(extra.lines)}`).join("\n")}
\\end{document}
`;
}

/**
 * A plain-text resume written for applicant-tracking systems: ALL CAPS headings over a line of
 * dashes, the title in capitals, 'Company - City, ST' and the dates on lines of their own,
 * hyphen bullets.
 */
export function textAtsPlain(person: Person, headings: Headings, dateSeparator: string): string {
  const heading = (title: string) => [title.toUpperCase(), "-".repeat(title.length)];
  const place = (name: string, location: string | undefined) => [name, location].filter(Boolean).join(" - ");
  const lines = [
    person.name.toUpperCase(),
    [person.location, person.phone, person.email].join(" | "),
    "",
    ...(person.summary ? [...heading(headings.summary), person.summary, ""] : []),
    ...heading(headings.experience),
    ...person.jobs.flatMap((job) => [
      job.title.toUpperCase(),
      place(job.company, job.location),
      dateRange(job, dateSeparator),
      ...job.bullets.map((line) => `- ${line}`),
      "",
    ]),
    ...heading(headings.education),
    ...person.schools.flatMap((school) => [school.degree, place(school.school, school.location), dateRange(school, dateSeparator), ""]),
    ...heading(headings.skills),
    ...allSkills(person).map((skill) => `- ${skill}`),
    "",
    ...(person.extras ?? []).flatMap((extra) => [...heading(extra.heading), ...extra.lines.map((line) => `- ${line}`), ""]),
  ];
  return `${lines.join("\n").trim()}\n`;
}

/** What the Europass CV of 2004–2012 prints beyond the resume. */
export interface EuropassWordOptions {
  address: string;
  personal: [string, string][];
  /** 'Type of business or sector' of each role. */
  sectors: string[];
  /** 'Principal subjects/occupational skills covered' of each school. */
  subjects: string[];
  motherTongue: string;
}

/**
 * The Europass CV of 2004–2012 as a Word table, saved as PDF by LibreOffice: every value labelled
 * in a right-aligned left cell ('Dates', 'Occupation or position held', 'Main activities and
 * responsibilities', 'Name and address of employer', 'Title of qualification awarded'), the
 * activities before the employer.
 */
export function wordEuropass2004(person: Person, options: EuropassWordOptions): Document {
  const cell = (paragraphs: Paragraph[], width: number) =>
    new TableCell({
      children: paragraphs,
      width: { size: width, type: WidthType.PERCENTAGE },
      margins: { left: 120, right: 120, top: 30 },
    });
  const row = (label: string, value: string, bold = false) =>
    new TableRow({
      children: [
        cell([new Paragraph({ children: [run(label, { bold, size: bold ? 22 : 18 })], alignment: "right" })], 32),
        cell([para([run(value, { size: 19, bold: bold && value !== "" })], 20)], 68),
      ],
    });
  const gap = () => row("", "");
  const rows = [
    row("Europass", "", true),
    row("Curriculum Vitae", ""),
    gap(),
    row("Personal information", "", true),
    row("First name(s) / Surname(s)", person.name),
    row("Address(es)", options.address),
    row("Telephone(s)", person.phone),
    row("E-mail", person.email),
    ...options.personal.map(([label, value]) => row(label, value)),
    gap(),
    row("Work experience", "", true),
    ...person.jobs.flatMap((job, index) => [
      row("Dates", dateRange(job, " – ")),
      row("Occupation or position held", job.title),
      row("Main activities and responsibilities", job.bullets.join("; ")),
      row("Name and address of employer", [job.company, job.location].filter(Boolean).join(", ")),
      row("Type of business or sector", options.sectors[index] ?? ""),
      gap(),
    ]),
    row("Education and training", "", true),
    ...person.schools.flatMap((school, index) => [
      row("Dates", dateRange(school, " – ")),
      row("Title of qualification awarded", school.degree),
      row("Principal subjects/occupational skills covered", options.subjects[index] ?? ""),
      row("Name and type of organisation providing education and training", [school.school, school.location].filter(Boolean).join(", ")),
      gap(),
    ]),
    row("Personal skills and competences", "", true),
    row("Mother tongue(s)", options.motherTongue),
    ...person.skills.map((group) => row(group.label, group.items.join(", "))),
  ];
  return document([new Table({ width: { size: 100, type: WidthType.PERCENTAGE }, borders: TableBorders.NONE, rows })], {
    ascii: "Arial",
    hAnsi: "Arial",
  });
}
