import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";

/**
 * Opens a PDF with pdf.js. pdf.js takes ownership of the buffer it is given: it gets a copy. Fonts
 * are only named, never loaded into a renderer, and no code is generated from the file. Without
 * `images` every image is left out of the pages' operators (pdf.js's maxImageSize): reading the
 * text needs none, and decoding and copying a resume's photo and logos was a large share of it.
 */
export function openPdf(bytes: Uint8Array, { images }: { images: boolean }) {
  return getDocument({
    data: new Uint8Array(bytes),
    verbosity: 0,
    disableFontFace: true,
    isEvalSupported: false,
    useSystemFonts: false,
    ...(images ? {} : { maxImageSize: 0 }),
  });
}
