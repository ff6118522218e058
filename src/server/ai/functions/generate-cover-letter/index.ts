import { z } from "zod";
import { defineServerAiFunction } from "../define";

export const generateCoverLetterFunction = defineServerAiFunction({
  name: "generate-cover-letter",
  result: z.object({ coverLetter: z.string() }),
  builtin: async () => (await import("./builtin")).generateCoverLetter,
  finish: (_request, { coverLetter }, provider) => ({ coverLetter, provider }),
});
