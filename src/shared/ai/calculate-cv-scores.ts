import { z } from "zod";
import { defineAiFunction } from "./define";
import { scoreSchema } from "./fields";
import { jobDataSchema } from "./parse-job-description";
import { providerSchema } from "./providers";
import { aiResumeSchema } from "./resume-sections";

export const cvScoresSchema = z.object({ ats_score: scoreSchema, impact_score: scoreSchema });
export type CvScores = z.infer<typeof cvScoresSchema>;

/** Seed 001 "calculate-cv-scores": the resume's ATS and impact scores, against the job when there is one. */
export const calculateCvScoresFunction = defineAiFunction({
  name: "calculate-cv-scores",
  label: "CV scores",
  body: "json",
  request: z.object({ resumeData: aiResumeSchema, jobData: jobDataSchema.nullish() }),
  answer: z.object({ success: z.literal(true), scores: cvScoresSchema, provider: providerSchema }),
});
