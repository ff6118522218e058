import { readFile, stat } from "node:fs/promises";
import path from "node:path";
import type { Route } from "playwright-core";
import type { FileStore } from "../storage/file-store";

/**
 * The origin the print page is loaded from. It resolves nowhere: every request of the page is
 * answered by this process through the browser protocol, so the same routing holds for the local
 * Chromium and for a remote Chrome, and nothing the page asks for ever reaches a network.
 */
export const PRINT_ORIGIN = "http://vitae.print";

const FILES_PREFIX = "/files/";

const CONTENT_TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json",
  ".map": "application/json",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".gif": "image/gif",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".woff": "font/woff",
  ".ttf": "font/ttf",
  ".otf": "font/otf",
  ".txt": "text/plain; charset=utf-8",
};

/**
 * A second fence besides the routing: the page itself refuses anything but its own origin, so a
 * request the routing could not see (a WebSocket, a beacon from a future API) is blocked too.
 * Inline styles stay allowed because layouts set positions and sizes through style attributes.
 */
const printCsp = (appOrigin: string | undefined): string =>
  [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob:${appOrigin ? ` ${appOrigin}${FILES_PREFIX}` : ""}`,
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'none'",
  ].join("; ");

export interface PrintAssetOptions {
  /** Folder of the built web app (dist/web); only files inside it are served. */
  webRoot: string;
  files: FileStore;
  /**
   * The app's public origin (PUBLIC_URL): a photo URL written as an absolute address of the app
   * (`https://vitae.example/files/...`) is answered from the FileStore as well, not fetched.
   */
  appOrigin?: string;
}

export type PrintResponse = { status: number; contentType: string; body: Buffer; headers?: Record<string, string> } | { blocked: true };

const notFound = (): PrintResponse => ({ status: 404, contentType: "text/plain; charset=utf-8", body: Buffer.from("Not found") });

/** What the print page gets for a URL. Kept apart from Playwright's Route so it can be tested on its own. */
export async function resolvePrintRequest(options: PrintAssetOptions, method: string, rawUrl: string): Promise<PrintResponse> {
  let url: URL;
  try {
    url = new URL(rawUrl);
  } catch {
    return { blocked: true };
  }
  const ownOrigin = url.origin === PRINT_ORIGIN;
  const appFile = options.appOrigin !== undefined && url.origin === options.appOrigin && url.pathname.startsWith(FILES_PREFIX);
  if (!ownOrigin && !appFile) return { blocked: true };
  // The page only reads; anything else is a page trying to send something out.
  if (method !== "GET" && method !== "HEAD") return { blocked: true };

  let pathname: string;
  try {
    pathname = decodeURIComponent(url.pathname);
  } catch {
    return notFound();
  }
  if (pathname.includes("\0")) return notFound();

  if (pathname.startsWith(FILES_PREFIX)) {
    const file = await options.files.read(pathname.slice(FILES_PREFIX.length));
    return file ? { status: 200, contentType: file.contentType, body: file.body } : notFound();
  }
  return serveFromWebRoot(options, pathname);
}

async function serveFromWebRoot(options: PrintAssetOptions, pathname: string): Promise<PrintResponse> {
  const root = path.resolve(options.webRoot);
  const file = path.resolve(root, `.${pathname}`);
  // Resolving `..` segments may leave the folder; such a path is simply not a file of the app.
  if (!file.startsWith(root + path.sep)) return notFound();
  try {
    if (!(await stat(file)).isFile()) return notFound();
    const extension = path.extname(file).toLowerCase();
    const contentType = CONTENT_TYPES[extension] ?? "application/octet-stream";
    const headers: Record<string, string> = extension === ".html" ? { "content-security-policy": printCsp(options.appOrigin) } : {};
    return { status: 200, contentType, body: await readFile(file), headers };
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "ENOENT" || code === "ENOTDIR" || code === "EISDIR") return notFound();
    throw error;
  }
}

/** The handler for `context.route("**\/*", ...)`: every request of the print page passes here. */
export function printAssetRouter(options: PrintAssetOptions): (route: Route) => Promise<void> {
  return async (route) => {
    const request = route.request();
    let response: PrintResponse;
    try {
      response = await resolvePrintRequest(options, request.method(), request.url());
    } catch {
      response = { status: 500, contentType: "text/plain; charset=utf-8", body: Buffer.from("Could not read the file") };
    }
    try {
      if ("blocked" in response) await route.abort("blockedbyclient");
      else
        await route.fulfill({ status: response.status, contentType: response.contentType, body: response.body, headers: response.headers });
    } catch {
      // The page went away (closed after a timeout, or the browser stopped) while this request was answered.
    }
  };
}
