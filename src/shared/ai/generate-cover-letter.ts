import { z } from "zod";
import { defineAiFunction } from "./define";
import { companyName, jobDescription, jobTitle, text } from "./fields";
import { AI_LIMITS } from "./limits";
import { providerSchema } from "./providers";
import { aiResumeSchema } from "./resume-sections";

/** Seed 001 "generate-cover-letter": a letter for the job, from the chosen or uploaded resume, or from the advert alone (null). */
export const generateCoverLetterFunction = defineAiFunction({
  name: "generate-cover-letter",
  label: "Cover letter",
  body: "json",
  request: z.object({
    jobTitle,
    companyName,
    jobDescription,
    resume: aiResumeSchema.nullable().default(null),
  }),
  answer: z.object({ coverLetter: text(AI_LIMITS.letter), provider: providerSchema }),
});
