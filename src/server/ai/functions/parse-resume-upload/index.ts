import { z } from "zod";
import {
  UNSURE_FIELDS_MAX,
  draftUnsureFieldSchema,
  resumeDraftSchema,
  sectionsFromDraft,
  unplacedLineSchema,
  unsureFieldsWithIds,
} from "#shared/ai";
import { newEntryId } from "#shared/ids";
import { defineServerAiFunction } from "../define";

export const parseResumeUploadFunction = defineServerAiFunction({
  name: "parse-resume-upload",
  result: resumeDraftSchema.extend({
    unplaced: z.array(unplacedLineSchema).max(500).default([]),
    confidence: z.array(draftUnsureFieldSchema).max(UNSURE_FIELDS_MAX).default([]),
  }),
  builtin: async () => {
    const { parseResume } = await import("./parse-resume");
    return ({ document }) => parseResume(document);
  },
  finish: (_request, { unplaced, confidence, ...draft }, provider) => {
    const resumeData = sectionsFromDraft(draft, newEntryId);
    return { success: true, resumeData, unplaced, confidence: unsureFieldsWithIds(confidence, resumeData), provider };
  },
});
