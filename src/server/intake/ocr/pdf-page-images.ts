import { ImageKind, OPS, Util, type PDFPageProxy } from "pdfjs-dist/legacy/build/pdf.mjs";

/** An image a PDF page paints, decoded to 8-bit gray, RGB or RGBA pixels, and where it lies on the page. */
export interface PageImage {
  width: number;
  height: number;
  channels: 1 | 3 | 4;
  pixels: Uint8Array;
  /** Maps the image's unit square (y up, as PDF draws images) to the page in points from its top-left corner. */
  transform: number[];
}

// An image painted over less than this share of the page is a logo, an icon or a photo of the
// person, not a scan of text: a page scanned in bands paints each band over a tenth or more.
const MIN_PAGE_SHARE = 0.05;
// Bands of one scanned page are few; past this many, the largest are read.
const MAX_IMAGES_PER_PAGE = 8;

const PAINTS_IMAGE = new Set<number>([OPS.paintImageXObject, OPS.paintInlineImageXObject]);

interface DecodedImage {
  width: number;
  height: number;
  kind: number;
  data: Uint8Array | Uint8ClampedArray;
}

/** pdf.js decodes a page's images while it builds the operator list; an image shared between pages lives in commonObjs. */
function decodedImage(page: PDFPageProxy, argument: unknown): Promise<DecodedImage | null> {
  if (typeof argument !== "string") return Promise.resolve((argument as DecodedImage | null) ?? null);
  const objects = argument.startsWith("g_") ? page.commonObjs : page.objs;
  return new Promise((resolve) => objects.get(argument, (image: DecodedImage | null) => resolve(image)));
}

/** 1-bit rows (each padded to a byte, a set bit white) as 8-bit gray. */
function unpackBits({ width, height, data }: DecodedImage): Uint8Array {
  const gray = new Uint8Array(width * height);
  const rowBytes = Math.ceil(width / 8);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) gray[y * width + x] = (data[y * rowBytes + (x >> 3)]! >> (7 - (x & 7))) & 1 ? 255 : 0;
  }
  return gray;
}

function pixelsOf(image: DecodedImage): Pick<PageImage, "channels" | "pixels"> | null {
  switch (image.kind) {
    case ImageKind.GRAYSCALE_1BPP:
      return { channels: 1, pixels: unpackBits(image) };
    case ImageKind.RGB_24BPP:
      return { channels: 3, pixels: new Uint8Array(image.data.buffer, image.data.byteOffset, image.width * image.height * 3) };
    case ImageKind.RGBA_32BPP:
      return { channels: 4, pixels: new Uint8Array(image.data.buffer, image.data.byteOffset, image.width * image.height * 4) };
    default:
      return null;
  }
}

/** The area of the page, in square points, that a unit square under this transform covers. */
const paintedArea = ([a, b, c, d]: number[]) => Math.abs(a! * d! - b! * c!);

interface Placement {
  /** The image's id in the page's objects, or an inline image's data. */
  argument: unknown;
  transform: number[];
}

/** Where the page paints its images large enough to be a scan of its text, largest first. */
async function scanPlacements(page: PDFPageProxy): Promise<Placement[]> {
  const viewport = page.getViewport({ scale: 1 });
  const { fnArray, argsArray } = await page.getOperatorList();
  const minArea = MIN_PAGE_SHARE * viewport.width * viewport.height;
  const stack: number[][] = [];
  let ctm = viewport.transform;
  const placed: Placement[] = [];
  for (let index = 0; index < fnArray.length; index++) {
    const op = fnArray[index]!;
    const args = argsArray[index] as unknown[];
    if (op === OPS.save) stack.push(ctm);
    else if (op === OPS.restore) ctm = stack.pop() ?? viewport.transform;
    else if (op === OPS.transform) ctm = Util.transform(ctm, args as number[]) as number[];
    else if (PAINTS_IMAGE.has(op) && paintedArea(ctm) >= minArea) placed.push({ argument: args[0], transform: ctm });
  }
  return placed.sort((one, other) => paintedArea(other.transform) - paintedArea(one.transform));
}

/** Whether a page paints an image large enough to be a scan of its text: a PDF without a text layer is read by OCR only then. */
export const paintsScan = async (page: PDFPageProxy): Promise<boolean> => (await scanPlacements(page)).length > 0;

/**
 * The images of a page large enough to be a scan of its text, largest first, with their pixels
 * as pdf.js decoded them (no canvas: a scan is read at the resolution it was stored in). Image
 * masks (a stencil painted in one colour) are not read.
 */
export async function pageImages(page: PDFPageProxy): Promise<PageImage[]> {
  const images: PageImage[] = [];
  for (const { argument, transform } of (await scanPlacements(page)).slice(0, MAX_IMAGES_PER_PAGE)) {
    const image = await decodedImage(page, argument);
    const pixels = image && pixelsOf(image);
    if (image && pixels) images.push({ width: image.width, height: image.height, ...pixels, transform });
  }
  return images;
}
