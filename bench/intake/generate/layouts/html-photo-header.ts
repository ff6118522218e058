import { allSkills, dateRange, type Headings, type Person } from "../person";
import { bulletList, esc, htmlPage } from "./html-page";

// A passport photo as word processors embed it: a picture, no text.
const PORTRAIT = `<svg width="105" height="135" viewBox="0 0 105 135"><rect width="105" height="135" fill="#cfd6dc"/><circle cx="52" cy="52" r="24" fill="#8d99a5"/><path d="M10 135c4-32 22-46 42-46s38 14 42 46z" fill="#8d99a5"/></svg>`;

/**
 * The German-style CV written in English: a header table with 'Curriculum Vitae', the name and a
 * table of personal details (address, date of birth, nationality) beside a passport photo; each
 * section a two-column table with month dates '03/2019 – 08/2021' or '09/2021 – today' at the
 * left; place, date and name under the last section, where a signature goes.
 */
export function photoHeaderLayout(
  person: Person,
  headings: Headings,
  street: string,
  personal: [string, string][],
  signed: string,
): string {
  const details = [
    ["Address", `${street}, ${person.location}`] as const,
    ["Phone", person.phone] as const,
    ["Email", person.email] as const,
    ...personal,
  ]
    .map(([label, value]) => `<tr><td class="label">${esc(label)}:</td><td>${esc(value)}</td></tr>`)
    .join("");
  const header = `<table class="header"><tr><td><div class="kicker">Curriculum Vitae</div><h1>${esc(person.name)}</h1><table class="details">${details}</table></td><td class="photo">${PORTRAIT}</td></tr></table>`;
  const section = (title: string, rows: [string, string][]) =>
    `<h2>${esc(title)}</h2><table class="rows">${rows.map(([left, right]) => `<tr><td class="when">${esc(left)}</td><td>${right}</td></tr>`).join("")}</table>`;
  const jobs = person.jobs.map((job): [string, string] => [
    dateRange(job, " – "),
    `<b>${esc(job.title)}</b><div>${esc(job.company)}${job.location ? `, ${esc(job.location)}` : ""}</div>${bulletList(job.bullets)}`,
  ]);
  const schools = person.schools.map((school): [string, string] => [
    dateRange(school, " – "),
    `<b>${esc(school.degree)}</b><div>${esc(school.school)}${school.location ? `, ${esc(school.location)}` : ""}</div>${bulletList(school.notes ?? [])}`,
  ]);
  const extras = (person.extras ?? []).map((extra) =>
    section(
      extra.heading,
      extra.lines.map((line): [string, string] => {
        const [label = "", value = ""] = line.split(": ");
        return [label, esc(value)];
      }),
    ),
  );
  const body =
    header +
    section(headings.experience, jobs) +
    section(headings.education, schools) +
    section(headings.skills, [["", esc(allSkills(person).join(", "))]]) +
    extras.join("") +
    `<p class="signed">${esc(signed)}</p><p class="signature">${esc(person.name)}</p>`;
  const css = `
    @page { margin: 18mm 20mm } body { font-family: 'Liberation Sans', Arial, sans-serif; font-size: 10pt; color: #1e1e1e; line-height: 1.35 }
    table { border-collapse: collapse; width: 100% } td { vertical-align: top; padding: 2pt 0 }
    .header td.photo { width: 110px; text-align: right } .kicker { color: #556; letter-spacing: 0.12em; text-transform: uppercase; font-size: 9pt }
    h1 { font-size: 22pt; margin: 2pt 0 8pt } .details td.label { width: 32mm; color: #555 }
    h2 { font-size: 12pt; border-bottom: 1px solid #889; padding-bottom: 2pt; margin: 14pt 0 6pt }
    .rows td { padding-bottom: 7pt } .rows td.when { width: 40mm; white-space: nowrap; color: #333 }
    ul { margin: 2pt 0 0; padding-left: 14pt } .signed { margin-top: 22pt } .signature { margin-top: 18pt; border-top: 1px solid #999; width: 55mm; padding-top: 2pt }
  `;
  return htmlPage(css, body, "A4");
}
