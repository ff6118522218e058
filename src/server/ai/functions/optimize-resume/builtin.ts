import type { Optimization } from "#shared/ai";
import type { AiInput } from "../define";
import { ANSWER_LIMITS, fitNames } from "../../engine/fit";
import { generalFeedback } from "../../engine/optimize/feedback";
import { improvementsFor } from "../../engine/optimize/improvements";
import { checksForGoals, keywordsOfJobText, overallScore, reviewResume } from "../../engine/resume-review";

/**
 * optimize-resume: the resume checked for the goals asked for (ATS readiness, content, keyword
 * match, length), against the job's keywords when a job description is given.
 */
export function optimizeResume(input: AiInput<"optimize-resume">): Optimization {
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
    // The job's most important keywords come first, and the most fundamental issues (sections, contacts) first.
    keywords_missing: fitNames(review.keywords?.missing ?? [], ANSWER_LIMITS.missingKeyword, ANSWER_LIMITS.missingKeywords),
    ats_issues: atsIssueChecks.flatMap((id) => review.checks[id]?.issues ?? []).slice(0, ANSWER_LIMITS.atsIssues),
    improvements: improvementsFor(
      input.resume,
      review,
      goals,
      (jobKeywords ?? []).map((keyword) => keyword.keyword),
    ).slice(0, ANSWER_LIMITS.improvements),
  };
}
