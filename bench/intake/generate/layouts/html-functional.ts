import { allSkills, type Person } from "../person";
import { bulletList, esc, htmlPage } from "./html-page";

/** A themed group of achievements, the heart of a skills-based resume. */
export interface Accomplishments {
  theme: string;
  bullets: string[];
}

/**
 * The functional (skills-based) resume of a career changer: a profile, core skills in two
 * columns, 'Selected Accomplishments' grouped by theme, and only then a short 'Work History' with
 * one line a role, 'Title, Company, City — 2015–2021'; education as one line with its year.
 */
export function functionalLayout(person: Person, accomplishments: Accomplishments[], accent: string): string {
  const h = (title: string) => `<h2>${esc(title)}</h2>`;
  const history = person.jobs
    .map(
      (job) =>
        `<li><b>${esc(job.title)}</b>, ${esc(job.company)}${job.location ? `, ${esc(job.location)}` : ""} — ${esc([job.start, job.end].filter(Boolean).join("–"))}</li>`,
    )
    .join("");
  const schools = person.schools
    .map(
      (school) =>
        `<li>${esc(school.degree)}, ${esc(school.school)}${school.location ? `, ${esc(school.location)}` : ""}, ${esc([school.start, school.end].filter(Boolean).join("–"))}</li>`,
    )
    .join("");
  const body =
    `<header><h1>${esc(person.name)}</h1><div class="headline">${esc(person.headline ?? "")}</div>` +
    `<div class="contacts">${[person.location, person.phone, person.email, ...(person.links ?? [])].map(esc).join(" • ")}</div></header>` +
    (person.summary ? `${h("Profile")}<p>${esc(person.summary)}</p>` : "") +
    `${h("Core Skills")}<ul class="two">${allSkills(person)
      .map((skill) => `<li>${esc(skill)}</li>`)
      .join("")}</ul>` +
    `${h("Selected Accomplishments")}${accomplishments.map((group) => `<h3>${esc(group.theme)}</h3>${bulletList(group.bullets)}`).join("")}` +
    `${h("Work History")}<ul class="plain">${history}</ul>${h("Education & Certification")}<ul class="plain">${schools}</ul>` +
    (person.extras ?? []).map((extra) => `${h(extra.heading)}${bulletList(extra.lines)}`).join("");
  const css = `
    @page { margin: 0.7in 0.8in } body { font-family: 'TeX Gyre Heros', 'Liberation Sans', sans-serif; font-size: 10.5pt; color: #222; line-height: 1.35 }
    header { text-align: center; border-bottom: 2px solid ${accent}; padding-bottom: 6pt } h1 { margin: 0; font-size: 22pt; letter-spacing: 0.03em }
    .headline { color: ${accent}; font-size: 12pt } .contacts { font-size: 9.5pt; margin-top: 3pt }
    h2 { font-size: 11.5pt; text-transform: uppercase; color: ${accent}; letter-spacing: 0.06em; margin: 14pt 0 5pt }
    h3 { font-size: 10.5pt; margin: 8pt 0 2pt } ul { margin: 2pt 0; padding-left: 16pt } ul.two { columns: 2 } ul.plain { list-style: none; padding: 0 } ul.plain li { margin-bottom: 3pt }
    p { margin: 3pt 0 }
  `;
  return htmlPage(css, body, "Letter");
}
