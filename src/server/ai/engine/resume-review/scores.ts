import type { OptimizationGoal } from "#shared/ai";
import type { CheckId, CheckResult } from "./check";

type Weights = Partial<Record<CheckId, number>>;

/**
 * Every weighting of the checks, in one place. A check that cannot run (keywords without a job)
 * drops out and the others share its weight.
 *
 * ATS score: what decides whether an applicant tracking system files and ranks the resume. Keyword
 * match ranks it, so it leads; sections, contact details and readable dates decide whether the
 * parse succeeds at all; length matters little to a machine.
 *
 * Impact score: what a reader takes from the content: results with figures most, then bullets
 * that open with what was done, then a length a reader finishes.
 *
 * Overall (optimize-resume): the checks of the goals asked for, keywords weighed most because a
 * resume not found is not read, the others alike.
 */
export const SCORE_WEIGHTS = {
  ats: { keywords: 40, sections: 20, contact: 20, dates: 15, length: 5 },
  impact: { quantified: 45, "action-verbs": 35, length: 20 },
  overall: { keywords: 30, quantified: 15, "action-verbs": 15, sections: 10, contact: 10, dates: 10, length: 10 },
} as const satisfies Record<string, Weights>;

/** The checks each optimize-resume goal is about. */
const GOAL_CHECKS: Record<OptimizationGoal, readonly CheckId[]> = {
  ats: ["keywords", "sections", "contact", "dates"],
  content: ["quantified", "action-verbs", "sections"],
  keywords: ["keywords"],
  length: ["length"],
};

export type CheckResults = Record<CheckId, CheckResult | null>;

/** The weighted mean of the checks that ran, 0 to 100. */
function weightedScore(checks: CheckResults, weights: Weights): number {
  let total = 0;
  let sum = 0;
  for (const [id, weight] of Object.entries(weights) as [CheckId, number][]) {
    const check = checks[id];
    if (!check) continue;
    total += weight;
    sum += weight * check.score;
  }
  return total === 0 ? 0 : Math.round((100 * sum) / total);
}

export const atsScore = (checks: CheckResults): number => weightedScore(checks, SCORE_WEIGHTS.ats);
export const impactScore = (checks: CheckResults): number => weightedScore(checks, SCORE_WEIGHTS.impact);

/** The checks the goals are about; all of them when the goals name none that can run. */
export function checksForGoals(checks: CheckResults, goals: readonly OptimizationGoal[]): CheckId[] {
  const chosen = [...new Set(goals.flatMap((goal) => GOAL_CHECKS[goal]))].filter((id) => checks[id] !== null);
  return chosen.length > 0 ? chosen : (Object.keys(SCORE_WEIGHTS.overall) as CheckId[]).filter((id) => checks[id] !== null);
}

export function overallScore(checks: CheckResults, goals: readonly OptimizationGoal[]): number {
  const chosen = new Set(checksForGoals(checks, goals));
  const weights = Object.fromEntries(Object.entries(SCORE_WEIGHTS.overall).filter(([id]) => chosen.has(id as CheckId)));
  return weightedScore(checks, weights);
}
