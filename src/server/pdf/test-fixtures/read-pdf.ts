import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";

export interface PdfContents {
  pageCount: number;
  /** The text layer of every page in order, lines ending in a newline. */
  text: string;
  /** URLs of the link annotations. */
  links: string[];
  /** Every font the pages use: PostScript name, PDF font type (Type3, CIDFontType2...), and whether its file is inside the PDF. */
  fonts: Array<{ name: string; type: string; embedded: boolean }>;
}

/** Reads a PDF the way a reader or an applicant tracking system would: its text layer and links. */
export async function readPdf(pdf: Uint8Array): Promise<PdfContents> {
  // fontExtraProperties keeps each font's name and whether its file was found in the document.
  const doc = await getDocument({ data: new Uint8Array(pdf), verbosity: 0, fontExtraProperties: true }).promise;
  const texts: string[] = [];
  const links: string[] = [];
  const fonts = new Map<string, { type: string; embedded: boolean }>();
  for (let i = 1; i <= doc.numPages; i++) {
    const page = await doc.getPage(i);
    // Drawing the page loads its fonts into the page's shared objects.
    await page.getOperatorList();
    for (const [, font] of page.commonObjs as unknown as Iterable<[string, { name?: string; type?: string; missingFile?: boolean }]>)
      if (font?.name) fonts.set(font.name, { type: font.type ?? "unknown", embedded: !font.missingFile });
    const content = await page.getTextContent();
    // pdf.js puts the spaces it sees between glyphs into the items and marks line ends: joining
    // with nothing more is the text a reader extracts (joining with spaces would split words).
    texts.push(content.items.map((item) => ("str" in item ? item.str + (item.hasEOL ? "\n" : "") : "")).join(""));
    for (const annotation of await page.getAnnotations()) {
      if (typeof annotation.url === "string") links.push(annotation.url);
    }
  }
  const pageCount = doc.numPages;
  await doc.destroy();
  return { pageCount, text: texts.join("\n"), links, fonts: [...fonts].map(([name, font]) => ({ name, ...font })) };
}
