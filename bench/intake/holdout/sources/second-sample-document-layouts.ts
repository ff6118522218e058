/**
 * Layouts of the second holdout sample made with LaTeX, Word, LibreOffice Writer and as text.
 * The parser's author does not read this folder.
 */
import {
  BorderStyle,
  type Document,
  LeaderType,
  Paragraph,
  ShadingType,
  Table,
  TableBorders,
  TableCell,
  TableRow,
  TabStopType,
  WidthType,
} from "docx";
import { allSkills, dateRange, type Headings, type Person } from "../../generate/person";
import { items, tex, texRange } from "../../generate/layouts/latex";
import { bullets, document, para, RIGHT_EDGE, run } from "../../generate/layouts/word";
import { xml } from "../../generate/layouts/writer";

/**
 * Awesome-CV rebuilt for pdflatex (the class itself needs XeLaTeX and its fonts): the first name
 * light and the rest bold, centred; the position in the accent colour; section titles with their
 * first three letters in the accent colour and a rule to the margin; each entry with the employer
 * in bold and the place in coloured italics at the right, the role in grey capitals and the dates
 * in grey italics below; skills as right-aligned labels beside their items; an honours table.
 */
export function latexAwesomeCv(person: Person, headings: Headings, honours: [string, string, string][]): string {
  const section = (title: string) =>
    `\\par\\vspace{9pt}{\\Large\\bfseries{\\color{awesome}${tex(title.slice(0, 3))}}${tex(title.slice(3))}}~{\\color{lighttext}\\leaders\\hrule height 3.2pt depth -2.4pt\\hfill\\kern0pt}\\par\\vspace{3pt}`;
  const entry = (organisation: string, place: string, role: string, dates: string, details: string[]) =>
    `\\begin{tabular*}{\\textwidth}{@{}l@{\\extracolsep{\\fill}}r@{}}\n` +
    `  {\\bfseries\\color{darktext} ${tex(organisation)}} & {\\itshape\\color{awesome} ${tex(place)}} \\\\\n` +
    `  {\\footnotesize\\color{graytext}\\MakeUppercase{${tex(role)}}} & {\\footnotesize\\itshape\\color{lighttext} ${dates}} \\\\\n` +
    `\\end{tabular*}\\par\n{\\small\\color{graytext}${items(details)}}\\par\\vspace{3pt}`;
  const [first = "", ...rest] = person.name.split(" ");
  const contacts = [
    tex(person.phone),
    `\\href{mailto:${person.email}}{${tex(person.email)}}`,
    tex(person.location),
    ...(person.links ?? []).map(tex),
  ];
  const skills = person.skills
    .map(
      (group) => `  {\\bfseries\\color{darktext} ${tex(group.label)}} & {\\small\\color{graytext} ${group.items.map(tex).join(", ")}} \\\\`,
    )
    .join("\n");
  const honourRows = honours
    .map(
      ([year, title, issuer]) =>
        `  {\\footnotesize\\color{graytext} ${tex(year)}} & {\\bfseries\\color{darktext} ${tex(title)}}, {\\color{graytext} ${tex(issuer)}} \\\\`,
    )
    .join("\n");
  return `\\documentclass[11pt,a4paper]{article}
\\usepackage[T1]{fontenc}
\\usepackage{tgheros}
\\renewcommand{\\familydefault}{\\sfdefault}
\\usepackage[left=1.4cm,right=1.4cm,top=1.2cm,bottom=1.2cm]{geometry}
\\usepackage{color}
\\usepackage{array}
\\usepackage[hidelinks]{hyperref}
\\definecolor{awesome}{rgb}{0.86,0.21,0.13}
\\definecolor{darktext}{rgb}{0.16,0.16,0.16}
\\definecolor{graytext}{rgb}{0.36,0.36,0.36}
\\definecolor{lighttext}{rgb}{0.6,0.6,0.6}
\\setlength{\\leftmargini}{2ex}
\\pagestyle{empty}
\\setlength{\\parindent}{0pt}
\\begin{document}
\\begin{center}
{\\fontsize{30}{36}\\selectfont {\\color{graytext}${tex(first)}} \\textbf{\\color{darktext}${tex(rest.join(" "))}}}\\\\[5pt]
{\\small\\color{awesome}${tex(person.headline ?? "")}}\\\\[4pt]
{\\footnotesize\\color{darktext}${contacts.join(" {\\color{lighttext}\\,|\\,} ")}}
\\end{center}
${person.summary ? `${section(headings.summary)}\n{\\small\\color{graytext}${tex(person.summary)}}` : ""}
${section(headings.experience)}
${person.jobs.map((job) => entry(job.company, job.location ?? "", job.title, texRange(job), job.bullets)).join("\n")}
${section(headings.education)}
${person.schools.map((school) => entry(school.school, school.location ?? "", school.degree, texRange(school), school.notes ?? [])).join("\n")}
${section(headings.skills)}
\\begin{tabular}{@{}>{\\raggedleft\\arraybackslash}p{0.17\\textwidth}p{0.78\\textwidth}@{}}
${skills}
\\end{tabular}
${section("Certificates")}
\\begin{tabular}{@{}p{0.08\\textwidth}p{0.88\\textwidth}@{}}
${honourRows}
\\end{tabular}
\\end{document}
`;
}

const TEAL = "1F4E5C";

/**
 * A Word resume from a header table (the name and headline on a dark shaded cell, labelled contacts
 * in a light one beside it), headings in coloured capitals over a bottom border, each entry as
 * 'Employer, Place' in bold with its dates at a dot-leader right tab and the role in italics below,
 * strengths set in two tabbed columns.
 */
export function wordHeaderTableLeaders(person: Person, headings: Headings): Document {
  const cell = (children: Paragraph[], fill: string, width: number) =>
    new TableCell({
      children,
      width: { size: width, type: WidthType.PERCENTAGE },
      shading: { type: ShadingType.CLEAR, color: "auto", fill },
      margins: { top: 200, bottom: 200, left: 200, right: 200 },
    });
  const contact = (label: string, value: string) =>
    para([run(`${label}: `, { bold: true, color: TEAL, size: 19 }), run(value, { size: 19 })], 40);
  const header = new Table({
    width: { size: 100, type: WidthType.PERCENTAGE },
    borders: TableBorders.NONE,
    rows: [
      new TableRow({
        children: [
          cell(
            [
              para([run(person.name, { bold: true, size: 44, color: "FFFFFF" })], 40),
              para([run(person.headline ?? "", { size: 24, color: "D9E8EC" })], 0),
            ],
            TEAL,
            60,
          ),
          cell([contact("Phone", person.phone), contact("Email", person.email), contact("Location", person.location)], "E8F0F2", 40),
        ],
      }),
    ],
  });
  const heading = (title: string) =>
    new Paragraph({
      children: [run(title, { bold: true, allCaps: true, color: TEAL, size: 22 })],
      border: { bottom: { style: BorderStyle.SINGLE, size: 8, color: TEAL, space: 2 } },
      spacing: { before: 280, after: 100 },
    });
  const leadered = (bold: string, rest: string, dates: string) =>
    new Paragraph({
      tabStops: [{ type: TabStopType.RIGHT, position: RIGHT_EDGE, leader: LeaderType.DOT }],
      children: [run(bold, { bold: true }), run(rest), run(`\t${dates}`)],
      spacing: { before: 120 },
    });
  const strengths = allSkills(person);
  const strengthRows = strengths
    .filter((_, index) => index % 2 === 0)
    .map(
      (skill, row) =>
        new Paragraph({
          tabStops: [{ type: TabStopType.LEFT, position: RIGHT_EDGE / 2 }],
          children: [run(`•  ${skill}`), run(strengths[row * 2 + 1] ? `\t•  ${strengths[row * 2 + 1]}` : "")],
          spacing: { after: 40 },
        }),
    );
  return document(
    [
      header,
      ...(person.summary ? [heading(headings.summary), para([run(person.summary)])] : []),
      heading(headings.experience),
      ...person.jobs.flatMap((job) => [
        leadered(job.company, job.location ? `, ${job.location}` : "", dateRange(job, " to ")),
        para([run(job.title, { italics: true })], 40),
        ...bullets(job.bullets),
      ]),
      heading(headings.education),
      ...person.schools.flatMap((school) => [
        leadered(school.school, "", dateRange(school, " – ")),
        para([run(school.degree, { italics: true })], 40),
      ]),
      heading(headings.skills),
      ...strengthRows,
      ...(person.extras ?? []).flatMap((extra) => [heading(extra.heading), ...extra.lines.map((line) => para([run(line)]))]),
    ],
    { ascii: "Georgia", hAnsi: "Georgia" },
  );
}

const WRITER_NAMESPACES = [
  'xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0"',
  'xmlns:style="urn:oasis:names:tc:opendocument:xmlns:style:1.0"',
  'xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0"',
  'xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0"',
  'xmlns:fo="urn:oasis:names:tc:opendocument:xmlns:xsl-fo-compatible:1.0"',
  'xmlns:svg="urn:oasis:names:tc:opendocument:xmlns:svg-compatible:1.0"',
].join(" ");

/**
 * The East African CV as typed in Writer: 'CURRICULUM VITAE' over a personal-details table (name,
 * date of birth, postal address, residence, phone), headings in bold underlined capitals, work and
 * studies in fully bordered tables with a shaded header row (period, employer, position, duties;
 * period, institution, qualification, grade), dates as '09.2019 – 06.2022', numbered referees.
 */
export function writerBorderedTables(person: Person, headings: Headings, details: [string, string][]): string {
  const p = (style: string, text: string) => `<text:p text:style-name="${style}">${xml(text)}</text:p>`;
  const heading = (title: string) => p("Head", title.toUpperCase());
  const cell = (style: string, content: string) =>
    `<table:table-cell table:style-name="${style}" office:value-type="string">${content}</table:table-cell>`;
  const table = (name: string, widths: string[], header: string[] | null, rows: string[][], bordered: boolean) =>
    `<table:table table:name="${name}" table:style-name="Tbl">` +
    widths.map((_, index) => `<table:table-column table:style-name="${name}.${index}"/>`).join("") +
    (header
      ? `<table:table-header-rows><table:table-row>${header.map((text) => cell("HeadCell", p("CellHead", text))).join("")}</table:table-row></table:table-header-rows>`
      : "") +
    rows
      .map((row) => `<table:table-row>${row.map((content) => cell(bordered ? "Cell" : "PlainCell", content)).join("")}</table:table-row>`)
      .join("") +
    `</table:table>`;
  const columnStyles = (name: string, widths: string[]) =>
    widths
      .map(
        (width, index) =>
          `<style:style style:name="${name}.${index}" style:family="table-column"><style:table-column-properties style:column-width="${width}"/></style:style>`,
      )
      .join("\n");
  const TABLES = {
    Details: ["4.5cm", "12.5cm"],
    Work: ["3.2cm", "4.2cm", "3.6cm", "6cm"],
    Studies: ["2.6cm", "5.4cm", "6.2cm", "2.8cm"],
  };
  const body = [
    p("Title", "CURRICULUM VITAE"),
    heading("Personal Details"),
    table(
      "Details",
      TABLES.Details,
      null,
      [["Name", person.name] as [string, string], ...details].map(([label, value]) => [p("Label", `${label}:`), p("Cell", value)]),
      false,
    ),
    ...(person.summary ? [heading(headings.summary), p("Body", person.summary)] : []),
    heading(headings.experience),
    table(
      "Work",
      TABLES.Work,
      ["Period", "Employer", "Position", "Duties and Responsibilities"],
      person.jobs.map((job) => [
        p("Cell", dateRange(job, " – ")),
        p("Cell", job.company) + (job.location ? p("Cell", job.location) : ""),
        p("Cell", job.title),
        job.bullets.map((bullet) => p("Cell", `• ${bullet}`)).join(""),
      ]),
      true,
    ),
    heading(headings.education),
    table(
      "Studies",
      TABLES.Studies,
      ["Year", "Institution", "Qualification", "Grade"],
      person.schools.map((school) => [
        p("Cell", dateRange(school, " – ")),
        p("Cell", school.school),
        p("Cell", school.degree),
        p("Cell", (school.notes ?? []).join(", ")),
      ]),
      true,
    ),
    heading(headings.skills),
    ...allSkills(person).map((skill) => p("Body", `• ${skill}`)),
    ...(person.extras ?? []).flatMap((extra) => [
      heading(extra.heading),
      ...extra.lines.map((line, index) => p("Body", `${index + 1}. ${line}`)),
    ]),
  ];
  return `<?xml version="1.0" encoding="UTF-8"?>
<office:document ${WRITER_NAMESPACES} office:version="1.3" office:mimetype="application/vnd.oasis.opendocument.text">
<office:font-face-decls>
  <style:font-face style:name="Liberation Serif" svg:font-family="'Liberation Serif'" style:font-family-generic="roman"/>
</office:font-face-decls>
<office:styles>
  <style:style style:name="Standard" style:family="paragraph" style:class="text">
    <style:text-properties style:font-name="Liberation Serif" fo:font-size="11.5pt"/>
  </style:style>
</office:styles>
<office:automatic-styles>
  <style:style style:name="Title" style:family="paragraph" style:parent-style-name="Standard">
    <style:paragraph-properties fo:text-align="center" fo:margin-bottom="0.3cm"/>
    <style:text-properties fo:font-size="16pt" fo:font-weight="bold" style:text-underline-style="solid" style:text-underline-width="auto" style:text-underline-color="font-color"/>
  </style:style>
  <style:style style:name="Head" style:family="paragraph" style:parent-style-name="Standard">
    <style:paragraph-properties fo:margin-top="0.4cm" fo:margin-bottom="0.15cm"/>
    <style:text-properties fo:font-weight="bold" style:text-underline-style="solid" style:text-underline-width="auto" style:text-underline-color="font-color"/>
  </style:style>
  <style:style style:name="Body" style:family="paragraph" style:parent-style-name="Standard">
    <style:paragraph-properties fo:margin-bottom="0.1cm" fo:text-align="justify"/>
  </style:style>
  <style:style style:name="Cell" style:family="paragraph" style:parent-style-name="Standard">
    <style:text-properties fo:font-size="10.5pt"/>
  </style:style>
  <style:style style:name="Label" style:family="paragraph" style:parent-style-name="Standard">
    <style:text-properties fo:font-size="10.5pt" fo:font-weight="bold"/>
  </style:style>
  <style:style style:name="CellHead" style:family="paragraph" style:parent-style-name="Standard">
    <style:text-properties fo:font-size="10.5pt" fo:font-weight="bold"/>
  </style:style>
  <style:style style:name="Tbl" style:family="table">
    <style:table-properties style:width="17cm" table:align="margins"/>
  </style:style>
  ${Object.entries(TABLES)
    .map(([name, widths]) => columnStyles(name, widths))
    .join("\n")}
  <style:style style:name="Cell" style:family="table-cell">
    <style:table-cell-properties fo:padding="0.1cm" fo:border="0.5pt solid #000000"/>
  </style:style>
  <style:style style:name="HeadCell" style:family="table-cell">
    <style:table-cell-properties fo:padding="0.1cm" fo:border="0.5pt solid #000000" fo:background-color="#d9d9d9"/>
  </style:style>
  <style:style style:name="PlainCell" style:family="table-cell">
    <style:table-cell-properties fo:padding="0.05cm" fo:border="none"/>
  </style:style>
  <style:page-layout style:name="Page">
    <style:page-layout-properties fo:page-width="21cm" fo:page-height="29.7cm" fo:margin-top="2cm" fo:margin-bottom="2cm" fo:margin-left="2cm" fo:margin-right="2cm"/>
  </style:page-layout>
</office:automatic-styles>
<office:master-styles><style:master-page style:name="Standard" style:page-layout-name="Page"/></office:master-styles>
<office:body><office:text>
${body.join("\n")}
</office:text></office:body>
</office:document>
`;
}

/** Hard-wraps a paragraph as mail clients do at 72 columns, the continuation lines indented by `indent`. */
function wrap(text: string, first: string, indent: string, width = 72): string[] {
  const lines: string[] = [];
  let line = first;
  let started = false;
  for (const word of text.split(" ")) {
    if (started && line.length + 1 + word.length > width) {
      lines.push(line);
      line = `${indent}${word}`;
    } else line = started ? `${line} ${word}` : `${line}${word}`;
    started = true;
  }
  lines.push(line);
  return lines;
}

export interface CoverNote {
  greeting: string;
  note: string;
  signOff: string;
}

/**
 * A CV pasted into the body of an email under a short cover note and signature: the mail client
 * has hard-wrapped long lines at 72 columns, headings are capitals with a colon, each entry is
 * 'Employer, City' and a tab before its dates (as the Word tab stop pasted), the role below, Word's
 * bullets turned into middle dots.
 */
export function textEmailPaste(person: Person, headings: Headings, cover: CoverNote): string {
  const heading = (title: string) => [`${title.toUpperCase()}:`, ""];
  const entry = (organisation: string, place: string | undefined, dates: string, second: string, details: string[]) => [
    `${organisation}${place ? `, ${place}` : ""}\t${dates}`,
    second,
    ...details.flatMap((detail) => wrap(detail, "·   ", "    ")),
    "",
  ];
  const out = [
    cover.greeting,
    "",
    ...wrap(cover.note, "", ""),
    "",
    cover.signOff,
    person.name,
    person.phone,
    "",
    "_".repeat(40),
    "",
    person.name.toUpperCase(),
    person.headline ?? "",
    [person.phone, person.email, person.location].join(" | "),
    "",
    ...(person.summary ? [...heading(headings.summary), ...wrap(person.summary, "", ""), ""] : []),
    ...heading(headings.experience),
    ...person.jobs.flatMap((job) => entry(job.company, job.location, dateRange(job, " – "), job.title, job.bullets)),
    ...heading(headings.education),
    ...person.schools.flatMap((school) => entry(school.school, school.location, dateRange(school, " – "), school.degree, [])),
    ...heading(headings.skills),
    ...wrap(allSkills(person).join(", "), "", ""),
    "",
    ...(person.extras ?? []).flatMap((extra) => [...heading(extra.heading), ...wrap(extra.lines.join(", "), "", ""), ""]),
  ];
  return out.join("\n");
}
