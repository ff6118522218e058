import { allSkills, dateRange, type Headings, type Person } from "../person";

const lines = (...parts: (string | (string | undefined)[] | false | undefined)[]): string =>
  parts
    .flat()
    .filter((part): part is string => typeof part === "string")
    .join("\n");
const contacts = (person: Person) => [person.email, person.phone, person.location, ...(person.links ?? [])].filter(Boolean);
const extraBlocks = (person: Person, heading: (title: string) => string[], bullet: string) =>
  (person.extras ?? []).flatMap((extra) => [...heading(extra.heading), ...extra.lines.map((line) => `${bullet}${line}`), ""]);

/** A plain-text resume as typed in an editor: capital headings underlined with '=', 'Role — Company (dates)'. */
export function textUnderlined(person: Person, headings: Headings, dateSeparator: string): string {
  const heading = (title: string) => [title.toUpperCase(), "=".repeat(title.length)];
  return lines(
    person.name,
    person.headline,
    contacts(person).join(" | "),
    "",
    person.summary ? [...heading(headings.summary), person.summary, ""] : [],
    heading(headings.experience),
    person.jobs.flatMap((job) => [
      `${job.title} — ${job.company}${job.location ? `, ${job.location}` : ""} (${dateRange(job, dateSeparator)})`,
      ...job.bullets.map((bullet) => `  • ${bullet}`),
      "",
    ]),
    heading(headings.education),
    person.schools.flatMap((school) => [`${school.degree}, ${school.school} (${dateRange(school, dateSeparator)})`, ""]),
    heading(headings.skills),
    allSkills(person).join(", "),
    "",
    extraBlocks(person, heading, "  • "),
  );
}

/** A resume kept in Markdown and uploaded as .txt: '## Experience', '**Company** — Role', dates in italics. */
export function textMarkdown(person: Person, headings: Headings, dateSeparator: string): string {
  return lines(
    `# ${person.name}`,
    "",
    contacts(person).join(" · "),
    "",
    person.summary ? [`## ${headings.summary}`, "", person.summary, ""] : [],
    `## ${headings.experience}`,
    "",
    person.jobs.flatMap((job) => [
      `**${job.company}** — ${job.title}  `,
      `*${dateRange(job, dateSeparator)}*`,
      "",
      ...job.bullets.map((b) => `- ${b}`),
      "",
    ]),
    `## ${headings.education}`,
    "",
    person.schools.flatMap((school) => [`**${school.school}** — ${school.degree}  `, `*${dateRange(school, dateSeparator)}*`, ""]),
    `## ${headings.skills}`,
    "",
    person.skills.map((group) => (group.label ? `- **${group.label}:** ${group.items.join(", ")}` : `- ${group.items.join(", ")}`)),
    "",
    extraBlocks(person, (title) => [`## ${title}`, ""], "- "),
  );
}

/**
 * A profile copied from a LinkedIn page and pasted into a text file: one value a line, the
 * employment type after the company, the duration after the dates, skills one per line.
 */
export function textProfilePaste(person: Person, durations: string[]): string {
  return lines(
    person.name,
    person.headline,
    person.location,
    "",
    "Contact info",
    person.email,
    person.phone,
    ...(person.links ?? []),
    "",
    "About",
    person.summary,
    "",
    "Experience",
    person.jobs.flatMap((job, index) => [
      job.title,
      `${job.company} · Full-time`,
      `${dateRange(job, " - ")} · ${durations[index] ?? ""}`,
      job.location,
      ...job.bullets,
      "",
    ]),
    "Education",
    person.schools.flatMap((school) => [school.school, school.degree, dateRange(school, " - "), ""]),
    "Skills",
    allSkills(person),
  );
}

/** The simplest resume: title-case headings, 'Company, City' then the role and dates on their own lines. */
export function textSimple(person: Person, headings: Headings, dateSeparator: string): string {
  return lines(
    person.name,
    person.headline,
    contacts(person).join(" · "),
    "",
    person.summary ? [headings.summary, person.summary, ""] : [],
    headings.experience,
    person.jobs.flatMap((job) => [
      [job.company, job.location].filter(Boolean).join(", "),
      job.title,
      dateRange(job, dateSeparator),
      ...job.bullets.map((b) => `- ${b}`),
      "",
    ]),
    headings.education,
    person.schools.flatMap((school) => [school.school, school.degree, dateRange(school, dateSeparator), ""]),
    headings.skills,
    allSkills(person).join(", "),
    "",
    extraBlocks(person, (title) => [title], "- "),
  );
}
