import { Hono } from "hono";
import type { AppEnv } from "../app-env";
import type { DatabaseHandle } from "../db/database";
import { canSeeProfileImages } from "../services/profiles/profile-image-access";
import type { FileStore } from "../storage/file-store";

const PREFIX = "/files/";
const PROFILE_IMAGES = "profile-images/";

// A redirect to a bucket's public URL stays right while S3_PUBLIC_URL does; a day lets a changed setting take over.
const PUBLIC_REDIRECT_CACHE = "public, max-age=86400";
// A cached redirect to a signed URL must not outlive the URL.
const SIGNED_REDIRECT_MARGIN_SECONDS = 60;

/**
 * Serves stored files. Keys hold random or time-based names, so a file never changes: resume photos
 * are cached for good. Profile images follow their profile: served to everyone while it is public and
 * only to their owner (the settings page) while it is private, and revalidated on every use, so
 * making a profile private takes them off the web. Needs the session middleware before it.
 * A store the browser reads from itself (S3) gets a redirect once those checks pass (decision 025):
 * profile images always to a short-lived signed URL, since their profile may go private.
 */
export function fileRoutes(files: FileStore, database: DatabaseHandle) {
  return new Hono<AppEnv>().get("/*", async (c) => {
    const key = c.req.path.startsWith(PREFIX) ? c.req.path.slice(PREFIX.length) : "";
    c.header("X-Content-Type-Options", "nosniff");
    const notFound = () => c.text("Not found", 404);
    if (!key) return notFound();
    const isProfileImage = key.startsWith(PROFILE_IMAGES);
    let profileCacheControl: string | undefined;
    if (isProfileImage) {
      const ownerId = key.slice(PROFILE_IMAGES.length).split("/")[0]!;
      const viewerId = c.get("user")?.id;
      if (!(await canSeeProfileImages({ db: database.db }, { ownerId, viewerId }))) return notFound();
      profileCacheControl = viewerId === ownerId ? "private, no-store" : "no-cache";
    }
    if (files.direct) {
      const target = await files.direct.urlOf(key, { isPublic: !isProfileImage });
      if (!target) return notFound();
      const redirectCache =
        target.expiresInSeconds === undefined
          ? PUBLIC_REDIRECT_CACHE
          : `private, max-age=${Math.max(0, target.expiresInSeconds - SIGNED_REDIRECT_MARGIN_SECONDS)}`;
      c.header("Cache-Control", profileCacheControl ?? redirectCache);
      return c.redirect(target.url, 302);
    }
    const file = await files.read(key);
    if (!file) return notFound();
    c.header("Content-Type", file.contentType);
    c.header("Cache-Control", profileCacheControl ?? "public, max-age=31536000, immutable");
    return c.body(new Uint8Array(file.body), 200);
  });
}
