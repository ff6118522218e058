import { Hono } from "hono";
import { validator } from "hono/validator";
import { MAX_IMAGE_BYTES } from "../../shared/limits";
import type { AppEnv } from "../app-env";
import { AppError } from "../errors";
import { limitBody } from "../middleware/body-limit";
import { methodNotAllowed } from "../middleware/errors";
import { requireSignedIn } from "../middleware/require-user";
import type { DatabaseHandle } from "../db/database";
import { IMAGE_TOO_LARGE, storeImage } from "../services/storage/store-image";
import { isImageBucket } from "../services/storage/user-images";
import type { FileStore } from "../storage/file-store";

// The image plus room for the multipart boundaries and headers; the exact 5 MB rule is checked on the file.
export const UPLOAD_BODY_LIMIT_BYTES = MAX_IMAGE_BYTES + 64 * 1024;

const NO_FILE = "Choose an image to upload.";

const bucketParam = validator("param", (value) => {
  const bucket = value["bucket"] ?? "";
  if (!isImageBucket(bucket)) throw new AppError("NOT_FOUND", `No storage bucket ${bucket}.`);
  return { bucket };
});

export function storageRoutes(database: DatabaseHandle, files: FileStore) {
  return new Hono<AppEnv>()
    .post("/:bucket", requireSignedIn("Not authenticated"), bucketParam, limitBody(UPLOAD_BODY_LIMIT_BYTES, IMAGE_TOO_LARGE), async (c) => {
      const form = await c.req.parseBody().catch(() => {
        throw new AppError("VALIDATION_FAILED", NO_FILE, { issues: [{ path: "file", message: NO_FILE }] });
      });
      const file = form["file"];
      if (!(file instanceof File)) throw new AppError("VALIDATION_FAILED", NO_FILE, { issues: [{ path: "file", message: NO_FILE }] });
      const bytes = new Uint8Array(await file.arrayBuffer());
      const stored = await storeImage(database.db, files, { bucket: c.req.valid("param").bucket, userId: c.get("user")!.id, bytes, now: new Date() });
      return c.json(stored, 201);
    })
    .all("/:bucket", methodNotAllowed);
}
