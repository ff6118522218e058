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
export function textSimple(person: Person, headings: Headings, dateSeparator: string, header?: string[]): string {
  return lines(
    header ?? [person.name, person.headline, contacts(person).join(" · ")],
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

/**
 * A resume pasted into a job site's text box that dropped every blank line: headings in title
 * case on their own line, 'Title, Company, City' then the dates, '- ' bullets, education as one
 * comma-joined line.
 */
export function textNoBlankLines(person: Person, headings: Headings, dateSeparator: string): string {
  return lines(
    person.name,
    contacts(person).join(" | "),
    person.summary ? [headings.summary, person.summary] : [],
    headings.experience,
    person.jobs.flatMap((job) => [
      [job.title, job.company, job.location].filter(Boolean).join(", "),
      dateRange(job, dateSeparator),
      ...job.bullets.map((bullet) => `- ${bullet}`),
    ]),
    headings.education,
    person.schools.map((school) => [school.degree, school.school, dateRange(school, dateSeparator)].filter(Boolean).join(", ")),
    headings.skills,
    allSkills(person).join(", "),
    (person.extras ?? []).flatMap((extra) => [extra.heading, ...extra.lines]),
  );
}

/**
 * A profile exported from a job board's application form: one 'Label: value' a line, the form's
 * section names in capitals, a start and an end date on lines of their own.
 */
export function textLabelledFields(person: Person): string {
  return lines(
    `Name: ${person.name}`,
    `Email: ${person.email}`,
    `Phone: ${person.phone}`,
    `Address: ${person.location}`,
    person.summary ? `Objective: ${person.summary}` : undefined,
    "",
    "EMPLOYMENT HISTORY",
    person.jobs.flatMap((job) => [
      `Employer: ${job.company}`,
      `Job Title: ${job.title}`,
      `Start Date: ${job.start}`,
      `End Date: ${job.end}`,
      job.location ? `City/State: ${job.location}` : undefined,
      job.bullets.length ? `Duties: ${job.bullets.join(" ")}` : undefined,
      "",
    ]),
    "EDUCATION",
    person.schools.flatMap((school) => [
      `School Name: ${school.school}`,
      `Degree/Certificate: ${school.degree}`,
      school.start ? `Start Date: ${school.start}` : undefined,
      `Graduation Date: ${school.end}`,
      "",
    ]),
    "SKILLS",
    allSkills(person).map((skill) => `${skill}`),
    "",
    extraBlocks(person, (title) => [title.toUpperCase()], ""),
  );
}

const WIDTH = 72;

/** Words wrapped at the page width, later lines indented to the first's text. */
function wrap(text: string, first: string, indent: string): string[] {
  const out: string[] = [];
  let line = first;
  let empty = true;
  for (const word of text.split(" ")) {
    if (!empty && line.length + 1 + word.length > WIDTH) {
      out.push(line);
      line = indent;
      empty = true;
    }
    line += empty ? word : ` ${word}`;
    empty = false;
  }
  out.push(line);
  return out;
}

/** Left and right texts on one line, the right one set flush to the page width with spaces. */
const flush = (left: string, right: string) => `${left}${" ".repeat(Math.max(2, WIDTH - left.length - right.length))}${right}`;
const centred = (text: string) => `${" ".repeat(Math.max(0, Math.floor((WIDTH - text.length) / 2)))}${text}`;

/**
 * A plain-text resume typed in a fixed-width editor: the header centred with spaces, capital
 * headings over a full-width '====' rule, the title in capitals with the dates pushed to the right
 * margin with spaces, the employer below, '*' bullets wrapped at 72 columns.
 */
export function textFixedWidth(person: Person, headings: Headings, dateSeparator: string): string {
  const heading = (title: string) => [title.toUpperCase(), "=".repeat(WIDTH)];
  return lines(
    centred(person.name.toUpperCase()),
    person.headline ? centred(person.headline) : undefined,
    centred(contacts(person).join(" | ")),
    "",
    person.summary ? [...heading(headings.summary), ...wrap(person.summary, "", ""), ""] : [],
    heading(headings.experience),
    person.jobs.flatMap((job) => [
      flush(job.title.toUpperCase(), dateRange(job, dateSeparator)),
      [job.company, job.location].filter(Boolean).join(", "),
      ...job.bullets.flatMap((bullet) => wrap(bullet, "  * ", "    ")),
      "",
    ]),
    heading(headings.education),
    person.schools.flatMap((school) => [flush(school.degree, dateRange(school, dateSeparator)), school.school, ""]),
    heading(headings.skills),
    ...wrap(allSkills(person).join(", "), "", ""),
    "",
    extraBlocks(person, heading, "  * "),
  );
}
