import { Hono } from "hono";
import type { Kysely } from "kysely";
import type { AppEnv } from "../app-env";
import { listPublicUsernames } from "../db/queries/profiles";
import type { Database } from "../db/schema";

/** A sitemap file holds at most 50,000 addresses (sitemaps.org). */
const SITEMAP_LIMIT = 50_000;

/** The signed-in app and the API: nothing there for a search engine. */
const PRIVATE_PATHS = ["/api/", "/dashboard", "/settings", "/users_access_admin", "/reset-password"];

const escapeXml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/**
 * robots.txt and sitemap.xml: the public pages for search engines, the marketing pages and every
 * public profile, at the site's own address (PUBLIC_URL).
 */
export function siteIndexRoutes({ publicUrl, db, staticPaths }: { publicUrl: string; db: Kysely<Database>; staticPaths: string[] }) {
  const address = (path: string) => new URL(path, publicUrl).href;
  return new Hono<AppEnv>()
    .get("/robots.txt", (c) => {
      const lines = ["User-agent: *", ...PRIVATE_PATHS.map((path) => `Disallow: ${path}`), "", `Sitemap: ${address("/sitemap.xml")}`];
      c.header("Cache-Control", "public, max-age=3600");
      return c.text(`${lines.join("\n")}\n`);
    })
    .get("/sitemap.xml", async (c) => {
      const profiles = await listPublicUsernames(db, SITEMAP_LIMIT - staticPaths.length);
      const urls = [...staticPaths, ...profiles.map((username) => `/${username}`)].map(
        (path) => `  <url><loc>${escapeXml(address(path))}</loc></url>`,
      );
      const xml = [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        ...urls,
        "</urlset>",
      ];
      c.header("Content-Type", "application/xml; charset=utf-8");
      c.header("Cache-Control", "public, max-age=3600");
      return c.body(`${xml.join("\n")}\n`);
    });
}
