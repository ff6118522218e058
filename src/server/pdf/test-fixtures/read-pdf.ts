import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";

export interface PdfContents {
  pageCount: number;
  /** The text layer of every page in order, items joined by spaces. */
  text: string;
  /** URLs of the link annotations. */
  links: string[];
}

/** Reads a PDF the way a reader or an applicant tracking system would: its text layer and links. */
export async function readPdf(pdf: Uint8Array): Promise<PdfContents> {
  const doc = await getDocument({ data: new Uint8Array(pdf), verbosity: 0 }).promise;
  const texts: string[] = [];
  const links: string[] = [];
  for (let i = 1; i <= doc.numPages; i++) {
    const page = await doc.getPage(i);
    const content = await page.getTextContent();
    texts.push(content.items.map((item) => ("str" in item ? item.str : "")).join(" "));
    for (const annotation of await page.getAnnotations()) {
      if (typeof annotation.url === "string") links.push(annotation.url);
    }
  }
  const pageCount = doc.numPages;
  await doc.destroy();
  return { pageCount, text: texts.join("\n"), links };
}
