import { MAX_IMAGE_BYTES } from "../../../shared/limits";
import { AppError } from "../../errors";
import type { FileStore } from "../../storage/file-store";
import { detectImageFormat, imageFormatFiles } from "../../../shared/image-format";
import { reencodeImage } from "./reencode-image";

export const IMAGE_BUCKETS = ["profile-photos", "profile-images"] as const;
export type ImageBucket = (typeof IMAGE_BUCKETS)[number];

export const isImageBucket = (name: string): name is ImageBucket => (IMAGE_BUCKETS as readonly string[]).includes(name);

export const NOT_AN_IMAGE = "Please upload an image file (JPG, PNG, WEBP)";
export const IMAGE_TOO_LARGE = "Please upload an image smaller than 5MB";

export interface ImageUpload {
  bucket: ImageBucket;
  userId: string;
  bytes: Uint8Array;
  now: Date;
}

// Seed 000 section 7: a resume photo gets a random name, a profile image the upload time.
function keyOf({ bucket, userId, now }: ImageUpload, extension: string): string {
  const name = bucket === "profile-photos" ? crypto.randomUUID() : String(now.getTime());
  return `${bucket}/${userId}/${name}.${extension}`;
}

/** Checks, re-encodes and stores an uploaded image under the user's folder of the bucket; answers its public URL. */
export async function storeImage(files: FileStore, upload: ImageUpload): Promise<{ url: string }> {
  if (upload.bytes.byteLength > MAX_IMAGE_BYTES) throw new AppError("PAYLOAD_TOO_LARGE", IMAGE_TOO_LARGE);
  const format = detectImageFormat(upload.bytes);
  if (!format) throw new AppError("UNSUPPORTED_MEDIA_TYPE", NOT_AN_IMAGE);
  let encoded: Buffer;
  try {
    encoded = await reencodeImage(upload.bytes, format);
  } catch {
    throw new AppError("UNSUPPORTED_MEDIA_TYPE", NOT_AN_IMAGE);
  }
  const { extension, contentType } = imageFormatFiles[format];
  const key = keyOf(upload, extension);
  await files.put(key, encoded, contentType);
  return { url: files.publicUrl(key) };
}
