import { exceedsPdfPageLimit, pdfTooLongMessage } from "../../../shared/pdf-limits";
import type { ResumeContent } from "../../../shared/resume";
import { AppError } from "../../errors";
import type { PdfRenderer, RenderedPdf } from "../../pdf/pdf-renderer";

export interface PdfExport {
  userId: string;
  resume: ResumeContent;
  /** Aborts when the client goes away. */
  signal?: AbortSignal | undefined;
}

/**
 * Prints the user's resume to PDF. A resume with more text than the page limit can hold is refused
 * with 422 before it takes a place in the queue; the renderer refuses the rest of the too-long
 * ones after layout, before printing.
 */
export async function exportPdf(renderer: PdfRenderer, { userId, resume, signal }: PdfExport): Promise<RenderedPdf> {
  if (exceedsPdfPageLimit(resume)) throw new AppError("PDF_TOO_LONG", pdfTooLongMessage());
  return renderer.render(resume, { owner: userId, signal });
}
