import { Hono } from "hono";
import type { AppEnv } from "../app-env";
import type { DatabaseHandle } from "../db/database";
import { canSeeProfileImages } from "../services/profiles/profile-image-access";
import type { FileStore } from "../storage/file-store";

const PREFIX = "/files/";
const PROFILE_IMAGES = "profile-images/";

/**
 * Serves stored files. Keys hold random or time-based names, so a file never changes: resume photos
 * are cached for good. Profile images follow their profile: served to everyone while it is public and
 * only to their owner (the settings page) while it is private, and revalidated on every use, so
 * making a profile private takes them off the web. Needs the session middleware before it.
 */
export function fileRoutes(files: FileStore, database: DatabaseHandle) {
  return new Hono<AppEnv>().get("/*", async (c) => {
    const key = c.req.path.startsWith(PREFIX) ? c.req.path.slice(PREFIX.length) : "";
    c.header("X-Content-Type-Options", "nosniff");
    const notFound = () => c.text("Not found", 404);
    let cacheControl = "public, max-age=31536000, immutable";
    if (key.startsWith(PROFILE_IMAGES)) {
      const ownerId = key.slice(PROFILE_IMAGES.length).split("/")[0]!;
      const viewerId = c.get("user")?.id;
      if (!(await canSeeProfileImages(database.db, ownerId, viewerId))) return notFound();
      cacheControl = viewerId === ownerId ? "private, no-store" : "no-cache";
    }
    const file = key ? await files.read(key) : undefined;
    if (!file) return notFound();
    c.header("Content-Type", file.contentType);
    c.header("Cache-Control", cacheControl);
    return c.body(new Uint8Array(file.body), 200);
  });
}
