import { AnnotationMode, Util, type PDFPageProxy } from "pdfjs-dist/legacy/build/pdf.mjs";
import type { TextItem } from "pdfjs-dist/types/src/display/api";
import { AppError } from "../errors";
import type { ExtractedDocument } from "./document";
import { paintsScan } from "./ocr/pdf-page-images";
import { openPdf } from "./open-pdf";
import { linksOf } from "./pdf-links";
import { layoutPages, type TextPiece } from "./page-layout";

/** Resumes are one to three pages; a long file is read no further than this, and the document says so. */
export const MAX_PDF_PAGES = 20;

const BOLD_FONT = /bold|black|heavy|demi|-medi$|(?:cm|sf|lm)bx|-bd(?:it)?$/i;
// Text turned more than this (radians) from the page's horizontal is decoration (a rotated label).
const MAX_SLANT = 0.05;

/**
 * The positioned lines of a PDF's text layer, first MAX_PDF_PAGES pages. A PDF without a text
 * layer whose first page is an image is a scan: the document says so (`scan`) and has no lines,
 * for OCR to read. Throws AppError for encrypted, damaged or otherwise text-less files. A file built to stall a reader is stopped by its worker's
 * deadline, which ends the process (ai/builtin-pool.ts): a timer here could only stop waiting for
 * pdf.js, not pdf.js.
 */
export async function extractPdf(bytes: Uint8Array): Promise<ExtractedDocument> {
  const task = openPdf(bytes, { images: false });
  try {
    const doc = await task.promise;
    const pages: TextPiece[][] = [];
    const pageCount = Math.min(doc.numPages, MAX_PDF_PAGES);
    let pageSize: ExtractedDocument["pageSize"] = null;
    for (let number = 1; number <= pageCount; number++) {
      const page = await doc.getPage(number);
      const viewport = page.getViewport({ scale: 1 });
      pageSize ??= { width: viewport.width, height: viewport.height };
      pages.push(await piecesOf(page, viewport.transform));
      page.cleanup();
    }
    const links = await linksOf(doc, pageCount);
    const lines = layoutPages(pages);
    if (lines.length === 0) {
      if (await firstPagePaintsScan(bytes)) return { format: "pdf", pageSize, lines, links, text: "", scan: { pages: doc.numPages } };
      throw new AppError(
        "VALIDATION_FAILED",
        "This PDF has no text to read: no text layer, and no scanned page. Upload the original document or a DOCX.",
      );
    }
    const unread = doc.numPages > MAX_PDF_PAGES ? { unread: { unit: "pages" as const, read: MAX_PDF_PAGES, total: doc.numPages } } : {};
    return { format: "pdf", pageSize, lines, links, text: lines.map((line) => line.text).join("\n"), ...unread };
  } catch (error) {
    throw readError(error);
  } finally {
    // Freeing pdf.js's memory can fail on a task it has already torn down; the answer stands either way.
    task.destroy().catch(() => undefined);
  }
}

async function piecesOf(page: PDFPageProxy, viewportTransform: number[]): Promise<TextPiece[]> {
  const content = await page.getTextContent();
  const items = content.items.filter((item): item is TextItem => "str" in item && item.str.trim() !== "");
  if (items.length === 0) return [];
  const fontIds = new Set(items.map((item) => item.fontName));
  // Drawing the page's operators loads its fonts, whose PostScript names say which are bold. Its
  // form fields' appearances are not drawn: the text read is the page's own. Fonts are the
  // document's: a page whose fonts all came with an earlier page is not drawn again.
  if ([...fontIds].some((fontId) => !page.commonObjs.has(fontId))) await page.getOperatorList({ annotationMode: AnnotationMode.DISABLE });
  const boldFonts = new Set<string>();
  for (const fontId of fontIds) {
    const font = page.commonObjs.has(fontId) ? (page.commonObjs.get(fontId) as { name?: string } | null) : null;
    if (font?.name && BOLD_FONT.test(font.name)) boldFonts.add(fontId);
  }
  const pieces: TextPiece[] = [];
  for (const item of items) {
    const [a, b, , d, x, y] = Util.transform(viewportTransform, item.transform) as number[];
    if (Math.abs(Math.atan2(b!, a!)) > MAX_SLANT) continue;
    pieces.push({ text: item.str, x: x!, y: y!, width: item.width, fontSize: Math.abs(d!), bold: boldFonts.has(item.fontName) });
  }
  return pieces;
}

/** Whether the first page paints a scan of its text: the file is opened again, with its images this time. */
async function firstPagePaintsScan(bytes: Uint8Array): Promise<boolean> {
  const task = openPdf(bytes, { images: true });
  try {
    return await paintsScan(await (await task.promise).getPage(1));
  } finally {
    task.destroy().catch(() => undefined);
  }
}

function readError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  if (error instanceof Error && error.name === "PasswordException") {
    return new AppError("VALIDATION_FAILED", "This PDF is password-protected. Remove the password and upload it again.");
  }
  return new AppError("VALIDATION_FAILED", "This PDF is damaged and cannot be read. Export it again and upload the new file.");
}
