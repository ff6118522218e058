import sharp, { type Sharp } from "sharp";
import { AppError } from "../../errors";
import { openPdf } from "../open-pdf";
import type { TextPiece } from "../page-layout";
import type { OcrPage, OcrSource } from "./ocr-source";
import { flattenBackground } from "./flatten-background";
import type { OcrReader } from "./ocr-reader";
import { piecesOfOcr } from "./ocr-pieces";
import { invertTextBoxes } from "./text-boxes";
import { pageImages, type PageImage } from "./pdf-page-images";
import { MAX_OCR_PIXELS, OCR_DPI, PHOTO_PAGE_WIDTH_PT } from "./scan-limits";

const POINTS_PER_INCH = 72;

/** The scale that brings an image to `dpi` on its page, within MAX_OCR_PIXELS. */
function ocrScale(width: number, height: number, widthPt: number, dpi: number): number {
  const own = width / (widthPt / POINTS_PER_INCH);
  const scale = Math.min(dpi / own, Math.sqrt(MAX_OCR_PIXELS / (width * height)));
  // Within a tenth of the target the image is read as it is: resampling would cost more than it gives.
  return Math.abs(scale - 1) < 0.1 ? 1 : scale;
}

/** The image as the gray PNG Tesseract reads, at `dpi`; sharp resamples it off the heap. */
async function ocrImage(image: Sharp, width: number, height: number, widthPt: number, dpi: number) {
  const scale = ocrScale(width, height, widthPt, dpi);
  const resized = scale === 1 ? image : image.resize(Math.round(width * scale), Math.round(height * scale), { kernel: "lanczos3" });
  // The PNG says its resolution, which Tesseract uses to judge the size of text.
  const density = Math.round((width * scale) / (widthPt / POINTS_PER_INCH));
  const gray = await resized.greyscale().raw().toBuffer({ resolveWithObject: true });
  // Small boxes first, on the page as printed: flattening judges polarity over wider windows and
  // cuts a light box into patches.
  const flat = flattenBackground(invertTextBoxes({ width: gray.info.width, height: gray.info.height, pixels: gray.data }));
  const png = await sharp(flat.pixels, { raw: { width: flat.width, height: flat.height, channels: 1 } })
    .withMetadata({ density })
    .png({ compressionLevel: 0 })
    .toBuffer();
  return { png, width: flat.width, height: flat.height };
}

interface ImageToRead {
  image: Sharp;
  width: number;
  height: number;
  transform: number[];
}

async function readImage(reader: OcrReader, { image, width, height, transform }: ImageToRead, dpi: number): Promise<TextPiece[]> {
  const prepared = await ocrImage(image, width, height, Math.hypot(transform[0]!, transform[1]!), dpi);
  const page = await reader.read(prepared.png);
  return piecesOfOcr({ page, width: prepared.width, height: prepared.height, transform });
}

const rawImage = ({ pixels, width, height, channels }: PageImage) => sharp(pixels, { raw: { width, height, channels } });

async function readPdfPage(reader: OcrReader, bytes: Uint8Array, pageNumber: number, dpi: number): Promise<OcrPage> {
  const task = openPdf(bytes, { images: true });
  try {
    const page = await (await task.promise).getPage(pageNumber);
    const viewport = page.getViewport({ scale: 1 });
    const pieces: TextPiece[] = [];
    for (const image of await pageImages(page)) pieces.push(...(await readImage(reader, { ...image, image: rawImage(image) }, dpi)));
    return { pieces, pageSize: { width: viewport.width, height: viewport.height } };
  } finally {
    task.destroy().catch(() => undefined);
  }
}

// A phone's photo is 12 to 50 megapixels; sharp refuses to decode more than this (a decompression bomb).
const MAX_PHOTO_PIXELS = 100_000_000;

async function readPhoto(reader: OcrReader, bytes: Uint8Array, dpi: number): Promise<OcrPage> {
  // Turned upright as the camera recorded it (EXIF orientation) before anything is measured.
  const upright = await sharp(bytes, { limitInputPixels: MAX_PHOTO_PIXELS })
    .rotate()
    .toBuffer({ resolveWithObject: true })
    .catch(() => {
      throw new AppError("VALIDATION_FAILED", "This image is damaged and cannot be read. Take the photo again or upload a PDF.");
    });
  const { width, height } = upright.info;
  const pageSize = { width: PHOTO_PAGE_WIDTH_PT, height: (PHOTO_PAGE_WIDTH_PT * height) / width };
  // The photo's unit square, y up as PDF images are drawn, over the whole page.
  const transform = [pageSize.width, 0, 0, -pageSize.height, 0, pageSize.height];
  return { pieces: await readImage(reader, { image: sharp(upright.data), width, height, transform }, dpi), pageSize };
}

/**
 * Reads one page of a scan, or a photo of a resume, by OCR: the positioned pieces of its text. The
 * page is read at OCR_DPI; the scan bench also reads it at the scan's own resolution, to compare.
 */
export function readScanPage(reader: OcrReader, source: OcrSource, { dpi = OCR_DPI }: { dpi?: number } = {}): Promise<OcrPage> {
  return source.format === "pdf" ? readPdfPage(reader, source.bytes, source.page, dpi) : readPhoto(reader, source.bytes, dpi);
}
