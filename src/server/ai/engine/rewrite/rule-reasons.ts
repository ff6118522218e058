import type { RewriteRule } from "./rewrite-bullet";

/** Why each rule changes a line, as the optimizer's improvements explain it to the user. */
export const RULE_REASONS: Record<RewriteRule, string> = {
  "first-person": "Resumes leave out 'I' and 'my'; the reader knows whose resume it is.",
  "weak-opening": "It opened with a duty ('Responsible for', 'Worked on') rather than what you did; readers scan the first words.",
  "action-verb": "An action verb that fits the work now leads the line.",
  tense: "The verbs now match the role: past tense for a past role, present for a current one.",
  filler: "Words such as 'successfully', 'various' and 'very' take space without adding a fact.",
  keyword: "It now uses the job advert's spelling of a skill the line already shows; ATS filters match words as written.",
  capital: "A line starts with a capital letter.",
  "full-stop": "Bullets end without a full stop, as the others do.",
};

/** Rules that only tidy a line: alone they do not make it worth suggesting. */
export const COSMETIC_RULES: ReadonlySet<RewriteRule> = new Set(["capital", "full-stop"]);
