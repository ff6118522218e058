import {
  sectionsFromDraft,
  type AiAnswer,
  type AiFunctionName,
  type AiProviderId,
  type AiRequest,
  type InterviewData,
} from "../../../shared/ai";
import { newEntryId } from "../../../shared/ids";
import { RESUME_LIMITS } from "../../../shared/limits";
import { DEFAULT_RESUME_TITLE, emptyResumeContent } from "../../../shared/resume";
import type { AiResult } from "../../ai/results";

/** A generated resume is named after the role it aims at, so it stands out in the dashboard's list. */
function generatedTitle(interview: InterviewData): string {
  const role = interview.targetRole.trim().replace(/\s+/g, " ");
  if (role === "") return DEFAULT_RESUME_TITLE;
  return `${role} Resume`.slice(0, RESUME_LIMITS.title);
}

/**
 * Turns what a provider produced into the seed's answer: entries get the ids the editor needs, a
 * generated resume its title and template, and every answer the name of the provider that gave it.
 */
export function finishAnswer<F extends AiFunctionName>(
  name: F,
  request: AiRequest<F>,
  result: AiResult<F>,
  provider: AiProviderId,
): AiAnswer<F> {
  return finishers[name](request, result, provider);
}

const finishers: { [F in AiFunctionName]: (request: AiRequest<F>, result: AiResult<F>, provider: AiProviderId) => AiAnswer<F> } = {
  "generate-resume": (request, draft, provider) => ({
    resume: {
      ...emptyResumeContent(request.templateId),
      title: generatedTitle(request.interviewData),
      ...sectionsFromDraft(draft, newEntryId),
    },
    provider,
  }),
  "parse-resume-upload": (_request, { unplaced, ...draft }, provider) => ({
    success: true,
    resumeData: sectionsFromDraft(draft, newEntryId),
    unplaced,
    provider,
  }),
  "generate-cover-letter": (_request, { coverLetter }, provider) => ({ coverLetter, provider }),
  "generate-job-application": (_request, { applicationLetter }, provider) => ({ applicationLetter, provider }),
  "optimize-resume": (_request, optimization, provider) => ({ success: true, optimization, provider }),
  "optimize-linkedin": (_request, linkedinContent, provider) => ({ success: true, linkedinContent, provider }),
  "parse-job-description": (_request, jobData, provider) => ({ jobData, provider }),
  "revamp-cv-content": (_request, { changes_summary, ...draft }, provider) => {
    const { custom_sections: _none, ...sections } = sectionsFromDraft({ ...draft, custom_sections: [] }, newEntryId);
    return { revampedData: { ...sections, changes_summary }, provider };
  },
  "calculate-cv-scores": (_request, scores, provider) => ({ success: true, scores, provider }),
};
