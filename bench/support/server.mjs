// Starts the built server on a free port with a fresh data folder, and signs a user in through the
// real API (sign-up, the mailed confirmation link, sign-in) so benchmarks run authenticated.
import { spawn } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";

const freePort = () =>
  new Promise((resolve) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * `fromSources` runs src/server/main.ts through tsx instead of the built dist/server/main.js, for
 * figures that are the database's and the network's rather than the bundle's (no build needed).
 * BENCH_SERVER_ROOT names the checkout whose server runs (another commit's, for figures before a
 * change); this one by default.
 */
export async function startServer(env = {}, { fromSources = false } = {}) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "vitae-bench-"));
  const port = await freePort();
  const origin = `http://localhost:${port}`;
  const entry = fromSources ? ["--import", "tsx", "src/server/main.ts"] : ["dist/server/main.js"];
  const child = spawn(process.execPath, entry, {
    cwd: process.env.BENCH_SERVER_ROOT ?? process.cwd(),
    env: { ...process.env, PORT: String(port), PUBLIC_URL: origin, DATA_DIR: dataDir, LOG_LEVEL: "error", ...env },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const exited = new Promise((resolve) => child.once("exit", resolve));
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${origin}/api/health`)).ok) break;
    } catch {
      if (i > 400) throw new Error("server did not start");
    }
    await sleep(25);
  }
  return {
    origin,
    dataDir,
    pid: child.pid,
    /** The process's exit code once it has ended on its own, else null. */
    exitCode: () => child.exitCode,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Returns the Cookie header of a freshly signed-up, confirmed and signed-in user. */
export async function signedInCookie(server, email = `bench-${Date.now()}@example.com`, password = "bench-password") {
  const headers = { "content-type": "application/json", origin: server.origin };
  await fetch(`${server.origin}/api/auth/sign-up/email`, {
    method: "POST",
    headers,
    body: JSON.stringify({ email, password, name: email }),
  });
  const mailDir = path.join(server.dataDir, "mail");
  let link;
  for (let i = 0; !link && i < 200; i++) {
    for (const file of readdirSync(mailDir, { withFileTypes: true }).filter((f) => f.isFile())) {
      const mail = JSON.parse(readFileSync(path.join(mailDir, file.name), "utf8"));
      if (mail.to === email) link = mail.link;
    }
    if (!link) await sleep(25);
  }
  await fetch(link, { redirect: "manual" });
  const signIn = await fetch(`${server.origin}/api/auth/sign-in/email`, {
    method: "POST",
    headers,
    body: JSON.stringify({ email, password }),
  });
  return signIn.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}

export function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}
