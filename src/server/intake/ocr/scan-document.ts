import { AppError } from "../../errors";
import type { ExtractedDocument } from "../document";
import { layoutPages } from "../page-layout";
import type { OcrPage } from "./ocr-source";

export const NOTHING_READ_BY_OCR =
  "No text could be read in this scan. Upload a sharper scan (300 dpi, the page straight and evenly lit) or the original document.";

/**
 * The pages OCR read, in order, as one document the parser reads like a PDF's text layer, laid
 * out as a PDF's pages are (a column that runs over a page is read on), marked as read by OCR;
 * `total` is the scan's page count, whose pages past those read are reported unread.
 */
export function scanDocument(pages: readonly OcrPage[], total: number): ExtractedDocument {
  const lines = layoutPages(pages.map((page) => page.pieces));
  if (lines.every((line) => line.text.trim() === "")) throw new AppError("VALIDATION_FAILED", NOTHING_READ_BY_OCR);
  const unread = total > pages.length ? { unread: { unit: "pages" as const, read: pages.length, total } } : {};
  return {
    format: "pdf",
    pageSize: pages[0]?.pageSize ?? null,
    lines,
    links: [],
    text: lines.map((line) => line.text).join("\n"),
    ocr: { pages: pages.length },
    ...unread,
  };
}
