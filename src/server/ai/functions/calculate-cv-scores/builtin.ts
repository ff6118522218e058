import type { CvScores } from "#shared/ai";
import type { AiInput } from "../define";
import { atsScore, impactScore, keywordsOfJobData, reviewResume } from "../../engine/resume-review";

/** calculate-cv-scores: the ATS and impact scores of the optimizer's checks, against the job when one is given. */
export function calculateCvScores(input: AiInput<"calculate-cv-scores">): CvScores {
  const review = reviewResume(input.resumeData, input.jobData ? keywordsOfJobData(input.jobData) : null);
  return { ats_score: atsScore(review.checks), impact_score: impactScore(review.checks) };
}
