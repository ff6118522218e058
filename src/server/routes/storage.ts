import { Hono } from "hono";
import { storageApi } from "#shared/api/storage";
import { MAX_IMAGE_BYTES } from "#shared/limits";
import type { AppEnv } from "../app-env";
import { AppError } from "../errors";
import { limitBody } from "../middleware/body-limit";
import { methodNotAllowed } from "../middleware/errors";
import { requireSignedIn } from "../middleware/require-user";
import { parseForm, validParams } from "../middleware/validate";
import type { DatabaseHandle } from "../db/database";
import { IMAGE_TOO_LARGE, storeImage } from "../services/storage/store-image";
import type { FileStore } from "../storage/file-store";
import { answer } from "./answer";

// The image plus room for the multipart boundaries and headers; the exact 5 MB rule is checked on the file.
export const UPLOAD_BODY_LIMIT_BYTES = MAX_IMAGE_BYTES + 64 * 1024;

const { upload } = storageApi;

// A bucket the contract does not list is a folder that does not exist.
const bucketParam = validParams(upload, (_error, params) => new AppError("NOT_FOUND", `No storage bucket ${params["bucket"] ?? ""}.`));

export function storageRoutes(database: DatabaseHandle, files: FileStore) {
  const images = { db: database.db, files };
  return new Hono<AppEnv>()
    .post(
      upload.path,
      requireSignedIn("Not authenticated"),
      bucketParam,
      limitBody(UPLOAD_BODY_LIMIT_BYTES, IMAGE_TOO_LARGE),
      async (c) => {
        const { file } = await parseForm(c, upload);
        const bytes = new Uint8Array(await file.arrayBuffer());
        const stored = await storeImage(images, {
          bucket: c.req.valid("param").bucket,
          userId: c.get("user")!.id,
          bytes,
          now: new Date(),
        });
        return answer(c, upload, stored);
      },
    )
    .all(upload.path, methodNotAllowed);
}
