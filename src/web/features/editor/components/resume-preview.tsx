import type { ResumeContent } from "../../../../shared/resume";
import { ScaledPagedResume } from "../../../templates/paged-resume";

/** The live preview: the real A4 pages on grey, scrolling on its own beside the form on wide screens. */
export function ResumePreview({ resume }: { resume: ResumeContent }) {
  return (
    <ScaledPagedResume
      id="resume-preview"
      resume={resume}
      className="rounded-lg bg-slate-200 p-4 lg:max-h-[calc(100vh-13rem)] lg:overflow-y-auto"
    />
  );
}
