import type { UnreadPart } from "#shared/ai";

/**
 * The text of an uploaded resume as the intake read it, before it is mapped to resume sections.
 * PDFs keep each line's position and type, which is how the parser tells columns, headings and
 * date gutters apart; DOCX, DOC and TXT have lines in reading order without positions, where an
 * empty line is a paragraph break the author typed.
 */
export type DocumentFormat = "pdf" | "docx" | "doc" | "txt";

export interface DocumentLine {
  /** A visual line of one column; a wide gap within it (a tab stop, a table cell, dates set apart) is a tab. */
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
  /** Addresses the document links to (PDF link annotations, DOCX hyperlinks), in order: icons often stand for them. */
  links: string[];
  /** The whole text in reading order, lines joined by newlines: what a model reads. */
  text: string;
  /** What of the file was not read, past the intake's limits (read-limit.ts, the PDF page limit); absent when all of it was. */
  unread?: UnreadPart;
  /**
   * A PDF with no text layer whose pages are images (a scan): its lines are empty, and its pages
   * are read by OCR (intake/ocr), in a worker of their own.
   */
  scan?: { pages: number };
  /** Read by OCR: how many pages. The user is told to check what was read. */
  ocr?: { pages: number };
}
