import { z } from "zod";
import { defineAiFunction } from "./define";
import { scoreSchema, text } from "./fields";
import { AI_LIMITS } from "./limits";
import { providerSchema } from "./providers";
import { aiResumeSchema } from "./resume-sections";

export const OPTIMIZATION_GOALS = ["ats", "content", "keywords", "length"] as const;
export type OptimizationGoal = (typeof OPTIMIZATION_GOALS)[number];

export const improvementSchema = z.object({
  section: text(200),
  current: text(5000),
  suggested: text(5000),
  reason: text(1000),
});
export type Improvement = z.infer<typeof improvementSchema>;

/** Seed 001 section 3, "Optimization result". */
export const optimizationSchema = z.object({
  score: scoreSchema,
  general_feedback: text(5000),
  keywords_missing: z.array(text(200)).max(100),
  ats_issues: z.array(text(1000)).max(100),
  improvements: z.array(improvementSchema).max(100),
});
export type Optimization = z.infer<typeof optimizationSchema>;

/** Seed 001 "optimize-resume": a score out of 100 and suggestions for the whole stored resume, against a job when one is given. */
export const optimizeResumeFunction = defineAiFunction({
  name: "optimize-resume",
  label: "Resume optimizer",
  body: "json",
  request: z.object({
    resume: aiResumeSchema,
    jobDescription: text(AI_LIMITS.jobDescription).nullish(),
    optimizationGoals: z.array(z.enum(OPTIMIZATION_GOALS)).default(["ats", "content"]),
  }),
  answer: z.object({ success: z.literal(true), optimization: optimizationSchema, provider: providerSchema }),
});
