/**
 * Layouts used only by the holdout set, so the parser is measured on designs it was not tuned on.
 * The parser's author does not read this folder.
 */
import { AlignmentType, Document, HeadingLevel, Paragraph, Table, TableBorders, TableCell, TableRow, TextRun, WidthType } from "docx";
import { allSkills, dateRange, type Headings, type Person } from "../../generate/person";
import { bulletList, contactItems, esc, extraSections, htmlPage } from "../../generate/layouts/html-page";
import { tex } from "../../generate/layouts/latex";

/** A vertical timeline: each role's dates in small grey capitals above 'Title · Company', a line and dots down the left. */
export function htmlTimeline(person: Person, headings: Headings, separator: string): string {
  const h = (title: string) => `<h2>${esc(title)}</h2>`;
  const item = (dates: string, title: string, sub: string, details: string) =>
    `<div class="item"><div class="when">${esc(dates)}</div><div class="what"><b>${esc(title)}</b> · ${esc(sub)}</div>${details}</div>`;
  const body =
    `<header><h1>${esc(person.name)}</h1><p>${esc(person.headline ?? "")}</p><p class="contacts">${contactItems(person).map(esc).join("<br>")}</p></header>` +
    (person.summary ? `${h(headings.summary)}<p>${esc(person.summary)}</p>` : "") +
    `${h(headings.experience)}<div class="line">${person.jobs.map((job) => item(dateRange(job, separator), job.title, job.company, bulletList(job.bullets))).join("")}</div>` +
    `${h(headings.education)}<div class="line">${person.schools.map((school) => item(dateRange(school, separator), school.degree, school.school, "")).join("")}</div>` +
    `${h(headings.skills)}<p>${allSkills(person).map(esc).join("&nbsp;&nbsp;/&nbsp;&nbsp;")}</p>${extraSections(person, h)}`;
  const css = `
    body { font-family: 'DejaVu Sans', sans-serif; font-size: 9.5pt; padding: 16mm 18mm; color: #263238 }
    header { display: grid; grid-template-columns: 1fr auto; column-gap: 10mm } header h1 { margin: 0; font-weight: 300; font-size: 26pt }
    header p { margin: 2pt 0 } .contacts { grid-row: 1 / span 2; grid-column: 2; text-align: right; font-size: 9pt }
    h2 { font-size: 10pt; letter-spacing: 0.08em; text-transform: uppercase; color: #00838f; margin: 14pt 0 6pt }
    .line { border-left: 2px solid #b2dfdb; padding-left: 10pt } .item { position: relative; margin-bottom: 8pt }
    .item::before { content: ""; position: absolute; left: -15pt; top: 3pt; width: 8px; height: 8px; border-radius: 50%; background: #00838f }
    .when { font-variant: small-caps; color: #78909c; font-size: 9pt } ul { margin: 2pt 0; padding-left: 12pt }
  `;
  return htmlPage(css, body, "A4");
}

/** A designer's page: a band with the name, then roles as cards in a two-column grid with a monogram, dates joined by an arrow. */
export function htmlCards(person: Person, headings: Headings): string {
  const monogram = (company: string) =>
    company
      .split(/\s+/)
      .slice(0, 2)
      .map((word) => word[0])
      .join("");
  const card = (company: string, title: string, dates: string, details: string) =>
    `<div class="card"><span class="mono">${esc(monogram(company))}</span><div><div class="co">${esc(company)}</div><div class="ti">${esc(title)}</div>` +
    `<div class="dt">${esc(dates)}</div>${details}</div></div>`;
  const body =
    `<div class="band"><h1>${esc(person.name)}</h1><div>${esc(person.headline ?? "")}</div></div>` +
    `<div class="contacts">${contactItems(person)
      .map((item) => `<span>${esc(item)}</span>`)
      .join("")}</div>` +
    (person.summary ? `<h2>${esc(headings.summary)}</h2><p>${esc(person.summary)}</p>` : "") +
    `<h2>${esc(headings.experience)}</h2><div class="grid">${person.jobs.map((job) => card(job.company, job.title, dateRange(job, " → "), bulletList(job.bullets))).join("")}</div>` +
    `<h2>${esc(headings.education)}</h2><div class="grid">${person.schools.map((school) => card(school.school, school.degree, dateRange(school, " → "), "")).join("")}</div>` +
    `<h2>${esc(headings.skills)}</h2><div class="tags">${allSkills(person)
      .map((skill) => `<span>${esc(skill)}</span>`)
      .join("")}</div>${extraSections(person, (title) => `<h2>${esc(title)}</h2>`)}`;
  const css = `
    body { font-family: 'Liberation Sans', sans-serif; font-size: 9.5pt; color: #1b1b1b }
    .band { background: #ff5a36; color: white; padding: 12mm 14mm 8mm } .band h1 { margin: 0; font-size: 30pt; letter-spacing: -0.02em }
    .contacts { display: flex; flex-wrap: wrap; gap: 4pt 14pt; padding: 4mm 14mm; background: #fff1ec; font-size: 9pt }
    h2 { margin: 10pt 14mm 6pt; font-size: 13pt } p { margin: 0 14mm }
    .grid { display: grid; grid-template-columns: 1fr 1fr; gap: 8pt; margin: 0 14mm }
    .card { display: flex; gap: 8pt; border: 1px solid #eee; border-radius: 6px; padding: 8pt; break-inside: avoid }
    .mono { flex: none; width: 26pt; height: 26pt; border-radius: 50%; background: #1b1b1b; color: white; display: flex; align-items: center; justify-content: center; font-weight: bold }
    .co { font-weight: bold } .ti { color: #ff5a36 } .dt { color: #777; font-size: 8.5pt } ul { margin: 3pt 0 0; padding-left: 12pt }
    .tags { margin: 0 14mm } .tags span { display: inline-block; background: #f2f2f2; border-radius: 10px; padding: 2pt 7pt; margin: 0 4pt 4pt 0 }
    section { margin: 0 14mm }
  `;
  return htmlPage(css, body, "Letter");
}

/** Entries on the left, their dates in a right-hand column of their own, headings in capitals on a grey bar. */
export function htmlRightDates(person: Person, headings: Headings, separator: string): string {
  const bar = (title: string) => `<div class="bar">${esc(title.toUpperCase())}</div>`;
  const row = (content: string, dates: string) => `<tr><td>${content}</td><td class="d">${esc(dates)}</td></tr>`;
  const body =
    `<h1>${esc(person.name)}</h1><div class="c">${contactItems(person).map(esc).join(" ◆ ")}</div>` +
    (person.summary ? `${bar(headings.summary)}<p>${esc(person.summary)}</p>` : "") +
    `${bar(headings.experience)}<table>${person.jobs
      .map((job) =>
        row(
          `<b>${esc(job.company)}</b>${job.location ? ` — ${esc(job.location)}` : ""}<br><i>${esc(job.title)}</i>${bulletList(job.bullets)}`,
          dateRange(job, separator),
        ),
      )
      .join("")}</table>` +
    `${bar(headings.education)}<table>${person.schools.map((school) => row(`<b>${esc(school.school)}</b><br>${esc(school.degree)}`, dateRange(school, separator))).join("")}</table>` +
    `${bar(headings.skills)}<ul class="cols">${allSkills(person)
      .map((skill) => `<li>${esc(skill)}</li>`)
      .join("")}</ul>${extraSections(person, bar)}`;
  const css = `
    body { font-family: 'Liberation Sans Narrow', 'Liberation Sans', sans-serif; font-size: 10.5pt; padding: 12mm 15mm }
    h1 { margin: 0; font-size: 24pt; text-align: center } .c { text-align: center; margin: 3pt 0 8pt }
    .bar { background: #d9d9d9; font-weight: bold; padding: 2pt 5pt; margin: 10pt 0 5pt; letter-spacing: 0.04em }
    table { width: 100%; border-collapse: collapse } td { vertical-align: top; padding-bottom: 6pt } td.d { width: 32mm; text-align: right; white-space: nowrap }
    ul { margin: 2pt 0; padding-left: 14pt } ul.cols { columns: 2 } p { margin: 0 }
  `;
  return htmlPage(css, body, "Letter");
}

/** A moderncv-style CV: dates right-aligned in a narrow grey left column, section titles in colour with a rule running to the margin. */
export function latexSideDates(person: Person, headings: Headings, separator: string): string {
  const section = (title: string) =>
    `\\par\\vspace{10pt}\\noindent\\makebox[0.2\\textwidth][r]{\\color{accent}\\rule[3pt]{0.18\\textwidth}{1.2pt}}\\hspace{0.025\\textwidth}{\\color{accent}\\Large ${tex(title)}}\\par\\vspace{4pt}`;
  const entry = (dates: string, title: string, org: string, details: string[]) =>
    `\\noindent\\parbox[t]{0.2\\textwidth}{\\raggedleft\\small\\color{gray} ${tex(dates)}}\\hspace{0.025\\textwidth}` +
    `\\parbox[t]{0.775\\textwidth}{\\textbf{${tex(title)}}, \\textit{${tex(org)}}${details.map((line) => `\\newline{\\small ${tex(line)}}`).join("")}}\\par\\vspace{5pt}`;
  return `\\documentclass[11pt,a4paper]{article}
\\usepackage[T1]{fontenc}
\\usepackage{lmodern}
\\renewcommand{\\familydefault}{\\sfdefault}
\\usepackage[margin=1.8cm]{geometry}
\\usepackage{color}
\\definecolor{accent}{rgb}{0.22,0.45,0.70}
\\definecolor{gray}{rgb}{0.45,0.45,0.45}
\\pagestyle{empty}
\\setlength{\\parindent}{0pt}
\\begin{document}
{\\fontsize{30}{34}\\selectfont ${tex(person.name)}}\\par
{\\color{gray}\\Large ${tex(person.headline ?? "")}}\\par\\vspace{6pt}
{\\small ${contactItems(person).map(tex).join(" \\textbullet\\ ")}}\\par
${person.summary ? `${section(headings.summary)}\n${tex(person.summary)}\\par` : ""}
${section(headings.experience)}
${person.jobs.map((job) => entry(dateRange(job, separator), job.title, job.company, job.bullets)).join("\n")}
${section(headings.education)}
${person.schools.map((school) => entry(dateRange(school, separator), school.degree, school.school, school.notes ?? [])).join("\n")}
${section(headings.skills)}
\\noindent\\hspace{0.225\\textwidth}\\parbox[t]{0.775\\textwidth}{${allSkills(person).map(tex).join(", ")}}\\par
${(person.extras ?? []).map((extra) => `${section(extra.heading)}\n${extra.lines.map(tex).join("\\par ")}`).join("\n")}
\\end{document}
`;
}

const run = (text: string, style: { bold?: boolean; italics?: boolean; size?: number; color?: string } = {}) =>
  new TextRun({ text, ...style });
const para = (children: TextRun[], after = 60) => new Paragraph({ children, spacing: { after } });
const bullets = (lines: string[]) => lines.map((line) => new Paragraph({ text: line, bullet: { level: 0 } }));

/** 'Case Manager at Harbor Family Services' in bold, the dates in italics below, Heading 2 sections in colour. */
export function wordTitleAtCompany(person: Person, headings: Headings, separator: string): Document {
  const heading = (title: string) => new Paragraph({ text: title, heading: HeadingLevel.HEADING_2, spacing: { before: 240, after: 80 } });
  const children = [
    new Paragraph({ children: [run(person.name, { bold: true, size: 36, color: "2E5C8A" })], alignment: AlignmentType.CENTER }),
    new Paragraph({ children: [run(contactItems(person).join("  ·  "), { size: 19 })], alignment: AlignmentType.CENTER }),
    ...(person.summary ? [heading(headings.summary), para([run(person.summary)])] : []),
    heading(headings.experience),
    ...person.jobs.flatMap((job) => [
      para([run(`${job.title} at ${job.company}`, { bold: true })], 0),
      para([run(`${dateRange(job, separator)}${job.location ? ` | ${job.location}` : ""}`, { italics: true, color: "666666" })]),
      ...bullets(job.bullets),
    ]),
    heading(headings.education),
    ...person.schools.flatMap((school) => [
      para([run(school.degree, { bold: true }), run(`, ${school.school}`)], 0),
      para([run(dateRange(school, separator), { italics: true, color: "666666" })]),
    ]),
    heading(headings.skills),
    ...bullets(allSkills(person)),
    ...(person.extras ?? []).flatMap((extra) => [heading(extra.heading), ...bullets(extra.lines)]),
  ];
  return new Document({
    styles: { default: { document: { run: { font: "Cambria", size: 22 } } } },
    sections: [{ children }],
  });
}

/** The Word CV template with section names in a left column of a borderless table and their content beside them. */
export function wordSideHeadings(person: Person, headings: Headings, separator: string): Document {
  const rowOf = (title: string, content: Paragraph[]) =>
    new TableRow({
      children: [
        new TableCell({ children: [para([run(title, { bold: true, color: "7F7F7F" })])], width: { size: 24, type: WidthType.PERCENTAGE } }),
        new TableCell({ children: content, width: { size: 76, type: WidthType.PERCENTAGE } }),
      ],
    });
  const rows = [
    ...(person.summary ? [rowOf(headings.summary, [para([run(person.summary)], 160)])] : []),
    rowOf(
      headings.experience,
      person.jobs.flatMap((job) => [
        para([run(job.company, { bold: true }), run(job.location ? `, ${job.location}` : "")], 0),
        para([run(job.title, { italics: true }), run(`   ${dateRange(job, separator)}`)], 40),
        ...bullets(job.bullets),
        para([], 100),
      ]),
    ),
    rowOf(
      headings.education,
      person.schools.flatMap((school) => [
        para([run(school.school, { bold: true })], 0),
        para([run(`${school.degree}   ${dateRange(school, separator)}`)], 100),
      ]),
    ),
    rowOf(headings.skills, [para([run(allSkills(person).join(", "))], 160)]),
    ...(person.extras ?? []).map((extra) =>
      rowOf(
        extra.heading,
        extra.lines.map((line) => para([run(line)])),
      ),
    ),
  ];
  return new Document({
    styles: { default: { document: { run: { font: "Arial", size: 20 } } } },
    sections: [
      {
        children: [
          new Paragraph({ children: [run(person.name, { size: 44 })] }),
          para([run(contactItems(person).join(" | "), { size: 18 })], 240),
          new Table({ width: { size: 100, type: WidthType.PERCENTAGE }, borders: TableBorders.NONE, rows }),
        ],
      },
    ],
  });
}

/** A resume saved from a word processor as plain text: columns kept with spaces, headings in capitals with a row of dashes. */
export function textColumns(person: Person, headings: Headings, separator: string): string {
  const pad = (text: string) => text.padEnd(22, " ");
  const heading = (title: string) => [title.toUpperCase(), "-".repeat(60)];
  const out = [
    person.name,
    person.headline ?? "",
    contactItems(person).join("   "),
    "",
    ...(person.summary ? [...heading(headings.summary), person.summary, ""] : []),
    ...heading(headings.experience),
    ...person.jobs.flatMap((job) => [
      `${pad(dateRange(job, separator))}${job.company}${job.location ? `, ${job.location}` : ""}`,
      `${pad("")}${job.title}`,
      ...job.bullets.map((bullet) => `${pad("")}* ${bullet}`),
      "",
    ]),
    ...heading(headings.education),
    ...person.schools.flatMap((school) => [`${pad(dateRange(school, separator))}${school.school}`, `${pad("")}${school.degree}`, ""]),
    ...heading(headings.skills),
    ...allSkills(person).map((skill) => `* ${skill}`),
    "",
    ...(person.extras ?? []).flatMap((extra) => [...heading(extra.heading), ...extra.lines, ""]),
  ];
  return out.join("\r\n");
}
