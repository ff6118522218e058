/**
 * Page layouts of the second holdout sample, printed by Chromium as the web resume builders do.
 * The parser's author does not read this folder.
 */
import { allSkills, dateRange, type Headings, type Job, type Person, type School } from "../../generate/person";
import { bulletList, contactItems, esc, extraSections, htmlPage } from "../../generate/layouts/html-page";

/** Line icons as the builders draw them: vector shapes, no text. */
const ICONS = {
  mail: '<rect x="2" y="4" width="20" height="16" rx="2"/><path d="M2 6l10 7 10-7"/>',
  phone: '<path d="M5 3h4l2 5-3 2a12 12 0 0 0 6 6l2-3 5 2v4a2 2 0 0 1-2 2A18 18 0 0 1 3 5a2 2 0 0 1 2-2z"/>',
  pin: '<path d="M12 22s7-7 7-12a7 7 0 0 0-14 0c0 5 7 12 7 12z"/><circle cx="12" cy="10" r="2.5"/>',
  link: '<path d="M10 14a4 4 0 0 0 6 0l3-3a4 4 0 0 0-6-6l-1 1"/><path d="M14 10a4 4 0 0 0-6 0l-3 3a4 4 0 0 0 6 6l1-1"/>',
} as const;
type Icon = keyof typeof ICONS;

const icon = (name: Icon, colour: string) =>
  `<svg viewBox="0 0 24 24" width="11" height="11" fill="none" stroke="${colour}" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">${ICONS[name]}</svg>`;

/** The person's contacts with the icon each builder puts before it. */
const iconContacts = (person: Person): [Icon, string][] =>
  (
    [
      ["pin", person.location],
      ["phone", person.phone],
      ["mail", person.email],
      ...(person.links ?? []).map((link): [Icon, string] => ["link", link]),
    ] as [Icon, string][]
  ).filter(([, value]) => value !== "");

/**
 * A Reactive-Resume-like export ('Pikachu'): a light sidebar on the left with skills (name and a
 * level word over drawn dots), certifications and languages; the name, headline and contacts in a
 * coloured rounded box at the top of the main column; each entry with the company in bold over the
 * role, the dates in bold over the place at the right.
 */
export function htmlReactiveSidebar(person: Person, headings: Headings, levels: Record<string, string>): string {
  const h = (title: string) => `<h4>${esc(title)}</h4>`;
  const dots = (level: string) => {
    const filled = { Beginner: 2, Intermediate: 3, Advanced: 4, Expert: 5 }[level] ?? 3;
    return `<span class="dots">${Array.from({ length: 5 }, (_, index) => `<i class="${index < filled ? "on" : ""}"></i>`).join("")}</span>`;
  };
  const skills = allSkills(person)
    .map((skill) => `<div class="skill"><b>${esc(skill)}</b><small>${esc(levels[skill] ?? "")}</small>${dots(levels[skill] ?? "")}</div>`)
    .join("");
  const item = (left: string, leftSub: string, right: string, rightSub: string, details: string) =>
    `<div class="item"><div class="row"><div><b>${esc(left)}</b><div>${esc(leftSub)}</div></div>` +
    `<div class="right"><b>${esc(right)}</b><div>${esc(rightSub)}</div></div></div>${details}</div>`;
  const sideExtras = (person.extras ?? [])
    .map((extra) => `<section>${h(extra.heading)}${extra.lines.map((line) => `<p>${esc(line)}</p>`).join("")}</section>`)
    .join("");
  const aside =
    `<aside><div class="photo"></div>` +
    `<section>${h("Profiles")}${(person.links ?? []).map((link) => `<p>${icon("link", "#0d9488")} ${esc(link)}</p>`).join("")}</section>` +
    `<section>${h(headings.skills)}${skills}</section>${sideExtras}</aside>`;
  const header =
    `<header><h1>${esc(person.name)}</h1><p>${esc(person.headline ?? "")}</p><hr>` +
    `<div class="contacts">${iconContacts(person)
      .filter(([kind]) => kind !== "link")
      .map(([kind, value]) => `<span>${icon(kind, "white")} ${esc(value)}</span>`)
      .join("")}</div></header>`;
  const main =
    `<main>${header}` +
    (person.summary ? `<section>${h(headings.summary)}<p>${esc(person.summary)}</p></section>` : "") +
    `<section>${h(headings.experience)}${person.jobs.map((job) => item(job.company, job.title, dateRange(job), job.location ?? "", bulletList(job.bullets))).join("")}</section>` +
    `<section>${h(headings.education)}${person.schools.map((school) => item(school.school, school.degree, dateRange(school), school.location ?? "", "")).join("")}</section>` +
    `<section>${h("Projects")}${(person.projects ?? [])
      .map((project) => item(project.name, project.stack, project.dates, "", bulletList(project.bullets)))
      .join("")}</section></main>`;
  const css = `
    body { font-family: 'Lato', sans-serif; font-size: 9.5pt; color: #1f2937; line-height: 1.35 }
    .page { display: grid; grid-template-columns: 30% 70%; min-height: 297mm }
    aside { background: #f0fdfa; padding: 10mm 6mm } main { padding: 8mm 8mm }
    .photo { width: 26mm; height: 26mm; border-radius: 50%; background: linear-gradient(135deg, #99f6e4, #0d9488); margin: 0 auto 6mm }
    header { background: #0d9488; color: white; border-radius: 6px; padding: 6mm 6mm 4mm; margin-bottom: 4mm }
    header h1 { margin: 0; font-size: 22pt; font-weight: 700 } header p { margin: 1pt 0 0; font-size: 11pt }
    header hr { border: 0; border-top: 1px solid rgba(255,255,255,0.5); margin: 3mm 0 }
    .contacts { display: flex; flex-wrap: wrap; gap: 3pt 12pt; font-size: 8.5pt } .contacts svg, aside svg { vertical-align: -1px }
    h4 { margin: 5mm 0 2mm; font-size: 10.5pt; color: #0d9488; border-bottom: 1px solid #99f6e4; padding-bottom: 1pt }
    p { margin: 0 0 2pt } .item { margin-bottom: 3mm } .row { display: flex; justify-content: space-between; gap: 6mm }
    .right { text-align: right; white-space: nowrap } ul { margin: 2pt 0 0; padding-left: 12pt }
    .skill { margin-bottom: 2.5mm } .skill b, .skill small { display: block } .skill small { color: #6b7280 }
    .dots i { display: inline-block; width: 7px; height: 7px; border-radius: 50%; border: 1px solid #0d9488; margin-right: 2px }
    .dots i.on { background: #0d9488 }
  `;
  return htmlPage(css, `<div class="page">${aside}${main}</div>`, "A4");
}

/**
 * A Novoresume/Zety-like two-column page: name, headline and summary across the top, contacts in a
 * band with line icons, work and education in the wide left column (title, company in colour, then
 * dates in italics at the left and the city at the right, an 'Achievements/Tasks' label), skills as
 * boxed tags, languages with their proficiency and courses in the narrow right column.
 */
export function htmlIconColumns(person: Person, headings: Headings, proficiency: Record<string, string>): string {
  const accent = "#1e6091";
  const h = (title: string) => `<h2>${esc(title.toUpperCase())}</h2>`;
  const entry = (title: string, organisation: string, dates: string, place: string, label: string, details: string[]) =>
    `<div class="entry"><h3>${esc(title)}</h3><div class="org">${esc(organisation)}</div>` +
    `<div class="meta"><i>${esc(dates)}</i><i>${esc(place)}</i></div>` +
    (details.length ? `<div class="label">${esc(label)}</div>${bulletList(details)}` : "") +
    `</div>`;
  const [languages, ...others] = person.extras ?? [];
  const side =
    `<section>${h(headings.skills)}<div class="tags">${allSkills(person)
      .map((skill) => `<span>${esc(skill)}</span>`)
      .join("")}</div></section>` +
    (languages
      ? `<section>${h(languages.heading)}${languages.lines.map((line) => `<div class="lang"><b>${esc(line)}</b><i>${esc(proficiency[line] ?? "")}</i></div>`).join("")}</section>`
      : "") +
    others.map((extra) => `<section>${h(extra.heading)}${extra.lines.map((line) => `<p>${esc(line)}</p>`).join("")}</section>`).join("");
  const mainColumn =
    `<section>${h(headings.experience)}${person.jobs
      .map((job) => entry(job.title, job.company, dateRange(job, " - "), job.location ?? "", "Achievements/Tasks", job.bullets))
      .join("")}</section>` +
    `<section>${h(headings.education)}${person.schools
      .map((school) => entry(school.degree, school.school, dateRange(school, " - "), school.location ?? "", "Courses", school.notes ?? []))
      .join("")}</section>`;
  const body =
    `<header><h1>${esc(person.name)}</h1><div class="headline">${esc(person.headline ?? "")}</div><p>${esc(person.summary ?? "")}</p></header>` +
    `<div class="contacts">${iconContacts(person)
      .map(([kind, value]) => `<span>${icon(kind, accent)}<span>${esc(value)}</span></span>`)
      .join("")}</div>` +
    `<div class="cols"><div>${mainColumn}</div><div>${side}</div></div>`;
  const css = `
    body { font-family: 'Liberation Sans', sans-serif; font-size: 9.5pt; color: #222; padding: 10mm 12mm }
    header h1 { margin: 0; font-size: 24pt } .headline { color: ${accent}; font-size: 12pt; margin: 1pt 0 3pt } header p { margin: 0; font-style: italic; color: #444 }
    .contacts { display: grid; grid-template-columns: 1fr 1fr; gap: 3pt 10mm; background: ${accent}14; padding: 3mm 4mm; margin: 4mm 0 2mm; font-size: 9pt }
    .contacts > span { display: flex; align-items: center; gap: 5pt }
    .cols { display: grid; grid-template-columns: 63% 37%; gap: 0 6mm; margin-right: 6mm }
    h2 { font-size: 11pt; color: ${accent}; border-bottom: 2px solid ${accent}; padding-bottom: 1pt; margin: 5mm 0 2mm; letter-spacing: 0.03em }
    .entry { margin-bottom: 3.5mm } h3 { margin: 0; font-size: 11.5pt } .org { color: ${accent}; font-weight: bold; font-size: 10pt }
    .meta { display: flex; justify-content: space-between; color: #555; font-size: 8.5pt } .label { font-style: italic; color: #777; font-size: 8.5pt; margin-top: 2pt }
    ul { margin: 1pt 0 0; padding-left: 12pt } p { margin: 0 0 2pt }
    .tags span { display: inline-block; border: 1px solid #999; border-radius: 3px; padding: 2pt 5pt; margin: 0 3pt 4pt 0 }
    .lang { margin-bottom: 2mm } .lang b, .lang i { display: block } .lang i { color: ${accent}; font-size: 8.5pt }
  `;
  return htmlPage(css, body, "A4");
}

/**
 * A minimalist builder page (resume.io-like): one column, 'Title, Company, City' in bold with the
 * dates beneath it in small grey capitals, letter-spaced headings, skills in two columns.
 */
export function htmlMinimalGreyDates(person: Person, headings: Headings): string {
  const h = (title: string) => `<h2>${esc(title)}</h2>`;
  const entry = (first: string, second: string, place: string | undefined, dates: string, details: string) =>
    `<div class="entry"><div class="t">${esc([first, second, place].filter(Boolean).join(", "))}</div><div class="d">${esc(dates)}</div>${details}</div>`;
  const body =
    `<h1>${esc(person.name)}</h1><div class="role">${esc(person.headline ?? "")}</div>` +
    `<div class="contacts">${contactItems(person)
      .map((item) => `<span>${esc(item)}</span>`)
      .join("")}</div>` +
    (person.summary ? `${h(headings.summary)}<p>${esc(person.summary)}</p>` : "") +
    `${h(headings.experience)}${person.jobs.map((job) => entry(job.title, job.company, job.location, dateRange(job, " — "), bulletList(job.bullets))).join("")}` +
    `${h(headings.education)}${person.schools.map((school) => entry(school.degree, school.school, school.location, dateRange(school, " — "), "")).join("")}` +
    `${h(headings.skills)}<ul class="skills">${allSkills(person)
      .map((skill) => `<li>${esc(skill)}</li>`)
      .join("")}</ul>` +
    extraSections(person, h);
  const css = `
    body { font-family: 'TeX Gyre Adventor', 'URW Gothic', sans-serif; font-size: 9.5pt; color: #2b2b2b; padding: 16mm 20mm; line-height: 1.4 }
    h1 { margin: 0; font-size: 22pt; font-weight: normal } .role { color: #777; font-size: 10pt; margin-top: 2pt }
    .contacts { margin: 5pt 0 2pt; font-size: 8.5pt } .contacts span + span::before { content: "·"; margin: 0 6pt; color: #aaa }
    h2 { font-size: 8.5pt; font-weight: bold; text-transform: uppercase; letter-spacing: 0.18em; margin: 14pt 0 6pt; color: #111 }
    p { margin: 0 } .entry { margin-bottom: 8pt } .t { font-weight: bold; font-size: 10pt }
    .d { text-transform: uppercase; color: #9a9a9a; font-size: 7.5pt; letter-spacing: 0.08em; margin-top: 1pt }
    ul { margin: 3pt 0 0; padding-left: 13pt } ul.skills { columns: 2; padding-left: 13pt }
    section ul { padding-left: 13pt }
  `;
  return htmlPage(css, body, "Letter");
}

/**
 * A Swiss-style grid: the name large in Helvetica-like bold across eight of twelve columns with the
 * contacts stacked in the last four, a heavy rule, then every section as a grid row: its title in red
 * in the first three columns, and entries set in three columns of their own (years, employer, role).
 */
export function htmlSwissGrid(person: Person, headings: Headings): string {
  const section = (title: string, content: string) => `<section><h2>${esc(title)}</h2><div class="content">${content}</div></section>`;
  const row = (dates: string, organisation: string, place: string, role: string, details: string) =>
    `<div class="row"><div class="years">${esc(dates)}</div><div class="org"><b>${esc(organisation)}</b>${place ? `<br>${esc(place)}` : ""}</div><div class="role">${esc(role)}${details}</div></div>`;
  const jobRow = (job: Job) => row(dateRange(job), job.company, job.location ?? "", job.title, bulletList(job.bullets));
  const schoolRow = (school: School) => row(dateRange(school), school.school, school.location ?? "", school.degree, "");
  const body =
    `<header><h1>${esc(person.name)}</h1><div class="contacts">${contactItems(person).map(esc).join("<br>")}</div>` +
    `<div class="headline">${esc(person.headline ?? "")}</div></header>` +
    (person.summary ? section(headings.summary, `<p class="lead">${esc(person.summary)}</p>`) : "") +
    section(headings.experience, person.jobs.map(jobRow).join("")) +
    section(headings.education, person.schools.map(schoolRow).join("")) +
    section(
      headings.skills,
      `<ul class="skills">${allSkills(person)
        .map((skill) => `<li>${esc(skill)}</li>`)
        .join("")}</ul>`,
    ) +
    (person.extras ?? [])
      .map((extra) =>
        section(
          extra.heading,
          extra.lines
            .map((line) => line.split(" — "))
            .map(([first = "", second = ""]) => `<div class="pair"><span>${esc(first)}</span><span>${esc(second)}</span></div>`)
            .join(""),
        ),
      )
      .join("");
  const css = `
    body { font-family: 'TeX Gyre Heros', 'Nimbus Sans', sans-serif; font-size: 9pt; color: #000; padding: 14mm 14mm; line-height: 1.3 }
    header { display: grid; grid-template-columns: repeat(12, 1fr); column-gap: 4mm; border-bottom: 3pt solid #000; padding-bottom: 5mm }
    h1 { grid-column: 1 / span 8; margin: 0; font-size: 38pt; line-height: 0.95; letter-spacing: -0.03em; font-weight: bold }
    .contacts { grid-column: 9 / span 4; align-self: end; font-size: 8.5pt } .headline { grid-column: 1 / span 8; font-size: 12pt; margin-top: 3mm }
    section { display: grid; grid-template-columns: repeat(12, 1fr); column-gap: 4mm; border-bottom: 0.5pt solid #000; padding: 3mm 0 }
    h2 { grid-column: 1 / span 3; margin: 0; font-size: 9pt; color: #e30613; font-weight: bold }
    .content { grid-column: 4 / span 9 } .lead { margin: 0; font-size: 11pt }
    .row { display: grid; grid-template-columns: 2fr 3fr 4fr; column-gap: 4mm; margin-bottom: 3mm }
    .role ul { margin: 1pt 0 0; padding-left: 10pt }
    ul.skills { columns: 3; margin: 0; padding: 0; list-style: none }
    .pair { display: grid; grid-template-columns: 2fr 7fr; column-gap: 4mm }
  `;
  return htmlPage(css, body, "A4");
}
