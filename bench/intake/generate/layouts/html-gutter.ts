import { allSkills, dateRange, type Headings, type Person } from "../person";
import { bulletList, contactItems, esc, extraSections, htmlPage } from "./html-page";

/** One column whose dates stand in a left margin, as CV templates and tables in word processors set them. */
export interface GutterOptions {
  headings: Headings;
  order: "company-first" | "title-first";
  dateSeparator: string;
  /** Headings in the gutter beside their first entry, or across the page above it. */
  headingPlace: "gutter" | "across";
  /** A real HTML table (as converted word-processor CVs are) or a CSS grid. */
  structure: "table" | "grid";
  font: string;
  accent: string;
  paper: "A4" | "Letter";
}

interface Row {
  gutter: string;
  content: string;
}

function section(title: string, rows: Row[], options: GutterOptions): string {
  const head = `<span class="heading">${esc(title)}</span>`;
  const cells = rows.map((row, index) => ({
    gutter: (options.headingPlace === "gutter" && index === 0 ? `${head}<br>` : "") + esc(row.gutter),
    content: row.content,
  }));
  const across = options.headingPlace === "across" ? head : "";
  if (options.structure === "table")
    return `${across}<table>${cells.map((cell) => `<tr><td class="gutter">${cell.gutter}</td><td>${cell.content}</td></tr>`).join("")}</table>`;
  return `${across}<div class="grid">${cells.map((cell) => `<div class="gutter">${cell.gutter}</div><div>${cell.content}</div>`).join("")}</div>`;
}

export function gutterLayout(person: Person, options: GutterOptions): string {
  const jobs = person.jobs.map((job) => {
    const [first, second] = options.order === "company-first" ? [job.company, job.title] : [job.title, job.company];
    const where = job.location ? ` <span class="place">${esc(job.location)}</span>` : "";
    return {
      gutter: dateRange(job, options.dateSeparator),
      content: `<b>${esc(first)}</b>${where}<div><i>${esc(second)}</i></div>${bulletList(job.bullets)}`,
    };
  });
  const schools = person.schools.map((school) => ({
    gutter: dateRange(school, options.dateSeparator),
    content: `<b>${esc(school.school)}</b><div>${esc(school.degree)}</div>${bulletList(school.notes ?? [])}`,
  }));
  const summary = person.summary ? [{ gutter: "", content: `<p>${esc(person.summary)}</p>` }] : [];
  const skills = [{ gutter: "", content: `<p>${allSkills(person).map(esc).join(", ")}</p>` }];
  const extras = extraSections(person, (title) => `<span class="heading">${esc(title)}</span>`);
  const headline = person.headline ? `<div class="headline">${esc(person.headline)}</div>` : "";
  const body =
    `<h1>${esc(person.name)}</h1>${headline}<div class="contacts">${contactItems(person).map(esc).join(" &nbsp;•&nbsp; ")}</div>` +
    (summary.length ? section(options.headings.summary, summary, options) : "") +
    section(options.headings.experience, jobs, options) +
    section(options.headings.education, schools, options) +
    section(options.headings.skills, skills, options) +
    `<div class="extras">${extras}</div>`;
  const css = `
    body { font-family: ${options.font}; font-size: 10pt; padding: 14mm 16mm; color: #222; line-height: 1.35 }
    h1 { margin: 0; font-size: 21pt; font-weight: 600 } .headline { color: ${options.accent}; font-size: 11.5pt }
    .contacts { margin: 4pt 0 10pt; font-size: 9.5pt; color: #444 }
    .heading { display: block; font-weight: bold; color: ${options.accent}; font-size: 11pt; margin: 10pt 0 4pt }
    .gutter .heading { margin-top: 0 }
    table { border-collapse: collapse; width: 100% } td { vertical-align: top; padding: 0 0 7pt }
    .grid { display: grid; grid-template-columns: 34mm 1fr; row-gap: 7pt }
    td.gutter, .gutter { width: 34mm; color: #555; padding-right: 6mm; font-size: 9.5pt }
    .place { color: #666; font-size: 9pt } ul { margin: 2pt 0 0; padding-left: 14pt } p { margin: 0 }
    .extras h2, .extras .heading { margin-top: 10pt } .extras ul { padding-left: calc(34mm + 14pt) }
  `;
  return htmlPage(css, body, options.paper);
}
