import { PDFDocument, PDFName, PDFString, type PDFPage, type PDFRef } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { openPdf } from "./open-pdf";
import { linksOf } from "./pdf-links";

// Annotation flags (PDF 32000-1, 12.5.3).
const INVISIBLE = 1;
const PRINT = 4;
const NO_VIEW = 32;

interface Annotation {
  url: string;
  flags?: number;
  /** A form's push button that opens the URL, not a link. */
  button?: boolean;
}

/** A PDF of one page per list, each page with these annotations and nothing else. */
async function pdfWith(pages: Annotation[][]): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const fields: PDFRef[] = [];
  for (const annotations of pages) {
    const page: PDFPage = pdf.addPage([300, 300]);
    const refs = annotations.map(({ url, flags, button }, index) => {
      const action = { S: "URI", URI: PDFString.of(url) };
      const rect = [20, 20 + 30 * index, 200, 40 + 30 * index];
      const annotation = button
        ? { Type: "Annot", Subtype: "Widget", FT: "Btn", Ff: 1 << 16, T: PDFString.of(`button${index}`), Rect: rect, A: action }
        : { Type: "Annot", Subtype: "Link", Rect: rect, Border: [0, 0, 0], A: action, ...(flags === undefined ? {} : { F: flags }) };
      const ref = pdf.context.register(pdf.context.obj(annotation));
      if (button) fields.push(ref);
      return ref;
    });
    page.node.set(PDFName.of("Annots"), pdf.context.obj(refs));
  }
  if (fields.length > 0) pdf.catalog.set(PDFName.of("AcroForm"), pdf.context.obj({ Fields: fields }));
  return pdf.save();
}

/** The links as pdf.js shows each page's (its display intent), the way they were once read. */
async function shownPageByPage(bytes: Uint8Array, pageCount: number): Promise<string[]> {
  const task = openPdf(bytes, { images: false });
  const doc = await task.promise;
  const urls: string[] = [];
  for (let number = 1; number <= pageCount; number++) {
    for (const { url } of await (await doc.getPage(number)).getAnnotations())
      if (typeof url === "string" && !urls.includes(url)) urls.push(url);
  }
  await task.destroy();
  return urls;
}

async function links(bytes: Uint8Array, pageCount: number): Promise<string[]> {
  const task = openPdf(bytes, { images: false });
  try {
    return await linksOf(await task.promise, pageCount);
  } finally {
    await task.destroy();
  }
}

describe("linksOf", () => {
  const pages: Annotation[][] = [
    [
      { url: "https://example.org/portfolio" },
      { url: "https://example.org/invisible", flags: INVISIBLE },
      { url: "https://example.org/not-viewed", flags: NO_VIEW | PRINT },
      { url: "https://example.org/printed", flags: PRINT },
    ],
    [{ url: "https://example.org/portfolio" }, { url: "mailto:sam.lee@example.org" }, { url: "https://example.org/book", button: true }],
    [{ url: "https://example.org/third-page" }],
  ];

  it("reads the links a reader sees, page after page, each once: a link flagged not to be viewed is left out", async () => {
    const bytes = await pdfWith(pages);
    const expected = [
      "https://example.org/portfolio",
      // The Invisible flag is for annotations of unknown types: a link so flagged is still shown.
      "https://example.org/invisible",
      "https://example.org/printed",
      "mailto:sam.lee@example.org",
      "https://example.org/book",
      "https://example.org/third-page",
    ];
    expect(await links(bytes, 3)).toEqual(expected);
    expect(await shownPageByPage(bytes, 3)).toEqual(expected);
  });

  it("reads only the pages read of a longer document", async () => {
    const bytes = await pdfWith(pages);
    expect(await links(bytes, 2)).toEqual([
      "https://example.org/portfolio",
      "https://example.org/invisible",
      "https://example.org/printed",
      "mailto:sam.lee@example.org",
      "https://example.org/book",
    ]);
    expect(await links(bytes, 1)).toEqual(await shownPageByPage(bytes, 1));
  });
});
