import type { ResumeSections } from "#shared/ai";
import type { CustomSection, Education, Experience, Project } from "#shared/resume";
import { diffField, diffLines, isChange, linesOf, type LineChange } from "./line-diff";

/** The lines of one entry (a job, a degree) or of a section without entries. */
export interface ChangeGroup {
  /** The entry's name as it now reads; empty for a section's own lines. */
  heading: string;
  lines: LineChange[];
}

export interface SectionChanges {
  title: string;
  groups: ChangeGroup[];
  /** Lines rewritten, added or removed. */
  changeCount: number;
}

const joinPresent = (parts: readonly (string | undefined)[], separator: string) =>
  parts
    .map((part) => part?.trim() ?? "")
    .filter((part) => part !== "")
    .join(separator);

const datesOf = (entry: { startDate: string; endDate: string }, current = false) =>
  joinPresent([entry.startDate, current ? "Present" : entry.endDate], " – ");

/**
 * Entries before and after, paired: the same name first (a job's company and position), then in
 * order among the rest. Entries only after are new, only before dropped (a revamp should do
 * neither, but a model may).
 */
function pairEntries<T>(before: readonly T[], after: readonly T[], keyOf: (entry: T) => string): { before?: T; after?: T }[] {
  const unpaired = new Set(before.map((_entry, index) => index));
  const matches = after.map((entry) => {
    const key = keyOf(entry);
    const same = key === "" ? undefined : [...unpaired].find((index) => keyOf(before[index]!) === key);
    if (same !== undefined) unpaired.delete(same);
    return same;
  });
  const rest = [...unpaired];
  const pairs = after.map((entry, index) => {
    const beforeIndex = matches[index] ?? rest.shift();
    if (beforeIndex !== undefined) unpaired.delete(beforeIndex);
    return { before: beforeIndex === undefined ? undefined : before[beforeIndex], after: entry };
  });
  return [...pairs, ...[...unpaired].map((index) => ({ before: before[index] }))];
}

const keyOf = (...parts: string[]) =>
  parts
    .map((part) => part.trim().toLowerCase())
    .join("|")
    .replace(/^\|+$/, "");

function section(title: string, groups: ChangeGroup[]): SectionChanges {
  const kept = groups.filter((group) => group.lines.length > 0);
  return { title, groups: kept, changeCount: kept.reduce((count, group) => count + group.lines.filter(isChange).length, 0) };
}

function experienceGroup(before: Experience | undefined, after: Experience | undefined): ChangeGroup {
  const now = after ?? before!;
  const field = (label: string, value: (entry: Experience) => string) =>
    diffField(label, before ? value(before) : "", after ? value(after) : "");
  return {
    heading: joinPresent([now.position, now.company], " · "),
    lines: [
      ...field("Position", (entry) => entry.position),
      ...field("Company", (entry) => entry.company),
      ...field("Location", (entry) => entry.location),
      ...field("Dates", (entry) => datesOf(entry, entry.current)),
      ...diffLines(linesOf(before?.description ?? ""), linesOf(after?.description ?? "")),
    ],
  };
}

function educationGroup(before: Education | undefined, after: Education | undefined): ChangeGroup {
  const now = after ?? before!;
  const field = (label: string, value: (entry: Education) => string) =>
    diffField(label, before ? value(before) : "", after ? value(after) : "");
  return {
    heading: joinPresent([joinPresent([now.degree, now.field], ", "), now.institution], " · "),
    lines: [
      ...field("Degree", (entry) => entry.degree),
      ...field("Field", (entry) => entry.field),
      ...field("Institution", (entry) => entry.institution),
      ...field("Location", (entry) => entry.location),
      ...field("Dates", datesOf),
      ...field("GPA", (entry) => entry.gpa ?? ""),
    ],
  };
}

function projectGroup(before: Project | undefined, after: Project | undefined): ChangeGroup {
  const now = after ?? before!;
  const field = (label: string, value: (entry: Project) => string) =>
    diffField(label, before ? value(before) : "", after ? value(after) : "");
  return {
    heading: now.name,
    lines: [
      ...field("Name", (entry) => entry.name),
      ...field("Dates", datesOf),
      ...field("Link", (entry) => entry.link ?? ""),
      ...field("Technologies", (entry) => entry.technologies.join(", ")),
      ...diffLines(linesOf(before?.description ?? ""), linesOf(after?.description ?? "")),
    ],
  };
}

const customLines = (custom: CustomSection): string[] =>
  custom.items
    .map((item) =>
      joinPresent(
        custom.fields.map((field) => item[field.name]),
        " · ",
      ),
    )
    .filter((line) => line !== "");

/**
 * Every line of the resume before and after the revamp, section by section, in the order of the
 * editor: what a user reads to decide whether to keep the revamped CV.
 */
export function describeResumeChanges(before: ResumeSections, after: ResumeSections): SectionChanges[] {
  const personal = (label: string, key: "fullName" | "email" | "phone" | "location" | "linkedin" | "website") =>
    diffField(label, before.personal_info[key] ?? "", after.personal_info[key] ?? "");
  const skillLine = (group: { category: string; items: string[] }) => joinPresent([group.category, group.items.join(", ")], ": ");

  return [
    section("Summary", [{ heading: "", lines: diffField("", before.personal_info.summary, after.personal_info.summary) }]),
    section("Personal Info", [
      {
        heading: "",
        lines: [
          ...personal("Name", "fullName"),
          ...personal("Email", "email"),
          ...personal("Phone", "phone"),
          ...personal("Location", "location"),
          ...personal("LinkedIn", "linkedin"),
          ...personal("Website", "website"),
        ],
      },
    ]),
    section(
      "Experience",
      pairEntries(before.experience, after.experience, (entry) => keyOf(entry.company, entry.position)).map((pair) =>
        experienceGroup(pair.before, pair.after),
      ),
    ),
    section(
      "Education",
      pairEntries(before.education, after.education, (entry) => keyOf(entry.institution, entry.degree)).map((pair) =>
        educationGroup(pair.before, pair.after),
      ),
    ),
    section("Skills", [{ heading: "", lines: diffLines(before.skills.map(skillLine), after.skills.map(skillLine)) }]),
    section(
      "Projects",
      pairEntries(before.projects, after.projects, (entry) => keyOf(entry.name)).map((pair) => projectGroup(pair.before, pair.after)),
    ),
    section("Certifications", [
      {
        heading: "",
        lines: diffLines(
          before.certifications.map((entry) => joinPresent([entry.name, entry.issuer, entry.date, entry.credentialId], " · ")),
          after.certifications.map((entry) => joinPresent([entry.name, entry.issuer, entry.date, entry.credentialId], " · ")),
        ),
      },
    ]),
    section("Languages", [
      {
        heading: "",
        lines: diffLines(
          before.languages.map((entry) => joinPresent([entry.name, entry.proficiency], " · ")),
          after.languages.map((entry) => joinPresent([entry.name, entry.proficiency], " · ")),
        ),
      },
    ]),
    ...pairEntries(before.custom_sections, after.custom_sections, (custom) => keyOf(custom.title)).map((pair) =>
      section((pair.after ?? pair.before)!.title || "Additional section", [
        { heading: "", lines: diffLines(pair.before ? customLines(pair.before) : [], pair.after ? customLines(pair.after) : []) },
      ]),
    ),
  ].filter((changes) => changes.groups.length > 0);
}
