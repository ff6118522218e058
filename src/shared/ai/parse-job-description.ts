import { z } from "zod";
import { defineAiFunction } from "./define";
import { jobDescription, optionalText, text } from "./fields";
import { AI_LIMITS } from "./limits";
import { providerSchema } from "./providers";

export const SENIORITY_LEVELS = ["entry", "mid", "senior", "lead", "executive"] as const;
export type SeniorityLevel = (typeof SENIORITY_LEVELS)[number];

/** What parse-job-description reads from a job advert; revamp and scores take it back as jobData. */
export const jobDataSchema = z.object({
  title: optionalText(AI_LIMITS.jobField),
  company: optionalText(AI_LIMITS.jobField),
  location: optionalText(AI_LIMITS.jobField),
  /** Empty when the advert does not say. */
  seniority: z.enum([...SENIORITY_LEVELS, ""]).default(""),
  required_skills: z.array(text(AI_LIMITS.jobField)).max(200).default([]),
  preferred_skills: z.array(text(AI_LIMITS.jobField)).max(200).default([]),
  /** The advert's important words and phrases, skills first, in the advert's own spelling. */
  keywords: z.array(text(AI_LIMITS.jobField)).max(200).default([]),
  responsibilities: z.array(text(1000)).max(100).default([]),
});
export type JobData = z.infer<typeof jobDataSchema>;

/** Seed 001 "parse-job-description": the advert's title, skills, keywords and responsibilities. */
export const parseJobDescriptionFunction = defineAiFunction({
  name: "parse-job-description",
  label: "Job description reading",
  body: "json",
  request: z.object({ jobDescription }),
  answer: z.object({ jobData: jobDataSchema, provider: providerSchema }),
});
