/**
 * The web app on the server: renders the pages search engines and link previews read — the
 * landing page, /features, the footer pages and a public profile — into the built index.html, as
 * a visitor sees them or, for a signed-in user, as that user does. Built by `vite build --ssr`
 * into dist/ssr; the server loads that bundle at run time (src/server/web/server-renderer.ts) and
 * never imports this file, so the two sides stay apart (decision 028).
 */
import { dehydrate } from "@tanstack/react-query";
import { StrictMode } from "react";
import { prerenderToNodeStream } from "react-dom/static";
import { StaticRouter } from "react-router";
import type { PublicProfile } from "#shared/api/public-profile";
import type { SignedInUser } from "#shared/auth";
import { createQueryClient, Providers } from "./app/providers";
import { AppRoutes } from "./app/routes";
import { serverStateElement } from "./app/server-state";
import { FEATURES_PAGE_META, LANDING_PAGE_META, MARKETING_PAGES } from "./features/marketing/pages/marketing-pages";
import { publicProfileQuery } from "./features/public-profile/api/public-profile";
import { publicProfileMeta } from "./features/public-profile/lib/profile-meta";
import { setSignedInSession } from "./lib/session";
import type { PageMeta } from "./lib/use-document-meta";

/** The pages that are the same for every visitor: rendered once per server and kept. */
export const STATIC_PAGE_PATHS: readonly string[] = ["/", "/features", ...MARKETING_PAGES.map((page) => page.path)];

export interface RenderRequest {
  /** The path, e.g. "/resume-tips" or "/ada_l". */
  path: string;
  /** The site's address (PUBLIC_URL): link previews need absolute URLs. */
  publicUrl: string;
  /** For a profile page: the profile and resume the page shows, as the API answers them. */
  publicProfile?: PublicProfile;
  /** The signed-in user the page is for: it then shows what a user sees (Go to Dashboard, Sign Out). */
  viewer?: SignedInUser;
}

function staticPageMeta(path: string): PageMeta {
  if (path === "/") return LANDING_PAGE_META;
  if (path === "/features") return FEATURES_PAGE_META;
  const page = MARKETING_PAGES.find((candidate) => candidate.path === path);
  if (!page) throw new Error(`${path} is not a page the server renders`);
  return page;
}

const escapeHtml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** Title, description, canonical address and the Open Graph and Twitter card tags of a page. */
function headTags(meta: PageMeta, url: string, type: "website" | "profile"): string {
  const [title, description, address] = [meta.title, meta.description, url].map(escapeHtml);
  return [
    `<title>${title}</title>`,
    `<meta name="description" content="${description}" />`,
    `<link rel="canonical" href="${address}" />`,
    `<meta property="og:site_name" content="Vitae" />`,
    `<meta property="og:type" content="${type}" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:url" content="${address}" />`,
    `<meta name="twitter:card" content="summary" />`,
  ].join("\n    ");
}

async function renderBody({ path, publicProfile, viewer }: RenderRequest) {
  const client = createQueryClient();
  const username = path.split("/")[1] ?? "";
  if (publicProfile) client.setQueryData(publicProfileQuery(username).queryKey, publicProfile);
  if (viewer) setSignedInSession(client, viewer);

  // prerender waits for every lazy page, so the HTML holds the content, never a 'Loading...'.
  // progressiveChunkSize: React sends a large page as a fallback followed by an inline script that
  // swaps the content in; the Content-Security-Policy blocks that script and a crawler may not run
  // it, so every boundary goes out whole, in place.
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <Providers client={client}>
        <StaticRouter location={path}>
          <AppRoutes />
        </StaticRouter>
      </Providers>
    </StrictMode>,
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  let html = "";
  for await (const chunk of prelude) html += chunk.toString();
  return { html, state: publicProfile || viewer ? serverStateElement(dehydrate(client)) : "" };
}

/** The built index.html with the page's content in #root and its own head. */
export async function renderDocument(template: string, request: RenderRequest): Promise<string> {
  const { path, publicUrl, publicProfile } = request;
  const meta = publicProfile ? publicProfileMeta(publicProfile) : staticPageMeta(path);
  const { html, state } = await renderBody(request);
  const url = new URL(path, publicUrl).href;
  const withHead = template
    .replace(/<title>[^<]*<\/title>/, "")
    .replace(/<meta\s+name="description"[^>]*>\s*/, "")
    // Functions as replacements: a "$" in a resume's text must not be read as a replacement pattern.
    .replace("</head>", () => `  ${headTags(meta, url, publicProfile ? "profile" : "website")}\n  </head>`);
  const root = '<div id="root"></div>';
  if (!withHead.includes(root)) throw new Error("index.html has no empty #root to render into");
  return withHead.replace(root, () => `<div id="root">${html}</div>${state}`);
}
