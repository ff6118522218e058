import { ANSWER_LIMITS, fitText, leadingWithin } from "../fit";
import { countOf, type RewriteRule } from "../rewrite";

export interface RevampCounts {
  /** Rules applied per bullet, over every entry. */
  bulletRules: RewriteRule[][];
  tone: string;
  summary: "written" | "rewritten" | "kept";
  targetTitle: string;
  skillsAdded: readonly string[];
  skillGroups: { before: number; after: number } | null;
  entriesReordered: number;
  datesNormalized: number;
  unquantified: readonly string[];
}

/** Unquantified bullets named in the list: enough to act on without repeating the whole resume. */
const QUANTIFY_NAMED = 5;

const ADD_FIGURE = "Add a figure to ";
/** A bullet quoted in a line, within the line's limit with its words and quotes around it. */
const QUOTED_BULLET = ANSWER_LIMITS.keyImprovement - ADD_FIGURE.length - 2;

/** The skills added, named as far as the line holds them, then counted: 'A, B and 12 more'. */
function skillsAddedLine(added: readonly string[]): string {
  const line = (named: readonly string[]) => {
    const more = added.length - named.length;
    const names = [named.join(", "), more > 0 ? `${more} more` : ""].filter((part) => part !== "").join(" and ");
    return `Added ${countOf(added.length, "skill")} your experience already shows to the skills section: ${names}`;
  };
  return line(leadingWithin(added, ANSWER_LIMITS.keyImprovement, line));
}

/** Specific, counted lines saying what the revamp changed and what is left for the user to add. */
export function keyImprovements(counts: RevampCounts): string[] {
  const bulletsWith = (...rules: RewriteRule[]) =>
    counts.bulletRules.filter((applied) => rules.some((rule) => applied.includes(rule))).length;
  const lines: string[] = [];
  const opened = bulletsWith("weak-opening", "action-verb");
  if (opened > 0)
    lines.push(
      `Rewrote ${countOf(opened, "bullet")} to open with action verbs (${counts.tone} tone) instead of duties such as 'Responsible for'`,
    );
  const tense = bulletsWith("tense");
  if (tense > 0) lines.push(`Put ${countOf(tense, "bullet")} in the tense of their role: past for past roles, present for the current one`);
  const firstPerson = bulletsWith("first-person");
  if (firstPerson > 0) lines.push(`Removed 'I' and 'we' from ${countOf(firstPerson, "bullet")}`);
  const filler = bulletsWith("filler");
  if (filler > 0) lines.push(`Cut filler words such as 'successfully' and 'various' from ${countOf(filler, "bullet")}`);
  const keyword = bulletsWith("keyword");
  if (keyword > 0) lines.push(`Wrote the job's own spelling of skills in ${countOf(keyword, "bullet")} that already showed them`);
  if (counts.skillsAdded.length > 0) lines.push(skillsAddedLine(counts.skillsAdded));
  if (counts.summary === "written")
    lines.push(`Wrote a summary${counts.targetTitle ? ` aimed at ${counts.targetTitle}` : ""} from your own role, skills and results`);
  if (counts.summary === "rewritten")
    lines.push(`Rewrote the summary${counts.targetTitle ? ` to lead with ${counts.targetTitle}` : ""}, without first person or filler`);
  if (counts.skillGroups) {
    lines.push(
      `Merged the skills from ${countOf(counts.skillGroups.before, "group")} into ${countOf(counts.skillGroups.after, "category", "categories")}, technical first`,
    );
  }
  if (counts.entriesReordered > 0)
    lines.push(`Put the strongest bullets (figures, action verbs) first in ${countOf(counts.entriesReordered, "entry", "entries")}`);
  if (counts.datesNormalized > 0)
    lines.push(`Wrote ${countOf(counts.datesNormalized, "date")} in one format, 'Jan 2020', which ATS parsers read reliably`);
  for (const line of counts.unquantified.slice(0, QUANTIFY_NAMED)) lines.push(`${ADD_FIGURE}"${fitText(line, QUOTED_BULLET)}"`);
  if (counts.unquantified.length > QUANTIFY_NAMED)
    lines.push(`Add figures to ${countOf(counts.unquantified.length - QUANTIFY_NAMED, "more bullet")} that have none`);
  return lines.length > 0
    ? lines
    : ["No rule found anything to change for these goals; add more experience, skills or a target role and revamp again"];
}
