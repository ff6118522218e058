import { dateRange, type Headings, type Job, type Person } from "../person";
import { bulletList, contactItems, esc, extraSections, htmlPage } from "./html-page";

/** Two columns: a coloured sidebar (contacts, skills, education) beside the main column (summary, experience). */
export interface SidebarOptions {
  headings: Headings;
  side: "left" | "right";
  order: "company-first" | "title-first";
  /** right: dates right-aligned on the title's line; below: on a line of their own under the company. */
  dates: "right" | "below";
  dateSeparator: string;
  /** Skills as chips, or as labelled bars whose length is a level (the level is not text). */
  skills: "chips" | "bars" | "groups";
  font: string;
  accent: string;
  paper: "A4" | "Letter";
  contactLabels?: boolean;
}

const CONTACT_LABELS = ["Email", "Phone", "Address", "Web", "Web"];

function jobEntry(job: Job, options: SidebarOptions): string {
  const [first, second] = options.order === "company-first" ? [job.company, job.title] : [job.title, job.company];
  const dates = esc(dateRange(job, options.dateSeparator));
  const where = job.location ? `, ${esc(job.location)}` : "";
  const top =
    options.dates === "right"
      ? `<div class="row"><b>${esc(first)}</b><span class="dates">${dates}</span></div><div class="sub">${esc(second)}${where}</div>`
      : `<div><b>${esc(first)}</b></div><div class="sub">${esc(second)}${where}</div><div class="dates">${dates}</div>`;
  return `<div class="entry">${top}${bulletList(job.bullets)}</div>`;
}

function skillsBlock(person: Person, options: SidebarOptions): string {
  if (options.skills === "groups")
    return person.skills
      .map((group) => `<h4>${esc(group.label)}</h4><div class="chips">${group.items.map((s) => `<span>${esc(s)}</span>`).join("")}</div>`)
      .join("");
  const items = person.skills.flatMap((group) => group.items);
  if (options.skills === "bars")
    return items
      .map((skill, index) => `<div class="bar"><span>${esc(skill)}</span><i style="width:${90 - ((index * 17) % 45)}%"></i></div>`)
      .join("");
  return `<div class="chips">${items.map((skill) => `<span>${esc(skill)}</span>`).join("")}</div>`;
}

export function sidebarLayout(person: Person, options: SidebarOptions): string {
  const h = (title: string) => `<h2>${esc(title)}</h2>`;
  const contacts = contactItems(person)
    .map((item, index) =>
      options.contactLabels ? `<div><small>${CONTACT_LABELS[index]}</small><br>${esc(item)}</div>` : `<div>${esc(item)}</div>`,
    )
    .join("");
  const education = person.schools
    .map(
      (school) =>
        `<div class="entry"><b>${esc(school.degree)}</b><div>${esc(school.school)}</div><div class="dates">${esc(dateRange(school, options.dateSeparator))}</div></div>`,
    )
    .join("");
  const sidebar =
    `<aside><section class="contact">${contacts}</section>` +
    `<section>${h(options.headings.skills)}${skillsBlock(person, options)}</section>` +
    `<section>${h(options.headings.education)}${education}</section></aside>`;
  const headline = person.headline ? `<div class="headline">${esc(person.headline)}</div>` : "";
  const summary = person.summary ? `<section>${h(options.headings.summary)}<p>${esc(person.summary)}</p></section>` : "";
  const main =
    `<main><h1>${esc(person.name)}</h1>${headline}${summary}` +
    `<section>${h(options.headings.experience)}${person.jobs.map((job) => jobEntry(job, options)).join("")}</section>` +
    `${extraSections(person, h)}</main>`;
  const css = `
    body { font-family: ${options.font}; font-size: 10pt; color: #1f2328; line-height: 1.4 }
    .page { display: flex; flex-direction: ${options.side === "left" ? "row" : "row-reverse"}; min-height: 100vh }
    aside { width: 34%; background: ${options.accent}; color: white; padding: 14mm 8mm; font-size: 9.5pt }
    aside h2 { color: white; border-bottom: 1px solid rgba(255,255,255,0.5) } aside small { opacity: 0.75 }
    .contact div { margin-bottom: 5pt; overflow-wrap: anywhere }
    main { flex: 1; padding: 14mm 10mm } h1 { margin: 0; font-size: 24pt; color: ${options.accent} }
    .headline { font-size: 12pt; color: #555; margin-bottom: 6pt }
    h2 { font-size: 11pt; text-transform: uppercase; letter-spacing: 0.06em; margin: 12pt 0 5pt; color: ${options.accent} }
    h4 { margin: 6pt 0 3pt; font-size: 9.5pt }
    .entry { margin-bottom: 8pt; break-inside: avoid } .row { display: flex; justify-content: space-between; gap: 10pt }
    .sub { color: #555 } .dates { color: #666; white-space: nowrap } aside .dates { color: #eee }
    ul { margin: 3pt 0 0; padding-left: 14pt } p { margin: 3pt 0 }
    .chips span { display: inline-block; border: 1px solid rgba(255,255,255,0.6); border-radius: 3px; padding: 1pt 4pt; margin: 0 3pt 3pt 0 }
    .bar { margin-bottom: 5pt } .bar i { display: block; height: 4px; background: white; margin-top: 2pt }
  `;
  return htmlPage(css, `<div class="page">${sidebar}${main}</div>`, options.paper);
}
