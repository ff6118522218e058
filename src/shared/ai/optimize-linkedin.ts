import { z } from "zod";
import { defineAiFunction } from "./define";
import { text } from "./fields";
import { AI_LIMITS } from "./limits";
import { providerSchema } from "./providers";
import { aiResumeSchema } from "./resume-sections";

export const LINKEDIN_SECTIONS = ["headline", "about", "experience", "skills", "featured"] as const;
export type LinkedinSection = (typeof LINKEDIN_SECTIONS)[number];

/** Seed 001 section 3, "LinkedIn result"; only the sections asked for are filled. */
export const linkedinContentSchema = z.object({
  headline: text(AI_LIMITS.linkedinHeadline).default(""),
  about: text(AI_LIMITS.linkedinAbout).default(""),
  experience_suggestions: z
    .array(z.object({ position: text(200), company: text(200), description: text(3000) }))
    .max(50)
    .default([]),
  skills_recommendations: z.array(text(100)).max(100).default([]),
  featured_content: z
    .array(z.object({ title: text(200), description: text(1000) }))
    .max(20)
    .default([]),
});
export type LinkedinContent = z.infer<typeof linkedinContentSchema>;

/** Seed 001 "optimize-linkedin": LinkedIn profile content from a resume, for the sections asked for. */
export const optimizeLinkedinFunction = defineAiFunction({
  name: "optimize-linkedin",
  label: "LinkedIn optimizer",
  body: "json",
  request: z.object({
    resume: aiResumeSchema,
    sections: z.array(z.enum(LINKEDIN_SECTIONS)).min(1, "Please select at least one section to optimize."),
  }),
  answer: z.object({ success: z.literal(true), linkedinContent: linkedinContentSchema, provider: providerSchema }),
});
