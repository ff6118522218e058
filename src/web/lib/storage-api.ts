import { toApiError } from "./api-client";

export type ImageBucket = "profile-photos" | "profile-images";

/** Uploads an image as multipart (fetch sets the boundary, so no content type here); answers its public URL. */
export async function uploadImage(bucket: ImageBucket, file: File): Promise<string> {
  const form = new FormData();
  form.append("file", file);
  const response = await fetch(`/api/storage/${bucket}`, {
    method: "POST",
    credentials: "same-origin",
    headers: { accept: "application/json" },
    body: form,
  });
  if (!response.ok) throw await toApiError(response);
  return ((await response.json()) as { url: string }).url;
}
