import { Braces, ChevronDown, Copy, Download, FileDown, Loader2, Pencil, Trash2 } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import type { ResumeSummary } from "#shared/api/resumes";
import { completionBand } from "#shared/completion";
import { contentOf } from "#shared/resume";
import { Button } from "#web/components/ui/button";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from "#web/components/ui/dropdown-menu";
import { Progress } from "#web/components/ui/progress";
import { toast } from "#web/lib/toast";
import { fetchResume } from "#web/lib/api/resumes";
import { cn } from "#web/lib/cn";
import { completionColours } from "#web/lib/completion-colours";
import { formatShortDate } from "#web/lib/format-date";
import { useStoredResumePdfExport } from "#web/lib/use-pdf-export";
import { getTemplate } from "#web/templates/registry";
import { downloadJsonResume } from "../lib/resume-file";
import { editorPath } from "#web/lib/start-editing";

/** What the card is doing for its resume: its buttons wait meanwhile. */
export type CardAction = "delete" | "duplicate";

/**
 * One resume of My Resumes, drawn from its summary. Download and Duplicate need the whole resume:
 * it is fetched when they are chosen, and the button shows it is being prepared.
 */
export function ResumeCard({
  resume,
  hasLocalChanges,
  pending,
  onDelete,
  onDuplicate,
}: {
  resume: ResumeSummary;
  hasLocalChanges: boolean;
  pending: CardAction | null;
  onDelete: () => void;
  onDuplicate: () => void;
}) {
  const score = resume.completion_score;
  const pdf = useStoredResumePdfExport();
  const [isPreparingJson, setIsPreparingJson] = useState(false);
  const band = completionColours[completionBand(score)];
  const isDownloading = pdf.isExporting || isPreparingJson;

  const exportJson = async () => {
    setIsPreparingJson(true);
    try {
      downloadJsonResume(contentOf(await fetchResume(resume.id)));
    } catch {
      toast.error("Failed to export JSON", { description: "Your resume could not be loaded. Check your connection and try again." });
    } finally {
      setIsPreparingJson(false);
    }
  };

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
            <Button size="sm" variant="outline" aria-label={`Download ${resume.title}`} disabled={isDownloading}>
              {isDownloading ? (
                <>
                  <Loader2 className="size-4 animate-spin" aria-hidden="true" />
                  {pdf.isExporting ? "Preparing PDF..." : "Preparing file..."}
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
            <DropdownMenuItem onSelect={() => void pdf.exportPdf(resume.id)}>
              <FileDown aria-hidden="true" />
              Download PDF
            </DropdownMenuItem>
            <DropdownMenuItem onSelect={() => void exportJson()}>
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
          disabled={pending !== null}
          aria-busy={pending === "duplicate"}
          onClick={onDuplicate}
        >
          {pending === "duplicate" ? (
            <Loader2 className="size-4 animate-spin" aria-hidden="true" />
          ) : (
            <Copy className="size-4" aria-hidden="true" />
          )}
        </Button>
        <Button
          size="icon"
          variant="outline"
          className="text-red-600 hover:bg-red-50 hover:text-red-700"
          aria-label={`Delete ${resume.title}`}
          title="Delete"
          disabled={pending !== null}
          onClick={onDelete}
        >
          <Trash2 className="size-4" aria-hidden="true" />
        </Button>
      </div>
    </article>
  );
}
