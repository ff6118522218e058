import type { Line, Page } from "tesseract.js";
import type { TextPiece } from "../page-layout";

/** An image OCR read, its size in pixels, and where it lies on the page (PageImage's transform). */
export interface ReadImage {
  page: Page;
  width: number;
  height: number;
  transform: number[];
}

// A bullet is read as whichever glyph it looks like; alone before a line's first word it is a bullet.
const MISREAD_BULLET = /^[«»•·*+©®°¢■▪►|oe]$/;
// Words read with less confidence than this that hold no letter or digit are specks, rules and icons.
const MIN_SYMBOL_CONFIDENCE = 50;
// Tesseract's row height runs from the baseline to the ascenders' top; with the descenders' depth
// it spans the letters, a little more than the em a PDF's font size measures (on our fixtures,
// 0.84 of it for body text, 0.93 for headings in capitals).
const EM_PER_ROW = 0.85;
const fontPixels = ({ rowAttributes }: Line) => EM_PER_ROW * (rowAttributes.rowHeight + Math.abs(rowAttributes.descenders));

const LIGATURES = /[\uFB00-\uFB06]/g;
const cleaned = (text: string) => text.replace(LIGATURES, (ligature) => ligature.normalize("NFKC"));

function baselineAt({ baseline, bbox }: Line, x: number): number {
  if (baseline.x1 === baseline.x0) return bbox.y1;
  return baseline.y0 + ((baseline.y1 - baseline.y0) * (x - baseline.x0)) / (baseline.x1 - baseline.x0);
}

/**
 * Tesseract's words as the positioned pieces the PDF reader makes (page-layout.ts), in points from
 * the page's top-left corner: the same layout then finds their lines, columns and gaps. A word's
 * pixels are mapped through its image's place on the page; nothing read is bold.
 */
export function piecesOfOcr({ page, width, height, transform }: ReadImage): TextPiece[] {
  const [a, b, c, d, e, f] = transform as [number, number, number, number, number, number];
  // A pixel's place in the image's unit square (y up, as PDF draws images), then on the page.
  const toPage = (x: number, y: number) => {
    const [u, v] = [x / width, 1 - y / height];
    return [a * u + c * v + e, b * u + d * v + f] as const;
  };
  const pointsPerPixelX = Math.hypot(a, b) / width;
  const pointsPerPixelY = Math.hypot(c, d) / height;
  const pieces: TextPiece[] = [];
  for (const block of page.blocks ?? []) {
    for (const paragraph of block.paragraphs) {
      for (const line of paragraph.lines) {
        const fontSize = fontPixels(line) * pointsPerPixelY;
        line.words.forEach((word, index) => {
          let text = cleaned(word.text.trim());
          if (text === "" || (!/[\p{L}\p{N}]/u.test(text) && word.confidence < MIN_SYMBOL_CONFIDENCE && !MISREAD_BULLET.test(text))) return;
          if (index === 0 && line.words.length > 1 && MISREAD_BULLET.test(text)) text = "•";
          const [x, y] = toPage(word.bbox.x0, baselineAt(line, word.bbox.x0));
          pieces.push({ text, x, y, width: (word.bbox.x1 - word.bbox.x0) * pointsPerPixelX, fontSize, bold: false });
        });
      }
    }
  }
  return pieces;
}
