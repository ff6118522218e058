import type { TextPiece } from "../page-layout";

/** What the OCR worker reads in one task: one page of a scanned PDF, or a photo (JPEG, PNG) of one page. */
export type OcrSource = { format: "pdf"; bytes: Uint8Array; page: number } | { format: "image"; bytes: Uint8Array };

/**
 * The positioned pieces of text OCR read on one page, and the page's size in points: the pages of
 * a scan are laid out together (scan-document.ts), as a PDF's are, so a column that runs over a
 * page is read on.
 */
export interface OcrPage {
  pieces: TextPiece[];
  pageSize: { width: number; height: number };
}
