import { execFileSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { PDFDocument } from "pdf-lib";

/** Each page of a PDF as a PNG image at `dpi`, rendered by poppler's pdftoppm (in a temporary folder, removed after). */
export function pagePngs(pdfPath: string, dpi: number): Buffer[] {
  const work = mkdtempSync(path.join(os.tmpdir(), "vitae-scan-"));
  try {
    execFileSync("pdftoppm", ["-r", String(dpi), "-png", pdfPath, path.join(work, "page")]);
    // pdftoppm numbers pages page-1.png, or page-01.png past nine: sorted by their number.
    const pages = readdirSync(work).sort((one, other) => Number(/(\d+)\.png$/.exec(one)![1]) - Number(/(\d+)\.png$/.exec(other)![1]));
    return pages.map((page) => readFileSync(path.join(work, page)));
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/**
 * A scan of a PDF, as a scanner makes one: each page rendered to an image at `dpi` and printed
 * alone on a page of its size, with no text layer.
 */
export async function scannedPdf(pdfPath: string, dpi = 150): Promise<Uint8Array> {
  const scan = await PDFDocument.create();
  for (const png of pagePngs(pdfPath, dpi)) {
    const image = await scan.embedPng(png);
    const page = scan.addPage([(image.width * 72) / dpi, (image.height * 72) / dpi]);
    page.drawImage(image, { x: 0, y: 0, width: page.getWidth(), height: page.getHeight() });
  }
  return scan.save();
}

/** A PDF of blank pages: no text layer, and nothing scanned. */
export async function blankPdf(pages = 1): Promise<Uint8Array> {
  const blank = await PDFDocument.create();
  for (let page = 0; page < pages; page++) blank.addPage([612, 792]);
  return blank.save();
}
