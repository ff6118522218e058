import { emptyResumeContent, type ResumeContent } from "#shared/resume";
import { newResumeId } from "#shared/ids";
import { writeCurrentDocument } from "./resume-drafts";

/**
 * Opens a resume the server does not have yet: the editor restores it from this tab's session
 * copy and inserts it on the first save that reaches 80%. Here rather than in a feature because
 * the dashboard's template picker and the marketing template gallery both start resumes.
 */
export function startNewResume(templateId: string, content: ResumeContent = emptyResumeContent(templateId)): string {
  const id = newResumeId();
  writeCurrentDocument({ id, content, serverUpdatedAt: null, sentSaveIds: [] });
  return id;
}

export const editorPath = (id: string) => `/dashboard/editor/${id}`;
