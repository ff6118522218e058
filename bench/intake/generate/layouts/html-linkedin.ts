import { dateRange, type Job, type Person } from "../person";
import { esc, htmlPage } from "./html-page";

/** What a LinkedIn profile adds beside the roles: each role's duration as printed, and the sidebar lists. */
export interface LinkedInOptions {
  /** Per role, in order: '(2 years 9 months)'. */
  durations: string[];
  /** Per company, the total printed under its name when it holds several roles: '5 years 3 months'. */
  companyTotals: Record<string, string>;
  topSkills: string[];
  sidebar: { heading: string; lines: string[] }[];
}

/** Consecutive roles at one company, as the profile groups them. */
function byCompany(jobs: Job[]): { company: string; roles: { job: Job; index: number }[] }[] {
  const groups: { company: string; roles: { job: Job; index: number }[] }[] = [];
  jobs.forEach((job, index) => {
    const last = groups.at(-1);
    if (last?.company === job.company) last.roles.push({ job, index });
    else groups.push({ company: job.company, roles: [{ job, index }] });
  });
  return groups;
}

/**
 * A LinkedIn profile saved with 'More › Save to PDF': a grey sidebar (Contact, Top Skills,
 * Languages, Certifications) beside the name, headline and location; Experience grouped by
 * company, each role with 'Month Year - Present (duration)' and a location line; Education as
 * 'Degree, Field · (2013 - 2017)'; a 'Page 1 of 2' footer.
 */
export function linkedInExport(person: Person, options: LinkedInOptions): string {
  const sidebar =
    `<h3>Contact</h3>${[person.email, `${person.phone} (Mobile)`, ...(person.links ?? []).map((link) => `${link} (LinkedIn)`)]
      .map((line) => `<p>${esc(line)}</p>`)
      .join("")}` +
    `<h3>Top Skills</h3>${options.topSkills.map((skill) => `<p>${esc(skill)}</p>`).join("")}` +
    options.sidebar.map((block) => `<h3>${esc(block.heading)}</h3>${block.lines.map((line) => `<p>${esc(line)}</p>`).join("")}`).join("");
  const experience = byCompany(person.jobs)
    .map((group) => {
      const total = group.roles.length > 1 ? `<div class="muted">${esc(options.companyTotals[group.company] ?? "")}</div>` : "";
      const roles = group.roles
        .map(
          ({ job, index }) =>
            `<div class="role"><div class="title">${esc(job.title)}</div><div class="muted">${esc(dateRange(job, " - "))} ${esc(options.durations[index] ?? "")}</div>` +
            `${job.location ? `<div class="muted">${esc(job.location)}</div>` : ""}${job.bullets.map((line) => `<p>${esc(line)}</p>`).join("")}</div>`,
        )
        .join("");
      return `<div class="company"><div class="name">${esc(group.company)}</div>${total}${roles}</div>`;
    })
    .join("");
  const education = person.schools
    .map(
      (school) =>
        `<div class="company"><div class="name">${esc(school.school)}</div><div>${esc(school.degree)} · (${esc(dateRange(school, " - "))})</div></div>`,
    )
    .join("");
  const main =
    `<h1>${esc(person.name)}</h1><div class="headline">${esc(person.headline ?? "")}</div><div class="muted">${esc(person.location)}</div>` +
    (person.summary ? `<h2>Summary</h2><p>${esc(person.summary)}</p>` : "") +
    `<h2>Experience</h2>${experience}<h2>Education</h2>${education}`;
  const css = `
    @page { margin: 0 0 34pt; @bottom-right { content: "Page " counter(page) " of " counter(pages); color: #999; font: 9pt 'Liberation Sans', sans-serif; margin-right: 30pt } }
    body { font-family: 'Liberation Sans', Arial, sans-serif; color: #181818; font-size: 10.5pt }
    .page { display: flex; min-height: calc(100vh - 34pt) } aside { width: 30%; background: #e8eef3; padding: 40pt 18pt; font-size: 10pt }
    aside h3 { font-size: 13pt; margin: 16pt 0 6pt; font-weight: normal } aside p { margin: 0 0 5pt; color: #333; overflow-wrap: anywhere }
    main { flex: 1; padding: 40pt 30pt } h1 { font-size: 26pt; font-weight: normal; margin: 0 0 4pt }
    .headline { font-size: 12pt; margin-bottom: 4pt } .muted { color: #666 }
    h2 { font-size: 15pt; font-weight: normal; margin: 22pt 0 8pt } .company { margin-bottom: 12pt; break-inside: avoid }
    .company .name { font-size: 12pt } .role { margin-top: 6pt } .title { font-weight: bold } p { margin: 4pt 0 }
  `;
  return htmlPage(css, `<div class="page"><aside>${sidebar}</aside><main>${main}</main></div>`, "Letter");
}
