import { z } from "zod";
import { defineEndpoint, jsonAnswer, multipartBody } from "./endpoint";

export const IMAGE_BUCKETS = ["profile-photos", "profile-images"] as const;
export type ImageBucket = (typeof IMAGE_BUCKETS)[number];

export const NO_FILE = "Choose an image to upload.";

/** Uploaded images: resume photos and profile images, each bucket a folder per user. */
export const storageApi = {
  /**
   * One image (JPG, PNG or WEBP, at most 5 MB) in the multipart field `file`; answers the URL it is
   * served at. An unknown bucket is NOT_FOUND; past the user's quota STORAGE_FULL.
   */
  upload: defineEndpoint({
    method: "POST",
    path: "/api/storage/:bucket",
    params: z.object({ bucket: z.enum(IMAGE_BUCKETS) }),
    body: multipartBody(z.object({ file: z.instanceof(File, { error: NO_FILE }) })),
    answer: jsonAnswer(z.object({ url: z.string() })),
    status: 201,
    errors: ["UNAUTHORIZED", "NOT_FOUND", "VALIDATION_FAILED", "PAYLOAD_TOO_LARGE", "UNSUPPORTED_MEDIA_TYPE", "STORAGE_FULL"],
  }),
};
