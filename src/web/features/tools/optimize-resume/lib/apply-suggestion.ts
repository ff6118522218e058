import { newEntryId } from "#shared/ids";
import { RESUME_LIMITS } from "#shared/limits";
import { splitCommaList, type ResumeContent } from "#shared/resume";

/**
 * Where a suggestion's text lives in a resume. A suggestion names its text, not its place (a model
 * writes 'Experience: Acme' however it likes), so the text is looked for in every field that holds
 * prose; the skills list, which suggestions quote as 'TypeScript, React, SQL', is a place of its own.
 */
export type TextPlace =
  | { kind: "summary" }
  | { kind: "experience"; id: string }
  | { kind: "project"; id: string }
  | { kind: "custom"; sectionId: string; itemId: string; field: string }
  | { kind: "skills" };

export interface FoundText {
  place: TextPlace;
  /** How the screen names the place: 'Summary', 'Experience · Lead Engineer at Acme'. */
  label: string;
}

interface ProseField extends FoundText {
  value: string;
  write: (resume: ResumeContent, value: string) => ResumeContent;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * The text as a pattern that ignores how it is spaced or wrapped: a suggestion quotes a bullet on
 * one line that the resume may wrap over two.
 */
function patternOf(text: string): RegExp | null {
  const words = text.trim().split(/\s+/).filter(Boolean);
  return words.length === 0 ? null : new RegExp(words.map(escapeRegExp).join("\\s+"));
}

const skillItems = (resume: ResumeContent) => resume.skills.flatMap((group) => group.items);
const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((item, index) => item.trim().toLowerCase() === b[index]!.trim().toLowerCase());

function proseFields(resume: ResumeContent): ProseField[] {
  const summary: ProseField = {
    place: { kind: "summary" },
    label: "Summary",
    value: resume.personal_info.summary,
    write: (r, value) => ({ ...r, personal_info: { ...r.personal_info, summary: value } }),
  };
  const jobs = resume.experience.map((job): ProseField => ({
    place: { kind: "experience", id: job.id },
    label: `Experience · ${[job.position.trim(), job.company.trim()].filter(Boolean).join(" at ") || "Untitled"}`,
    value: job.description,
    write: (r, value) => ({
      ...r,
      experience: r.experience.map((entry) => (entry.id === job.id ? { ...entry, description: value } : entry)),
    }),
  }));
  const projects = resume.projects.map((project): ProseField => ({
    place: { kind: "project", id: project.id },
    label: `Project · ${project.name.trim() || "Untitled"}`,
    value: project.description,
    write: (r, value) => ({
      ...r,
      projects: r.projects.map((entry) => (entry.id === project.id ? { ...entry, description: value } : entry)),
    }),
  }));
  const custom = resume.custom_sections.flatMap((section) =>
    section.items.flatMap((item) =>
      section.fields.map((field): ProseField => ({
        place: { kind: "custom", sectionId: section.id, itemId: item.id, field: field.name },
        label: section.title.trim() || "Custom Section",
        value: item[field.name] ?? "",
        write: (r, value) => ({
          ...r,
          custom_sections: r.custom_sections.map((s) =>
            s.id !== section.id ? s : { ...s, items: s.items.map((i) => (i.id === item.id ? { ...i, [field.name]: value } : i)) },
          ),
        }),
      })),
    ),
  );
  return [summary, ...jobs, ...projects, ...custom];
}

const samePlace = (a: TextPlace, b: TextPlace) => JSON.stringify(a) === JSON.stringify(b);

/** The prose field holding the text, the preferred place first (an undo goes back where its apply wrote). */
function findProse(resume: ResumeContent, text: string, prefer?: TextPlace): { field: ProseField; match: RegExpExecArray } | null {
  const pattern = patternOf(text);
  if (!pattern) return null;
  const fields = proseFields(resume);
  const ordered = prefer
    ? [...fields.filter((f) => samePlace(f.place, prefer)), ...fields.filter((f) => !samePlace(f.place, prefer))]
    : fields;
  for (const field of ordered) {
    const match = pattern.exec(field.value);
    if (match) return { field, match };
  }
  return null;
}

/**
 * An empty text stands for a field the suggestion would fill: the summary or the skills list,
 * told apart by the suggestion's section, and only while that field is still empty.
 */
function findEmpty(resume: ResumeContent, section: string): FoundText | null {
  if (/^summary/i.test(section.trim()) && resume.personal_info.summary.trim() === "")
    return { place: { kind: "summary" }, label: "Summary" };
  if (/^skills/i.test(section.trim()) && skillItems(resume).length === 0) return { place: { kind: "skills" }, label: "Skills" };
  return null;
}

/** Where the text is in the resume now, or null when the resume no longer holds it. */
export function locateText(resume: ResumeContent, text: string, section: string, prefer?: TextPlace): FoundText | null {
  if (text.trim() === "") return findEmpty(resume, section);
  const items = skillItems(resume);
  if (items.length > 0 && sameList(items, splitCommaList(text))) return { place: { kind: "skills" }, label: "Skills" };
  const found = findProse(resume, text, prefer);
  return found ? { place: found.field.place, label: found.field.label } : null;
}

/**
 * The skills list made to hold exactly `items`: skills it no longer names leave their group (a
 * group left without any goes too), new ones join the last group while it has room, then new
 * 'Skills' groups, so the user's grouping stays and every group keeps within what a save accepts.
 */
function withSkills(resume: ResumeContent, items: readonly string[]): ResumeContent {
  const wanted = new Set(items.map((item) => item.toLowerCase()));
  const kept = resume.skills
    .map((group) => ({ group, items: group.items.filter((item) => wanted.has(item.trim().toLowerCase())) }))
    .filter(({ group, items: left }) => left.length > 0 || group.items.length === 0)
    .map(({ group, items: left }) => ({ ...group, items: left }));
  const present = new Set(kept.flatMap((group) => group.items).map((item) => item.trim().toLowerCase()));
  const added = items.filter((item) => !present.has(item.toLowerCase()));
  if (added.length === 0) return { ...resume, skills: kept };
  const last = kept.at(-1);
  const intoLast = last ? added.slice(0, Math.max(0, RESUME_LIMITS.skillItems - last.items.length)) : [];
  const skills = last ? [...kept.slice(0, -1), { ...last, items: [...last.items, ...intoLast] }] : [];
  const rest = added.slice(intoLast.length);
  for (let at = 0; at < rest.length; at += RESUME_LIMITS.skillItems) {
    skills.push({ id: newEntryId(), category: "Skills", items: rest.slice(at, at + RESUME_LIMITS.skillItems) });
  }
  return { ...resume, skills };
}

export interface Replacement {
  resume: ResumeContent;
  found: FoundText;
}

/**
 * The resume with `from` replaced by `to` where the resume holds it (the rest of the field as it
 * was, a bullet's marker included), or null when it no longer holds `from`. Applying a suggestion
 * replaces its current text by the suggested one; undoing it replaces them back.
 */
export function replaceText(resume: ResumeContent, from: string, to: string, section: string, prefer?: TextPlace): Replacement | null {
  const found = locateText(resume, from, section, prefer);
  if (!found) return null;
  if (found.place.kind === "skills") return { resume: withSkills(resume, splitCommaList(to)), found };
  if (from.trim() === "") return { resume: { ...resume, personal_info: { ...resume.personal_info, summary: to } }, found };
  const prose = findProse(resume, from, found.place)!;
  const { value, write } = prose.field;
  const { index } = prose.match;
  const replaced = value.slice(0, index) + to.trim() + value.slice(index + prose.match[0].length);
  return { resume: write(resume, replaced), found };
}

/**
 * A suggestion with a gap for the user to fill ('[add the figure]', 'by [X]%'), as the built-in
 * engine and models mark one: written into a resume as it is, it would print the brackets.
 */
export const hasPlaceholder = (text: string): boolean => /\[[^\]\n]+\]/.test(text);
