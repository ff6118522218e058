import { z } from "zod";
import { resumeContentSchema } from "../resume";
import { defineAiFunction } from "./define";
import { optionalText } from "./fields";
import { AI_LIMITS } from "./limits";
import { providerSchema } from "./providers";

/** Seed 001: the interview's ten answers, all free text. */
export const interviewDataSchema = z.object({
  industry: optionalText(AI_LIMITS.interviewAnswer),
  yearsExperience: optionalText(AI_LIMITS.interviewAnswer),
  targetRole: optionalText(AI_LIMITS.interviewAnswer),
  workHistory: optionalText(AI_LIMITS.interviewAnswer),
  education: optionalText(AI_LIMITS.interviewAnswer),
  skills: optionalText(AI_LIMITS.interviewAnswer),
  projects: optionalText(AI_LIMITS.interviewAnswer),
  certifications: optionalText(AI_LIMITS.interviewAnswer),
  languages: optionalText(AI_LIMITS.interviewAnswer),
  additionalInfo: optionalText(AI_LIMITS.interviewAnswer),
});
export type InterviewData = z.infer<typeof interviewDataSchema>;

/** Seed 001 "generate-resume": a whole resume from the interview's answers, in the chosen template. */
export const generateResumeFunction = defineAiFunction({
  name: "generate-resume",
  label: "AI resume interview",
  body: "json",
  request: z.object({
    interviewData: interviewDataSchema,
    templateId: resumeContentSchema.shape.template_id,
    /** Sent by the seed's client; the server always uses the session's user. */
    userId: z.string().optional(),
  }),
  answer: z.object({ resume: resumeContentSchema, provider: providerSchema }),
});
