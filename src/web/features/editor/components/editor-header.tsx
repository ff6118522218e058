import { ArrowLeft, Eye, EyeOff, FileDown, LayoutTemplate } from "lucide-react";
import type { ReactNode } from "react";
import { completionBand } from "#shared/completion";
import { RESUME_LIMITS, SAVE_THRESHOLD } from "#shared/limits";
import { Button } from "#web/components/ui/button";
import { pageColumn } from "#web/components/ui/page-column";
import { cn } from "#web/lib/cn";
import { completionColours } from "#web/lib/completion-colours";

export function EditorHeader({
  title,
  score,
  isPreviewOpen,
  onTitleChange,
  onBack,
  onChangeTemplate,
  onTogglePreview,
  isExporting,
  onExportPdf,
  saveStatus,
}: {
  title: string;
  score: number;
  isPreviewOpen: boolean;
  onTitleChange: (title: string) => void;
  onBack: () => void;
  onChangeTemplate: () => void;
  onTogglePreview: () => void;
  isExporting: boolean;
  onExportPdf: () => void;
  /** Shown under the title, beside the completion on wide screens. */
  saveStatus: ReactNode;
}) {
  const band = completionColours[completionBand(score)];
  return (
    <div className={cn(pageColumn.wide, "flex flex-wrap items-center gap-x-4 gap-y-2 py-3")}>
      {/* Pulled out by its padding so the arrow, not the invisible button edge, lines up with the logo. */}
      <Button variant="ghost" size="sm" className="-ml-2.5" onClick={onBack}>
        <ArrowLeft className="size-4" aria-hidden="true" />
        Back
      </Button>
      <div className="min-w-0 flex-1">
        <label htmlFor="resume-title" className="sr-only">
          Resume title
        </label>
        <input
          id="resume-title"
          value={title}
          maxLength={RESUME_LIMITS.title}
          onChange={(event) => onTitleChange(event.target.value)}
          className="w-full min-w-0 truncate rounded-md border border-transparent bg-transparent px-2 py-1 text-lg font-semibold text-slate-900 hover:border-slate-200 focus:border-blue-400 focus:outline-hidden"
        />
        <div className="flex flex-wrap items-center gap-x-3 px-2">
          <p className="text-xs">
            <span className={cn("font-semibold", band.text)} data-testid="completion-percent">
              {score}% complete
            </span>
            {score < SAVE_THRESHOLD && <span className="text-slate-500"> (80% needed to save)</span>}
          </p>
          {saveStatus}
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <Button variant="outline" size="sm" onClick={onChangeTemplate}>
          <LayoutTemplate className="size-4" aria-hidden="true" />
          Change Template
        </Button>
        <Button variant="outline" size="sm" className="lg:hidden" onClick={onTogglePreview} aria-pressed={isPreviewOpen}>
          {isPreviewOpen ? <EyeOff className="size-4" aria-hidden="true" /> : <Eye className="size-4" aria-hidden="true" />}
          {isPreviewOpen ? "Close Preview" : "Preview"}
        </Button>
        <Button size="sm" onClick={onExportPdf} disabled={isExporting}>
          <FileDown className="size-4" aria-hidden="true" />
          {isExporting ? "Exporting..." : "Export PDF"}
        </Button>
      </div>
    </div>
  );
}
