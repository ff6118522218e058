import { IMAGE_BUCKETS } from "#shared/api/storage";
import { getProfile } from "../../db/queries/profiles";
import { listResumePhotoUrls } from "../../db/queries/resumes";
import type { ListedFile } from "../../storage/file-store";
import type { DbAndFilesDeps, FilesDeps } from "../deps";

interface UserImageUrls {
  userId: string;
  urls: Array<string | null | undefined>;
}

/** The key of a URL that names a file in one of the user's own folders; undefined for anything else. */
export function ownImageKey({ files }: FilesDeps, { userId, url }: { userId: string; url: string | null | undefined }): string | undefined {
  const key = url ? files.keyOfUrl(url) : undefined;
  return key && IMAGE_BUCKETS.some((bucket) => key.startsWith(`${bucket}/${userId}/`)) ? key : undefined;
}

/** The keys of the URLs that name a file in one of the user's own folders, each once; anything else is left out. */
function ownImageKeys(deps: FilesDeps, { userId, urls }: UserImageUrls): string[] {
  return [...new Set(urls.map((url) => ownImageKey(deps, { userId, url })).filter((key): key is string => key !== undefined))];
}

export async function listUserImages({ files }: FilesDeps, { userId }: { userId: string }): Promise<ListedFile[]> {
  return (await Promise.all(IMAGE_BUCKETS.map((bucket) => files.list(`${bucket}/${userId}`)))).flat();
}

/** Keys of the user's own images that any of the user's resumes or the profile refers to. */
export async function referencedImageKeys(deps: DbAndFilesDeps, { userId }: { userId: string }): Promise<Set<string>> {
  const [photoUrls, profile] = await Promise.all([listResumePhotoUrls(deps.db, userId), getProfile(deps.db, userId)]);
  return new Set(ownImageKeys(deps, { userId, urls: [...photoUrls, profile?.profile_image_url] }));
}

/**
 * Deletes the images these URLs name once nothing of the user refers to them any more: called with
 * the photo a saved resume no longer shows, a deleted resume's photo, a replaced profile image. A
 * photo another resume of the user still shows (a duplicate) stays; other users' files are never touched.
 */
export async function removeUnusedImages(deps: DbAndFilesDeps, { userId, urls }: UserImageUrls): Promise<void> {
  const keys = ownImageKeys(deps, { userId, urls });
  if (keys.length === 0) return;
  const referenced = await referencedImageKeys(deps, { userId });
  for (const key of keys) if (!referenced.has(key)) await deps.files.delete(key);
}
