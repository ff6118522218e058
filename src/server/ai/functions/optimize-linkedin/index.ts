import { linkedinContentSchema } from "#shared/ai";
import { defineServerAiFunction } from "../define";

export const optimizeLinkedinFunction = defineServerAiFunction({
  name: "optimize-linkedin",
  result: linkedinContentSchema,
  builtin: async () => (await import("./builtin")).optimizeLinkedin,
  finish: (_request, linkedinContent, provider) => ({ success: true, linkedinContent, provider }),
});
