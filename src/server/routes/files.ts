import { Hono } from "hono";
import type { AppEnv } from "../app-env";
import type { FileStore } from "../storage/file-store";

const PREFIX = "/files/";

/** Serves stored public files. Keys hold random or time-based names, so a file never changes: cache it for good. */
export function fileRoutes(files: FileStore) {
  return new Hono<AppEnv>().get("/*", async (c) => {
    const key = c.req.path.startsWith(PREFIX) ? c.req.path.slice(PREFIX.length) : "";
    const file = key ? await files.read(key) : undefined;
    c.header("X-Content-Type-Options", "nosniff");
    if (!file) return c.text("Not found", 404);
    c.header("Content-Type", file.contentType);
    c.header("Cache-Control", "public, max-age=31536000, immutable");
    return c.body(new Uint8Array(file.body), 200);
  });
}
