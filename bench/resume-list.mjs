// What reading the resume list of a full account costs (decision 035). One account is filled through
// the API with the largest resumes the server accepts (about 1 MB of JSON each, just under the 1 MB
// request limit) until it refuses one, then with small ones until it refuses again (or the counts
// below: code without the limits never refuses). Then: the list answer's bytes and time, the
// server's RSS while that list is read again and again, and another user's cheap request (their own
// list of one resume, 20 a second) alone and during those reads. Needs `npm run build` first.
// BENCH_LABEL names the figures ("after" by default; "before" for a run of older code, whose
// bench/results/resume-list.json is then copied here; BENCH_COMMIT names its commit), which are merged
// into resume-list.json.
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import os from "node:os";
import { v7 as uuidv7 } from "uuid";
import { percentile, signedInCookie, startServer } from "./support/server.mjs";
import { writeResult } from "./support/write-result.mjs";

const LABEL = process.env.BENCH_LABEL ?? "after";
const HEAVY_MAX = Number(process.env.BENCH_HEAVY_MAX ?? 300);
const TOTAL_MAX = Number(process.env.BENCH_TOTAL_MAX ?? 300);
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 15);
const OTHER_USER_RATE = 20;
/** Heavy list reads kept in flight at once: a dashboard left open in a few tabs, or a script. */
const LIST_READERS = 4;
const RESULT = "resume-list";

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const round = (value) => Math.round(value * 10) / 10;
const mb = (bytes) => round(bytes / 2 ** 20);

/** The largest resume the request limit lets through: 50 experiences at 5,000 three-byte characters, 40 projects at 5,000. */
function heavyResume(index) {
  const entry = (i) => ({ id: `e${i}`, company: "Analytical Engines Ltd", position: "Engineer", description: "€".repeat(5000) });
  const project = (i) => ({ id: `p${i}`, name: `Project ${i}`, description: "x".repeat(5000) });
  return {
    id: uuidv7(),
    title: `Heavy ${index}`,
    template_id: "modern",
    personal_info: { fullName: "Jordan Ellis", email: "jordan@example.com", summary: "Engineer. ".repeat(30) },
    experience: Array.from({ length: 50 }, (_, i) => entry(i)),
    projects: Array.from({ length: 40 }, (_, i) => project(i)),
  };
}

const smallResume = (index) => ({
  id: uuidv7(),
  title: `Tailored ${index}`,
  template_id: "classic",
  personal_info: { fullName: "Jordan Ellis", email: "jordan@example.com", summary: "Engineer. ".repeat(30) },
});

/** Creates resumes until the server refuses one or `max` are stored; answers how many were and the refusal's code. */
async function fill(server, cookie, make, max) {
  const headers = { "content-type": "application/json", origin: server.origin, cookie };
  for (let stored = 0; stored < max; stored++) {
    const response = await fetch(`${server.origin}/api/resumes`, { method: "POST", headers, body: JSON.stringify(make(stored)) });
    if (response.status !== 201) return { stored, refusedWith: (await response.json()).error?.code ?? response.status };
  }
  return { stored: max, refusedWith: null };
}

function rssBytes(pid) {
  const match = /^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
  return Number(match[1]) * 1024;
}

async function timed(request) {
  const started = performance.now();
  try {
    const response = await request();
    const bytes = (await response.arrayBuffer()).byteLength;
    return { ms: performance.now() - started, status: response.status, bytes };
  } catch {
    return { ms: performance.now() - started, status: "error", bytes: 0 };
  }
}

function summarise(results) {
  const sorted = results.map((r) => r.ms).sort((a, b) => a - b);
  const statuses = {};
  for (const { status } of results) statuses[status] = (statuses[status] ?? 0) + 1;
  return {
    requests: results.length,
    statuses,
    latencyMs: { p50: round(percentile(sorted, 50)), p99: round(percentile(sorted, 99)), max: round(sorted.at(-1)) },
  };
}

/** Calls `send` `rate` times a second for the duration without waiting for answers. */
async function openLoop(rate, durationS, send) {
  const pending = [];
  const started = performance.now();
  for (let i = 0; i < rate * durationS; i++) {
    const wait = started + (i * 1000) / rate - performance.now();
    if (wait > 0) await sleep(wait);
    pending.push(send());
  }
  return Promise.all(pending);
}

/** `readers` loops each reading the list again as soon as it has arrived, until `until` resolves. */
async function closedLoops(readers, read, until) {
  let done = false;
  void until.then(() => (done = true));
  const results = [];
  await Promise.all(
    Array.from({ length: readers }, async () => {
      while (!done) results.push(await read());
    }),
  );
  return results;
}

function gitCommit() {
  try {
    return execFileSync("git", ["rev-parse", "--short", "HEAD"], { encoding: "utf8" }).trim();
  } catch {
    return undefined;
  }
}

const loadAtStart = round(os.loadavg()[0]);
const server = await startServer();
try {
  // The server starts Chromium for PDF export right after it listens; measure once that is done.
  await sleep(4000);
  const owner = await signedInCookie(server, `full-${Date.now()}@example.com`);
  const other = await signedInCookie(server, `other-${Date.now()}@example.com`);
  await fill(server, other, smallResume, 1);

  const fillStarted = performance.now();
  const heavy = await fill(server, owner, heavyResume, HEAVY_MAX);
  const small = await fill(server, owner, (i) => smallResume(heavy.stored + i), TOTAL_MAX - heavy.stored);
  const fillSeconds = round((performance.now() - fillStarted) / 1000);
  const heavyBytes = Buffer.byteLength(JSON.stringify(heavyResume(0)));

  const listOf = (cookie) => () => timed(() => fetch(`${server.origin}/api/resumes`, { headers: { cookie } }));
  await sleep(2000);
  const rssBefore = rssBytes(server.pid);
  const single = [];
  for (let i = 0; i < 10; i++) single.push(await listOf(owner)());
  const singleSorted = single.map((r) => r.ms).sort((a, b) => a - b);

  const alone = await openLoop(OTHER_USER_RATE, DURATION_S, listOf(other));
  await sleep(2000);

  let rssPeak = rssBytes(server.pid);
  const sampler = setInterval(() => (rssPeak = Math.max(rssPeak, rssBytes(server.pid))), 100);
  const otherDuring = openLoop(OTHER_USER_RATE, DURATION_S, listOf(other));
  const reads = await closedLoops(LIST_READERS, listOf(owner), otherDuring);
  const during = await otherDuring;
  clearInterval(sampler);
  await sleep(2000);
  const rssAfter = rssBytes(server.pid);

  const previous = existsSync(`bench/results/${RESULT}.json`) ? JSON.parse(readFileSync(`bench/results/${RESULT}.json`, "utf8")) : {};
  const figures = {
    commit: process.env.BENCH_COMMIT ?? gitCommit(),
    // Other work on this shared machine shows in every latency here; the load says how much there was.
    loadAverage1m: { atStart: loadAtStart, atEnd: round(os.loadavg()[0]) },
    account: {
      heavyResumeJsonBytes: heavyBytes,
      heavyResumesStored: heavy.stored,
      heavyRefusedWith: heavy.refusedWith,
      smallResumesStored: small.stored,
      smallRefusedWith: small.refusedWith,
      resumes: heavy.stored + small.stored,
      storedMb: mb(heavy.stored * heavyBytes),
      fillSeconds,
    },
    listRead: {
      answerBytes: single[0].bytes,
      msOfTen: { p50: round(percentile(singleSorted, 50)), max: round(singleSorted.at(-1)) },
    },
    repeatedListReads: {
      readers: LIST_READERS,
      durationS: DURATION_S,
      reads: reads.length,
      latencyMs: summarise(reads).latencyMs,
      serverRssMb: { before: mb(rssBefore), peak: mb(rssPeak), growth: mb(rssPeak - rssBefore), twoSecondsAfter: mb(rssAfter) },
    },
    otherUserListOfOne: {
      requestsPerSecond: OTHER_USER_RATE,
      alone: summarise(alone),
      duringRepeatedListReads: summarise(during),
    },
  };
  const { name: _name, measuredAt: _at, machine: _machine, loadAverage1m: _load, ...runs } = previous;
  writeResult(RESULT, { ...runs, [LABEL]: figures });
} finally {
  await server.stop();
}
