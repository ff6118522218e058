import { useCallback, useState } from "react";
import type { LetterDocumentInput } from "#shared/applications";
import type { ResumeContent } from "#shared/resume";
import { contentOf } from "#shared/resume";
import { toast } from "./toast";
import { fetchResume } from "./api/resumes";
import { exportLetterPdf, exportResumePdf, type PdfExportResult } from "./pdf-export";

/** A PDF download with its busy state and its error toast; `onPrinted` runs when the browser printed it instead. */
function useDocumentPdf<T>(exportDocument: (document: T) => Promise<PdfExportResult>, onPrinted?: () => void) {
  const [isExporting, setIsExporting] = useState(false);
  const exportPdf = useCallback(
    async (document: T) => {
      setIsExporting(true);
      try {
        if ((await exportDocument(document)) === "printed") onPrinted?.();
      } catch (error) {
        toast.error("Failed to export PDF", { description: error instanceof Error ? error.message : undefined });
      } finally {
        setIsExporting(false);
      }
    },
    [exportDocument, onPrinted],
  );
  return { isExporting, exportPdf };
}

/** Export PDF of the resume being edited. */
export function usePdfExport(): { isExporting: boolean; exportPdf: (resume: ResumeContent) => Promise<void> } {
  return useDocumentPdf(exportResumePdf);
}

const exportStoredResumePdf = async (id: string) => exportResumePdf(contentOf(await fetchResume(id)));

/** Export PDF of a stored resume by its id, as a dashboard card does: the list holds summaries, so the resume is fetched first. */
export function useStoredResumePdfExport(): { isExporting: boolean; exportPdf: (id: string) => Promise<void> } {
  return useDocumentPdf(exportStoredResumePdf);
}

// A letter's PDF button promises a file: when the browser's print dialog opens instead, the user is told why and what to choose.
const announcePrint = () =>
  toast.info("Printing instead of downloading", {
    description: "PDF files cannot be made on the server right now, so your browser's print dialog opened: choose 'Save as PDF' there.",
  });

/** The PDF of a cover or application letter, for both letter screens. */
export function useLetterPdfExport(): { isExporting: boolean; exportPdf: (letter: LetterDocumentInput) => Promise<void> } {
  return useDocumentPdf(exportLetterPdf, announcePrint);
}
