import { dateRange, type Person } from "../person";
import { esc, htmlPage } from "./html-page";

/** What a Europass CV prints beyond the resume: the sector of each role, the languages grid, the personal details. */
export interface EuropassOptions {
  /** Per role: 'Business or sector' line. */
  sectors: string[];
  motherTongue: string;
  otherLanguages: { language: string; levels: [string, string, string, string, string] }[];
  /** Per school: the level in the European Qualifications Framework, printed right of the title. */
  eqfLevels: string[];
  address: string;
  personal: [string, string][];
}

/**
 * The Europass CV (the EU's own editor, exported to PDF): labels in a right-aligned left column
 * ('WORK EXPERIENCE', '01/09/2019 – CURRENT'), the values in the right column: the job title in
 * blue, 'Employer – City, Country', then the activities and 'Business or sector'; education with
 * EQF levels; the language grid of CEFR levels; job-related and digital skills.
 */
export function europassLayout(person: Person, options: EuropassOptions): string {
  const row = (label: string, content: string, kind = "") => `<tr class="${kind}"><td class="label">${label}</td><td>${content}</td></tr>`;
  const section = (title: string) => row(esc(title), `<div class="rule"></div>`, "section");
  const contacts = [
    row("", `<h1>${esc(person.name)}</h1>`),
    row("Address", esc(options.address)),
    row("Telephone", esc(person.phone)),
    row("Email address", esc(person.email)),
    ...options.personal.map(([label, value]) => row(esc(label), esc(value))),
  ];
  const jobs = person.jobs.map((job, index) =>
    row(
      esc(dateRange(job, " – ").toUpperCase()),
      `<div class="title">${esc(job.title)}</div><div>${esc(job.company)}${job.location ? ` – ${esc(job.location)}` : ""}</div>` +
        `<ul>${job.bullets.map((line) => `<li>${esc(line)}</li>`).join("")}</ul>` +
        `<div class="sector"><b>Business or sector</b> ${esc(options.sectors[index] ?? "")}</div>`,
    ),
  );
  const schools = person.schools.map((school, index) =>
    row(
      esc(dateRange(school, " – ").toUpperCase()),
      `<div class="title">${esc(school.degree)}<span class="eqf">${esc(options.eqfLevels[index] ?? "")}</span></div><div>${esc(school.school)}${school.location ? ` – ${esc(school.location)}` : ""}</div>`,
    ),
  );
  const grid =
    `<table class="grid"><tr><th></th><th colspan="2">UNDERSTANDING</th><th colspan="2">SPEAKING</th><th>WRITING</th></tr>` +
    `<tr><th></th><th>Listening</th><th>Reading</th><th>Spoken production</th><th>Spoken interaction</th><th></th></tr>` +
    options.otherLanguages
      .map((entry) => `<tr><td>${esc(entry.language)}</td>${entry.levels.map((level) => `<td>${esc(level)}</td>`).join("")}</tr>`)
      .join("") +
    `</table><div class="small">Levels: A1 and A2: Basic user; B1 and B2: Independent user; C1 and C2: Proficient user</div>`;
  const skillRows = person.skills.map((group) => row(esc(group.label), esc(group.items.join(", "))));
  const body = [
    ...contacts,
    section("WORK EXPERIENCE"),
    ...jobs,
    section("EDUCATION AND TRAINING"),
    ...schools,
    section("LANGUAGE SKILLS"),
    row("Mother tongue(s)", esc(options.motherTongue)),
    row("Other language(s)", grid),
    section("SKILLS"),
    ...skillRows,
  ];
  const css = `
    @page { margin: 14mm 12mm } body { font-family: 'DejaVu Sans', Arial, sans-serif; font-size: 8.8pt; color: #3f3a38 }
    table { border-collapse: collapse; width: 100% } td { vertical-align: top; padding: 3pt 6pt }
    td.label { width: 28%; text-align: right; color: #1593cb; font-size: 8pt; text-transform: none }
    tr.section td.label { font-weight: bold; font-size: 9pt; padding-top: 12pt } tr.section td { padding-top: 12pt }
    .rule { border-bottom: 1px solid #1593cb; margin-top: 6pt }
    h1 { font-size: 16pt; font-weight: normal; margin: 0 0 6pt } .title { color: #0e4194; font-size: 10.5pt; margin-bottom: 2pt }
    .eqf { float: right; color: #1593cb; font-size: 8pt } .sector { margin-top: 3pt } ul { margin: 3pt 0; padding-left: 14pt }
    table.grid th, table.grid td { border: 1px solid #c8c8c8; padding: 2pt 4pt; text-align: center; font-size: 7.5pt; font-weight: normal }
    .small { font-size: 7pt; margin-top: 3pt }
  `;
  return htmlPage(css, `<table>${body.join("")}</table>`, "A4");
}
