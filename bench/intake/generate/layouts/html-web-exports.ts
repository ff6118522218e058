import { dateRange, type Headings, type Person } from "../person";
import { bulletList, esc, extraSections, htmlPage } from "./html-page";

/**
 * A resume kept on Indeed and downloaded as PDF: the name, location and contacts at the top,
 * 'Work Experience' with the title in bold, 'Company - City, ST' and 'June 2019 to Present' on
 * lines of their own, 'Degree in Field' over 'School - City, ST', skills with their years of
 * experience in parentheses.
 */
export function indeedExport(person: Person, skillYears: Record<string, string>, extraLines: string[]): string {
  const place = (name: string, location: string | undefined) => `${esc(name)}${location ? ` - ${esc(location)}` : ""}`;
  const jobs = person.jobs
    .map(
      (job) =>
        `<div class="entry"><div class="title">${esc(job.title)}</div><div>${place(job.company, job.location)}</div><div class="muted">${esc(dateRange(job, " to "))}</div>${bulletList(job.bullets)}</div>`,
    )
    .join("");
  const schools = person.schools
    .map(
      (school) =>
        `<div class="entry"><div class="title">${esc(school.degree)}</div><div>${place(school.school, school.location)}</div><div class="muted">${esc(dateRange(school, " to "))}</div></div>`,
    )
    .join("");
  const skills = person.skills
    .flatMap((group) => group.items)
    .map((skill) => (skillYears[skill] ? `${skill} (${skillYears[skill]})` : skill));
  const h = (title: string) => `<h2>${esc(title)}</h2>`;
  const body =
    `<h1>${esc(person.name)}</h1>${person.headline ? `<div class="headline">${esc(person.headline)}</div>` : ""}` +
    `<div>${esc(person.location)}</div><div>${esc(person.email)}</div><div>${esc(person.phone)}</div>` +
    extraLines.map((line) => `<p class="muted">${esc(line)}</p>`).join("") +
    (person.summary ? `<p>${esc(person.summary)}</p>` : "") +
    `${h("Work Experience")}${jobs}${h("Education")}${schools}${h("Skills")}${bulletList(skills)}${extraSections(person, h)}`;
  const css = `
    @page { margin: 0.7in } body { font-family: 'Liberation Sans', Arial, sans-serif; font-size: 10.5pt; color: #2d2d2d; line-height: 1.4 }
    h1 { font-size: 22pt; margin: 0 0 4pt } .headline { font-size: 12pt; margin-bottom: 4pt } .muted { color: #595959 }
    h2 { font-size: 14pt; margin: 18pt 0 8pt; padding-bottom: 4pt; border-bottom: 1px solid #d4d2d0 }
    .entry { margin-bottom: 12pt; break-inside: avoid } .title { font-weight: bold; font-size: 11pt }
    ul { margin: 4pt 0 0; padding-left: 18pt } p { margin: 6pt 0 }
  `;
  return htmlPage(css, body, "Letter");
}

/**
 * An OpenResume-style export (open-source web builders print much alike): a thin coloured bar at
 * the top, the name over a short summary, contacts in a row after small stroke icons, headings in
 * bold capitals after a short coloured bar, the company alone on its line and the title with the
 * dates right-aligned below it.
 */
export function openResumeLayout(person: Person, headings: Headings, accent: string): string {
  const icon = `<svg width="9" height="9" viewBox="0 0 10 10"><circle cx="5" cy="5" r="4" fill="none" stroke="${accent}" stroke-width="1.5"/></svg>`;
  const h = (title: string) => `<h2><span class="bar"></span>${esc(title.toUpperCase())}</h2>`;
  const entry = (first: string, second: string, dates: string, details: string[]) =>
    `<div class="entry"><div class="first">${esc(first)}</div><div class="row"><span>${esc(second)}</span><span>${esc(dates)}</span></div>${bulletList(details)}</div>`;
  const projects = (person.projects ?? []).map(
    (project) =>
      `<div class="entry"><div class="row"><b>${esc(project.name)}</b><span>${esc(project.dates)}</span></div>${bulletList(project.bullets)}</div>`,
  );
  const body =
    `<div class="top"></div><h1>${esc(person.name)}</h1>${person.summary ? `<p>${esc(person.summary)}</p>` : ""}` +
    `<div class="contacts">${[person.email, person.phone, person.location, ...(person.links ?? [])].map((item) => `<span>${icon} ${esc(item)}</span>`).join("")}</div>` +
    `${h(headings.experience)}${person.jobs.map((job) => entry(job.company, job.title, dateRange(job, " - "), job.bullets)).join("")}` +
    `${h(headings.education)}${person.schools.map((school) => entry(school.school, school.degree, dateRange(school, " - "), school.notes ?? [])).join("")}` +
    (projects.length ? `${h("Projects")}${projects.join("")}` : "") +
    `${h(headings.skills)}${bulletList(person.skills.map((group) => (group.label ? `${group.label}: ${group.items.join(", ")}` : group.items.join(", "))))}`;
  const css = `
    @page { margin: 0 0 14mm } body { font-family: 'DejaVu Sans', Arial, sans-serif; font-size: 9.5pt; color: #171717; padding: 0 18mm; line-height: 1.35 }
    .top { height: 10pt; background: ${accent}; margin: 0 -18mm 14pt } h1 { font-size: 20pt; margin: 0 0 6pt }
    .contacts { display: flex; flex-wrap: wrap; gap: 4pt 16pt; margin: 6pt 0 10pt } .contacts svg { vertical-align: -1px }
    h2 { font-size: 10.5pt; letter-spacing: 0.05em; margin: 14pt 0 6pt } .bar { display: block; width: 28pt; height: 3.5pt; background: ${accent}; margin-bottom: 4pt }
    .entry { margin-bottom: 8pt; break-inside: avoid } .first { font-weight: bold } .row { display: flex; justify-content: space-between }
    ul { margin: 3pt 0 0; padding-left: 14pt } p { margin: 3pt 0 }
  `;
  return htmlPage(css, body, "Letter");
}
