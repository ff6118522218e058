import { dateRange, type Person } from "../person";
import { esc, htmlPage } from "./html-page";

/** What a federal resume states for each role beyond the resume: pay, hours, series and grade, supervisor. */
export interface FederalRole {
  address: string;
  salary: string;
  hours: string;
  series?: string;
  grade?: string;
  supervisor: string;
  /** Long duties paragraphs, as the announcement's keywords are copied in. */
  duties: string[];
}

export interface FederalSchool {
  /** 'Master's degree 05/2016' and the lines after it: GPA, credits, major. */
  details: string[];
}

/**
 * A US federal resume as the USAJOBS resume builder exports it: one column over several pages,
 * the header with citizenship, veterans' preference and highest grade; each role as the title,
 * the agency or employer and its street address, 'MM/YYYY - Present', then salary, hours per week,
 * series, pay grade and the supervisor with a telephone and 'may contact'; duties as long
 * paragraphs; education with GPA and credit hours.
 */
export function federalResumeLayout(
  person: Person,
  street: string,
  header: [string, string][],
  roles: FederalRole[],
  schools: FederalSchool[],
): string {
  const jobs = person.jobs
    .map((job, index) => {
      const role = roles[index];
      if (!role) throw new Error(`no federal details for ${job.title}`);
      const facts = [
        `Salary: ${role.salary}`,
        `Hours per week: ${role.hours}`,
        ...(role.series ? [`Series: ${role.series}`] : []),
        ...(role.grade ? [`Pay Grade: ${role.grade}`] : []),
        `Supervisor: ${role.supervisor}`,
      ];
      return (
        `<div class="job"><div class="title">${esc(job.title)}</div><div>${esc(job.company)}</div><div>${esc(role.address)}</div>` +
        `<div class="dates">${esc(dateRange(job, " - "))}</div>${facts.map((fact) => `<div>${esc(fact)}</div>`).join("")}` +
        `<div class="duties"><b>Duties, Accomplishments and Related Skills:</b>${role.duties.map((line) => `<p>${esc(line)}</p>`).join("")}</div></div>`
      );
    })
    .join("");
  const education = person.schools
    .map(
      (school, index) =>
        `<div class="school"><div><b>${esc(school.school)}</b> ${esc(school.location ?? "")}</div><div>${esc(school.degree)} ${esc(school.end)}</div>` +
        (schools[index]?.details ?? []).map((line) => `<div>${esc(line)}</div>`).join("") +
        `</div>`,
    )
    .join("");
  const skills = `<p>${esc(person.skills.flatMap((group) => group.items).join("; "))}</p>`;
  const extras = (person.extras ?? [])
    .map((extra) => `<h2>${esc(extra.heading)}</h2>${extra.lines.map((line) => `<p>${esc(line)}</p>`).join("")}`)
    .join("");
  const body =
    `<h1>${esc(person.name)}</h1><div>${esc(street)}</div><div>${esc(person.location)}</div><div>Day phone: ${esc(person.phone)}</div><div>Email: ${esc(person.email)}</div>` +
    header.map(([label, value]) => `<div>${esc(label)}: ${esc(value)}</div>`).join("") +
    (person.summary ? `<h2>Profile</h2><p>${esc(person.summary)}</p>` : "") +
    `<h2>Work Experience</h2>${jobs}<h2>Education</h2>${education}<h2>Skills</h2>${skills}${extras}`;
  const css = `
    @page { margin: 0.75in } body { font-family: 'Liberation Serif', 'Times New Roman', serif; font-size: 11pt; color: #000; line-height: 1.3 }
    h1 { font-size: 16pt; margin: 0 0 4pt } h2 { font-size: 12.5pt; margin: 16pt 0 6pt; border-bottom: 1px solid #000 }
    .job { margin-bottom: 14pt } .title { font-weight: bold; font-size: 12pt } .dates { margin: 2pt 0 }
    .duties { margin-top: 4pt } p { margin: 4pt 0; text-align: justify } .school { margin-bottom: 8pt }
  `;
  return htmlPage(css, body, "Letter");
}
