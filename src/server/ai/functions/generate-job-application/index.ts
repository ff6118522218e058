import { z } from "zod";
import { defineServerAiFunction } from "../define";

export const generateJobApplicationFunction = defineServerAiFunction({
  name: "generate-job-application",
  result: z.object({ applicationLetter: z.string() }),
  builtin: async () => (await import("./builtin")).generateJobApplication,
  finish: (_request, { applicationLetter }, provider) => ({ applicationLetter, provider }),
});
