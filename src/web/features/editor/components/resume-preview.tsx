import { memo } from "react";
import type { ResumeContent } from "../../../../shared/resume";
import { ScaledPagedResume } from "../../../templates/paged-resume";

/**
 * The live preview: the real A4 pages on grey, scrolling on its own beside the form on wide
 * screens. Memoised so a keystroke re-renders only the form at once: the editor passes a deferred
 * copy of the resume, and the pages follow in a render of their own.
 */
export const ResumePreview = memo(function ResumePreview({ resume }: { resume: ResumeContent }) {
  return (
    <ScaledPagedResume
      id="resume-preview"
      resume={resume}
      className="rounded-lg bg-slate-200 p-4 lg:max-h-[calc(100vh-13rem)] lg:overflow-y-auto"
    />
  );
});
