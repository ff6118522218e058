// Warm PDF export through the real server (POST /api/pdf, Chromium at CHROMIUM_PATH): sequential
// latency of a 1-page and a 3-page resume, then sustained PDFs per second with concurrent clients.
import { importTs } from "./support/import-ts.mjs";
import { signedInCookie, startServer, percentile } from "./support/server.mjs";
import { writeResult } from "./support/write-result.mjs";

const SEQUENTIAL_RUNS = Number(process.env.BENCH_RUNS ?? 40);
const WARMUP_RUNS = 10;
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 4);
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 15);

// The app's own sample resume, so the benchmark prints what thumbnails show.
const { sampleResume: sample } = await importTs("src/web/templates/sample-resume.ts");
// The sample with its optional sections left out: one page in the default layout (checked below).
const onePage = {
  ...sample,
  title: "One page",
  projects: [],
  certifications: [],
  custom_sections: [],
  experience: sample.experience.slice(0, 2),
};
const withExperienceCopies = (copies) => ({
  ...sample,
  title: "Three pages",
  experience: Array.from({ length: copies }, (_, copy) =>
    sample.experience.map((entry) => ({ ...entry, id: `${entry.id}-${copy}` })),
  ).flat(),
});

const server = await startServer();
try {
  // One user per client: each user's share of the renderer is bounded (decision 009), and the
  // sustained figures are the server's, with several people exporting at once.
  const cookies = [];
  for (let i = 0; i < CLIENTS; i++) cookies.push(await signedInCookie(server, `bench-${i}-${Date.now()}@example.com`));
  const exportPdf = async (resume, cookie = cookies[0]) => {
    const started = performance.now();
    const headers = { "content-type": "application/json", origin: server.origin, cookie };
    const response = await fetch(`${server.origin}/api/pdf`, { method: "POST", headers, body: JSON.stringify({ resume }) });
    const body = Buffer.from(await response.arrayBuffer());
    const ms = performance.now() - started;
    if (response.status !== 200) return { status: response.status, ms, error: body.toString() };
    if (body.subarray(0, 5).toString() !== "%PDF-") throw new Error("the answer is not a PDF");
    return { status: 200, ms, pages: Number(response.headers.get("x-page-count")), bytes: body.length };
  };

  const coldStart = await exportPdf(onePage);
  if (coldStart.status !== 200) throw new Error(`PDF export failed: ${coldStart.status} ${coldStart.error}`);
  if (coldStart.pages !== 1) throw new Error(`the 1-page resume printed ${coldStart.pages} pages`);

  let threePage;
  for (let copies = 2; !threePage; copies++) {
    const candidate = withExperienceCopies(copies);
    const { pages } = await exportPdf(candidate);
    if (pages === 3) threePage = { resume: candidate, copies };
    else if (pages > 3 || copies > 20) throw new Error(`no experience count gives exactly 3 pages (got ${pages} with ${copies} copies)`);
  }

  // Warm both pool pages with both sizes before measuring.
  for (let i = 0; i < WARMUP_RUNS; i++) await Promise.all([exportPdf(onePage), exportPdf(threePage.resume)]);

  const sequential = async (resume, expectedPages) => {
    const times = [];
    let bytes = 0;
    for (let i = 0; i < SEQUENTIAL_RUNS; i++) {
      const result = await exportPdf(resume);
      if (result.status !== 200) throw new Error(`PDF export failed: ${result.status} ${result.error}`);
      if (result.pages !== expectedPages) throw new Error(`expected ${expectedPages} pages, got ${result.pages}`);
      times.push(result.ms);
      bytes = result.bytes;
    }
    times.sort((a, b) => a - b);
    const round = (ms) => Math.round(ms * 10) / 10;
    return {
      pages: expectedPages,
      runs: SEQUENTIAL_RUNS,
      pdfBytes: bytes,
      latencyMs: { p50: round(percentile(times, 50)), p95: round(percentile(times, 95)), min: round(times[0]), max: round(times.at(-1)) },
    };
  };

  const sustained = async (resume, expectedPages) => {
    const until = performance.now() + DURATION_S * 1000;
    const statuses = {};
    const times = [];
    let wrongPages = 0;
    const client = async (cookie) => {
      while (performance.now() < until) {
        const result = await exportPdf(resume, cookie);
        statuses[result.status] = (statuses[result.status] ?? 0) + 1;
        if (result.status === 200) {
          times.push(result.ms);
          if (result.pages !== expectedPages) wrongPages++;
        } else if (result.status === 503) {
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      }
    };
    const started = performance.now();
    await Promise.all(cookies.map(client));
    const elapsedS = (performance.now() - started) / 1000;
    times.sort((a, b) => a - b);
    if (wrongPages) throw new Error(`${wrongPages} PDFs had the wrong page count`);
    return {
      pages: expectedPages,
      clients: CLIENTS,
      durationS: Math.round(elapsedS * 10) / 10,
      pdfs: times.length,
      pdfsPerSecond: Math.round((times.length / elapsedS) * 10) / 10,
      statuses,
      latencyMs: { p50: Math.round(percentile(times, 50)), p95: Math.round(percentile(times, 95)) },
    };
  };

  const figures = {
    chromium: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    coldFirstExportMs: Math.round(coldStart.ms),
    threePageResume: `the sample with its experience list repeated ${threePage.copies} times`,
    sequential: { onePage: await sequential(onePage, 1), threePages: await sequential(threePage.resume, 3) },
    sustained: { onePage: await sustained(onePage, 1), threePages: await sustained(threePage.resume, 3) },
  };
  figures.targets = {
    "p50 under 300 ms for 1 page": figures.sequential.onePage.latencyMs.p50 < 300,
    "4+ PDFs/s sustained (1 page)": figures.sustained.onePage.pdfsPerSecond >= 4,
  };
  writeResult("pdf-export", figures);
} finally {
  await server.stop();
}
