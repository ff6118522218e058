import { namesSeveralKinds } from "#server/intake/heading-words";
import { splitEntries, type EntryBlock } from "./entries";
import { sectionKindOf, type Section } from "./sections";
import { isDegree, isSchool, organizationScore, roleScore } from "./vocabulary";

type EntryKind = "experience" | "education";

// Two dated roles make a run of jobs; one entry naming both a school and a degree is education.
const MIN_JOBS = 2;
// A job names a role and an employer in a few words each; a longer text is a grant, an award, a sentence.
const MAX_NAME_WORDS = 8;

function kindOfBlock(block: EntryBlock): EntryKind | null {
  const texts = block.pieces.map((piece) => piece.text);
  if (texts.length === 0) return null;
  const degree = texts.some(isDegree);
  if (degree && texts.some(isSchool)) return "education";
  if (degree || !block.dates || texts.length < 2 || texts.some((text) => text.split(/\s+/).length > MAX_NAME_WORDS)) return null;
  return texts.some((text) => roleScore(text) > 0 || organizationScore(text) > 0) ? "experience" : null;
}

/**
 * Whether a section's heading says nothing of what it holds: the text before any heading, a
 * summary (which can run on into jobs whose heading a design drew as a picture), or a heading in
 * words no section kind has ('Chronology').
 */
const isUnnamed = (section: Section) =>
  section.kind === "top" ||
  section.kind === "summary" ||
  (section.kind === "custom" && (sectionKindOf(section.title, true) === null || namesSeveralKinds(section.title)));

// Headings of sections whose entries are roles held (an organisation, a role, dates): what an ATS reads as experience.
const ROLES_HEADING = /volunt|involvement|leadership|activities|service|extracurricular|community|research/i;
const mayHoldRoles = (section: Section) => isUnnamed(section) || (section.kind === "custom" && ROLES_HEADING.test(section.title));

/**
 * Sections known by what they hold when their heading does not tell: in a section without a
 * known heading, a run of entries that each have dates and name a role or an organisation is
 * experience, and entries naming a school and a degree are education. What comes before the run
 * stays where it stood.
 */
export function sectionsByContent(sections: readonly Section[]): Section[] {
  const result: Section[] = [];
  for (const read of sections) {
    // Under a heading of several kinds of entries, each entry's words tell its kind; the rest is the section's own.
    const section: Section = read.kind !== "custom" && namesSeveralKinds(read.title) ? { ...read, kind: "custom" } : read;
    const previous = result.at(-1);
    // Under Experience, a line set like the headings that names no section and stands over dated
    // entries is an employer over its roles ('ROCKY MOUNTAIN HEALTH' over 'Intern  2016').
    if (previous?.kind === "experience" && section.kind === "custom" && section.heading && isUnnamed(section) && hasDatedEntry(section)) {
      result[result.length - 1] = { ...previous, rows: [...previous.rows, section.heading, ...section.rows] };
      continue;
    }
    // Under a heading of other things (Hobbies, Awards), dated roles after the section's own lines
    // are jobs whose heading was lost (a plain-text export that dropped it).
    if (mayHoldRoles(section)) result.push(...splitByContent(section, false, !isUnnamed(section)));
    else result.push(...(section.kind === "custom" ? splitByContent(section, true) : [section]));
  }
  return result;
}

/** Dated entries naming no school and no degree: roles. */
function hasDatedEntry(section: Section): boolean {
  const blocks = splitEntries(section.rows, { splitAt: true });
  return (
    blocks.some((block) => block.dates !== null && block.pieces.length > 0) &&
    !blocks.some((block) => block.pieces.some((piece) => isDegree(piece.text) || isSchool(piece.text)))
  );
}

// The text before a missing heading (a name, contacts, a summary) is not known in advance: the
// entries are looked for after each of this many first rows.
const MAX_LEAD_ROWS = 12;

interface Run {
  kind: EntryKind;
  from: number;
  count: number;
}

/**
 * The runs of entries of one kind among a section's blocks that are enough to know the kind by.
 * Under a heading of roles held ('Campus Activities', 'Volunteering') one dated entry that names a
 * role is enough.
 */
function entryRuns(blocks: readonly EntryBlock[], headedByRoles: boolean): Run[] {
  const runs: Run[] = [];
  blocks.map(kindOfBlock).forEach((kind, index) => {
    const last = runs.at(-1);
    if (kind && last?.kind === kind && last.from + last.count === index) last.count++;
    else if (kind) runs.push({ kind, from: index, count: 1 });
  });
  const namesRole = (block: EntryBlock) => block.pieces.some((piece) => roleScore(piece.text) > 0);
  return runs.filter(
    (run) =>
      run.kind === "education" || run.count >= MIN_JOBS || (headedByRoles && blocks.slice(run.from, run.from + run.count).every(namesRole)),
  );
}

function splitByContent(section: Section, afterOwnLines: boolean, headedByRoles = false): Section[] {
  let best: { lead: number; blocks: EntryBlock[]; runs: Run[]; entries: number; misfit: number } | null = null;
  for (let lead = 0; lead <= Math.min(MAX_LEAD_ROWS, section.rows.length - 1); lead++) {
    const blocks = splitEntries(section.rows.slice(lead), { splitAt: true });
    const runs = entryRuns(blocks, headedByRoles);
    const entries = runs.reduce((sum, run) => sum + run.count, 0);
    if (entries === 0) continue;
    // Entries of one list share a layout: the first has as many naming rows as the next.
    const [first, next] = [blocks[runs[0]!.from]!, blocks[runs[0]!.from + 1]];
    const misfit = next ? Math.abs(first.header.length - next.header.length) : 0;
    if (!best || entries > best.entries || (entries === best.entries && misfit < best.misfit))
      best = { lead, blocks, runs, entries, misfit };
  }
  if (!best) return [section];
  const { lead, blocks, runs } = best;
  const rowsOf = (from: number, to: number) => blocks.slice(from, to).flatMap((block) => block.rows);
  const result: Section[] = [];
  const before = [...section.rows.slice(0, lead), ...rowsOf(0, runs[0]!.from)];
  if (afterOwnLines && before.length === 0) return [section];
  if (before.length > 0) result.push({ ...section, rows: before });
  runs.forEach((run, index) => {
    const rows = rowsOf(run.from, runs[index + 1]?.from ?? blocks.length);
    result.push({ kind: run.kind, title: section.kind === "custom" ? section.title : "", rows });
  });
  return result;
}
