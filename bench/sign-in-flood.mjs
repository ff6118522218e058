// What an anonymous sign-in flood does to another, signed-in user: that user's GET /api/resumes is
// sent 20 times a second (open loop, as a busy dashboard would) for DURATION_S, first alone, then
// beside about 21 wrong-password sign-ins a second from one client address, then beside the same
// flood spread over many client addresses (X-Forwarded-For through a trusted proxy, as a botnet
// behind a load balancer would look). Needs `npm run build` first; writes bench/results/sign-in-flood.json
// (BENCH_RESULT names another file, e.g. for a run on an older commit).
import { execFileSync } from "node:child_process";
import os from "node:os";
import { percentile, signedInCookie, startServer } from "./support/server.mjs";
import { writeResult } from "./support/write-result.mjs";
import { v7 as uuidv7 } from "uuid";

const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 20);
const VICTIM_RATE = 20;
const FLOOD_RATE = 21;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Calls `send` `rate` times a second for the duration without waiting for answers; resolves with every result. */
async function openLoop(rate, durationS, send) {
  const pending = [];
  const started = performance.now();
  for (let i = 0; i < rate * durationS; i++) {
    const due = started + (i * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 0) await sleep(wait);
    pending.push(send(i));
  }
  return Promise.all(pending);
}

async function timed(request) {
  const started = performance.now();
  try {
    const response = await request();
    await response.arrayBuffer();
    return { ms: performance.now() - started, status: response.status };
  } catch {
    return { ms: performance.now() - started, status: "error" };
  }
}

function summarise(results) {
  const sorted = results.map((r) => r.ms).sort((a, b) => a - b);
  const statuses = {};
  for (const { status } of results) statuses[status] = (statuses[status] ?? 0) + 1;
  const round = (ms) => Math.round(ms * 10) / 10;
  return {
    requests: results.length,
    statuses,
    latencyMs: { p50: round(percentile(sorted, 50)), p99: round(percentile(sorted, 99)), max: round(sorted.at(-1)) },
  };
}

function gitCommit() {
  try {
    return execFileSync("git", ["rev-parse", "--short", "HEAD"], { encoding: "utf8" }).trim();
  } catch {
    return undefined;
  }
}

// The flood arrives through a proxy on this machine, so the server is told to believe loopback's X-Forwarded-For.
const loadAtStart = Math.round(os.loadavg()[0] * 10) / 10;
const server = await startServer({ TRUSTED_PROXIES: "127.0.0.1" });
try {
  // The server starts Chromium for PDF export right after it listens; measure once that is done.
  await sleep(4000);
  const cookie = await signedInCookie(server);
  const headers = { "content-type": "application/json", origin: server.origin, cookie };
  for (let i = 0; i < 3; i++) {
    await fetch(`${server.origin}/api/resumes`, {
      method: "POST",
      headers,
      body: JSON.stringify({
        id: uuidv7(),
        title: `Resume ${i}`,
        template_id: "modern",
        personal_info: { fullName: "Jordan Ellis", email: "jordan@example.com", summary: "Engineer. ".repeat(30) },
        experience: [],
        education: [],
        skills: [],
        projects: [],
        certifications: [],
        languages: [],
        custom_sections: [],
      }),
    });
  }

  const victim = () => openLoop(VICTIM_RATE, DURATION_S, () => timed(() => fetch(`${server.origin}/api/resumes`, { headers: { cookie } })));
  const flood = (addressOf) =>
    openLoop(FLOOD_RATE, DURATION_S, (i) =>
      timed(() =>
        fetch(`${server.origin}/api/auth/sign-in/email`, {
          method: "POST",
          headers: { "content-type": "application/json", origin: server.origin, ...addressOf(i) },
          body: JSON.stringify({ email: `flood-${i}-${Date.now()}@example.com`, password: "wrong-password" }),
        }),
      ),
    );

  const scenarios = [];
  const baseline = await victim();
  scenarios.push({ name: "no flood", otherUser: summarise(baseline) });
  await sleep(3000);

  const [oneAddressVictim, oneAddressFlood] = await Promise.all([victim(), flood(() => ({}))]);
  scenarios.push({ name: "flood from one client address", otherUser: summarise(oneAddressVictim), flood: summarise(oneAddressFlood) });
  await sleep(3000);

  const [manyVictim, manyFlood] = await Promise.all([
    victim(),
    flood((i) => ({ "x-forwarded-for": `198.18.${Math.floor(i / 250) % 256}.${(i % 250) + 1}` })),
  ]);
  scenarios.push({ name: "flood from a new client address each request", otherUser: summarise(manyVictim), flood: summarise(manyFlood) });

  writeResult(process.env.BENCH_RESULT ?? "sign-in-flood", {
    commit: gitCommit(),
    // Other work on the machine shows in every latency here; the load says how much there was.
    loadAverage1m: { atStart: loadAtStart, atEnd: Math.round(os.loadavg()[0] * 10) / 10 },
    durationS: DURATION_S,
    otherUserRequestsPerSecond: VICTIM_RATE,
    floodSignInsPerSecond: FLOOD_RATE,
    scenarios,
  });
} finally {
  await server.stop();
}
