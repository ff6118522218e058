import { Braces, ChevronDown, Copy, Download, FileDown, Loader2, Pencil, Trash2 } from "lucide-react";
import { Link } from "react-router";
import { completionBand, computeCompletion } from "../../../../shared/completion";
import type { Resume } from "../../../../shared/resume";
import { Button } from "../../../components/ui/button";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from "../../../components/ui/dropdown-menu";
import { Progress } from "../../../components/ui/progress";
import { cn } from "../../../lib/cn";
import { completionColours } from "../../../lib/completion-colours";
import { formatShortDate } from "../../../lib/format-date";
import { usePdfExport } from "../../../lib/use-pdf-export";
import { getTemplate } from "../../../templates/registry";
import { contentOf } from "../../../../shared/resume";
import { downloadJsonResume } from "../lib/resume-file";
import { editorPath } from "../../../lib/start-editing";

export function ResumeCard({
  resume,
  hasLocalChanges,
  isBusy,
  onDelete,
  onDuplicate,
}: {
  resume: Resume;
  hasLocalChanges: boolean;
  isBusy: boolean;
  onDelete: () => void;
  onDuplicate: () => void;
}) {
  const { score } = computeCompletion(resume);
  const pdf = usePdfExport();
  const band = completionColours[completionBand(score)];
  return (
    <article
      aria-labelledby={`resume-${resume.id}-title`}
      className="flex flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-xs transition-shadow hover:shadow-md"
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id={`resume-${resume.id}-title`} className="truncate text-lg font-semibold text-slate-900">
            {resume.title}
          </h2>
          <p className="text-sm text-slate-500">{getTemplate(resume.template_id).name}</p>
        </div>
        <span className={cn("shrink-0 rounded-full px-2.5 py-0.5 text-sm font-semibold", band.badge)} aria-label={`${score}% complete`}>
          {score}%
        </span>
      </div>
      <Progress value={score} className="mt-4 h-2" indicatorClassName={band.bar} aria-label={`Completion ${score}%`} />
      <p className="mt-3 text-xs text-slate-500">Last updated {formatShortDate(resume.updated_at)}</p>
      {hasLocalChanges && <p className="mt-1 text-xs font-medium text-amber-700">Unsaved changes on this device</p>}
      <div className="mt-4 flex items-center gap-2">
        <Button asChild size="sm" className="flex-1">
          <Link to={editorPath(resume.id)}>
            <Pencil className="size-4" aria-hidden="true" />
            Edit
          </Link>
        </Button>
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <Button size="sm" variant="outline" aria-label={`Download ${resume.title}`} disabled={pdf.isExporting}>
              {pdf.isExporting ? (
                <>
                  <Loader2 className="size-4 animate-spin" aria-hidden="true" />
                  Preparing PDF...
                </>
              ) : (
                <>
                  <Download className="size-4" aria-hidden="true" />
                  Download
                  <ChevronDown className="size-3.5 text-slate-500" aria-hidden="true" />
                </>
              )}
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="end">
            <DropdownMenuItem onSelect={() => void pdf.exportPdf(contentOf(resume))}>
              <FileDown aria-hidden="true" />
              Download PDF
            </DropdownMenuItem>
            <DropdownMenuItem onSelect={() => downloadJsonResume(contentOf(resume))}>
              <Braces aria-hidden="true" />
              Export JSON (JSON Resume)
            </DropdownMenuItem>
          </DropdownMenuContent>
        </DropdownMenu>
        <Button
          size="icon"
          variant="outline"
          aria-label={`Duplicate ${resume.title}`}
          title="Duplicate"
          disabled={isBusy}
          onClick={onDuplicate}
        >
          <Copy className="size-4" aria-hidden="true" />
        </Button>
        <Button
          size="icon"
          variant="outline"
          className="text-red-600 hover:bg-red-50 hover:text-red-700"
          aria-label={`Delete ${resume.title}`}
          title="Delete"
          disabled={isBusy}
          onClick={onDelete}
        >
          <Trash2 className="size-4" aria-hidden="true" />
        </Button>
      </div>
    </article>
  );
}
