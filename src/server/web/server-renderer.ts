import { existsSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { PublicProfile } from "#shared/api/public-profile";
import type { SignedInUser } from "#shared/auth";

/**
 * The web app's server-rendering bundle (src/web/entry-server.tsx, built by `vite build --ssr` into
 * dist/ssr beside dist/web). The server loads it at run time rather than importing web code, so
 * the two sides stay apart; this is the shape it exports (decision 028).
 */
export interface ServerRenderer {
  STATIC_PAGE_PATHS: readonly string[];
  renderDocument(
    template: string,
    request: { path: string; publicUrl: string; publicProfile?: PublicProfile; viewer?: SignedInUser },
  ): Promise<string>;
}

/** The bundle built with the web app at `webRoot`, or null when it was not built (the API alone). */
export async function loadServerRenderer(webRoot: string): Promise<ServerRenderer | null> {
  const entry = path.join(webRoot, "..", "ssr", "entry-server.js");
  if (!existsSync(entry)) return null;
  const renderer = (await import(pathToFileURL(entry).href)) as Partial<ServerRenderer>;
  if (typeof renderer.renderDocument !== "function" || !Array.isArray(renderer.STATIC_PAGE_PATHS)) {
    throw new Error(`${entry} is not the web app's server renderer: rebuild with npm run build`);
  }
  return renderer as ServerRenderer;
}
