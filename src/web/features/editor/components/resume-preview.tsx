import { memo, useState } from "react";
import type { ResumeContent } from "#shared/resume";
import { ScaledPagedResume, type PagesLayout } from "#web/templates/paged-resume";
import { useEditorStore } from "../store/editor-store";
import { FitToPageControl } from "./fit-to-page-control";

/**
 * The live preview: the real A4 pages on grey, scrolling on its own beside the form on wide
 * screens. Memoised so a keystroke re-renders only the form at once: the editor passes a deferred
 * copy of the resume, and the pages follow in a render of their own.
 */
export const ResumePreview = memo(function ResumePreview({ resume }: { resume: ResumeContent }) {
  const [layout, setLayout] = useState<PagesLayout | null>(null);
  const setFitToPage = useEditorStore((state) => state.setFitToPage);
  return (
    <div className="space-y-3">
      <FitToPageControl enabled={resume.layout.fit_to_page} layout={layout} onChange={setFitToPage} />
      <ScaledPagedResume
        id="resume-preview"
        resume={resume}
        onLayout={setLayout}
        className="rounded-lg bg-slate-200 p-4 lg:max-h-[calc(100vh-18rem)] lg:overflow-y-auto"
      />
    </div>
  );
});
