import { IMAGE_SIGNATURE_BYTES, detectImageFormat } from "#shared/image-format";
import { MAX_IMAGE_BYTES } from "#shared/limits";

export interface ImageFileProblem {
  title: string;
  description: string;
}

export const INVALID_IMAGE_TYPE: ImageFileProblem = {
  title: "Invalid file type",
  description: "Please upload an image file (JPG, PNG, WEBP)",
};
export const IMAGE_TOO_LARGE: ImageFileProblem = { title: "File too large", description: "Please upload an image smaller than 5MB" };

/** Mirrors the server's upload rules (first bytes, then size) so a bad pick fails at once, with the seed's texts. */
export async function findImageFileProblem(file: Blob): Promise<ImageFileProblem | null> {
  const head = new Uint8Array(await file.slice(0, IMAGE_SIGNATURE_BYTES).arrayBuffer());
  if (!detectImageFormat(head)) return INVALID_IMAGE_TYPE;
  if (file.size > MAX_IMAGE_BYTES) return IMAGE_TOO_LARGE;
  return null;
}
