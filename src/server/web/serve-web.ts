import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono, type Context } from "hono";
import type { AppEnv } from "../app-env";

/**
 * Serves the built web app: hashed assets are cached for a year, every other GET that is not a
 * file gets index.html so the client router can take the route.
 */
export function webRoutes(webRoot: string) {
  const app = new Hono<AppEnv>();
  const indexFile = path.join(webRoot, "index.html");
  if (!existsSync(indexFile)) {
    return app.get("*", (c) => c.text("The web app is not built. Run `npm run build` (npm start does it for you).", 503));
  }
  const indexHtml = readFileSync(indexFile, "utf8");
  const root = path.relative(process.cwd(), webRoot) || ".";
  const serveIndex = (c: Context<AppEnv>) => {
    c.header("Cache-Control", "no-cache");
    return c.html(indexHtml);
  };
  // Files of the build with their brotli and gzip copies (scripts/compress-web.mjs) go compressed to
  // every browser that takes it.
  const serveAsset = serveStatic({ root, precompressed: true });
  return app
    .get("/", serveIndex)
    .use("/assets/*", async (c) => {
      // A missing asset is a 404, never index.html: a page from an older build must fail loudly.
      const response = await serveAsset(c, async () => {});
      if (!(response instanceof Response)) return c.text("Not found", 404);
      // Set on the response itself: serveStatic's onFound runs after the response is built, so a
      // header set there through the context never reaches the client.
      response.headers.set("Cache-Control", "public, max-age=31536000, immutable");
      return response;
    })
    .use("*", serveAsset)
    .get("*", serveIndex);
}
