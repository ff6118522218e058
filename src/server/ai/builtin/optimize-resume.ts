import type { AiInput, AiResult } from "../results";
import { generalFeedback } from "./optimize/feedback";
import { improvementsFor } from "./optimize/improvements";
import { checksForGoals, keywordsOfJobText, overallScore, reviewResume } from "./resume-review";

/** The most suggestions one answer carries (the schema's limit), the first ones being the most recent roles'. */
const MAX_IMPROVEMENTS = 100;

/**
 * optimize-resume: the resume checked for the goals asked for (ATS readiness, content, keyword
 * match, length), against the job's keywords when a job description is given.
 */
export function optimizeResume(input: AiInput<"optimize-resume">): AiResult<"optimize-resume"> {
  const jobKeywords = input.jobDescription?.trim() ? keywordsOfJobText(input.jobDescription) : null;
  const review = reviewResume(input.resume, jobKeywords);
  const goals = input.optimizationGoals;
  const chosen = checksForGoals(review.checks, goals);
  const score = overallScore(review.checks, goals);
  const atsIssueChecks = [
    ...(goals.includes("ats") ? (["sections", "contact", "dates"] as const) : []),
    ...(goals.includes("length") ? (["length"] as const) : []),
  ];
  return {
    score,
    general_feedback: generalFeedback(review.checks, chosen, goals, score),
    keywords_missing: review.keywords?.missing ?? [],
    ats_issues: atsIssueChecks.flatMap((id) => review.checks[id]?.issues ?? []),
    improvements: improvementsFor(
      input.resume,
      review,
      goals,
      (jobKeywords ?? []).map((keyword) => keyword.keyword),
    ).slice(0, MAX_IMPROVEMENTS),
  };
}
