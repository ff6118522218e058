import type { DocumentLine } from "../document";

/** What the OCR worker reads in one task: one page of a scanned PDF, or a photo (JPEG, PNG) of one page. */
export type OcrSource = { format: "pdf"; bytes: Uint8Array; page: number } | { format: "image"; bytes: Uint8Array };

/** The positioned lines OCR read on one page, and the page's size in points. */
export interface OcrPage {
  lines: DocumentLine[];
  pageSize: { width: number; height: number };
}
