import type { ImageBucket } from "#shared/api/storage";
import { IMAGE_STORAGE_QUOTA_BYTES, MAX_IMAGE_BYTES } from "#shared/limits";
import { AppError } from "../../errors";
import { detectImageFormat, imageFormatFiles } from "#shared/image-format";
import type { DbAndFilesDeps } from "../deps";
import { reencodeImage } from "./reencode-image";
import { listUserImages, referencedImageKeys } from "./user-images";

export const NOT_AN_IMAGE = "Please upload an image file (JPG, PNG, WEBP)";
export const IMAGE_TOO_LARGE = "Please upload an image smaller than 5MB";
export const STORAGE_FULL = `Your images already use the ${IMAGE_STORAGE_QUOTA_BYTES / 1024 / 1024} MB of storage each account has. Remove photos from resumes you no longer need, then try again.`;

// An upload nothing refers to yet may belong to an editor draft that is not saved; it is kept a day.
const UNUSED_UPLOAD_GRACE_MS = 24 * 60 * 60 * 1000;

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

/**
 * Makes room for `bytes` more within the user's quota, first removing uploads that nothing refers to
 * and that are older than a day, oldest first; throws STORAGE_FULL when that is not enough. Checked
 * before each write, so uploads of one user running in parallel can pass it by the files in flight.
 */
async function makeRoom(deps: DbAndFilesDeps, { userId, bytes, now }: { userId: string; bytes: number; now: Date }): Promise<void> {
  const stored = await listUserImages(deps, { userId });
  let used = stored.reduce((sum, file) => sum + file.bytes, 0);
  if (used + bytes <= IMAGE_STORAGE_QUOTA_BYTES) return;
  const referenced = await referencedImageKeys(deps, { userId });
  const unused = stored
    .filter((file) => !referenced.has(file.key) && now.getTime() - file.modifiedAt.getTime() > UNUSED_UPLOAD_GRACE_MS)
    .sort((a, b) => a.modifiedAt.getTime() - b.modifiedAt.getTime());
  for (const file of unused) {
    if (used + bytes <= IMAGE_STORAGE_QUOTA_BYTES) break;
    await deps.files.delete(file.key);
    used -= file.bytes;
  }
  if (used + bytes > IMAGE_STORAGE_QUOTA_BYTES) throw new AppError("STORAGE_FULL", STORAGE_FULL);
}

/** Checks, re-encodes and stores an uploaded image under the user's folder of the bucket; answers its public URL. */
export async function storeImage(deps: DbAndFilesDeps, upload: ImageUpload): Promise<{ url: string }> {
  if (upload.bytes.byteLength > MAX_IMAGE_BYTES) throw new AppError("PAYLOAD_TOO_LARGE", IMAGE_TOO_LARGE);
  const format = detectImageFormat(upload.bytes);
  if (!format) throw new AppError("UNSUPPORTED_MEDIA_TYPE", NOT_AN_IMAGE);
  let encoded: Buffer;
  try {
    encoded = await reencodeImage({ bytes: upload.bytes, format });
  } catch {
    throw new AppError("UNSUPPORTED_MEDIA_TYPE", NOT_AN_IMAGE);
  }
  await makeRoom(deps, { userId: upload.userId, bytes: encoded.byteLength, now: upload.now });
  const { extension, contentType } = imageFormatFiles[format];
  const key = keyOf(upload, extension);
  await deps.files.put(key, encoded, contentType);
  return { url: deps.files.publicUrl(key) };
}
