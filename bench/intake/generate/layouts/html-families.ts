import { allSkills, dateRange, type Headings, type Job, type Person, type School } from "../person";
import { bulletList, contactItems, esc, extraSections, htmlPage } from "./html-page";

const SANS = "'Liberation Sans', Arial, sans-serif";
const SERIF = "'Liberation Serif', 'Times New Roman', serif";

const skillList = (person: Person, separator: string) => allSkills(person).map(esc).join(separator);
const section = (heading: string, content: string) => `<section>${heading}${content}</section>`;

/**
 * Reactive Resume's 'Azurill': a tinted left sidebar with contacts, skills and languages under
 * bold headings; in the main column each role is the company in bold, the position below it and
 * the dates under the position, the place beside the dates.
 */
export function reactiveAzurill(person: Person, headings: Headings): string {
  const entry = (name: string, role: string, dates: string, place: string | undefined, details: string) =>
    `<div class="entry"><div class="name">${esc(name)}</div><div>${esc(role)}</div>` +
    `<div class="meta"><span>${esc(dates)}</span>${place ? `<span>${esc(place)}</span>` : ""}</div>${details}</div>`;
  const h = (title: string) => `<h3>${esc(title)}</h3>`;
  const sidebar =
    `<aside><div class="photo"></div>${contactItems(person)
      .map((item) => `<div class="contact">${esc(item)}</div>`)
      .join("")}` +
    `${h(headings.skills)}${person.skills.map((group) => `<div class="skill">${group.items.map(esc).join("<br>")}</div>`).join("")}` +
    `${extraSections(person, h)}</aside>`;
  const main =
    `<main><h1>${esc(person.name)}</h1><div class="headline">${esc(person.headline ?? "")}</div>` +
    (person.summary ? section(h(headings.summary), `<p>${esc(person.summary)}</p>`) : "") +
    section(
      h(headings.experience),
      person.jobs.map((job) => entry(job.company, job.title, dateRange(job, " - "), job.location, bulletList(job.bullets))).join(""),
    ) +
    section(
      h(headings.education),
      person.schools.map((school) => entry(school.school, school.degree, dateRange(school, " - "), school.location, "")).join(""),
    ) +
    `</main>`;
  const css = `
    body { font-family: ${SANS}; font-size: 10pt; color: #1f2937; display: flex; min-height: 297mm }
    aside { width: 62mm; background: #e0f2fe; padding: 12mm 6mm } main { flex: 1; padding: 12mm 10mm }
    .photo { width: 28mm; height: 28mm; border-radius: 50%; background: #7dd3fc; margin: 0 auto 6mm }
    .contact { font-size: 9pt; margin: 2pt 0 } .skill { margin: 2pt 0 6pt }
    h1 { font-size: 22pt; margin: 0 } .headline { color: #0369a1; margin-bottom: 6mm }
    h3 { font-size: 11pt; font-weight: bold; margin: 10pt 0 4pt; color: #0c4a6e }
    .entry { margin-bottom: 8pt } .name { font-weight: bold } .meta { display: flex; gap: 12pt; font-size: 9pt; color: #475569 }
    ul { margin: 2pt 0; padding-left: 14pt } p { margin: 0 }
  `;
  return htmlPage(css, `${sidebar}${main}`);
}

/**
 * Reactive Resume's 'Pikachu': a coloured header box with the name, a sidebar on the left; each
 * role printed title first, the employer on its own line and the dates on a third line.
 */
export function reactivePikachu(person: Person, headings: Headings): string {
  const h = (title: string) => `<h3><span>${esc(title)}</span></h3>`;
  const stacked = (first: string, second: string, dates: string, details: string) =>
    `<div class="entry"><b>${esc(first)}</b><div>${esc(second)}</div><div class="dates">${esc(dates)}</div>${details}</div>`;
  const sidebar =
    `<aside>${h(headings.skills)}<ul class="plain">${allSkills(person)
      .map((skill) => `<li>${esc(skill)}</li>`)
      .join("")}</ul>` +
    `${h(headings.education)}${person.schools.map((school) => stacked(school.degree, school.school, dateRange(school, " – "), "")).join("")}</aside>`;
  const main =
    `<main><div class="box"><h1>${esc(person.name)}</h1><div>${esc(person.headline ?? "")}</div>` +
    `<div class="contacts">${contactItems(person).map(esc).join(" &nbsp; ")}</div></div>` +
    (person.summary ? section(h(headings.summary), `<p>${esc(person.summary)}</p>`) : "") +
    section(
      h(headings.experience),
      person.jobs.map((job) => stacked(job.title, job.company, dateRange(job, " – "), bulletList(job.bullets))).join(""),
    ) +
    `${extraSections(person, h)}</main>`;
  const css = `
    body { font-family: ${SANS}; font-size: 10pt; color: #111; display: flex; gap: 8mm; padding: 12mm }
    aside { width: 55mm } main { flex: 1 }
    .box { background: #ca8a04; color: white; border-radius: 6pt; padding: 8mm; margin-bottom: 6mm }
    .box h1 { margin: 0; font-size: 20pt } .contacts { font-size: 9pt; margin-top: 4pt }
    h3 { font-size: 11pt; border-bottom: 2px solid #ca8a04; margin: 10pt 0 5pt; padding-bottom: 2pt }
    .entry { margin-bottom: 8pt } .dates { color: #666; font-size: 9pt }
    ul { margin: 2pt 0; padding-left: 14pt } ul.plain { list-style: none; padding: 0 } p { margin: 0 }
  `;
  return htmlPage(css, `${sidebar}${main}`);
}

const ICON = (path: string) =>
  `<svg width="16" height="16" viewBox="0 0 24 24"><circle cx="12" cy="12" r="11" fill="#1e3a5f"/><path d="${path}" stroke="white" stroke-width="2" fill="none"/></svg>`;

/**
 * Zety's two-column export: a dark sidebar with contacts and rated skills; headings after a round
 * icon; each entry with its dates in a narrow column on the left ('2019-06 - Current'), the title
 * in bold and 'Company, City' in italics on the right; education with its year alone.
 */
export function zetyTwoColumn(person: Person, headings: Headings): string {
  const h = (title: string) => `<h2>${ICON("M7 12h10M12 7v10")}<span>${esc(title)}</span></h2>`;
  const row = (dates: string, first: string, second: string, details: string) =>
    `<div class="row"><div class="when">${esc(dates)}</div><div><b>${esc(first)}</b><div><i>${esc(second)}</i></div>${details}</div></div>`;
  const place = (name: string, location: string | undefined) => (location ? `${name}, ${location}` : name);
  const sidebar =
    `<aside><h1>${esc(person.name)}</h1><div class="headline">${esc(person.headline ?? "")}</div>` +
    `<h4>Contact</h4>${contactItems(person)
      .map((item) => `<div>${esc(item)}</div>`)
      .join("")}` +
    `<h4>${esc(headings.skills)}</h4>${allSkills(person)
      .map((skill) => `<div class="skill">${esc(skill)}<div class="bar"><i></i></div></div>`)
      .join("")}</aside>`;
  const main =
    `<main>${person.summary ? section(h(headings.summary), `<p>${esc(person.summary)}</p>`) : ""}` +
    section(
      h(headings.experience),
      person.jobs.map((job) => row(dateRange(job, " - "), job.title, place(job.company, job.location), bulletList(job.bullets))).join(""),
    ) +
    section(
      h(headings.education),
      person.schools.map((school) => row(dateRange(school, " - "), school.degree, place(school.school, school.location), "")).join(""),
    ) +
    `${extraSections(person, h)}</main>`;
  const css = `
    body { font-family: ${SANS}; font-size: 10pt; display: flex; min-height: 279mm }
    aside { width: 65mm; background: #1e3a5f; color: #f1f5f9; padding: 12mm 7mm } main { flex: 1; padding: 12mm 9mm }
    aside h1 { font-size: 19pt; margin: 0 } .headline { margin: 3pt 0 8mm; color: #93c5fd } h4 { margin: 10pt 0 4pt; font-size: 10.5pt }
    .skill { margin: 3pt 0 } .bar { height: 4px; background: #475569 } .bar i { display: block; width: 75%; height: 4px; background: #93c5fd }
    h2 { display: flex; gap: 6pt; align-items: center; font-size: 12pt; color: #1e3a5f; margin: 10pt 0 6pt }
    .row { display: grid; grid-template-columns: 34mm 1fr; gap: 4mm; margin-bottom: 8pt } .when { color: #475569 }
    ul { margin: 2pt 0; padding-left: 14pt } p { margin: 0 }
  `;
  return htmlPage(css, `${sidebar}${main}`, "Letter");
}

/**
 * Roles written 'Title at Company' in bold, the dates and place on the grey line below
 * ('March 2020 – Present · Remote'); education as 'Degree · School' over its years.
 */
export function titleAtCompany(person: Person, headings: Headings): string {
  const h = (title: string) => `<h2>${esc(title)}</h2>`;
  const meta = (dates: string, place: string | undefined) => esc([dates, place].filter(Boolean).join(" · "));
  const body =
    `<h1>${esc(person.name)}</h1><div class="contacts">${contactItems(person).map(esc).join(" · ")}</div>` +
    (person.summary ? section(h(headings.summary), `<p>${esc(person.summary)}</p>`) : "") +
    section(
      h(headings.experience),
      person.jobs
        .map(
          (job) =>
            `<div class="entry"><b>${esc(job.title)} at ${esc(job.company)}</b><div class="meta">${meta(dateRange(job, " – "), job.location)}</div>${bulletList(job.bullets)}</div>`,
        )
        .join(""),
    ) +
    section(
      h(headings.education),
      person.schools
        .map(
          (school) =>
            `<div class="entry"><b>${esc(school.degree)} · ${esc(school.school)}</b><div class="meta">${meta(dateRange(school, " – "), school.location)}</div></div>`,
        )
        .join(""),
    ) +
    section(h(headings.skills), `<p>${skillList(person, ", ")}</p>`) +
    extraSections(person, h);
  const css = `
    @page { margin: 16mm 18mm } body { font-family: 'DejaVu Sans', ${SANS}; font-size: 9.5pt; color: #222; line-height: 1.4 }
    h1 { font-size: 20pt; margin: 0 } .contacts { color: #555; margin: 3pt 0 8pt }
    h2 { font-size: 12pt; margin: 12pt 0 4pt; color: #7c3aed } .entry { margin-bottom: 8pt } .meta { color: #6b7280 }
    ul { margin: 2pt 0; padding-left: 14pt } p { margin: 0 }
  `;
  return htmlPage(css, body, "Letter");
}

/**
 * A consultant's CV with the dates first on each line, a space, then 'Company, Role'
 * ('2019 – 2022   Larkspur Partners Ltd, Analyst'), description below; education the same way.
 */
export function datesFirstOneLine(person: Person, headings: Headings): string {
  const h = (title: string) => `<h2>${esc(title.toUpperCase())}</h2>`;
  const line = (dates: string, names: string, details: string) =>
    `<div class="entry"><div class="line"><span class="when">${esc(dates)}</span><b>${esc(names)}</b></div>${details}</div>`;
  const body =
    `<h1>${esc(person.name)}</h1><div class="contacts">${contactItems(person).map(esc).join("  ·  ")}</div>` +
    (person.summary ? section(h(headings.summary), `<p>${esc(person.summary)}</p>`) : "") +
    section(
      h(headings.experience),
      person.jobs.map((job) => line(dateRange(job, " – "), `${job.company}, ${job.title}`, bulletList(job.bullets))).join(""),
    ) +
    section(
      h(headings.education),
      person.schools.map((school) => line(dateRange(school, " – "), `${school.school}, ${school.degree}`, "")).join(""),
    ) +
    section(h(headings.skills), `<p>${skillList(person, " · ")}</p>`) +
    extraSections(person, h);
  const css = `
    @page { margin: 18mm 20mm } body { font-family: ${SERIF}; font-size: 11pt; color: #111 }
    h1 { font-size: 24pt; font-weight: normal; margin: 0 } .contacts { margin: 4pt 0 10pt }
    h2 { font-size: 10.5pt; letter-spacing: 0.12em; margin: 14pt 0 6pt; color: #444 }
    .entry { margin-bottom: 8pt } .when { display: inline-block; width: 30mm } ul { margin: 2pt 0 0 30mm; padding-left: 12pt } p { margin: 0 }
  `;
  return htmlPage(css, body);
}

/**
 * A student's one-pager from a university careers template: role in bold with its dates at the
 * right ('Summer 2024', 'Q3 2023 – Q1 2024', 'Fall 2022 – Spring 2023'), the employer in italics
 * below; the degree still running with 'Expected May 2025'.
 */
export function campusTemplate(person: Person, headings: Headings): string {
  const h = (title: string) => `<h2>${esc(title)}</h2>`;
  const entry = (first: string, dates: string, second: string, details: string) =>
    `<div class="entry"><div class="row"><b>${esc(first)}</b><span>${esc(dates)}</span></div><div><i>${esc(second)}</i></div>${details}</div>`;
  const schoolDates = (school: School) => (school.start ? dateRange(school, " – ") : `Expected ${school.end}`);
  const body =
    `<h1>${esc(person.name)}</h1><div class="contacts">${contactItems(person).map(esc).join(" | ")}</div>` +
    section(
      h(headings.education),
      person.schools.map((school) => entry(school.school, schoolDates(school), school.degree, bulletList(school.notes ?? []))).join(""),
    ) +
    section(
      h(headings.experience),
      person.jobs.map((job) => entry(job.title, dateRange(job, " – "), job.company, bulletList(job.bullets))).join(""),
    ) +
    section(h(headings.skills), `<p>${skillList(person, ", ")}</p>`) +
    extraSections(person, h);
  const css = `
    @page { margin: 14mm 16mm } body { font-family: ${SANS}; font-size: 10pt }
    h1 { text-align: center; font-size: 20pt; margin: 0 } .contacts { text-align: center; margin: 3pt 0 8pt }
    h2 { font-size: 11pt; border-bottom: 1px solid #000; margin: 10pt 0 4pt } .entry { margin-bottom: 6pt }
    .row { display: flex; justify-content: space-between } ul { margin: 2pt 0; padding-left: 14pt } p { margin: 0 }
  `;
  return htmlPage(css, body, "Letter");
}

/**
 * A compact engineer's resume: 'Title — Company' on one line with the range at the right, in the
 * forms people type ('Jan 2021–Present' unspaced, 'Sept. 2017 to Dec. 2020', 'Jun ’15 – Aug ’17').
 */
export function compactRanges(person: Person, headings: Headings, separators: string[]): string {
  const h = (title: string) => `<h2>${esc(title)}</h2>`;
  const range = (dates: { start: string; end: string }, index: number) =>
    dates.start && dates.end ? `${dates.start}${separators[index % separators.length]!}${dates.end}` : dates.start || dates.end;
  const entry = (names: string, dates: string, details: string) =>
    `<div class="entry"><div class="row"><span><b>${esc(names)}</b></span><span>${esc(dates)}</span></div>${details}</div>`;
  const body =
    `<header><h1>${esc(person.name)}</h1><div>${contactItems(person).map(esc).join(" / ")}</div></header>` +
    (person.summary ? section(h(headings.summary), `<p>${esc(person.summary)}</p>`) : "") +
    section(
      h(headings.experience),
      person.jobs.map((job, i) => entry(`${job.title} — ${job.company}`, range(job, i), bulletList(job.bullets))).join(""),
    ) +
    section(
      h(headings.education),
      person.schools.map((school, i) => entry(`${school.degree} — ${school.school}`, range(school, i), "")).join(""),
    ) +
    section(h(headings.skills), `<p>${skillList(person, ", ")}</p>`);
  const css = `
    @page { margin: 12mm 15mm } body { font-family: 'DejaVu Sans Mono', monospace; font-size: 9pt }
    header { border-bottom: 3px solid #16a34a; padding-bottom: 4pt } h1 { margin: 0; font-size: 18pt }
    h2 { font-size: 10.5pt; color: #16a34a; margin: 10pt 0 4pt } .entry { margin-bottom: 6pt }
    .row { display: flex; justify-content: space-between; gap: 10pt } ul { margin: 2pt 0; padding-left: 14pt } p { margin: 0 }
  `;
  return htmlPage(css, body);
}

/**
 * A nurse's resume where the employer's line carries its place ('Memorial Hermann Hospital —
 * Houston, TX') and the title's line the dates at the right margin.
 */
export function placeOverDatedTitle(person: Person, headings: Headings): string {
  const h = (title: string) => `<h2>${esc(title.toUpperCase())}</h2>`;
  const entry = (name: string, place: string | undefined, role: string, dates: string, details: string) =>
    `<div class="entry"><div class="org">${esc(name)}${place ? ` — ${esc(place)}` : ""}</div>` +
    `<div class="row"><i>${esc(role)}</i><span>${esc(dates)}</span></div>${details}</div>`;
  const body =
    `<h1>${esc(person.name)}</h1><div class="headline">${esc(person.headline ?? "")}</div><div class="contacts">${contactItems(person).map(esc).join(" • ")}</div>` +
    (person.summary ? section(h(headings.summary), `<p>${esc(person.summary)}</p>`) : "") +
    section(
      h(headings.experience),
      person.jobs.map((job) => entry(job.company, job.location, job.title, dateRange(job, " – "), bulletList(job.bullets))).join(""),
    ) +
    section(
      h(headings.education),
      person.schools.map((school) => entry(school.school, school.location, school.degree, dateRange(school, " – "), "")).join(""),
    ) +
    section(
      h(headings.skills),
      `<ul class="cols">${allSkills(person)
        .map((skill) => `<li>${esc(skill)}</li>`)
        .join("")}</ul>`,
    ) +
    extraSections(person, h);
  const css = `
    @page { margin: 15mm 18mm } body { font-family: ${SANS}; font-size: 10pt; color: #1a1a1a }
    h1 { font-size: 21pt; margin: 0; color: #0f766e } .headline { font-size: 11pt } .contacts { margin: 3pt 0 8pt; font-size: 9.5pt }
    h2 { font-size: 10.5pt; color: #0f766e; border-bottom: 1px solid #99f6e4; margin: 12pt 0 5pt } .entry { margin-bottom: 8pt }
    .org { font-weight: bold } .row { display: flex; justify-content: space-between }
    ul { margin: 2pt 0; padding-left: 14pt } ul.cols { columns: 2 } p { margin: 0 }
  `;
  return htmlPage(css, body, "Letter");
}

/**
 * A teacher's resume with the role in bold and the school in italics on one line, joined by ' · '
 * or a comma, the dates at the right margin.
 */
export function boldTitleItalicOrg(person: Person, headings: Headings, joiners: string[]): string {
  const h = (title: string) => `<h2>${esc(title)}</h2>`;
  const entry = (first: string, second: string, index: number, dates: string, details: string) =>
    `<div class="entry"><div class="row"><span><b>${esc(first)}</b>${esc(joiners[index % joiners.length]!)}<i>${esc(second)}</i></span><span>${esc(dates)}</span></div>${details}</div>`;
  const body =
    `<h1>${esc(person.name)}</h1><div class="contacts">${contactItems(person).map(esc).join("  |  ")}</div>` +
    (person.summary ? section(h(headings.summary), `<p>${esc(person.summary)}</p>`) : "") +
    section(
      h(headings.experience),
      person.jobs.map((job, index) => entry(job.title, job.company, index, dateRange(job, " – "), bulletList(job.bullets))).join(""),
    ) +
    section(
      h(headings.education),
      person.schools.map((school, index) => entry(school.degree, school.school, index, dateRange(school, " – "), "")).join(""),
    ) +
    section(h(headings.skills), `<p>${skillList(person, " • ")}</p>`) +
    extraSections(person, h);
  const css = `
    @page { margin: 16mm } body { font-family: 'DejaVu Serif', ${SERIF}; font-size: 10pt }
    h1 { font-size: 22pt; margin: 0; font-weight: normal } .contacts { margin: 3pt 0 6pt; color: #444 }
    h2 { font-size: 12pt; font-weight: normal; font-style: italic; color: #9a3412; border-bottom: 0.5pt solid #9a3412; margin: 12pt 0 5pt }
    .entry { margin-bottom: 7pt } .row { display: flex; justify-content: space-between; gap: 10pt }
    ul { margin: 2pt 0; padding-left: 14pt } p { margin: 0 }
  `;
  return htmlPage(css, body);
}

/**
 * Finance resume: the employer in small capitals with its city at the right, the roles held
 * there below it, each in bold with its own dates at the right, without repeating the employer.
 */
export function smallCapsGroupedRoles(person: Person, headings: Headings): string {
  const h = (title: string) => `<h2>${esc(title)}</h2>`;
  const employers: { company: string; location: string | undefined; jobs: Job[] }[] = [];
  for (const job of person.jobs) {
    const last = employers.at(-1);
    if (last && last.company === job.company) last.jobs.push(job);
    else employers.push({ company: job.company, location: job.location, jobs: [job] });
  }
  const org = (name: string, place: string | undefined) =>
    `<div class="row org"><span class="sc">${esc(name)}</span><span>${esc(place ?? "")}</span></div>`;
  const role = (title: string, dates: string, details: string) =>
    `<div class="row"><b>${esc(title)}</b><span>${esc(dates)}</span></div>${details}`;
  const body =
    `<h1>${esc(person.name)}</h1><div class="contacts">${contactItems(person).map(esc).join(" ⋄ ")}</div>` +
    section(
      h(headings.experience),
      employers
        .map(
          (group) =>
            `<div class="entry">${org(group.company, group.location)}${group.jobs.map((job) => role(job.title, dateRange(job, " – "), bulletList(job.bullets))).join("")}</div>`,
        )
        .join(""),
    ) +
    section(
      h(headings.education),
      person.schools
        .map(
          (school) => `<div class="entry">${org(school.school, school.location)}${role(school.degree, dateRange(school, " – "), "")}</div>`,
        )
        .join(""),
    ) +
    section(h(headings.skills), `<p>${skillList(person, "; ")}</p>`) +
    extraSections(person, h);
  const css = `
    @page { margin: 14mm 18mm } body { font-family: ${SERIF}; font-size: 10.5pt }
    h1 { text-align: center; font-variant: small-caps; font-size: 22pt; margin: 0 } .contacts { text-align: center; margin: 2pt 0 8pt }
    h2 { font-size: 11pt; text-transform: uppercase; border-bottom: 1px solid #000; margin: 10pt 0 4pt }
    .entry { margin-bottom: 8pt } .row { display: flex; justify-content: space-between } .sc { font-variant: small-caps; font-size: 11.5pt }
    ul { margin: 1pt 0 3pt; padding-left: 14pt } p { margin: 0 }
  `;
  return htmlPage(css, body, "Letter");
}

/**
 * A two-page resume laid out page by page, as word processors print one: every page repeats a
 * running header (name and e-mail) and a footer with 'Page n of 2'.
 */
export function runningHeaders(person: Person, headings: Headings, firstPageJobs: number): string {
  const h = (title: string) => `<h2>${esc(title)}</h2>`;
  const job = (entry: Job) =>
    `<div class="entry"><b>${esc(entry.title)}</b><div>${esc([entry.company, entry.location, dateRange(entry, " – ")].filter(Boolean).join(" | "))}</div>${bulletList(entry.bullets)}</div>`;
  const page = (number: number, content: string) =>
    `<div class="page"><div class="running">${esc(person.name)} — Résumé<span>${esc(person.email)}</span></div><div class="content">${content}</div>` +
    `<div class="footer">Page ${number} of 2</div></div>`;
  const first =
    `<h1>${esc(person.name)}</h1><div class="contacts">${[person.phone, person.location, ...(person.links ?? [])].map(esc).join(" | ")}</div>` +
    (person.summary ? section(h(headings.summary), `<p>${esc(person.summary)}</p>`) : "") +
    h(headings.experience) +
    person.jobs.slice(0, firstPageJobs).map(job).join("");
  const second =
    person.jobs.slice(firstPageJobs).map(job).join("") +
    section(
      h(headings.education),
      person.schools
        .map(
          (school) =>
            `<div class="entry"><b>${esc(school.degree)}</b><div>${esc([school.school, dateRange(school, " – ")].join(" | "))}</div></div>`,
        )
        .join(""),
    ) +
    section(h(headings.skills), `<p>${skillList(person, ", ")}</p>`) +
    extraSections(person, h);
  const css = `
    body { font-family: ${SANS}; font-size: 10.5pt } .page { height: 279mm; position: relative; padding: 20mm 18mm; break-after: page; overflow: hidden }
    .running { position: absolute; top: 8mm; left: 18mm; right: 18mm; font-size: 8pt; color: #777; display: flex; justify-content: space-between; border-bottom: 0.5pt solid #ccc }
    .footer { position: absolute; bottom: 8mm; left: 0; right: 0; text-align: center; font-size: 8pt; color: #777 }
    h1 { font-size: 20pt; margin: 0 } .contacts { margin: 3pt 0 6pt } h2 { font-size: 12pt; color: #b45309; margin: 12pt 0 4pt }
    .entry { margin-bottom: 9pt } ul { margin: 2pt 0; padding-left: 14pt } p { margin: 0 }
  `;
  return htmlPage(css, page(1, first) + page(2, second), "Letter");
}

/**
 * A résumé page of a static site (Jekyll, Hugo) printed from Chromium: the site's name and
 * navigation above, Markdown rendered as h2 sections and h3 employers with '**Role** · dates'
 * below each, and the site's footer.
 */
export function staticSitePage(person: Person, headings: Headings): string {
  const job = (entry: Job) =>
    `<h3>${esc(entry.company)}</h3><p><strong>${esc(entry.title)}</strong> · <em>${esc(dateRange(entry, " – "))}</em></p>${bulletList(entry.bullets)}`;
  const school = (entry: School) =>
    `<h3>${esc(entry.school)}</h3><p><strong>${esc(entry.degree)}</strong> · <em>${esc(dateRange(entry, " – "))}</em></p>`;
  const body =
    `<nav><span class="site">${esc(person.name)}</span><span>Home</span><span>Blog</span><span>Projects</span><span>Résumé</span></nav>` +
    `<article><h1>Résumé</h1><p>✉ ${esc(person.email)} · ☏ ${esc(person.phone)} · ${esc(person.location)}</p>` +
    (person.summary ? `<h2>${esc(headings.summary)}</h2><p>${esc(person.summary)}</p>` : "") +
    `<h2>${esc(headings.experience)}</h2>${person.jobs.map(job).join("")}` +
    `<h2>${esc(headings.education)}</h2>${person.schools.map(school).join("")}` +
    `<h2>${esc(headings.skills)}</h2>${bulletList(allSkills(person))}${extraSections(person, (title) => `<h2>${esc(title)}</h2>`)}</article>` +
    `<footer>© 2024 ${esc(person.name)} · Built with Hugo · Theme PaperMod</footer>`;
  const css = `
    @page { margin: 10mm 0 } body { font-family: -apple-system, 'DejaVu Sans', ${SANS}; font-size: 10pt; color: #1f2328 }
    nav { display: flex; gap: 14pt; padding: 6pt 20mm; border-bottom: 1px solid #d0d7de; font-size: 9pt } nav .site { font-weight: bold; margin-right: auto }
    article { padding: 0 20mm; line-height: 1.5 } h1 { font-size: 20pt } h2 { font-size: 14pt; border-bottom: 1px solid #d0d7de; padding-bottom: 2pt }
    h3 { font-size: 11pt; margin: 8pt 0 0 } p { margin: 2pt 0 } ul { margin: 2pt 0; padding-left: 16pt }
    footer { margin-top: 12pt; text-align: center; font-size: 8pt; color: #57606a }
  `;
  return htmlPage(css, body);
}

/**
 * A designer's template in spaced capitals: the name, the employers and the schools set in
 * uppercase with CSS letter-spacing (which PDF readers see as letters between spaces), the role
 * in bold below, the dates and place on a grey line.
 */
export function spacedCapitals(person: Person, headings: Headings): string {
  const h = (title: string) => `<h2>${esc(title)}</h2>`;
  const entry = (org: string, name: string, meta: string, details: string) =>
    `<div class="entry"><div class="org">${esc(org)}</div><b>${esc(name)}</b><div class="meta">${esc(meta)}</div>${details}</div>`;
  const meta = (dates: string, place: string | undefined) => [dates, place].filter(Boolean).join(" · ");
  const body =
    `<h1>${esc(person.name)}</h1><div class="headline">${esc(person.headline ?? "")}</div>` +
    `<div class="contacts">${contactItems(person).map(esc).join("   ")}</div>` +
    (person.summary ? section(h(headings.summary), `<p>${esc(person.summary)}</p>`) : "") +
    section(
      h(headings.experience),
      person.jobs.map((job) => entry(job.company, job.title, meta(dateRange(job, " — "), job.location), bulletList(job.bullets))).join(""),
    ) +
    section(
      h(headings.education),
      person.schools.map((school) => entry(school.school, school.degree, meta(dateRange(school, " — "), school.location), "")).join(""),
    ) +
    section(h(headings.skills), `<p>${skillList(person, " / ")}</p>`) +
    extraSections(person, h);
  const css = `
    @page { margin: 18mm 20mm } body { font-family: ${SANS}; font-size: 9.5pt; color: #333; line-height: 1.45 }
    h1 { font-size: 24pt; font-weight: 300; letter-spacing: 0.3em; text-transform: uppercase; margin: 0 } .headline { letter-spacing: 0.15em; color: #888; margin: 2pt 0 6pt }
    .contacts { font-size: 8.5pt; white-space: pre } h2 { font-size: 10pt; letter-spacing: 0.25em; text-transform: uppercase; margin: 14pt 0 6pt; color: #b08968 }
    .org { font-size: 8.5pt; letter-spacing: 0.25em; text-transform: uppercase; color: #666 } .meta { color: #999; font-size: 8.5pt }
    .entry { margin-bottom: 9pt } ul { margin: 2pt 0; padding-left: 14pt } p { margin: 0 }
  `;
  return htmlPage(css, body);
}
