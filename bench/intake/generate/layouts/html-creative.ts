import { allSkills, dateRange, type Headings, type Person } from "../person";
import { bulletList, esc, htmlPage } from "./html-page";

// A round photo placeholder as design tools export a picture: a drawing, no text.
const PHOTO = `<svg width="110" height="110" viewBox="0 0 110 110"><circle cx="55" cy="55" r="53" fill="#d9cbb8" stroke="white" stroke-width="4"/><circle cx="55" cy="44" r="19" fill="#a08c76"/><path d="M20 96c6-20 20-28 35-28s29 8 35 28" fill="#a08c76"/></svg>`;

/**
 * A Canva-style creative resume: a coloured sidebar with a round photo, contacts after ☎ ✉ ⌂
 * glyphs, education, skills rated by dots (drawn, not text) and languages; the name split over two
 * lines in spaced capitals, the role under it, dates in a coloured pill above each role, 'Company
 * | City' under the title, and referees with their own phone numbers and emails at the end.
 */
export function canvaSidebarLayout(person: Person, headings: Headings, accent: string, referees: string[][]): string {
  const [first, ...rest] = person.name.split(" ");
  const h = (title: string) => `<h2>${esc(title.toUpperCase())}</h2>`;
  const glyphs = ["☎", "✉", "⌂", "⚑"];
  const contacts = [person.phone, person.email, person.location, ...(person.links ?? [])]
    .map((item, index) => `<div class="contact"><span class="glyph">${glyphs[index] ?? "⚑"}</span> ${esc(item)}</div>`)
    .join("");
  const dots = (index: number) =>
    `<span class="dots">${[0, 1, 2, 3, 4].map((dot) => `<i class="${dot < 5 - (index % 2) ? "on" : ""}"></i>`).join("")}</span>`;
  const skills = allSkills(person)
    .map((skill, index) => `<div class="skill"><span>${esc(skill)}</span>${dots(index)}</div>`)
    .join("");
  const education = person.schools
    .map(
      (school) =>
        `<div class="school"><div class="years">${esc(dateRange(school, " - "))}</div><b>${esc(school.degree)}</b><div>${esc(school.school)}</div></div>`,
    )
    .join("");
  const extras = (person.extras ?? [])
    .map((extra) => `${h(extra.heading)}${extra.lines.map((line) => `<div>${esc(line)}</div>`).join("")}`)
    .join("");
  const jobs = person.jobs
    .map(
      (job) =>
        `<div class="job"><span class="pill">${esc(dateRange(job, " - ").toUpperCase())}</span><div class="role">${esc(job.title)}</div>` +
        `<div class="org">${esc(job.company)}${job.location ? ` | ${esc(job.location)}` : ""}</div>${bulletList(job.bullets)}</div>`,
    )
    .join("");
  const refs = referees
    .map(
      (lines) =>
        `<div class="ref">${lines.map((line, index) => (index === 0 ? `<b>${esc(line)}</b>` : `<div>${esc(line)}</div>`)).join("")}</div>`,
    )
    .join("");
  const css = `
    @page { margin: 0 } body { font-family: 'DejaVu Sans', sans-serif; font-size: 9pt; color: #333; line-height: 1.4 }
    .page { display: flex; min-height: 100vh } aside { width: 36%; background: ${accent}; color: #f4efe9; padding: 14mm 8mm }
    .photo { text-align: center; margin-bottom: 8mm } aside h2 { color: white; border-bottom: 1px solid rgba(255,255,255,0.4) }
    .contact { margin-bottom: 5pt; overflow-wrap: anywhere } .glyph { display: inline-block; width: 14pt; text-align: center }
    .school { margin-bottom: 7pt } .years { font-size: 8pt; opacity: 0.8 }
    .skill { display: flex; justify-content: space-between; margin-bottom: 4pt } .dots i { display: inline-block; width: 6pt; height: 6pt; border-radius: 50%; border: 1px solid white; margin-left: 2pt }
    .dots i.on { background: white }
    main { flex: 1; padding: 16mm 10mm } h1 { font-size: 30pt; letter-spacing: 0.18em; margin: 0; line-height: 1.1; font-weight: 300; color: #222 }
    h1 b { display: block; font-weight: bold } .tagline { letter-spacing: 0.3em; font-size: 10pt; margin: 6pt 0 10pt; color: ${accent} }
    h2 { font-size: 11pt; letter-spacing: 0.15em; margin: 14pt 0 7pt; padding-bottom: 3pt; border-bottom: 1px solid #ccc; color: #222 }
    .job { margin-bottom: 9pt; break-inside: avoid } .pill { display: inline-block; background: ${accent}; color: white; border-radius: 8pt; padding: 1pt 7pt; font-size: 7.5pt; letter-spacing: 0.05em }
    .role { font-weight: bold; text-transform: uppercase; letter-spacing: 0.04em; margin-top: 3pt } .org { color: #666; font-style: italic }
    ul { margin: 3pt 0 0; padding-left: 13pt } p { margin: 3pt 0 } .refs { display: flex; gap: 16pt } .ref { flex: 1; font-size: 8.5pt }
  `;
  const main =
    `<main><h1>${esc((first ?? "").toUpperCase())}<b>${esc(rest.join(" ").toUpperCase())}</b></h1><div class="tagline">${esc((person.headline ?? "").toUpperCase())}</div>` +
    (person.summary ? `${h(headings.summary)}<p>${esc(person.summary)}</p>` : "") +
    `${h(headings.experience)}${jobs}${refs ? `${h("References")}<div class="refs">${refs}</div>` : ""}</main>`;
  const aside = `<aside><div class="photo">${PHOTO}</div>${h("Contact")}${contacts}${h(headings.education)}${education}${h(headings.skills)}${skills}${extras}</aside>`;
  return htmlPage(css, `<div class="page">${aside}${main}</div>`, "A4");
}

/**
 * An infographic resume: a coloured header band, then a timeline down the page where each role's
 * dates sit left of a vertical line and a dot, the role to its right; a side column of key
 * figures in large numerals and skills drawn as rings with their percentage in the middle.
 */
export function timelineInfographicLayout(
  person: Person,
  headings: Headings,
  accent: string,
  figures: [string, string][],
  levels: number[],
): string {
  const h = (title: string) => `<h2>${esc(title)}</h2>`;
  const node = (dates: string, title: string, where: string, details: string[]) =>
    `<div class="node"><div class="when">${esc(dates)}</div><div class="what"><b>${esc(title)}</b><div class="where">${esc(where)}</div>${bulletList(details)}</div></div>`;
  const jobs = person.jobs
    .map((job) => node(dateRange(job, " – "), job.title, [job.company, job.location].filter(Boolean).join(" · "), job.bullets))
    .join("");
  const schools = person.schools.map((school) => node(dateRange(school, " – "), school.degree, school.school, school.notes ?? [])).join("");
  const ring = (skill: string, level: number) =>
    `<div class="ring"><svg width="54" height="54" viewBox="0 0 36 36"><circle cx="18" cy="18" r="15.9" fill="none" stroke="#e3e3e3" stroke-width="3"/>` +
    `<circle cx="18" cy="18" r="15.9" fill="none" stroke="${accent}" stroke-width="3" stroke-dasharray="${level} ${100 - level}" transform="rotate(-90 18 18)"/>` +
    `<text x="18" y="21" text-anchor="middle" font-size="8">${level}%</text></svg><div>${esc(skill)}</div></div>`;
  const rings = allSkills(person)
    .map((skill, index) => ring(skill, levels[index % levels.length] ?? 80))
    .join("");
  const side =
    `<aside>${figures.map(([value, label]) => `<div class="figure"><span>${esc(value)}</span>${esc(label)}</div>`).join("")}` +
    `${h(headings.skills)}<div class="rings">${rings}</div>` +
    (person.extras ?? []).map((extra) => `${h(extra.heading)}${extra.lines.map((line) => `<div>${esc(line)}</div>`).join("")}`).join("") +
    `</aside>`;
  const contacts = [person.email, person.phone, person.location, ...(person.links ?? [])]
    .map((item) => `<span>${esc(item)}</span>`)
    .join("");
  const css = `
    @page { margin: 0 0 12mm } body { font-family: 'Liberation Sans', Arial, sans-serif; font-size: 9.5pt; color: #2b2b2b }
    header { background: ${accent}; color: white; padding: 12mm 14mm 8mm } header h1 { margin: 0; font-size: 26pt } header .headline { font-size: 12pt; opacity: 0.9 }
    header .contacts { margin-top: 6pt; display: flex; gap: 14pt; flex-wrap: wrap; font-size: 9pt }
    .cols { display: flex; gap: 8mm; padding: 6mm 14mm 0 } main { flex: 1 } aside { width: 32% }
    h2 { color: ${accent}; font-size: 12pt; text-transform: uppercase; margin: 10pt 0 8pt }
    .node { display: grid; grid-template-columns: 24mm 1fr; position: relative; padding-bottom: 9pt; break-inside: avoid }
    .when { text-align: right; padding-right: 6mm; color: ${accent}; font-weight: bold; font-size: 8.5pt }
    .what { border-left: 2px solid ${accent}; padding-left: 5mm; position: relative }
    .what::before { content: ""; position: absolute; left: -6px; top: 2px; width: 8px; height: 8px; border-radius: 50%; background: white; border: 2px solid ${accent} }
    .where { color: #666 } ul { margin: 3pt 0 0; padding-left: 13pt } p { margin: 3pt 0 }
    .figure { font-size: 9pt; margin-bottom: 8pt; color: #555 } .figure span { display: block; font-size: 22pt; font-weight: bold; color: ${accent} }
    .rings { display: grid; grid-template-columns: 1fr 1fr; gap: 6pt; text-align: center; font-size: 8.5pt }
  `;
  const main = `<main>${person.summary ? `${h(headings.summary)}<p>${esc(person.summary)}</p>` : ""}${h(headings.experience)}${jobs}${h(headings.education)}${schools}</main>`;
  return htmlPage(
    css,
    `<header><h1>${esc(person.name)}</h1><div class="headline">${esc(person.headline ?? "")}</div><div class="contacts">${contacts}</div></header><div class="cols">${main}${side}</div>`,
    "Letter",
  );
}
