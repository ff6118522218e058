import { dateRange, type Headings, type Job, type Person, type School } from "../person";
import { bulletList, esc, extraSections, htmlPage } from "./html-page";

/**
 * The Google Docs resume templates exported with File › Download › PDF: 'Serif' (name and address
 * on the left, phone and email on the right, serif body) and 'Spearmint' (a coloured rule above a
 * sans-serif name). Both set headings in small coloured capitals, each entry as 'Company, Location
 * — Title' with the dates in capitals on a line of their own, and skills as a bulleted list.
 */
export interface GoogleDocsOptions {
  headings: Headings;
  style: "serif" | "spearmint";
  accent: string;
  educationFirst?: boolean;
  /** Printed under the education entries, as students add it: 'Relevant Coursework: …'. */
  coursework?: string[];
}

const entry = (organisation: string, place: string | undefined, role: string, dates: string, details: string[]) =>
  `<div class="entry"><div class="line"><b>${esc(organisation)}</b>${place ? `, ${esc(place)}` : ""} — <i>${esc(role)}</i></div>` +
  `<div class="dates">${esc(dates)}</div>${bulletList(details)}</div>`;

const jobEntry = (job: Job) => entry(job.company, job.location, job.title, dateRange(job, " - "), job.bullets);
const schoolEntry = (school: School) => entry(school.school, school.location, school.degree, dateRange(school, " - "), school.notes ?? []);

export function googleDocsLayout(person: Person, options: GoogleDocsOptions): string {
  const h = (title: string) => `<h2>${esc(title)}</h2>`;
  const contacts = [person.phone, person.email, ...(person.links ?? [])].map((item) => `<div>${esc(item)}</div>`).join("");
  const header =
    options.style === "serif"
      ? `<header class="split"><div><h1>${esc(person.name)}</h1><div class="address">${esc(person.location)}</div></div><div class="contact">${contacts}</div></header>`
      : `<header class="rule"><h1>${esc(person.name)}</h1><div class="address">${esc(person.location)}</div>${contacts}</header>`;
  const coursework = options.coursework?.length ? `<p><b>Relevant Coursework:</b> ${options.coursework.map(esc).join(", ")}</p>` : "";
  const summary = person.summary ? `<p class="summary">${esc(person.summary)}</p>` : "";
  const experience = `<section>${h(options.headings.experience)}${person.jobs.map(jobEntry).join("")}</section>`;
  const education = `<section>${h(options.headings.education)}${person.schools.map(schoolEntry).join("")}${coursework}</section>`;
  const skills = `<section>${h(options.headings.skills)}${bulletList(person.skills.flatMap((group) => group.items))}</section>`;
  const body = options.educationFirst ? [education, experience] : [experience, education];
  const serif = options.style === "serif";
  const css = `
    @page { margin: 0.6in 0.75in }
    body { font-family: ${serif ? "'Liberation Serif', 'Times New Roman', serif" : "'Liberation Sans', Arial, sans-serif"}; font-size: 10.5pt; color: #333; line-height: 1.35 }
    header.split { display: flex; justify-content: space-between; align-items: flex-end; margin-bottom: 10pt }
    header.split h1 { font-size: 30pt; margin: 0 0 4pt; font-weight: bold } header.split .contact { text-align: right; font-size: 9.5pt }
    header.rule { border-top: 6px solid ${options.accent}; padding-top: 10pt; margin-bottom: 8pt; font-size: 9.5pt }
    header.rule h1 { font-size: 30pt; margin: 0 0 6pt; color: #222 }
    .address { font-size: 9.5pt }
    h2 { font-family: 'Liberation Sans', Arial, sans-serif; color: ${options.accent}; font-size: 9pt; font-weight: bold; letter-spacing: 0.08em; text-transform: uppercase; margin: 16pt 0 6pt }
    .entry { margin-bottom: 9pt; break-inside: avoid } .line { font-size: 11pt }
    .dates { font-size: 8pt; color: #666; text-transform: uppercase; letter-spacing: 0.04em; margin: 2pt 0 }
    ul { margin: 2pt 0 0; padding-left: 16pt } p { margin: 4pt 0 }
  `;
  return htmlPage(css, `${header}${summary}${body.join("")}${skills}${extraSections(person, h)}`, "Letter");
}
