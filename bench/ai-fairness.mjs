// What one user's hostile or costly AI calls do to another user's (issue 24's attack scenarios):
// while an attacker sends each load below, a second user asks parse-job-description every 200 ms
// (a 20 ms call on a typical advert) and the bench times each answer (60 s at most, as a browser
// would give up). Each scenario runs on a server of its own, so one that stalls the server cannot
// poison the next. The server's memory is sampled throughout: its own process and its workers.
// Figures to bench/results/ai-fairness.json.
//
// BENCH_SERVER_ROOT=<folder of another build> runs the same scenarios on that build (the figures
// "before" a change); BENCH_SCENARIOS=name,name picks scenarios; BENCH_SECONDS sets the loops' length.
import { readFileSync } from "node:fs";
import JSZip from "jszip";
import { importTs } from "./support/import-ts.mjs";
import { sampleMemory } from "./support/process-memory.mjs";
import { percentile, signedInCookie, startServer } from "./support/server.mjs";
import { writeResult } from "./support/write-result.mjs";

const { advert, largestResume } = await importTs("bench/ai/samples.ts");
const { pdfWithInflatingFont, pdfWithTextOperations } = await importTs("src/server/test-support/hostile-pdfs.ts");
const { descendantProcesses } = await importTs("src/server/test-support/processes.ts");

const LOOP_MS = Number(process.env.BENCH_SECONDS ?? 60) * 1000;
const OTHER_USER_EVERY_MS = 200;
const GIVE_UP_MS = 60_000;
const only = process.env.BENCH_SCENARIOS?.split(",");
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const round = (ms) => Math.round(ms);
const mb = (kilobytes) => Math.round(kilobytes / 1024);

function residentKb(pid) {
  try {
    return Number(/^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0);
  } catch {
    return 0;
  }
}
/** Resident memory of the server's Node processes: its own, and its worker processes (not Chromium). */
const serverMemory = (pid) => ({
  server: residentKb(pid),
  workers: descendantProcesses(pid)
    .filter(({ command }) => command.includes("builtin-worker"))
    .reduce((sum, process) => sum + residentKb(process.pid), 0),
});

/**
 * A DOCX whose document holds `openings` unclosed section-property tags inside an XML comment, and
 * no section properties of its own (they are optional), so no closing tag follows any of them.
 */
async function docxWithSectionOpenings(openings) {
  const zip = await JSZip.loadAsync(readFileSync("src/server/intake/test-fixtures/resume.docx"));
  const document = (await zip.file("word/document.xml").async("string")).replace(/<w:sectPr\b[\s\S]*<\/w:sectPr>/, "");
  const comment = `<!--${"<w:sectPr ".repeat(openings)}-->`;
  zip.file("word/document.xml", document.replace("<w:body>", `<w:body>${comment}`));
  return zip.generateAsync({ type: "uint8array", compression: "DEFLATE", compressionOptions: { level: 9 } });
}

const fileOf = (bytes, name) => new File([bytes], name);
const scenarios = {
  // HIGH 1: 2,400,000 unclosed <w:sectPr in a comment, about 48 KB packed (the estimate on the old code: two hours).
  "docx-section-openings": async () => ({ kind: "upload-once", file: fileOf(await docxWithSectionOpenings(2_400_000), "resume.docx") }),
  // HIGH 2: 5 MB of date ranges as plain text.
  "text-5mb-date-ranges": async () => ({ kind: "upload-once", file: fileOf("Jan 2020 - Dec 2021 ".repeat(262_144), "resume.txt") }),
  // MED 5: a PDF that takes a reader 15-20 s, sent four at a time again and again.
  "slow-pdf-loop": async () => ({ kind: "upload-loop", file: fileOf(pdfWithTextOperations(300_000), "resume.pdf"), parallel: 4 }),
  // MED 7: four optimize-resume calls at once on the largest resume the schema takes, again and again.
  "large-optimize-loop": async () => ({
    kind: "call-loop",
    name: "optimize-resume",
    body: { resume: largestResume, jobDescription: advert, optimizationGoals: ["ats", "content", "keywords", "length"] },
    parallel: 4,
  }),
  // MED 6: a 1 MB PDF whose font inflates to 1 GB of zeros.
  "font-inflating-to-1gb": async () => ({ kind: "upload-once", file: fileOf(pdfWithInflatingFont(1024), "resume.pdf") }),
};

async function run(name, load) {
  const server = await startServer({ AI_HOURLY_LIMIT: "100000" });
  try {
    const attacker = await signedInCookie(server, `attacker-${Date.now()}@example.com`);
    const other = await signedInCookie(server, `other-${Date.now()}@example.com`);
    const post = async (cookie, path, body) => {
      const started = performance.now();
      const isForm = body instanceof FormData;
      const response = await fetch(`${server.origin}${path}`, {
        method: "POST",
        headers: { origin: server.origin, cookie, ...(isForm ? {} : { "content-type": "application/json" }) },
        body: isForm ? body : JSON.stringify(body),
        signal: AbortSignal.timeout(GIVE_UP_MS),
      }).catch(() => undefined);
      await response?.arrayBuffer();
      return { status: response?.status ?? "no answer", ms: performance.now() - started };
    };
    const upload = (file) => {
      const form = new FormData();
      form.append("file", file);
      return post(attacker, "/api/functions/parse-resume-upload", form);
    };
    const otherCall = () => post(other, "/api/functions/parse-job-description", { jobDescription: advert });
    // Workers loaded: the figures are the work, not a start.
    await otherCall();
    await upload(fileOf("Ada Lovelace\nada@example.com\n\nExperience\nEngineer, Analytical Engines, 1842 - 1843", "warm.txt"));
    await sleep(11_000);

    const memory = sampleMemory(() => serverMemory(server.pid).server, 100);
    const workerMemory = sampleMemory(() => serverMemory(server.pid).workers, 100);
    const started = performance.now();
    const attackerResults = [];
    let attacking = true;
    const attack = (async () => {
      if (load.kind === "upload-once") attackerResults.push(await upload(load.file));
      else {
        while (performance.now() - started < LOOP_MS) {
          const batch = Array.from({ length: load.parallel }, () =>
            load.kind === "upload-loop" ? upload(load.file) : post(attacker, `/api/functions/${load.name}`, load.body),
          );
          attackerResults.push(...(await Promise.all(batch)));
        }
      }
    })().finally(() => (attacking = false));
    const otherResults = [];
    // At least ten calls, unless they take the whole loop's time (a stalled server answers none).
    while (attacking || (otherResults.length < 10 && performance.now() - started < LOOP_MS)) {
      otherResults.push(await otherCall());
      await sleep(OTHER_USER_EVERY_MS);
    }
    await attack;
    const serverSeen = memory.stop();
    const workersSeen = workerMemory.stop();
    const afterKb = serverMemory(server.pid);
    const ms = otherResults.map((result) => result.ms).sort((a, b) => a - b);
    const statuses = (results) => results.reduce((counts, { status }) => ({ ...counts, [status]: (counts[status] ?? 0) + 1 }), {});
    const figures = {
      attackSeconds: round((performance.now() - started) / 1000),
      attacker: {
        requests: attackerResults.length,
        statuses: statuses(attackerResults),
        slowestMs: round(Math.max(...attackerResults.map((r) => r.ms))),
      },
      otherUser: {
        calls: otherResults.length,
        statuses: statuses(otherResults),
        p50Ms: round(percentile(ms, 50)),
        p99Ms: round(percentile(ms, 99)),
        maxMs: round(ms.at(-1)),
      },
      memoryMb: {
        serverBefore: mb(serverSeen.first),
        serverPeak: mb(serverSeen.peak),
        serverAfter: mb(afterKb.server),
        workersPeak: mb(workersSeen.peak),
        workersAfter: mb(afterKb.workers),
      },
    };
    console.log(name, JSON.stringify(figures));
    return figures;
  } finally {
    await server.stop();
  }
}

const results = {};
for (const [name, make] of Object.entries(scenarios)) {
  if (only && !only.includes(name)) continue;
  results[name] = await run(name, await make());
}
writeResult(process.env.BENCH_RESULT_NAME ?? "ai-fairness", {
  build: process.env.BENCH_SERVER_ROOT ?? "this checkout",
  otherUserEveryMs: OTHER_USER_EVERY_MS,
  loopSeconds: LOOP_MS / 1000,
  scenarios: results,
});
