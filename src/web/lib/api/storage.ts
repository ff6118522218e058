import { storageApi, type ImageBucket } from "#shared/api/storage";
import { request } from "../api-client";

/** Uploads an image as multipart; answers the URL it is served at. */
export async function uploadImage(bucket: ImageBucket, file: File): Promise<string> {
  return (await request(storageApi.upload, { params: { bucket }, body: { file } })).url;
}
