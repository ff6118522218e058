import { FileJson } from "lucide-react";
import { useRef, type ChangeEvent } from "react";
import { useNavigate } from "react-router";
import type { ResumeSections } from "#shared/ai";
import { newResumeId } from "#shared/ids";
import { emptyResumeContent, type ResumeContent } from "#shared/resume";
import { ResumeUpload } from "#web/components/resume-upload/resume-upload";
import { Button } from "#web/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "#web/components/ui/dialog";
import { toast } from "#web/lib/toast";
import { useCreateResume } from "#web/lib/api/resumes";
import { EMPTY_REVIEW, writeImportReview, type ImportReview } from "#web/lib/import-review";
import { readJsonResumeFile } from "../lib/resume-file";
import { editorPath } from "#web/lib/start-editing";

const IMPORTED_TITLE = "Imported Resume";

const failureOf = (error: unknown) => (error instanceof Error ? error.message : "An error occurred");

/**
 * 'Import resume': a PDF, DOCX or TXT file, a photo of a resume (JPG, PNG, read by OCR) or a LinkedIn data export read by parse-resume-upload, or a JSON Resume file read
 * here. Either becomes a new stored resume that opens in the editor; the lines the parser could
 * not place and the fields it was unsure of go with it for review there.
 */
export function ImportResumeDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const navigate = useNavigate();
  const creation = useCreateResume();
  const jsonInput = useRef<HTMLInputElement>(null);

  const openAsNewResume = async (content: ResumeContent, review: ImportReview = EMPTY_REVIEW) => {
    const created = await creation.mutateAsync({ id: newResumeId(), content });
    writeImportReview(created.id, review);
    navigate(editorPath(created.id));
    return created;
  };

  const importParsed = (resumeData: ResumeSections, review: ImportReview) => {
    openAsNewResume({ ...emptyResumeContent(), ...resumeData, title: IMPORTED_TITLE }, review).catch((error: unknown) =>
      toast.error("Import failed", { description: failureOf(error) }),
    );
  };

  const importJson = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    try {
      const created = await openAsNewResume(await readJsonResumeFile(file));
      toast.success("Resume imported", { description: `"${created.title}" is ready to edit.` });
    } catch (error) {
      toast.error("Import failed", { description: failureOf(error) });
    }
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Import resume</DialogTitle>
          <DialogDescription>
            Upload your resume (a scan or a photo of it too), or the ZIP from LinkedIn&apos;s &lsquo;Get a copy of your data&rsquo;, and
            Vitae reads it into a new resume you can edit. Fields it was unsure of are marked, and anything it cannot place is listed, in
            the editor for you to review.
          </DialogDescription>
        </DialogHeader>
        <ResumeUpload onExtracted={importParsed} forImport />
        {creation.isPending && (
          <p role="status" className="text-sm text-slate-600">
            Opening the editor...
          </p>
        )}
        <div className="flex items-center gap-3 text-xs text-slate-500" aria-hidden="true">
          <span className="h-px flex-1 bg-slate-200" />
          or
          <span className="h-px flex-1 bg-slate-200" />
        </div>
        <Button variant="outline" onClick={() => jsonInput.current?.click()} disabled={creation.isPending}>
          <FileJson aria-hidden="true" />
          Import JSON Resume
        </Button>
        <input
          ref={jsonInput}
          type="file"
          accept="application/json,.json"
          className="sr-only"
          tabIndex={-1}
          aria-label="JSON Resume file to import"
          onChange={(event) => void importJson(event)}
        />
      </DialogContent>
    </Dialog>
  );
}
