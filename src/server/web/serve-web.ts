import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono, type Context } from "hono";
import type { Kysely } from "kysely";
import type { PublicProfile } from "#shared/api/public-profile";
import type { SignedInUser } from "#shared/auth";
import { isValidUsername } from "#shared/username";
import type { AppEnv } from "../app-env";
import type { Database } from "../db/schema";
import type { Logger } from "../logger";
import { scriptsAfterPaint } from "./scripts-after-paint";
import { siteIndexRoutes } from "./site-index";
import type { ServerRenderer } from "./server-renderer";

export interface WebRoutesOptions {
  /** The built web app (dist/web). */
  webRoot: string;
  /** Its server renderer (dist/ssr), or null: then every page is drawn in the browser. */
  renderer: ServerRenderer | null;
  publicUrl: string;
  db: Kysely<Database>;
  /** The profile and resume of a public username, as the API answers them; null when not public. */
  findPublicProfile: (username: string) => Promise<PublicProfile | null>;
  /** The user a request's session cookie signs in, or null. */
  findViewer: (headers: Headers) => Promise<SignedInUser | null>;
  logger: Logger;
}

/** "/ada_l" and "/ada_l/resume": the public profile routes of the web app. */
const PROFILE_PATH = /^\/([^/]+)(?:\/resume)?$/;

/** Rendered profiles kept per instance, the least recently rendered dropped first. */
const PROFILE_CACHE_SIZE = 500;

/**
 * Serves the built web app. Hashed assets are cached for a year. The marketing pages and public
 * profiles go out with their content, rendered on the server (decision 028): for visitors, the
 * marketing pages once per server and a profile once per version; for a signed-in user, on each
 * request, as that user sees them. Every other GET that is not a file gets index.html, and the
 * client router takes the route.
 */
export function webRoutes({ webRoot, renderer, publicUrl, db, findPublicProfile, findViewer, logger }: WebRoutesOptions) {
  const app = new Hono<AppEnv>();
  const indexFile = path.join(webRoot, "index.html");
  if (!existsSync(indexFile)) {
    return app.get("*", (c) => c.text("The web app is not built. Run `npm run build` (npm start does it for you).", 503));
  }
  const indexHtml = readFileSync(indexFile, "utf8");
  const root = path.relative(process.cwd(), webRoot) || ".";
  const html = (c: Context<AppEnv>, body: string, status: 200 | 404 = 200, cacheControl = "no-cache") => {
    c.header("Cache-Control", cacheControl);
    return c.html(body, status);
  };
  // The session is only what the page shows: a failed check serves the visitor's page, and the
  // browser's own check then settles it.
  const viewerOf = (c: Context<AppEnv>) =>
    findViewer(c.req.raw.headers).catch((error: unknown) => {
      logger.warn({ err: error }, "The session check of a rendered page failed; it is served as a visitor's");
      return null;
    });

  // A page that fails to render is still served, drawn in the browser, and the failure logged.
  const render = async (request: Parameters<ServerRenderer["renderDocument"]>[1]): Promise<string> => {
    try {
      return scriptsAfterPaint(await renderer!.renderDocument(indexHtml, request));
    } catch (error) {
      logger.error({ err: error, path: request.path }, "Server rendering failed; the page is drawn in the browser");
      return indexHtml;
    }
  };
  const staticPages = new Map<string, Promise<string>>();
  const staticPage = (pagePath: string) => {
    let page = staticPages.get(pagePath);
    if (!page) staticPages.set(pagePath, (page = render({ path: pagePath, publicUrl })));
    return page;
  };
  // A profile is rendered again only when what it shows changed: the key holds the resume's
  // version, so a cached page is never stale, and a crawler's repeat visits cost one query each.
  const profilePages = new Map<string, Promise<string>>();
  const profilePage = (pagePath: string, publicProfile: PublicProfile) => {
    const { profile, resume } = publicProfile;
    const key = JSON.stringify([pagePath, profile.profile_image_url, resume?.id, resume?.updated_at]);
    let page = profilePages.get(key);
    if (page) profilePages.delete(key);
    else page = render({ path: pagePath, publicUrl, publicProfile });
    profilePages.set(key, page);
    if (profilePages.size > PROFILE_CACHE_SIZE) profilePages.delete(profilePages.keys().next().value!);
    return page;
  };
  const staticPaths = new Set(renderer?.STATIC_PAGE_PATHS ?? []);

  // Files of the build with their brotli and gzip copies (scripts/compress-web.mjs) go compressed to
  // every browser that takes it.
  const serveAsset = serveStatic({ root, precompressed: true });
  return app
    .route("/", siteIndexRoutes({ publicUrl, db, staticPaths: [...staticPaths] }))
    .use("/assets/*", async (c) => {
      // A missing asset is a 404, never index.html: a page from an older build must fail loudly.
      const response = await serveAsset(c, async () => {});
      if (!(response instanceof Response)) return c.text("Not found", 404);
      // Set on the response itself: serveStatic's onFound runs after the response is built, so a
      // header set there through the context never reaches the client.
      response.headers.set("Cache-Control", "public, max-age=31536000, immutable");
      return response;
    })
    .get("*", async (c, next) => {
      const pagePath = c.req.path;
      const isStatic = renderer !== null && staticPaths.has(pagePath);
      const username = renderer ? PROFILE_PATH.exec(pagePath)?.[1] : undefined;
      const isProfile = username !== undefined && isValidUsername(username.toLowerCase());
      // Not through serveStatic, which would send index.html as a file, without no-cache.
      if (!isStatic && !isProfile) return pagePath === "/" ? html(c, indexHtml) : next();
      // One address, a visitor's page or a signed-in user's: shared caches keep them apart.
      c.header("Vary", "Cookie");
      const publicProfile = isProfile ? await findPublicProfile(username) : undefined;
      // A missing or private profile: the browser shows 'Profile Not Found', and crawlers get the 404.
      if (publicProfile === null) return html(c, indexHtml, 404);
      const viewer = await viewerOf(c);
      if (viewer) {
        // Rendered for this user on each request and kept by no one else: it carries who they are.
        const { id, email, name } = viewer;
        return html(c, await render({ path: pagePath, publicUrl, publicProfile, viewer: { id, email, name } }), 200, "private, no-cache");
      }
      return html(c, await (publicProfile ? profilePage(pagePath, publicProfile) : staticPage(pagePath)));
    })
    .use("*", serveAsset)
    .get("*", (c) => html(c, indexHtml));
}
