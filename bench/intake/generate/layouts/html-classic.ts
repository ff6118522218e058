import { allSkills, dateRange, type Headings, type Job, type Person, type School } from "../person";
import { bulletList, contactItems, esc, extraSections, htmlPage } from "./html-page";

export interface CustomHeader {
  html: string;
  css: string;
}

/** A one-column resume in the many ways word processors and resume sites set one. */
export interface ClassicOptions {
  headings: Headings;
  /** A header of the layout's own, or one written for the fixture (its markup and the CSS it needs). */
  header: "left" | "centered" | "banner" | CustomHeader;
  headingStyle: "caps-rule" | "small-caps" | "icons" | "underline";
  /** stacked: organisation and dates on one line, the role below; one-line: 'A | B | dates'. */
  entry: "stacked" | "one-line";
  order: "company-first" | "title-first";
  dateSeparator: string;
  skills: "inline" | "grid" | "grouped";
  font: string;
  accent: string;
  paper: "A4" | "Letter";
  educationFirst?: boolean;
  /** Glyphs (✉ ☎ ⌂) before the contacts, as icon fonts leave them in the text. */
  contactGlyphs?: boolean;
}

const GLYPHS = ["✉", "☎", "⌂", "⚲", "⚲"];
// Simple stroke icons, as resume sites draw them beside headings; they leave no text behind.
const ICON = `<svg width="14" height="14" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2"><circle cx="12" cy="12" r="9"/><path d="M8 12h8M12 8v8"/></svg>`;

function heading(title: string, options: ClassicOptions): string {
  switch (options.headingStyle) {
    case "caps-rule":
      return `<h2 class="caps-rule">${esc(title.toUpperCase())}</h2>`;
    case "small-caps":
      return `<h2 class="small-caps">${esc(title)}</h2>`;
    case "icons":
      return `<h2 class="icons">${ICON}<span>${esc(title)}</span></h2>`;
    case "underline":
      return `<h2 class="underline">${esc(title)}</h2>`;
  }
}

function entry(first: string, second: string, dates: string, details: string, place: string | undefined, options: ClassicOptions): string {
  if (options.entry === "one-line") {
    const parts = [first, second, dates].filter((part) => part !== "").map(esc);
    return `<div class="entry"><div class="one-line"><b>${parts[0]}</b> | ${parts.slice(1).join(" | ")}</div>${details}</div>`;
  }
  const where = place ? `<span class="place">${esc(place)}</span>` : "";
  return (
    `<div class="entry"><div class="row"><b>${esc(first)}</b><span class="dates">${esc(dates)}</span></div>` +
    `<div class="row"><i>${esc(second)}</i>${where}</div>${details}</div>`
  );
}

const jobEntry = (job: Job, options: ClassicOptions): string => {
  const [first, second] = options.order === "company-first" ? [job.company, job.title] : [job.title, job.company];
  return entry(first, second, dateRange(job, options.dateSeparator), bulletList(job.bullets), job.location, options);
};

const schoolEntry = (school: School, options: ClassicOptions): string =>
  entry(school.school, school.degree, dateRange(school, options.dateSeparator), bulletList(school.notes ?? []), school.location, options);

function skillsBlock(person: Person, options: ClassicOptions): string {
  if (options.skills === "grid")
    return `<ul class="grid">${allSkills(person)
      .map((skill) => `<li>${esc(skill)}</li>`)
      .join("")}</ul>`;
  if (options.skills === "grouped")
    return person.skills.map((group) => `<p><b>${esc(group.label)}:</b> ${group.items.map(esc).join(", ")}</p>`).join("");
  return `<p>${allSkills(person).map(esc).join(" · ")}</p>`;
}

function header(person: Person, options: ClassicOptions): string {
  if (typeof options.header === "object") return options.header.html;
  const contacts = contactItems(person).map((item, index) => (options.contactGlyphs ? `${GLYPHS[index]} ${esc(item)}` : esc(item)));
  const headline = person.headline ? `<div class="headline">${esc(person.headline)}</div>` : "";
  return `<header class="${options.header}"><h1>${esc(person.name)}</h1>${headline}<div class="contacts">${contacts.join(" <span>|</span> ")}</div></header>`;
}

export function classicLayout(person: Person, options: ClassicOptions): string {
  const h = (title: string) => heading(title, options);
  const summary = person.summary ? `<section>${h(options.headings.summary)}<p>${esc(person.summary)}</p></section>` : "";
  const experience = `<section>${h(options.headings.experience)}${person.jobs.map((job) => jobEntry(job, options)).join("")}</section>`;
  const education = `<section>${h(options.headings.education)}${person.schools.map((school) => schoolEntry(school, options)).join("")}</section>`;
  const skills = `<section>${h(options.headings.skills)}${skillsBlock(person, options)}</section>`;
  const body = options.educationFirst ? [summary, education, experience, skills] : [summary, experience, education, skills];
  const custom = typeof options.header === "object" ? options.header.css : "";
  const css = `
    @page { margin: ${options.header === "banner" ? "0" : "14mm 0"} }
    body { font-family: ${options.font}; font-size: 10.5pt; color: #222; padding: ${options.header === "banner" ? "15mm" : "0"} 17mm; line-height: 1.35 }
    header.left h1 { margin: 0; font-size: 22pt }
    header.centered { text-align: center } header.centered h1 { margin: 0; font-size: 20pt; letter-spacing: 0.04em }
    header.banner { background: ${options.accent}; color: white; margin: -15mm -17mm 6mm; padding: 12mm 17mm 8mm }
    header.banner h1 { margin: 0; font-size: 26pt }
    .headline { font-size: 12pt; margin: 2pt 0 }
    .contacts { font-size: 9.5pt; margin-top: 4pt } .contacts span { color: #999 }
    h2 { font-size: 11.5pt; margin: 12pt 0 5pt; color: ${options.accent} }
    h2.caps-rule { border-bottom: 1.2px solid ${options.accent}; padding-bottom: 2pt; letter-spacing: 0.05em }
    h2.small-caps { font-variant: small-caps; font-size: 13pt; border-bottom: 0.6px solid #555 }
    h2.icons { display: flex; gap: 6px; align-items: center }
    h2.underline { text-decoration: underline; color: #222 }
    .entry { margin-bottom: 7pt; break-inside: avoid } .row { display: flex; justify-content: space-between; gap: 12pt }
    .dates, .place { white-space: nowrap; color: #444 }
    ul { margin: 2pt 0 0; padding-left: 16pt } li { margin: 1pt 0 }
    ul.grid { columns: 3; list-style: square } p { margin: 3pt 0 }
    ${custom}
  `;
  const page = `${header(person, options)}${body.join("")}${extraSections(person, h)}`;
  return htmlPage(css, page, options.paper);
}
