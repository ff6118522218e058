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
    return app.get("*", (c) =>
      c.text("The web app is not built. Run `npm run build` (npm start does it for you).", 503),
    );
  }
  const indexHtml = readFileSync(indexFile, "utf8");
  const root = path.relative(process.cwd(), webRoot) || ".";
  const serveIndex = (c: Context<AppEnv>) => {
    c.header("Cache-Control", "no-cache");
    return c.html(indexHtml);
  };
  return app
    .get("/", serveIndex)
    .use(
      "/assets/*",
      serveStatic({
        root,
        onFound: (_path, c) => {
          c.header("Cache-Control", "public, max-age=31536000, immutable");
        },
      }),
    )
    .use("*", serveStatic({ root }))
    .get("*", serveIndex);
}
