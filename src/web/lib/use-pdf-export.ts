import { useCallback, useState } from "react";
import type { ResumeContent } from "../../shared/resume";
import { toast } from "../components/ui/toaster";
import { exportResumePdf } from "./pdf-export";

/** Export PDF with its busy state and its error toast, the same in the editor and on a dashboard card. */
export function usePdfExport(): { isExporting: boolean; exportPdf: (resume: ResumeContent) => Promise<void> } {
  const [isExporting, setIsExporting] = useState(false);
  const exportPdf = useCallback(async (resume: ResumeContent) => {
    setIsExporting(true);
    try {
      await exportResumePdf(resume);
    } catch (error) {
      toast.error("Failed to export PDF", { description: error instanceof Error ? error.message : undefined });
    } finally {
      setIsExporting(false);
    }
  }, []);
  return { isExporting, exportPdf };
}
