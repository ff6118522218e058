import { z } from "zod";
import { resumeDraftSchema, sectionsFromDraft, unplacedLineSchema } from "#shared/ai";
import { newEntryId } from "#shared/ids";
import { defineServerAiFunction } from "../define";

export const parseResumeUploadFunction = defineServerAiFunction({
  name: "parse-resume-upload",
  result: resumeDraftSchema.extend({ unplaced: z.array(unplacedLineSchema).max(500).default([]) }),
  builtin: async () => {
    const { parseResume } = await import("./parse-resume");
    return ({ document }) => parseResume(document);
  },
  finish: (_request, { unplaced, ...draft }, provider) => ({
    success: true,
    resumeData: sectionsFromDraft(draft, newEntryId),
    unplaced,
    provider,
  }),
});
