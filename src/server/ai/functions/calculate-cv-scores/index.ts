import { cvScoresSchema } from "#shared/ai";
import { defineServerAiFunction } from "../define";

export const calculateCvScoresFunction = defineServerAiFunction({
  name: "calculate-cv-scores",
  result: cvScoresSchema,
  builtin: async () => (await import("./builtin")).calculateCvScores,
  finish: (_request, scores, provider) => ({ success: true, scores, provider }),
});
