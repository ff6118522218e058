import { letterFileTitle, type LetterDocumentInput } from "#shared/applications";
import type { BinaryContent } from "#shared/api/endpoint";
import { pdfApi } from "#shared/api/pdf";
import { PRINT_ENTRY_PATH, type PrintApi } from "#shared/print";
import type { ResumeContent } from "#shared/resume";
import { ApiError, request } from "./api-client";

export type PdfExportResult = "downloaded" | "printed";

/** The file name the server chose (Content-Disposition), else one made from the document's title. */
function fileNameOf(headers: Headers, title: string): string {
  const header = headers.get("content-disposition") ?? "";
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(header)?.[1];
  if (encoded) return decodeURIComponent(encoded);
  const plain = /filename="([^"]+)"/i.exec(header)?.[1];
  return plain ?? `${title}.pdf`;
}

function download(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the blob to the download manager; a little later it can go.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/**
 * Prints through the print entry in a hidden same-origin frame: the browser's dialog then shows
 * only the document's A4 pages, cut exactly as the server's PDF would be.
 */
export async function printInFrame(layOut: (print: PrintApi) => Promise<unknown>): Promise<void> {
  const frame = document.createElement("iframe");
  frame.title = "Print preparation";
  frame.setAttribute("aria-hidden", "true");
  frame.tabIndex = -1;
  // Off screen but laid out at A4 width, so the pages are measured as they print.
  Object.assign(frame.style, { position: "fixed", left: "-10000px", top: "0", width: "210mm", height: "297mm", border: "0" });
  const loaded = new Promise<void>((resolve, reject) => {
    frame.addEventListener("load", () => resolve(), { once: true });
    frame.addEventListener("error", () => reject(new Error("The print page did not load")), { once: true });
  });
  frame.src = PRINT_ENTRY_PATH;
  document.body.append(frame);
  try {
    await loaded;
    const view = frame.contentWindow;
    if (!view?.vitaePrint) throw new Error("The print page did not start");
    await layOut(view.vitaePrint);
    view.addEventListener("afterprint", () => frame.remove(), { once: true });
    view.focus();
    view.print();
  } catch (error) {
    frame.remove();
    throw error;
  }
}

/**
 * The server renders the document into a PDF with a real text layer, downloaded under the name it
 * gives; a server without Chromium answers 503 and the browser's print dialog takes over.
 */
async function downloadOrPrint(
  renderOnServer: () => Promise<BinaryContent>,
  layOut: (print: PrintApi) => Promise<unknown>,
  title: string,
): Promise<PdfExportResult> {
  let pdf;
  try {
    pdf = await renderOnServer();
  } catch (error) {
    // A full queue is temporary (it says when to retry); only a server without PDF rendering hands over to the browser.
    if (!(error instanceof ApiError && error.status === 503 && error.body.retryAfter === undefined)) throw error;
    await printInFrame(layOut);
    return "printed";
  }
  download(pdf.blob, fileNameOf(pdf.headers, title));
  return "downloaded";
}

/** Export PDF of a resume as shown (saved or not). */
export function exportResumePdf(resume: ResumeContent): Promise<PdfExportResult> {
  return downloadOrPrint(
    () => request(pdfApi.export, { body: { resume } }),
    (print) => print.render(resume),
    resume.title.trim() || "Resume",
  );
}

/** A cover or application letter as an A4 PDF, laid out with its heading. */
export function exportLetterPdf(letter: LetterDocumentInput): Promise<PdfExportResult> {
  return downloadOrPrint(
    () => request(pdfApi.letter, { body: { letter } }),
    (print) => print.renderLetter(letter),
    letterFileTitle(letter),
  );
}
