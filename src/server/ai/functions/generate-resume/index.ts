import { resumeDraftSchema, sectionsFromDraft, type InterviewData } from "#shared/ai";
import { newEntryId } from "#shared/ids";
import { RESUME_LIMITS } from "#shared/limits";
import { DEFAULT_RESUME_TITLE, emptyResumeContent } from "#shared/resume";
import { defineServerAiFunction } from "../define";

/** A generated resume is named after the role it aims at, so it stands out in the dashboard's list. */
function generatedTitle(interview: InterviewData): string {
  const role = interview.targetRole.trim().replace(/\s+/g, " ");
  if (role === "") return DEFAULT_RESUME_TITLE;
  return `${role} Resume`.slice(0, RESUME_LIMITS.title);
}

export const generateResumeFunction = defineServerAiFunction({
  name: "generate-resume",
  result: resumeDraftSchema,
  builtin: async () => (await import("./builtin")).generateResume,
  finish: (request, draft, provider) => ({
    resume: {
      ...emptyResumeContent(request.templateId),
      title: generatedTitle(request.interviewData),
      ...sectionsFromDraft(draft, newEntryId),
    },
    provider,
  }),
});
