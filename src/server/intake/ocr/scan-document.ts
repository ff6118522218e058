import { AppError } from "../../errors";
import type { ExtractedDocument } from "../document";
import { layoutPages } from "../page-layout";
import type { OcrPage } from "./ocr-source";

export const NOTHING_READ_BY_OCR =
  "No text could be read in this scan. Upload a sharper scan (300 dpi, the page straight and evenly lit) or the original document.";

// A date as OCR reads it: '01/2015', '2015'.
const DATE = String.raw`(?:\d{1,2}[/.])?(?:19|20)\d{2}`;
// Between two dates, a short run of marks and digits is the dash or symbol between them that OCR
// misread ('01/2015 14 07/2015', '09/2010 1%4 01/2014' for a full-width dash): it reads as a dash.
const MISREAD_DASH = new RegExp(String.raw`(?<=(?<![\d/.])${DATE})\s+[^\p{L}\s]{1,3}\s+(?=${DATE}(?![\d/.]))`, "gu");
const withDashes = (text: string) => text.replace(MISREAD_DASH, " – ");

/**
 * The pages OCR read, in order, as one document the parser reads like a PDF's text layer, laid
 * out as a PDF's pages are (a column that runs over a page is read on), marked as read by OCR;
 * `total` is the scan's page count, whose pages past those read are reported unread.
 */
export function scanDocument(pages: readonly OcrPage[], total: number): ExtractedDocument {
  const lines = layoutPages(pages.map((page) => page.pieces)).map((line) => ({ ...line, text: withDashes(line.text) }));
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
