// One user floods PDF export with 18 requests at once while a second user exports a one-page resume
// every half second: how long the flood holds the renderer, what each user gets meanwhile, and how
// much memory Chromium takes (PSS of all its processes). Two floods: the largest resume the API
// accepts, and a long one with less text than the page limit holds that still lays out on more
// pages than it allows (so it is laid out before it is refused).
import { importTs } from "./support/import-ts.mjs";
import { chromiumMemory, sampleMemory } from "./support/process-memory.mjs";
import { percentile, signedInCookie, startServer } from "./support/server.mjs";
import { writeResult } from "./support/write-result.mjs";

const FLOOD_REQUESTS = Number(process.env.BENCH_FLOOD ?? 18);
const OTHER_USER_EVERY_MS = 500;
/** The flood is given up on after this long, whatever it still holds. */
const MAX_DURATION_MS = 240_000;

const { sampleResume } = await importTs("src/web/templates/sample-resume.ts");
const { largestResume } = await importTs("src/server/pdf/test-fixtures/largest-resume.ts");
const onePage = {
  ...sampleResume,
  title: "One page",
  projects: [],
  certifications: [],
  custom_sections: [],
  experience: sampleResume.experience.slice(0, 2),
};
const largest = largestResume();
const longUnderTextLimit = { ...largest, projects: [], experience: largest.experience.slice(0, 11) };
const mb = (bytes) => Math.round(bytes / 2 ** 20);
const count = (statuses) => statuses.reduce((counts, status) => ({ ...counts, [status]: (counts[status] ?? 0) + 1 }), {});

const server = await startServer();
try {
  const flooder = await signedInCookie(server, `flooder-${Date.now()}@example.com`);
  const other = await signedInCookie(server, `other-${Date.now()}@example.com`);
  const exportPdf = async (cookie, resume) => {
    const started = performance.now();
    const response = await fetch(`${server.origin}/api/pdf`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: server.origin, cookie },
      body: JSON.stringify({ resume }),
      signal: AbortSignal.timeout(MAX_DURATION_MS),
    }).catch(() => undefined);
    await response?.arrayBuffer();
    return { status: response?.status ?? "no answer", ms: performance.now() - started };
  };
  // Both pool pages warm, so the flood measures renders and not a browser start.
  await Promise.all([exportPdf(other, onePage), exportPdf(flooder, onePage)]);
  await new Promise((resolve) => setTimeout(resolve, 1_000));

  const floodWith = async (resume) => {
    const memory = sampleMemory(() => chromiumMemory(server.pid));
    const started = performance.now();
    let flooding = true;
    const flood = Promise.all(Array.from({ length: FLOOD_REQUESTS }, () => exportPdf(flooder, resume))).finally(() => (flooding = false));
    const otherResults = [];
    while (flooding && performance.now() - started < MAX_DURATION_MS) {
      otherResults.push(await exportPdf(other, onePage));
      await new Promise((resolve) => setTimeout(resolve, OTHER_USER_EVERY_MS));
    }
    const floodResults = await flood;
    const floodMs = performance.now() - started;
    const { first, peak } = memory.stop();
    const served = otherResults
      .filter((result) => result.status === 200)
      .map((result) => result.ms)
      .sort((a, b) => a - b);
    return {
      resume: `${JSON.stringify({ resume }).length} bytes: ${resume.experience.length} experience and ${resume.projects.length} project entries of ${resume.experience[0].description.length} characters`,
      flood: {
        requests: FLOOD_REQUESTS,
        heldRendererS: Math.round(floodMs / 100) / 10,
        statuses: count(floodResults.map((result) => result.status)),
      },
      otherUser: {
        exportsDuringFlood: otherResults.length,
        statuses: count(otherResults.map((result) => result.status)),
        servedLatencyMs: served.length ? { p50: Math.round(percentile(served, 50)), max: Math.round(served.at(-1)) } : null,
      },
      chromiumMemoryMb: { beforeFlood: mb(first), peak: mb(peak) },
    };
  };

  writeResult("pdf-flood", { largest: await floodWith(largest), longUnderTextLimit: await floodWith(longUnderTextLimit) });
} finally {
  await server.stop();
}
