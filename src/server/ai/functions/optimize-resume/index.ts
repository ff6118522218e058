import { optimizationSchema } from "#shared/ai";
import { defineServerAiFunction } from "../define";

export const optimizeResumeFunction = defineServerAiFunction({
  name: "optimize-resume",
  result: optimizationSchema,
  builtin: async () => (await import("./builtin")).optimizeResume,
  finish: (_request, optimization, provider) => ({ success: true, optimization, provider }),
});
