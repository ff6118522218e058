import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import SQLite from "better-sqlite3";
import { afterAll, describe, expect, it } from "vitest";
import { freePort, startServerProcess, type ServerProcess } from "./test-support/server-process";

/**
 * Crash safety of the SQLite setup (WAL, synchronous=NORMAL): a sign-up the server acknowledged
 * survives the process being killed mid-load, and the database file stays intact and usable.
 * On PostgreSQL that guarantee belongs to the database server, so the test only runs on SQLite.
 */
const onPostgres = Boolean(process.env.DATABASE_URL);

const servers: ServerProcess[] = [];
let dataDir: string | undefined;

afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()));
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

interface Server extends ServerProcess {
  origin: string;
}

async function startServer(dir: string): Promise<Server> {
  const port = await freePort();
  const origin = `http://localhost:${port}`;
  const server = await startServerProcess(port, { DATA_DIR: dir, PUBLIC_URL: origin });
  servers.push(server);
  return Object.assign(server, { origin });
}

function post(server: Server, url: string, body: unknown): Promise<Response> {
  return fetch(`${server.base}${url}`, {
    method: "POST",
    headers: { origin: server.origin, "content-type": "application/json" },
    body: JSON.stringify(body),
  });
}

describe(`crash safety${onPostgres ? " (skipped on PostgreSQL: durability there is the database server's, not the app's)" : ""}`, () => {
  it.skipIf(onPostgres)(
    "keeps every acknowledged sign-up and an intact database after the server is killed with SIGKILL mid-load",
    async () => {
      dataDir = await mkdtemp(path.join(os.tmpdir(), "vitae-crash-"));
      const first = await startServer(dataDir);

      const acknowledged: string[] = [];
      let attempted = 0;
      let failedAfterKill = 0;
      let killed = false;
      const refusals: string[] = [];
      const run = Date.now().toString(36);

      const loop = async (worker: number) => {
        for (let i = 0; !killed; i++) {
          const email = `crash-${run}-${worker}-${i}@example.com`;
          attempted++;
          try {
            const response = await post(first, "/api/auth/sign-up/email", { email, password: "secret1", name: email });
            const body = await response.arrayBuffer();
            if (response.status !== 200) return void refusals.push(`${response.status} ${new TextDecoder().decode(body).slice(0, 200)}`);
            acknowledged.push(email);
          } catch (error) {
            if (killed) failedAfterKill++;
            else return void refusals.push(`request failed before the kill: ${String(error)}\n${first.output()}`);
          }
        }
      };
      const loops = Array.from({ length: 8 }, (_, worker) => loop(worker));

      const started = Date.now();
      // Let load build up: ~1.5 s with a handful acknowledged, or 40 acknowledged, whichever comes first
      // (a slow machine gets up to 20 s to acknowledge any at all).
      const enough = () =>
        refusals.length > 0 ||
        acknowledged.length >= 40 ||
        (Date.now() - started >= 1500 && acknowledged.length >= 8) ||
        Date.now() - started >= 20_000;
      while (!enough()) await new Promise((resolve) => setTimeout(resolve, 10));
      killed = true;
      first.child.kill("SIGKILL");
      await Promise.all(loops);
      await first.exited;
      expect(first.child.signalCode).toBe("SIGKILL");

      expect(refusals).toEqual([]);
      expect(acknowledged.length).toBeGreaterThan(0);
      // Eight loops always have a request out, so some were cut off by the kill.
      expect(failedAfterKill).toBeGreaterThan(0);
      expect(attempted).toBeGreaterThan(acknowledged.length);

      const file = new SQLite(path.join(dataDir, "vitae.sqlite"));
      try {
        expect(file.pragma("integrity_check", { simple: true })).toBe("ok");
        const stored = new Set(
          (file.prepare(`select email from "user" where email like ?`).all(`crash-${run}-%`) as Array<{ email: string }>).map(
            (row) => row.email,
          ),
        );
        const lost = acknowledged.filter((email) => !stored.has(email));
        expect(lost).toEqual([]);
      } finally {
        file.close();
      }

      const second = await startServer(dataDir);
      const health = await fetch(`${second.base}/api/health`);
      expect(health.status).toBe(200);
      expect(await health.json()).toEqual({ status: "ok", database: "sqlite" });

      // The password is checked before the verification state, so 403 proves the whole account survived.
      const email = acknowledged[acknowledged.length - 1]!;
      const wrong = await post(second, "/api/auth/sign-in/email", { email, password: "not-the-password" });
      expect(wrong.status).toBe(401);
      const signIn = await post(second, "/api/auth/sign-in/email", { email, password: "secret1" });
      expect(signIn.status).toBe(403);
      expect(((await signIn.json()) as { message: string }).message).toBe("Email not verified");
    },
    60_000,
  );

  it.skipIf(onPostgres)("stops cleanly on SIGTERM: exits 0 and closes the database", async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), "vitae-stop-"));
    try {
      const server = await startServer(dir);
      const email = `stop-${Date.now()}@example.com`;
      expect((await post(server, "/api/auth/sign-up/email", { email, password: "secret1", name: email })).status).toBe(200);
      expect(existsSync(path.join(dir, "vitae.sqlite-wal"))).toBe(true);
      server.child.kill("SIGTERM");
      await server.exited;
      expect(server.child.exitCode).toBe(0);
      // SQLite folds the WAL into the database and deletes it when the last connection closes.
      expect(existsSync(path.join(dir, "vitae.sqlite-wal"))).toBe(false);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
