import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { createServer, request as httpRequest, type Server } from "node:http";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newResumeId } from "#shared/ids";
import { emptyResumeContent } from "#shared/resume";
import { startMailCapture, type MailCapture } from "./test-support/mail-capture";
import { startS3Server, type S3Server } from "./test-support/s3-server";
import { freePort, startServerProcess, type ServerProcess } from "./test-support/server-process";
import { SiteClient } from "./test-support/site-client";

/**
 * The server keeps nothing another instance needs (README, "Scaling out"): two server processes on
 * one PostgreSQL database and one S3-compatible store, behind a proxy that sends each request to
 * the next instance in turn, serve one user's journey as one site. Needs PostgreSQL, so it runs in
 * CI's PostgreSQL pass (DATABASE_URL set) and is skipped on SQLite, whose database is one process's.
 */
const postgresUrl = process.env.DATABASE_URL;

const INSTANCE_NAMES = ["A", "B"] as const;

/** Round robin over the instances, a few lines as any load balancer does it; says who answered. */
function startRoundRobinProxy(ports: number[], listenPort: number): Promise<Server> {
  let next = 0;
  const proxy = createServer((incoming, outgoing) => {
    const index = next++ % ports.length;
    const upstream = httpRequest(
      {
        host: "127.0.0.1",
        port: ports[index],
        method: incoming.method,
        path: incoming.url,
        headers: { ...incoming.headers, "x-forwarded-for": incoming.socket.remoteAddress ?? "" },
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, { ...answer.headers, "x-served-by": INSTANCE_NAMES[index] });
        answer.pipe(outgoing);
      },
    );
    upstream.on("error", () => outgoing.writeHead(502).end());
    incoming.pipe(upstream);
  });
  return new Promise((resolve) => proxy.listen(listenPort, "127.0.0.1", () => resolve(proxy)));
}

/** The site as a browser sees it, and which instance answered each request. */
class ProxiedSiteClient extends SiteClient {
  override async request(method: string, url: string, body?: unknown): Promise<Response & { servedBy: string }> {
    const response = await super.request(method, url, body);
    return Object.assign(response, { servedBy: response.headers.get("x-served-by") ?? "" });
  }
}

let mail: MailCapture;
let s3: S3Server;
const instances: ServerProcess[] = [];
let proxy: Server | undefined;
let site: string;
let dataDirs: string[] = [];
let databaseName: string | undefined;

const adminUrl = () => {
  const url = new URL(postgresUrl!);
  url.pathname = "/postgres";
  return url.href;
};

async function onAdminDatabase(statement: string) {
  const client = new pg.Client({ connectionString: adminUrl() });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  if (!postgresUrl) return;
  databaseName = `vitae_scale_${process.pid}_${Date.now()}`;
  await onAdminDatabase(`create database ${databaseName}`);
  const databaseUrl = new URL(postgresUrl);
  databaseUrl.pathname = `/${databaseName}`;
  [mail, s3] = await Promise.all([startMailCapture(), startS3Server()]);
  const [proxyPort, ...ports] = await Promise.all([freePort(), freePort(), freePort()]);
  site = `http://localhost:${proxyPort}`;
  dataDirs = await Promise.all(INSTANCE_NAMES.map(() => mkdtemp(path.join(os.tmpdir(), "vitae-instance-"))));
  const shared = {
    DATABASE_URL: databaseUrl.href,
    AUTH_SECRET: randomBytes(32).toString("hex"),
    PUBLIC_URL: site,
    SMTP_URL: mail.url,
    TRUSTED_PROXIES: "loopback",
    // No PDF export in this journey: neither instance starts a browser.
    CHROMIUM_PATH: path.join(os.tmpdir(), "no-chromium-here"),
    ...s3.env,
  };
  // One after the other: the first creates the tables, the second finds them up to date.
  for (const [i, port] of ports.entries()) instances.push(await startServerProcess(port!, { ...shared, DATA_DIR: dataDirs[i]! }));
  proxy = await startRoundRobinProxy(ports, proxyPort!);
}, 90_000);

afterAll(async () => {
  await new Promise((resolve) => (proxy ? proxy.close(resolve) : resolve(undefined)));
  await Promise.all(instances.map((instance) => instance.stop("SIGTERM")));
  await Promise.all([mail?.close(), s3?.close(), ...dataDirs.map((dir) => rm(dir, { recursive: true, force: true }))]);
  if (databaseName) await onAdminDatabase(`drop database if exists ${databaseName} with (force)`);
});

const json = async <T>(response: Response): Promise<T> => (await response.json()) as T;

interface ResumeAnswer {
  resume: { id: string; title: string; updated_at: string };
}

describe.skipIf(!postgresUrl)("two instances behind a round-robin proxy, on one PostgreSQL and one S3 store", () => {
  it("serve one user's journey as one site", async () => {
    const user = new ProxiedSiteClient(site);
    const email = `scale-${Date.now()}@example.com`;

    // Sign up on one instance, confirm the address (which signs in) on the other.
    const signUp = await user.request("POST", "/api/auth/sign-up/email", { email, password: "secret-pass", name: email });
    expect(signUp.status, await signUp.clone().text()).toBe(200);
    const confirmation = await mail.next(email);
    const confirm = await user.request("GET", confirmation.links[0]!);
    expect(confirm.status).toBe(302);
    expect(confirm.servedBy).not.toBe(signUp.servedBy);
    const session = await user.request("GET", "/api/auth/get-session");
    expect((await json<{ user: { email: string } }>(session)).user.email).toBe(email);

    // Save on one, read on the other.
    const id = newResumeId();
    const created = await user.request("POST", "/api/resumes", { id, ...emptyResumeContent(), title: "Written by one instance" });
    expect(created.status, await created.clone().text()).toBe(201);
    const firstVersion = (await json<ResumeAnswer>(created)).resume;
    const read = await user.request("GET", `/api/resumes/${id}`);
    expect(read.servedBy).not.toBe(created.servedBy);
    expect((await json<ResumeAnswer>(read)).resume.title).toBe("Written by one instance");

    // A save over a version the tab has not seen is refused by whichever instance gets it.
    const saved = await user.request("PUT", `/api/resumes/${id}`, {
      ...emptyResumeContent(),
      title: "Second version",
      updated_at: firstVersion.updated_at,
    });
    expect(saved.status, await saved.clone().text()).toBe(200);
    const stale = await user.request("PUT", `/api/resumes/${id}`, {
      ...emptyResumeContent(),
      title: "Stale tab",
      updated_at: firstVersion.updated_at,
    });
    expect(stale.servedBy).not.toBe(saved.servedBy);
    expect(stale.status).toBe(409);
    expect((await json<{ error: { code: string } }>(stale)).error.code).toBe("RESUME_CONFLICT");

    // An image stored through one instance is served through the other, from the bucket.
    const png = await sharp({ create: { width: 32, height: 32, channels: 3, background: { r: 200, g: 80, b: 40 } } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append("file", new File([new Uint8Array(png)], "me.png", { type: "image/png" }));
    const uploaded = await user.request("POST", "/api/storage/profile-photos", form);
    expect(uploaded.status, await uploaded.clone().text()).toBe(201);
    const { url } = await json<{ url: string }>(uploaded);
    const served = await user.request("GET", url);
    expect(served.servedBy).not.toBe(uploaded.servedBy);
    expect(served.status).toBe(302);
    const image = await fetch(served.headers.get("location")!);
    expect(image.status).toBe(200);
    expect(Buffer.from(await image.arrayBuffer())).toEqual(await s3.bytes(url.slice("/files/".length)));

    // The 10-second upload throttle is one for the site: the second upload, on the other instance, waits.
    const resume = readFileSync(new URL("./intake/test-fixtures/resume-utf8.txt", import.meta.url));
    const upload = () => {
      const file = new FormData();
      file.append("file", new File([new Uint8Array(resume)], "cv.txt", { type: "text/plain" }));
      return user.request("POST", "/api/functions/parse-resume-upload", file);
    };
    const firstUpload = await upload();
    expect(firstUpload.status, await firstUpload.clone().text()).toBe(200);
    const secondUpload = await upload();
    expect(secondUpload.servedBy).not.toBe(firstUpload.servedBy);
    expect(secondUpload.status).toBe(429);
    expect((await json<{ error: { message: string } }>(secondUpload)).error.message).toMatch(
      /^Please wait \d+ seconds? before trying again\.$/,
    );

    // Signing out on one instance ends the session on the other too (after its 2-second cache).
    const signOut = await user.request("POST", "/api/auth/sign-out", {});
    expect(signOut.status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 2100));
    const afterSignOut = await user.request("GET", "/api/resumes");
    expect(afterSignOut.servedBy).not.toBe(signOut.servedBy);
    expect(afterSignOut.status).toBe(401);
  }, 60_000);

  it("count failed sign-ins for the whole site, whichever instance checks the password", async () => {
    const attacker = new ProxiedSiteClient(site);
    const email = `locked-${Date.now()}@example.com`;
    const servedBy = new Set<string>();
    for (let attempt = 1; attempt <= 5; attempt++) {
      const failed = await attacker.request("POST", "/api/auth/sign-in/email", { email, password: `guess-${attempt}` });
      expect(failed.status).toBe(401);
      servedBy.add(failed.servedBy);
    }
    expect([...servedBy].sort()).toEqual(["A", "B"]);
    const refused = await attacker.request("POST", "/api/auth/sign-in/email", { email, password: "guess-6" });
    expect(refused.status).toBe(429);
    expect((await json<{ error: { message: string } }>(refused)).error.message).toBe(
      "Too many failed sign-in attempts. Please try again in 15 minutes.",
    );
  });

  it("keep every instance's log free of errors", () => {
    for (const instance of instances) expect(instance.output()).not.toMatch(/"level":(50|60)/);
  });
});
