import type { Kysely } from "kysely";
import { IMAGE_BUCKETS } from "../../../shared/api/storage";
import { getProfile } from "../../db/queries/profiles";
import { listResumes } from "../../db/queries/resumes";
import type { Database } from "../../db/schema";
import type { FileStore, ListedFile } from "../../storage/file-store";

/** The key of a URL that names a file in one of the user's own folders; undefined for anything else. */
export function ownImageKey(files: FileStore, userId: string, url: string | null | undefined): string | undefined {
  const key = url ? files.keyOfUrl(url) : undefined;
  return key && IMAGE_BUCKETS.some((bucket) => key.startsWith(`${bucket}/${userId}/`)) ? key : undefined;
}

export async function listUserImages(files: FileStore, userId: string): Promise<ListedFile[]> {
  return (await Promise.all(IMAGE_BUCKETS.map((bucket) => files.list(`${bucket}/${userId}`)))).flat();
}

/** Keys of the user's own images that any of the user's resumes or the profile refers to. */
export async function referencedImageKeys(db: Kysely<Database>, files: FileStore, userId: string): Promise<Set<string>> {
  const [resumes, profile] = await Promise.all([listResumes(db, userId), getProfile(db, userId)]);
  const urls = [...resumes.map((resume) => resume.personal_info.photo_url), profile?.profile_image_url];
  return new Set(urls.map((url) => ownImageKey(files, userId, url)).filter((key): key is string => key !== undefined));
}

/**
 * Deletes the images these URLs name once nothing of the user refers to them any more: called with
 * the photo a saved resume no longer shows, a deleted resume's photo, a replaced profile image. A
 * photo another resume of the user still shows (a duplicate) stays; other users' files are never touched.
 */
export async function removeUnusedImages(
  db: Kysely<Database>,
  files: FileStore,
  userId: string,
  urls: Array<string | null | undefined>,
): Promise<void> {
  const keys = [...new Set(urls.map((url) => ownImageKey(files, userId, url)).filter((key): key is string => key !== undefined))];
  if (keys.length === 0) return;
  const referenced = await referencedImageKeys(db, files, userId);
  for (const key of keys) if (!referenced.has(key)) await files.delete(key);
}
