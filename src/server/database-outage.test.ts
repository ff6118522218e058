import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { sql } from "kysely";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newResumeId } from "#shared/ids";
import { emptyResumeContent } from "#shared/resume";
import { databaseFailureOf } from "./db/database-failures";
import { openDatabase } from "./db/database";
import { createLogger } from "./logger";
import { startMailCapture, type MailCapture } from "./test-support/mail-capture";
import { freePort, startServerProcess, type ServerProcess } from "./test-support/server-process";
import { SiteClient } from "./test-support/site-client";
import { startTcpProxy, type CutMode, type TcpProxy } from "./test-support/tcp-proxy";

/**
 * A short loss of the PostgreSQL connection: the server, a process of its own as in production,
 * reaches the database through a TCP proxy that the test cuts and restores (the database server
 * itself keeps running). An error nobody listens for would end the process, so "it survives" is
 * asserted on the process. Needs PostgreSQL: runs in CI's PostgreSQL pass (DATABASE_URL set).
 */
const postgresUrl = process.env.DATABASE_URL;

// "Quickly, not a hang": every request during the outage is answered within this, connection timeout included.
const OUTAGE_ANSWER_BOUND_MS = 5_000;
// "Within a few seconds of the database returning".
const RECOVERY_BOUND_MS = 5_000;
const PASSWORD = "secret-pass";

let proxy: TcpProxy;
let databaseUrl: string;
let mail: MailCapture;
let server: ServerProcess;
let site: string;
let dataDir: string;
let schema: string | undefined;

async function onDatabase(statement: string) {
  const client = new pg.Client({ connectionString: postgresUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  if (!postgresUrl) return;
  schema = `test_${crypto.randomUUID().replace(/-/g, "")}`;
  await onDatabase(`create schema ${schema}`);
  const target = new URL(postgresUrl);
  proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
  const throughProxy = new URL(postgresUrl);
  throughProxy.hostname = "127.0.0.1";
  throughProxy.port = String(proxy.port);
  throughProxy.searchParams.set("options", `-c search_path=${schema}`);
  databaseUrl = throughProxy.href;
  mail = await startMailCapture();
  dataDir = await mkdtemp(path.join(os.tmpdir(), "vitae-outage-"));
  const port = await freePort();
  site = `http://localhost:${port}`;
  server = await startServerProcess(port, {
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    PUBLIC_URL: site,
    SMTP_URL: mail.url,
    CHROMIUM_PATH: path.join(os.tmpdir(), "no-chromium-here"),
  });
}, 60_000);

afterAll(async () => {
  await server?.stop("SIGTERM");
  await Promise.all([proxy?.close(), mail?.close(), dataDir && rm(dataDir, { recursive: true, force: true })]);
  if (schema) await onDatabase(`drop schema if exists ${schema} cascade`);
});

async function signedUp(name: string): Promise<{ client: SiteClient; email: string }> {
  const client = new SiteClient(site);
  const email = `${name}-${Date.now()}@example.com`;
  const signUp = await client.request("POST", "/api/auth/sign-up/email", { email, password: PASSWORD, name: email });
  expect(signUp.status, await signUp.clone().text()).toBe(200);
  const confirm = await client.request("GET", (await mail.next(email)).links[0]!);
  expect(confirm.status).toBe(302);
  return { client, email };
}

interface Timed {
  status: number;
  ms: number;
  code: string | undefined;
  message: string | undefined;
  retryAfter: string | null;
}

async function timed(request: () => Promise<Response>): Promise<Timed> {
  const started = performance.now();
  const response = await request();
  const text = await response.text();
  const ms = performance.now() - started;
  let error: { code?: string; message?: string } | undefined;
  try {
    error = (JSON.parse(text) as { error?: { code?: string; message?: string } }).error;
  } catch {
    // not JSON
  }
  return { status: response.status, ms, code: error?.code, message: error?.message, retryAfter: response.headers.get("retry-after") };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.skipIf(!postgresUrl)("a PostgreSQL outage", () => {
  it.each<{ mode: CutMode; outage: string }>([
    { mode: "refuse", outage: "the database refuses connections (a server stopped)" },
    { mode: "hang", outage: "connections are never answered (a host unreachable)" },
  ])(
    "keeps the process up, answers 503 within the bound while $outage, and serves saves again once it is back",
    async ({ mode }) => {
      const alice = await signedUp(`outage-${mode}`);
      const id = newResumeId();
      const created = await alice.client.request("POST", "/api/resumes", { id, ...emptyResumeContent(), title: "Before the outage" });
      expect(created.status, await created.clone().text()).toBe(201);
      let updatedAt = ((await created.json()) as { resume: { updated_at: string } }).resume.updated_at;
      // Bob signs in, but none of his API requests has put his session in the server's 2-second cache yet.
      const bob = await signedUp(`outage-bob-${mode}`);
      // Several requests at once leave several idle connections in the pool: the drop reaches them all.
      await Promise.all(Array.from({ length: 6 }, () => alice.client.request("GET", "/api/resumes")));

      await proxy.cut(mode);
      // Idle connections learn of the drop as soon as their socket closes.
      await sleep(300);
      expect(server.child.exitCode, server.output()).toBeNull();

      const save = () =>
        alice.client.request("PUT", `/api/resumes/${id}`, { ...emptyResumeContent(), title: "During the outage", updated_at: updatedAt });
      const during = {
        health: await timed(() => fetch(`${site}/api/health`)),
        save: await timed(save),
        sessionCheck: await timed(() => bob.client.request("GET", "/api/auth/get-session")),
        signedInRead: await timed(() => bob.client.request("GET", "/api/resumes")),
        signIn: await timed(() =>
          new SiteClient(site).request("POST", "/api/auth/sign-in/email", { email: alice.email, password: PASSWORD }),
        ),
      };
      for (const [name, answer] of Object.entries(during)) {
        expect(answer, name).toMatchObject({ status: 503, code: "DATABASE_UNAVAILABLE", retryAfter: expect.stringMatching(/^\d+$/) });
        expect(answer.message, name).toBe("The database cannot be reached right now. Please try again in a few seconds.");
        expect(answer.ms, name).toBeLessThan(OUTAGE_ANSWER_BOUND_MS);
      }
      expect(server.child.exitCode, server.output()).toBeNull();

      await proxy.restore();
      const restored = performance.now();
      let saved: Response;
      for (;;) {
        saved = await alice.client.request("PUT", `/api/resumes/${id}`, {
          ...emptyResumeContent(),
          title: "After the outage",
          updated_at: updatedAt,
        });
        if (saved.status === 200 || performance.now() - restored > RECOVERY_BOUND_MS) break;
        await sleep(100);
      }
      expect(saved.status, await saved.clone().text()).toBe(200);
      updatedAt = ((await saved.json()) as { resume: { updated_at: string } }).resume.updated_at;
      expect((await fetch(`${site}/api/health`)).status).toBe(200);
      const read = await alice.client.request("GET", `/api/resumes/${id}`);
      expect(((await read.json()) as { resume: { title: string } }).resume.title).toBe("After the outage");
      expect(server.child.exitCode).toBeNull();
    },
    60_000,
  );
});

describe.skipIf(!postgresUrl)("a connection lost inside a transaction", () => {
  it("fails the transaction as the database being unavailable, and the next one runs on a new connection", async () => {
    const database = openDatabase({ databaseUrl, dataDir: os.tmpdir(), logger: createLogger("silent") });
    try {
      const failed = database.db.transaction().execute(async (trx) => {
        await sql`select 1`.execute(trx);
        // The connection is lent out between two statements when it breaks: pg emits the error on
        // the connection itself, which nothing but the app listens to then.
        await proxy.cut("refuse");
        await sleep(200);
        await sql`select 1`.execute(trx);
      });
      const error: unknown = await failed.catch((reason: unknown) => reason);
      expect(databaseFailureOf(error)).toBe("unavailable");
      await proxy.restore();
      const { rows } = await sql<{ answer: number }>`select 1 as answer`.execute(database.db);
      expect(rows).toEqual([{ answer: 1 }]);
    } finally {
      await proxy.restore();
      await database.close();
    }
  });
});
