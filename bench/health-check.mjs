// What a poll of /api/health costs, on SQLite: it queries the database and reads how much room the
// database has left (SQLite's page counts and one statfs of the data folder; no write). REQUESTS
// sequential polls after a warm-up, p50 and p99. The server runs from the sources (no build
// needed); writes bench/results/health-check.json (BENCH_RESULT names another file and BENCH_COMMIT
// the sources' commit, e.g. for a run of the code before a change).
import { execFileSync } from "node:child_process";
import { percentile, startServer } from "./support/server.mjs";
import { writeResult } from "./support/write-result.mjs";

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 2000);
const WARM_UP = 200;

function gitCommit() {
  try {
    return execFileSync("git", ["rev-parse", "--short", "HEAD"], { encoding: "utf8" }).trim();
  } catch {
    return undefined;
  }
}

const server = await startServer({ LOG_LEVEL: "silent" }, { fromSources: true });
try {
  const poll = async () => {
    const started = performance.now();
    const response = await fetch(`${server.origin}/api/health`);
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`health answered ${response.status}`);
    return performance.now() - started;
  };
  for (let i = 0; i < WARM_UP; i++) await poll();
  const times = [];
  for (let i = 0; i < REQUESTS; i++) times.push(await poll());
  times.sort((a, b) => a - b);
  const round2 = (ms) => Math.round(ms * 100) / 100;
  writeResult(process.env.BENCH_RESULT ?? "health-check", {
    commit: process.env.BENCH_COMMIT ?? gitCommit(),
    database: "sqlite",
    requests: REQUESTS,
    latencyMs: { p50: round2(percentile(times, 50)), p99: round2(percentile(times, 99)) },
  });
} finally {
  await server.stop();
}
