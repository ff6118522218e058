import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { mkdtemp, rm } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { renderErrorOf } from "../services/pdf/render-refusals";
import { LocalFileStore } from "../storage/file-store";
import { ChromiumPdfRenderer } from "./pdf-renderer";
import { PRINT_ORIGIN, resolvePrintRequest, type PrintAssetOptions } from "./print-assets";
import {
  ADA,
  CHROMIUM_PATH,
  FIXTURE_WEB_ROOT,
  fixtureRenderer,
  fixtureResume,
  type FixtureRenderer,
} from "./test-fixtures/fixture-renderer";
import { readPdf } from "./test-fixtures/read-pdf";

// A 1x1 PNG.
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==", "base64");
const PHOTO_KEY = "profile-photos/user-1/photo.png";

let dataDir: string;
let options: PrintAssetOptions;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), "vitae-print-assets-"));
  const files = new LocalFileStore(dataDir);
  await files.put(PHOTO_KEY, PNG, "image/png");
  options = { webRoot: FIXTURE_WEB_ROOT, files, appOrigin: "https://vitae.example" };
});
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

const get = (url: string, method = "GET") => resolvePrintRequest(options, method, url);

describe("resolvePrintRequest", () => {
  it("serves the web root's files on the print origin with their content types", async () => {
    const page = await get(`${PRINT_ORIGIN}/print.html`);
    expect(page).toMatchObject({ status: 200, contentType: "text/html; charset=utf-8" });
    expect("headers" in page && page.headers?.["content-security-policy"]).toContain("default-src 'self'");
    expect(await get(`${PRINT_ORIGIN}/print.js`)).toMatchObject({ status: 200, contentType: "text/javascript; charset=utf-8" });
    expect(await get(`${PRINT_ORIGIN}/print.css`)).toMatchObject({ status: 200, contentType: "text/css; charset=utf-8" });
  });

  it("answers 404 for missing files, folders and paths that climb out of the web root", async () => {
    for (const url of [
      `${PRINT_ORIGIN}/nope.js`,
      `${PRINT_ORIGIN}/`,
      `${PRINT_ORIGIN}/%2e%2e/fixture-renderer.ts`,
      `${PRINT_ORIGIN}/..%2ffixture-renderer.ts`,
      `${PRINT_ORIGIN}/..%2f..%2fpdf-renderer.ts`,
      `${PRINT_ORIGIN}/%2e%2e%2f%2e%2e%2f%2e%2e%2f%2e%2e%2f%2e%2e%2fpackage.json`,
      `${PRINT_ORIGIN}/print.js%00.css`,
    ]) {
      expect(await get(url), url).toMatchObject({ status: 404 });
    }
  });

  it("serves /files/<key> from the file store, on the print origin and on the app's own origin", async () => {
    expect(await get(`${PRINT_ORIGIN}/files/${PHOTO_KEY}`)).toEqual({ status: 200, contentType: "image/png", body: PNG });
    expect(await get(`https://vitae.example/files/${PHOTO_KEY}`)).toEqual({ status: 200, contentType: "image/png", body: PNG });
    expect(await get(`${PRINT_ORIGIN}/files/profile-photos/user-1/missing.png`)).toMatchObject({ status: 404 });
    expect(await get(`${PRINT_ORIGIN}/files/../auth-secret`)).toMatchObject({ status: 404 });
  });

  it("blocks every other origin, the app's other paths, and anything but reading", async () => {
    for (const url of [
      "https://example.com/x.png",
      "http://127.0.0.1:3000/files/a/b.png",
      "https://vitae.example/api/resumes",
      "data:text/plain,x",
      "not a url",
    ]) {
      expect(await get(url), url).toEqual({ blocked: true });
    }
    expect(await get(`${PRINT_ORIGIN}/print.js`, "POST")).toEqual({ blocked: true });
  });
});

/** An HTTP server standing for "outside": it must never hear from the print page. */
async function listeningServer(): Promise<{ server: Server; url: string; hits: string[] }> {
  const hits: string[] = [];
  const server = createServer((request, response) => {
    hits.push(`${request.method} ${request.url}`);
    response.end("ok");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/leak`, hits };
}

/** A Chrome started on its own, as a remote one would be: the renderer reaches it over CDP. */
async function remoteChrome(): Promise<{ process: ChildProcess; endpoint: string; profile: string }> {
  const profile = await mkdtemp(path.join(os.tmpdir(), "vitae-remote-chrome-"));
  const child = spawn(
    CHROMIUM_PATH,
    [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-dev-shm-usage",
      "--remote-debugging-port=0",
      `--user-data-dir=${profile}`,
      "about:blank",
    ],
    { stdio: ["ignore", "ignore", "pipe"] },
  );
  const endpoint = await new Promise<string>((resolve, reject) => {
    let output = "";
    child.stderr!.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      const match = /DevTools listening on (ws:\/\/\S+)/.exec(output);
      if (match) resolve(match[1]!);
    });
    child.once("exit", () => reject(new Error(`Chrome exited: ${output}`)));
  });
  return { process: child, endpoint, profile };
}

describe("the print page in a real Chromium", { timeout: 30_000 }, () => {
  let current: FixtureRenderer | undefined;
  afterEach(async () => {
    await current?.close();
    current = undefined;
  });

  it("loads photos from the file store and nothing from outside the app's origin", async () => {
    const outside = await listeningServer();
    try {
      current = await fixtureRenderer();
      await current.files.put(PHOTO_KEY, PNG, "image/png");
      const { pdf } = await current.renderer.render(fixtureResume(`exfiltrate:${outside.url} photo:/files/${PHOTO_KEY}`), ADA);
      const { text } = await readPdf(pdf);
      expect(text).toContain("image blocked, fetch blocked, css blocked");
      expect(text).toContain("photo loaded 1x1");
      expect(outside.hits).toEqual([]);
    } finally {
      outside.server.close();
    }
  });

  it("renders on a remote Chrome (CHROMIUM_WS_ENDPOINT) with the same routing, and leaves that Chrome running when it closes", async () => {
    const remote = await remoteChrome();
    const outside = await listeningServer();
    try {
      // No local binary: everything goes through the endpoint.
      current = await fixtureRenderer({ chromiumPath: "/nonexistent/chromium", wsEndpoint: remote.endpoint });
      expect(current.renderer.available).toBe(true);
      const { pdf, pageCount } = await current.renderer.render(fixtureResume(`pages:2 exfiltrate:${outside.url}`, "Remote Person"), ADA);
      const contents = await readPdf(pdf);
      expect(pageCount).toBe(2);
      expect(contents.pageCount).toBe(2);
      expect(contents.text).toContain("Remote Person");
      expect(outside.hits).toEqual([]);

      await current.close();
      current = undefined;
      expect(remote.process.exitCode).toBeNull();
      const version = await fetch(`http://${new URL(remote.endpoint).host}/json/version`);
      expect(version.ok).toBe(true);
    } finally {
      outside.server.close();
      const exited = remote.process.exitCode === null ? once(remote.process, "exit") : Promise.resolve();
      remote.process.kill("SIGKILL");
      await exited;
      // Chrome's helper processes outlive the browser by a moment and may still write into the
      // profile: rm's retries are made for that race (ENOTEMPTY, EBUSY).
      await rm(remote.profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
    }
  });

  it("is available with only an endpoint, and answers 503 when the endpoint does not answer", async () => {
    const renderer = new ChromiumPdfRenderer({
      webRoot: FIXTURE_WEB_ROOT,
      files: new LocalFileStore(dataDir),
      chromiumPath: "/nonexistent/chromium",
      wsEndpoint: "ws://127.0.0.1:9/devtools/browser/none",
    });
    try {
      expect(renderer.available).toBe(true);
      await expect(
        renderer.render(fixtureResume("pages:1"), ADA).catch((error: unknown) => Promise.reject(renderErrorOf(error))),
      ).rejects.toMatchObject({
        code: "SERVICE_UNAVAILABLE",
        status: 503,
      });
    } finally {
      await renderer.close();
    }
  });
});
