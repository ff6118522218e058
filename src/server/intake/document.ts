/**
 * The text of an uploaded resume as the intake read it, before it is mapped to resume sections.
 * PDFs keep each line's position and type, which is how the parser tells columns, headings and
 * date gutters apart; DOCX, DOC and TXT have lines in reading order without positions.
 */
export type DocumentFormat = "pdf" | "docx" | "doc" | "txt";

export interface DocumentLine {
  text: string;
  /** 1-based page; 1 for formats without pages. */
  page: number;
  /** Left edge and baseline from the page's top-left corner, in points; null without positions. */
  x: number | null;
  y: number | null;
  /** Width of the line in points; null without positions. */
  width: number | null;
  /** Font size in points; null when unknown. */
  fontSize: number | null;
  bold: boolean;
  /** Marked as a heading by the document itself (a DOCX heading style); PDFs never say. */
  heading: boolean;
}

export interface ExtractedDocument {
  format: DocumentFormat;
  /** Width and height of the first page in points (PDF only). */
  pageSize: { width: number; height: number } | null;
  lines: DocumentLine[];
  /** The whole text in reading order, lines joined by newlines: what a model reads. */
  text: string;
}
