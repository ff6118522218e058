// Cold start of the built server (spawn until /api/health answers) and its idle memory (RSS).
// Needs `npm run build` first; writes bench/results/startup.json.
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import { writeResult } from "./support/write-result.mjs";

const RUNS = 5;

const freePort = () =>
  new Promise((resolve) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function startOnce() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "vitae-bench-"));
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, ["dist/server/main.js"], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: "warn" },
    stdio: "ignore",
  });
  for (;;) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    await sleep(5);
  }
  const readyMs = performance.now() - started;
  await sleep(3000);
  const status = readFileSync(`/proc/${child.pid}/status`, "utf8");
  const rssKb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  child.kill("SIGTERM");
  await new Promise((resolve) => child.once("exit", resolve));
  rmSync(dataDir, { recursive: true, force: true });
  return { readyMs, rssMb: rssKb / 1024 };
}

const runs = [];
for (let i = 0; i < RUNS; i++) runs.push(await startOnce());
const ready = runs.map((r) => r.readyMs).sort((a, b) => a - b);
const rss = runs.map((r) => r.rssMb).sort((a, b) => a - b);
const result = {
  runs: RUNS,
  startToHealthyMs: { min: Math.round(ready[0]), median: Math.round(ready[Math.floor(RUNS / 2)]), max: Math.round(ready[RUNS - 1]) },
  idleRssMb: { median: Math.round(rss[Math.floor(RUNS / 2)] * 10) / 10, max: Math.round(rss[RUNS - 1] * 10) / 10 },
};
writeResult("startup", result);
