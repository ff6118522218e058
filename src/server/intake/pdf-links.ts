import { AnnotationType, type PDFDocumentProxy } from "pdfjs-dist/legacy/build/pdf.mjs";

/** What pdf.js tells of an annotation that matters for its link. */
interface AnnotationData {
  annotationType: number;
  annotationFlags: number;
  url?: unknown;
  pageIndex?: number;
}

// A form's push button can open a link as well as a link can.
const LINKING = new Set<number>([AnnotationType.LINK, AnnotationType.WIDGET]);
// The NoView annotation flag (PDF 32000-1, 12.5.3): pdf.js shows no link so flagged. (Invisible
// is for annotations of unknown types only; pdf.js drops it from a link's flags.)
const NO_VIEW = 32;
const shown = (annotation: AnnotationData) =>
  annotation.annotationType !== AnnotationType.LINK || (annotation.annotationFlags & NO_VIEW) === 0;

/**
 * The URLs of the links a reader sees on the first `pageCount` pages, in page order, each once.
 * They are asked of the whole document by type: a page's own list (page.getAnnotations) comes with
 * the text under each link, which pdf.js finds by reading all of that page's text again, a third
 * of the time of reading a resume. Only a document longer than `pageCount`, read in part, is asked
 * page by page: by type it would have to name every page to skip, and a file can claim billions.
 */
export async function linksOf(doc: PDFDocumentProxy, pageCount: number): Promise<string[]> {
  const annotations = doc.numPages <= pageCount ? await linkingAnnotations(doc) : await annotationsPageByPage(doc, pageCount);
  const urls = annotations.filter(shown).flatMap((annotation) => (typeof annotation.url === "string" ? [annotation.url] : []));
  return [...new Set(urls)];
}

/** Every page's annotations that can link, in page order. */
async function linkingAnnotations(doc: PDFDocumentProxy): Promise<AnnotationData[]> {
  // pdf.js answers null when the document's form cannot be read; a page's own list is empty then.
  const annotations = ((await doc.getAnnotationsByType(LINKING, new Set())) ?? []) as AnnotationData[];
  return annotations.sort((one, other) => one.pageIndex! - other.pageIndex!);
}

async function annotationsPageByPage(doc: PDFDocumentProxy, pageCount: number): Promise<AnnotationData[]> {
  const pages = Array.from({ length: pageCount }, async (_, index) => (await doc.getPage(index + 1)).getAnnotations());
  return (await Promise.all(pages)).flat() as AnnotationData[];
}
