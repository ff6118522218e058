import { z } from "zod";
import { defineAiFunction } from "./define";
import { optionalText, text } from "./fields";
import { AI_LIMITS } from "./limits";
import { jobDataSchema } from "./parse-job-description";
import { providerSchema } from "./providers";
import { aiResumeSchema, resumeDraftSchema, resumeSectionsSchema } from "./resume-sections";

export const REVAMP_GOALS = ["ats", "impact", "keywords", "restructure", "quantify"] as const;
export const REVAMP_TONES = ["professional", "technical", "creative", "executive"] as const;
/** The revamp wizard's levels; seed 001: default mid. */
export const CAREER_LEVELS = ["entry", "mid", "senior", "executive"] as const;

export type RevampGoal = (typeof REVAMP_GOALS)[number];
export type RevampTone = (typeof REVAMP_TONES)[number];
export type CareerLevel = (typeof CAREER_LEVELS)[number];

export const changesSummarySchema = z.object({ key_improvements: z.array(text(1000)).max(50) });

/** Seed 001 section 3, "Revamped data": the revamped sections and what changed. */
export const revampedDraftSchema = resumeDraftSchema.omit({ custom_sections: true }).extend({ changes_summary: changesSummarySchema });
export type RevampedDraft = z.infer<typeof revampedDraftSchema>;
export const revampedDataSchema = resumeSectionsSchema.omit({ custom_sections: true }).extend({ changes_summary: changesSummarySchema });
export type RevampedData = z.infer<typeof revampedDataSchema>;

/** Seed 001 "revamp-cv-content": the resume rewritten for the goals, tone and job or target role. */
export const revampCvContentFunction = defineAiFunction({
  name: "revamp-cv-content",
  label: "CV revamp",
  body: "json",
  request: z.object({
    resumeData: aiResumeSchema,
    jobData: jobDataSchema.nullish(),
    targetRole: z
      .object({
        title: optionalText(AI_LIMITS.jobField),
        industry: optionalText(AI_LIMITS.jobField),
        level: z.enum(CAREER_LEVELS).default("mid"),
      })
      .nullish(),
    optimizationGoals: z.array(z.enum(REVAMP_GOALS)).default(["ats", "impact", "keywords"]),
    tonePreference: z.enum(REVAMP_TONES).default("professional"),
    /** Seed 001: always 'fast'. */
    qualityMode: z.literal("fast").default("fast"),
  }),
  answer: z.object({ revampedData: revampedDataSchema, provider: providerSchema }),
});
