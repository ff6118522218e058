// How the server answers while the built-in AI engine works on the largest resume the schema takes:
// one user's revamp, optimization and scores, one at a time, while the bench asks /api/health every
// 20 ms (any request that needs no AI) and a second user asks parse-job-description every 200 ms
// (an AI call that needs a worker). Figures to bench/results/ai-event-loop.json.
import { importTs } from "./support/import-ts.mjs";
import { percentile, signedInCookie, startServer } from "./support/server.mjs";
import { writeResult } from "./support/write-result.mjs";

const HEALTH_EVERY_MS = 20;
const OTHER_USER_EVERY_MS = 200;

const { advert, largestResume } = await importTs("bench/ai/samples.ts");
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const round = (ms) => Math.round(ms * 10) / 10;
const summary = (samples) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    count: sorted.length,
    medianMs: round(percentile(sorted, 50)),
    p95Ms: round(percentile(sorted, 95)),
    maxMs: round(sorted.at(-1)),
  };
};

// The hourly cap would refuse the second user's calls before the bench ends.
const server = await startServer({ AI_HOURLY_LIMIT: "100000" });
try {
  const call = async (cookie, name, body) => {
    const started = performance.now();
    const response = await fetch(`${server.origin}/api/functions/${name}`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: server.origin, cookie },
      body: JSON.stringify(body),
    });
    if (response.status !== 200) throw new Error(`${name}: ${response.status} ${await response.text()}`);
    return { answer: await response.json(), ms: performance.now() - started };
  };
  const reviser = await signedInCookie(server, `reviser-${Date.now()}@example.com`);
  const other = await signedInCookie(server, `other-${Date.now()}@example.com`);
  // The workers have loaded the engine: the figures are the engine's work, not its start.
  const { answer } = await call(other, "parse-job-description", { jobDescription: advert });
  const { jobData } = answer;

  const during = async (name, body) => {
    const health = [];
    const otherAi = [];
    let running = true;
    const work = call(reviser, name, body).finally(() => (running = false));
    await Promise.all([
      (async () => {
        while (running) {
          const started = performance.now();
          await fetch(`${server.origin}/api/health`);
          health.push(performance.now() - started);
          await sleep(HEALTH_EVERY_MS);
        }
      })(),
      (async () => {
        while (running) {
          otherAi.push((await call(other, "parse-job-description", { jobDescription: advert })).ms);
          await sleep(OTHER_USER_EVERY_MS);
        }
      })(),
    ]);
    const { ms } = await work;
    console.log(
      `${name.padEnd(20)} ${Math.round(ms)} ms; health max ${round(Math.max(...health))} ms; other user's AI call max ${round(Math.max(...otherAi))} ms`,
    );
    return { callMs: Math.round(ms), health: summary(health), otherUserAi: summary(otherAi) };
  };

  const functions = {
    "revamp-cv-content": await during("revamp-cv-content", {
      resumeData: largestResume,
      jobData,
      optimizationGoals: ["ats", "impact", "keywords", "restructure", "quantify"],
    }),
    "optimize-resume": await during("optimize-resume", {
      resume: largestResume,
      jobDescription: advert,
      optimizationGoals: ["ats", "content", "keywords", "length"],
    }),
    "calculate-cv-scores": await during("calculate-cv-scores", { resumeData: largestResume, jobData }),
  };
  writeResult("ai-event-loop", { healthEveryMs: HEALTH_EVERY_MS, otherUserEveryMs: OTHER_USER_EVERY_MS, functions });
} finally {
  await server.stop();
}
