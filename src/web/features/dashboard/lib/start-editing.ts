import { emptyResumeContent, type ResumeContent } from "../../../../shared/resume";
import { newResumeId } from "../../../../shared/ids";
import { writeCurrentDocument } from "../../../lib/resume-drafts";

/**
 * Opens a resume the server does not have yet: the editor restores it from this tab's session
 * copy and inserts it on the first save that reaches 80%.
 */
export function startNewResume(templateId: string, content: ResumeContent = emptyResumeContent(templateId)): string {
  const id = newResumeId();
  writeCurrentDocument({ id, content, serverUpdatedAt: null, sentSaveIds: [] });
  return id;
}

export const editorPath = (id: string) => `/dashboard/editor/${id}`;

/** Decision 020: the AI path goes through the template picker to the interview of the chosen template. */
export const INTERVIEW_TEMPLATE_PICKER_PATH = "/dashboard/templates?next=interview";
export const interviewPath = (templateId: string) => `/dashboard/interview/${templateId}`;
