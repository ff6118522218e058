import { jobDataSchema } from "#shared/ai";
import { defineServerAiFunction } from "../define";

export const parseJobDescriptionFunction = defineServerAiFunction({
  name: "parse-job-description",
  result: jobDataSchema,
  builtin: async () => (await import("./builtin")).parseJobDescription,
  finish: (_request, jobData, provider) => ({ jobData, provider }),
});
