import sharp from "sharp";
import type { ImageFormat } from "#shared/image-format";

const MAX_SIDE = 1024;
// A small file can still declare huge dimensions; refusing them before decoding keeps memory bounded.
const MAX_INPUT_PIXELS = 64_000_000;

/**
 * Draws the image anew: turned upright by its EXIF orientation, shrunk to fit 1024x1024, and written
 * without any metadata (sharp drops EXIF, XMP and location unless asked to keep them). Throws when
 * the bytes do not decode as an image.
 */
export async function reencodeImage({ bytes, format }: { bytes: Uint8Array; format: ImageFormat }): Promise<Buffer> {
  // failOn "error": phone cameras often write JPEGs with harmless warnings (extra bytes after the
  // image); only bytes that do not decode are refused.
  const image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" })
    .autoOrient()
    .resize(MAX_SIDE, MAX_SIDE, { fit: "inside", withoutEnlargement: true });
  switch (format) {
    case "jpeg":
      return image.jpeg({ quality: 85, mozjpeg: true }).toBuffer();
    case "png":
      return image.png().toBuffer();
    case "webp":
      return image.webp({ quality: 85 }).toBuffer();
  }
}
