import { z } from "zod";
import { defineAiFunction } from "./define";
import { text } from "./fields";
import { generateCoverLetterFunction } from "./generate-cover-letter";
import { AI_LIMITS } from "./limits";
import { providerSchema } from "./providers";

/** Seed 001 "generate-job-application": a formal application letter, with the salary and availability the user gave. */
export const generateJobApplicationFunction = defineAiFunction({
  name: "generate-job-application",
  label: "Job application",
  body: "json",
  // The cover letter's fields, then what only a formal application asks for.
  request: generateCoverLetterFunction.request.extend({
    salaryExpectation: text(AI_LIMITS.jobField).nullish(),
    availabilityDate: text(AI_LIMITS.jobField).nullish(),
  }),
  answer: z.object({ applicationLetter: text(AI_LIMITS.letter), provider: providerSchema }),
});
