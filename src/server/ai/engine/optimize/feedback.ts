import type { OptimizationGoal } from "#shared/ai";
import { joinAsList } from "../rewrite";
import type { CheckId, CheckResults } from "../resume-review";

/** What to do about each check when it is the weakest. */
const ADVICE: Record<CheckId, string> = {
  keywords: "Work the missing keywords in wherever your experience really shows them.",
  sections: "Add the missing sections; an ATS looks for each by its heading.",
  contact: "Complete the contact details so a recruiter can reach you.",
  dates: "Date every entry, in one format such as 'Jan 2020'.",
  quantified: "Add figures (how many, how much, how fast) to the bullets that lack them.",
  "action-verbs": "Open each bullet with a verb that says what you did.",
  length: "Bring the resume to one or two pages.",
};

/** Most fundamental first: of two equally weak checks, the more fundamental is named the weakest. */
const FUNDAMENTAL_FIRST: readonly CheckId[] = ["sections", "contact", "keywords", "dates", "quantified", "action-verbs", "length"];

const GOAL_NAMES: Record<OptimizationGoal, string> = {
  ats: "ATS readiness",
  content: "content",
  keywords: "keyword match",
  length: "length",
};

/**
 * A few sentences: the score for the goals, the strongest and the weakest of the checks they
 * cover with what to do about the weakest, and what a job description would add.
 */
export function generalFeedback(
  checks: CheckResults,
  chosen: readonly CheckId[],
  goals: readonly OptimizationGoal[],
  score: number,
): string {
  const ranked = chosen
    .map((id) => ({ id, check: checks[id] }))
    .filter((entry): entry is { id: CheckId; check: NonNullable<CheckResults[CheckId]> } => entry.check !== null)
    .sort((a, b) => b.check.score - a.check.score || FUNDAMENTAL_FIRST.indexOf(b.id) - FUNDAMENTAL_FIRST.indexOf(a.id));
  const goalNames = goals.length > 0 ? joinAsList(goals.map((goal) => GOAL_NAMES[goal])) : "overall quality";
  const sentences = [`The resume scores ${score}/100 for ${goalNames}.`];
  const strongest = ranked[0];
  const weakest = ranked.at(-1);
  // A check that scores below half is no strength, and one at full marks no weakness.
  if (strongest && strongest.check.score >= 0.5) sentences.push(`Strongest point: ${lowerFirst(strongest.check.finding)}`);
  if (weakest && weakest !== strongest && weakest.check.score < 1) {
    sentences.push(`Weakest point: ${lowerFirst(weakest.check.finding)} ${ADVICE[weakest.id]}`);
  } else if (weakest && weakest.check.score < 0.5) {
    sentences.push(`${weakest.check.finding} ${ADVICE[weakest.id]}`);
  }
  if (checks.keywords === null) sentences.push("Add the job description you are applying to and the keywords it asks for are matched too.");
  return sentences.join(" ");
}

/** 'The resume has...' -> 'the resume has...'; a number or name stays as written. */
const lowerFirst = (sentence: string): string => sentence.replace(/^(?:The|Every)\b/, (word) => word.toLowerCase());
