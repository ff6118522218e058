import type { AiInput, AiResult } from "../results";
import { atsScore, impactScore, keywordsOfJobData, reviewResume } from "./resume-review";

/** calculate-cv-scores: the ATS and impact scores of the optimizer's checks, against the job when one is given. */
export function calculateCvScores(input: AiInput<"calculate-cv-scores">): AiResult<"calculate-cv-scores"> {
  const review = reviewResume(input.resumeData, input.jobData ? keywordsOfJobData(input.jobData) : null);
  return { ats_score: atsScore(review.checks), impact_score: impactScore(review.checks) };
}
