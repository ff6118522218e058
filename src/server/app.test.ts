import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import SQLite from "better-sqlite3";
import { Hono } from "hono";
import { HTTPException } from "hono/http-exception";
import pg from "pg";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { newResumeId } from "#shared/ids";
import { emptyResumeContent } from "#shared/resume";
import { createApp } from "./app";
import type { AppEnv } from "./app-env";
import { DatabaseUnavailableError } from "./db/database-failures";
import { JSON_BODY_LIMIT_BYTES } from "./middleware/body-limit";
import { errorHandler } from "./middleware/errors";
import { signUpAndVerify, signUpUser } from "./test-support/http-client";
import { TEST_ORIGIN, createTestApp, type TestApp } from "./test-support/test-app";

interface ErrorJson {
  error: { code: string; message: string; issues?: Array<{ path: string; message: string }> };
}

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe("health", () => {
  it("answers 200 with the database dialect in use", async () => {
    const response = await t.app.request("/api/health");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "ok", database: process.env.DATABASE_URL ? "postgres" : "sqlite" });
    expect(t.services.database.dialect).toBe(process.env.DATABASE_URL ? "postgres" : "sqlite");
  });

  it("refuses other methods with 405 and the error body", async () => {
    const response = await t.app.request("/api/health", { method: "POST", headers: { origin: TEST_ORIGIN } });
    expect(response.status).toBe(405);
    const body = (await response.json()) as ErrorJson;
    expect(body.error.code).toBe("METHOD_NOT_ALLOWED");
    expect(body.error.message).toEqual(expect.any(String));
    expect(body.error.message.length).toBeGreaterThan(0);
  });

  it("answers 503 when the database is gone, even as the first request, and the app still shuts down cleanly", async () => {
    const broken = await createTestApp();
    try {
      await broken.services.database.close();
      const response = await broken.app.request("/api/health");
      expect(response.status).toBe(503);
      expect(((await response.json()) as ErrorJson).error.code).toBe("DATABASE_UNAVAILABLE");
    } finally {
      // Closing an already closed database is a no-op, so the usual cleanup still works.
      await broken.close();
    }
  });

  it("answers 503 when the database is gone to a caller that carries a session cookie", async () => {
    const broken = await createTestApp();
    try {
      const client = await signUpAndVerify(broken, `health-${Date.now()}@example.com`);
      await broken.services.database.close();
      const response = await client.get("/api/health");
      expect(response.status).toBe(503);
      expect(((await response.json()) as ErrorJson).error.code).toBe("DATABASE_UNAVAILABLE");
    } finally {
      await broken.close();
    }
  });
});

describe("API errors", () => {
  it("answers an unknown API route with 404 JSON, not the web app", async () => {
    const response = await t.app.request("/api/does-not-exist");
    expect(response.status).toBe(404);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    const body = (await response.json()) as ErrorJson;
    expect(body.error.code).toBe("NOT_FOUND");
  });

  it("refuses a JSON body over 1 MB with 413 before it reaches sign-up", async () => {
    const email = `big-${Date.now()}@example.com`;
    const body = JSON.stringify({ email, password: "secret1", name: "x".repeat(JSON_BODY_LIMIT_BYTES) });
    expect(Buffer.byteLength(body)).toBeGreaterThan(JSON_BODY_LIMIT_BYTES);
    const response = await t.app.request("/api/auth/sign-up/email", {
      method: "POST",
      headers: { origin: TEST_ORIGIN, "content-type": "application/json", "content-length": String(Buffer.byteLength(body)) },
      body,
    });
    expect(response.status).toBe(413);
    expect(((await response.json()) as ErrorJson).error.code).toBe("PAYLOAD_TOO_LARGE");
    const user = await t.services.database.db.selectFrom("user").select("id").where("email", "=", email).executeTakeFirst();
    expect(user).toBeUndefined();
  });

  it("refuses an oversized body sent without a content-length (chunked) too", async () => {
    const chunk = new TextEncoder().encode("x".repeat(64 * 1024));
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent > JSON_BODY_LIMIT_BYTES) return controller.close();
        sent += chunk.byteLength;
        controller.enqueue(chunk);
      },
    });
    const response = await t.app.request("/api/auth/sign-up/email", {
      method: "POST",
      headers: { origin: TEST_ORIGIN, "content-type": "application/json" },
      body: stream,
      duplex: "half",
    } as RequestInit);
    expect(response.status).toBe(413);
    expect(((await response.json()) as ErrorJson).error.code).toBe("PAYLOAD_TOO_LARGE");
  });

  it("sends the security headers on API responses", async () => {
    for (const url of ["/api/health", "/api/does-not-exist"]) {
      const response = await t.app.request(url);
      const csp = response.headers.get("content-security-policy") ?? "";
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self'");
      // Only the app itself may frame its pages (the print fallback frames the print page).
      expect(csp).toContain("frame-ancestors 'self'");
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    }
  });
});

/** What the database drivers throw, as real instances of their classes (PostgreSQL's SQLSTATEs, SQLite's codes). */
function pgError(sqlstate: string): pg.DatabaseError {
  const error = new pg.DatabaseError(`SQLSTATE ${sqlstate}`, 0, "error");
  error.code = sqlstate;
  return error;
}
const databaseErrors: Record<string, () => Error> = {
  unavailable: () =>
    new DatabaseUnavailableError(Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" })),
  "pg-admin-shutdown": () => pgError("57P01"),
  "pg-connection-failure": () => pgError("08006"),
  // As Better Auth's session lookup throws it: its own error, the database's as the cause.
  "wrapped-unavailable": () => new Error("Failed to get session", { cause: new DatabaseUnavailableError(new Error("timeout")) }),
  "pg-disk-full": () => pgError("53100"),
  "sqlite-full": () => new SQLite.SqliteError("database or disk is full", "SQLITE_FULL"),
  "pg-unique-violation": () => pgError("23505"),
};

describe("the error handler", () => {
  function appWithErrors() {
    const lines: string[] = [];
    const logger = pino({ level: "error" }, { write: (line: string) => void lines.push(line) });
    const app = new Hono<AppEnv>()
      .get("/boom", () => {
        throw new Error("boom");
      })
      .get("/invalid", (c) => {
        z.object({ title: z.string().min(1), items: z.array(z.object({ name: z.string() })) }).parse({ title: "", items: [{ name: 1 }] });
        return c.text("unreachable");
      })
      .get("/http-400", () => {
        throw new HTTPException(400, { message: "Malformed JSON in request body" });
      })
      .get("/database/:failure", (c) => {
        throw databaseErrors[c.req.param("failure")]!();
      });
    app.onError(errorHandler(logger, t.services.database.db));
    return { app, lines };
  }

  it("answers an unexpected error with a generic 500, keeps the cause out of the response and logs it", async () => {
    const { app, lines } = appWithErrors();
    const response = await app.request("/boom");
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({ error: { code: "INTERNAL", message: "Something went wrong on our side. Please try again." } });
    expect(text).not.toContain("boom");
    expect(lines.join("")).toContain("boom");
  });

  it("answers a ZodError with 422 and one issue per invalid field", async () => {
    const { app } = appWithErrors();
    const response = await app.request("/invalid");
    expect(response.status).toBe(422);
    const body = (await response.json()) as ErrorJson;
    expect(body.error.code).toBe("VALIDATION_FAILED");
    expect(body.error.issues).toEqual([
      { path: "title", message: expect.any(String) },
      { path: "items.0.name", message: expect.any(String) },
    ]);
  });

  it.each([
    ["unavailable", 503, "DATABASE_UNAVAILABLE"],
    ["pg-admin-shutdown", 503, "DATABASE_UNAVAILABLE"],
    ["pg-connection-failure", 503, "DATABASE_UNAVAILABLE"],
    ["wrapped-unavailable", 503, "DATABASE_UNAVAILABLE"],
    ["pg-disk-full", 507, "INSUFFICIENT_STORAGE"],
    ["sqlite-full", 507, "INSUFFICIENT_STORAGE"],
  ])("answers the database failure %s with %i %s, and a retry time while the database is unreachable", async (failure, status, code) => {
    const { app, lines } = appWithErrors();
    const response = await app.request(`/database/${failure}`);
    expect(response.status).toBe(status);
    const { error } = (await response.json()) as ErrorJson;
    expect(error.code).toBe(code);
    if (status === 503) {
      expect(error.message).toBe("The database cannot be reached right now. Please try again in a few seconds.");
      expect(response.headers.get("retry-after")).toBe("5");
    } else {
      expect(error.message).toMatch(/^The server's storage is full/);
      // Someone must make room: the operator reads it in the log.
      expect(lines.join("")).toContain("database storage full");
    }
  });

  it("answers other database errors, such as a unique violation, with a logged 500", async () => {
    const { app, lines } = appWithErrors();
    const response = await app.request("/database/pg-unique-violation");
    expect(response.status).toBe(500);
    expect(lines.join("")).toContain("unhandled error");
  });

  it("answers a client HTTPException with its status and message", async () => {
    const { app } = appWithErrors();
    const response = await app.request("/http-400");
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: { code: "BAD_REQUEST", message: "Malformed JSON in request body" } });
  });
});

describe("serving the web app", () => {
  let webRoot: string;
  let web: ReturnType<typeof createApp>;

  beforeAll(async () => {
    webRoot = await mkdtemp(path.join(os.tmpdir(), "vitae-web-"));
    await mkdir(path.join(webRoot, "assets"));
    await writeFile(path.join(webRoot, "index.html"), "<html>app</html>");
    await writeFile(path.join(webRoot, "assets", "app-abc.js"), "console.log('app');");
    await writeFile(path.join(webRoot, "humans.txt"), "Made by the Vitae team");
    web = createApp({ ...t.services, webRoot });
  });
  afterAll(async () => {
    if (webRoot) await rm(webRoot, { recursive: true, force: true });
  });

  it.each(["/dashboard", "/", "/resumes/123/edit"])("answers the client route %s with index.html, never cached", async (url) => {
    const response = await web.request(url);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/html/);
    expect(response.headers.get("cache-control")).toBe("no-cache");
    expect(await response.text()).toBe("<html>app</html>");
    expect(response.headers.get("content-security-policy")).toContain("script-src 'self'");
  });

  it("serves a hashed asset with a long immutable cache", async () => {
    const response = await web.request("/assets/app-abc.js");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/javascript/);
    expect(response.headers.get("cache-control")).toContain("immutable");
    expect(response.headers.get("cache-control")).toContain("max-age=31536000");
    expect(await response.text()).toBe("console.log('app');");
  });

  it("sends a built file's brotli or gzip copy to a browser that takes it, and the file itself to one that does not", async () => {
    const script = "console.log('a script long enough to be worth compressing');\n".repeat(40);
    await writeFile(path.join(webRoot, "assets", "big-abc.js"), script);
    await writeFile(path.join(webRoot, "assets", "big-abc.js.br"), brotliCompressSync(script));
    await writeFile(path.join(webRoot, "assets", "big-abc.js.gz"), gzipSync(script));

    const br = await web.request("/assets/big-abc.js", { headers: { "accept-encoding": "gzip, deflate, br" } });
    expect(br.headers.get("content-encoding")).toBe("br");
    expect(br.headers.get("vary")).toContain("Accept-Encoding");
    expect(br.headers.get("content-type")).toMatch(/javascript/);
    expect(br.headers.get("cache-control")).toContain("immutable");
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(script);

    const gz = await web.request("/assets/big-abc.js", { headers: { "accept-encoding": "gzip" } });
    expect(gz.headers.get("content-encoding")).toBe("gzip");
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(script);

    const plain = await web.request("/assets/big-abc.js");
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(await plain.text()).toBe(script);
  });

  it("compresses answers made per request, such as the API's JSON, for a browser that takes gzip", async () => {
    const client = await signUpAndVerify(t, `gzip-${Date.now()}@example.com`);
    const content = emptyResumeContent();
    content.personal_info.summary = "Builds reliable systems and teams. ".repeat(60);
    const id = newResumeId();
    expect((await client.post("/api/resumes", { id, ...content })).status).toBe(201);

    const response = await client.request("GET", `/api/resumes/${id}`, undefined, { "accept-encoding": "gzip" });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-encoding")).toBe("gzip");
    expect(response.headers.get("vary")).toContain("Accept-Encoding");
    // The in-process app hands back the bytes as they go on the wire.
    const compressed = Buffer.from(await response.arrayBuffer());
    const { resume } = JSON.parse(gunzipSync(compressed).toString()) as { resume: { personal_info: { summary: string } } };
    expect(resume.personal_info.summary).toBe(content.personal_info.summary);
    expect(compressed.length).toBeLessThan(content.personal_info.summary.length / 4);
  });

  it("answers a missing asset with 404, not with the app page", async () => {
    const response = await web.request("/assets/app-old.js");
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain("<html>");
  });

  it("serves other files of the build as they are", async () => {
    const response = await web.request("/humans.txt");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/plain/);
    expect(await response.text()).toBe("Made by the Vitae team");
  });

  it("tells search engines where the sitemap is and to leave the signed-in app and the API alone", async () => {
    const response = await web.request("/robots.txt");
    expect(response.status).toBe(200);
    const lines = (await response.text()).split("\n");
    expect(lines).toEqual(
      expect.arrayContaining(["User-agent: *", "Disallow: /api/", "Disallow: /dashboard", `Sitemap: ${TEST_ORIGIN}/sitemap.xml`]),
    );
    expect(lines.filter((line) => line.startsWith("Disallow: /resume") || line === "Disallow: /")).toEqual([]);
  });

  it("lists every public profile in sitemap.xml at the site's address, and no private one", async () => {
    const stamp = Date.now().toString(36);
    const profiles = [
      { username: `sitemap_public_${stamp}`, is_public: true },
      { username: `sitemap_private_${stamp}`, is_public: false },
    ];
    for (const profile of profiles) {
      const { client } = await signUpUser(t, `${profile.username}@example.com`);
      const saved = await client.request("PUT", "/api/profile", { ...profile, profile_image_url: null });
      expect(saved.status).toBe(200);
    }
    const response = await web.request("/sitemap.xml");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/xml; charset=utf-8");
    const xml = await response.text();
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
    expect(xml).toContain(`<url><loc>${TEST_ORIGIN}/sitemap_public_${stamp}</loc></url>`);
    expect(xml).not.toContain(`sitemap_private_${stamp}`);
  });

  it("answers the assets folder itself with a clean 404 instead of failing", async () => {
    const response = await web.request("/assets");
    expect(response.status).toBe(404);
    expect(await response.text()).toBe("Not found");
  });

  it("still answers unknown API routes with 404 JSON", async () => {
    const response = await web.request("/api/nope");
    expect(response.status).toBe(404);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    expect(((await response.json()) as ErrorJson).error.code).toBe("NOT_FOUND");
  });

  it("says the web app is not built when the folder has no index.html", async () => {
    const empty = await mkdtemp(path.join(os.tmpdir(), "vitae-web-empty-"));
    try {
      const response = await createApp({ ...t.services, webRoot: empty }).request("/dashboard");
      expect(response.status).toBe(503);
      expect(await response.text()).toContain("npm run build");
    } finally {
      await rm(empty, { recursive: true, force: true });
    }
  });
});
