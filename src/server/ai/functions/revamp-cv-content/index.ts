import { revampedDraftSchema, sectionsFromDraft } from "#shared/ai";
import { newEntryId } from "#shared/ids";
import { defineServerAiFunction } from "../define";

export const revampCvContentFunction = defineServerAiFunction({
  name: "revamp-cv-content",
  result: revampedDraftSchema,
  builtin: async () => (await import("./builtin")).revampCvContent,
  finish: (_request, { changes_summary, ...draft }, provider) => {
    const { custom_sections: _none, ...sections } = sectionsFromDraft({ ...draft, custom_sections: [] }, newEntryId);
    return { revampedData: { ...sections, changes_summary }, provider };
  },
});
