import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inputFor } from "../../../bench/ai/inputs";
import { largestResume, typicalResume } from "../../../bench/ai/samples";
import { AppError } from "../errors";
import type { DocumentFormat } from "../intake/document";
import { extractDocument } from "../intake/extract-document";
import { pdfWithInflatingFont } from "../test-support/hostile-pdfs";
import { scannedPdf } from "../test-support/scanned-pdf";
import { descendantProcesses } from "../test-support/processes";
import { engineErrorOf } from "../services/ai/engine-refusals";
import { smallBuiltinPool } from "../test-support/small-builtin-pool";
import { BUSY_RETRY_AFTER_S, createBuiltinPool, type BuiltinPool, type EngineCall, type WorkerBudget } from "./builtin-pool";
import { EngineRefusal } from "./engine-refusal";
import { AI_FAILURE_MESSAGES } from "./failure-messages";
import { loadBuiltinEngine } from "./functions";
import { residentMegabytes } from "./resident-memory";
import type { WorkerRole } from "./worker-messages";

// The workers run the TypeScript source through tsx, as under `npm run dev`; the bundle's worker
// is proven by the production build (npm run build && node dist/server/main.js).

const fixture = (name: string) => new Uint8Array(readFileSync(new URL(`../intake/test-fixtures/${name}`, import.meta.url)));
const ACCEPT: readonly DocumentFormat[] = ["pdf", "docx", "doc", "txt"];
const typical = inputFor(typicalResume);
const largest = inputFor(largestResume);
const builtinEngine = await loadBuiltinEngine();
const ana = { owner: "ana" };
const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function failureOf(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => expect.fail("the task answered"),
    (error: unknown) => error,
  );
}

/** The AppError the services make of the refusal a task failed with (fails the test if it failed otherwise). */
async function refusalOf(promise: Promise<unknown>): Promise<unknown> {
  const refusal = await failureOf(promise);
  expect(refusal).toBeInstanceOf(EngineRefusal);
  return engineErrorOf(refusal);
}

/** The pids of this test process's worker processes of a role, of every pool it has. */
const workerPids = (role: WorkerRole) =>
  descendantProcesses(process.pid)
    .filter(({ command }) => command.includes("builtin-worker") && command.endsWith(`${role}\0`))
    .map(({ pid }) => pid);

/** The one worker of the role that is not among `others`, once there is exactly one (a replacement takes a moment to start). */
async function workerBesides(role: WorkerRole, others: readonly number[]): Promise<number> {
  for (let tries = 0; tries < 200; tries++) {
    const pids = workerPids(role).filter((pid) => !others.includes(pid));
    if (pids.length === 1) return pids[0]!;
    await delay(25);
  }
  throw new Error(`No single new ${role} worker besides ${others.join(", ")}: ${workerPids(role).join(", ")}`);
}

// The tests that do real work give it time: a busy two-core machine running several suites may
// take the largest resume's revamp past the production deadline, which its own test proves.
const UNHURRIED = { deadlineMs: 120_000 };

let pool: BuiltinPool;

beforeAll(async () => {
  // One worker and one place in the queue: a long task holds the worker, the next one waits.
  pool = createBuiltinPool(
    smallBuiltinPool({ engine: { ...UNHURRIED, queue: 1, perUser: 2, heapMb: 256 }, intake: { ...UNHURRIED, queue: 1, perUser: 2 } }),
  );
  // The first tasks load the engine and the intake in their workers; the tests measure the work, not that.
  await pool.run("parse-job-description", typical["parse-job-description"], ana);
  await pool.extract(fixture("resume-utf8.txt"), ACCEPT, ana);
}, 60_000);
afterAll(async () => {
  await pool.close();
});

describe("the built-in engine's worker pool", { timeout: 60_000 }, () => {
  it("answers every function as the engine does in process", async () => {
    for (const name of Object.keys(typical) as (keyof typeof typical)[]) {
      const input = typical[name];
      expect(await pool.run(name, input, ana), name).toEqual((builtinEngine[name] as (input: unknown) => unknown)(input));
    }
    const document = await pool.extract(fixture("two-columns.pdf"), ACCEPT, ana);
    expect(document).toEqual(await extractDocument(fixture("two-columns.pdf"), { accept: ACCEPT }));
    expect(await pool.run("parse-resume-upload", { document }, ana)).toEqual(builtinEngine["parse-resume-upload"]({ document }));
  });

  it.each([
    ["a password-protected PDF", "encrypted.pdf"],
    ["a PNG named .pdf", "png-renamed.pdf"],
    ["a damaged PDF", "truncated.pdf"],
  ])("passes on the intake's refusal of %s as the same AppError, and ends the worker that read it", async (_label, name) => {
    const others = workerPids("engine");
    const before = await workerBesides("intake", []);
    const inProcess = await failureOf(extractDocument(fixture(name), { accept: ACCEPT }));
    const inWorker = await failureOf(pool.extract(fixture(name), ACCEPT, ana));
    expect(inProcess).toBeInstanceOf(AppError);
    expect(inWorker).toBeInstanceOf(AppError);
    const { code, status, message, details } = inProcess as AppError;
    expect(inWorker).toMatchObject({ code, status, message, details });
    // Whatever the file left in memory went with its process; a fresh one reads the next.
    expect(await workerBesides("intake", [before, ...others])).not.toBe(before);
    expect((await pool.extract(fixture("resume-utf8.txt"), ACCEPT, ana)).lines.length).toBeGreaterThan(5);
  });

  it("keeps the event loop free while the largest resume the schema takes is revamped", async () => {
    let ticks = 0;
    const interval = setInterval(() => ticks++, 10);
    try {
      const revamp = pool.run("revamp-cv-content", largest["revamp-cv-content"], ana);
      // In process the revamp would return before any timer could fire.
      expect(await Promise.race([revamp.then(() => "revamp"), delay(20).then(() => "timer")])).toBe("timer");
      expect((await revamp).experience).toHaveLength(largestResume.experience.length);
    } finally {
      clearInterval(interval);
    }
    // A second or more of revamp: the timers kept firing all along.
    expect(ticks).toBeGreaterThan(10);
  });

  it("answers busy past a user's share or a full queue, without admitting the call", async () => {
    const long = pool.run("calculate-cv-scores", largest["calculate-cv-scores"], ana);
    const waiting = pool.run("parse-job-description", typical["parse-job-description"], ana);
    const admitted: string[] = [];
    const advert = typical["parse-job-description"];
    for (const [who, refused] of [
      // Ana has two tasks in the pool, her share.
      ["ana", refusalOf(pool.run("parse-job-description", advert, { ...ana, onAdmitted: () => admitted.push("ana") }))],
      // Bob has none, but the queue's one place is taken.
      ["bob", refusalOf(pool.run("parse-job-description", advert, { owner: "bob", onAdmitted: () => admitted.push("bob") }))],
    ] as const) {
      const error = await refused;
      expect(error, who).toBeInstanceOf(AppError);
      expect(error, who).toMatchObject({
        code: "RATE_LIMITED",
        message: AI_FAILURE_MESSAGES.busy,
        details: { errorType: "rate_limited", retryAfter: BUSY_RETRY_AFTER_S },
      });
    }
    await expect(long).resolves.toMatchObject({ ats_score: expect.any(Number) });
    await expect(waiting).resolves.toMatchObject({ title: "Senior Backend Engineer" });
    expect(admitted).toEqual([]);
  });

  it("drops a waiting task whose client went away, freeing its place in the queue", async () => {
    const long = pool.run("calculate-cv-scores", largest["calculate-cv-scores"], ana);
    const client = new AbortController();
    const dropped = pool.run("parse-job-description", typical["parse-job-description"], { owner: "bob", signal: client.signal });
    client.abort();
    expect(await refusalOf(dropped)).toMatchObject({ code: "CLIENT_CLOSED_REQUEST" });
    // Still working on the long task, the pool has room for another waiting task.
    const next = pool.run("parse-job-description", typical["parse-job-description"], { owner: "carol" });
    await expect(long).resolves.toMatchObject({ ats_score: expect.any(Number) });
    await expect(next).resolves.toMatchObject({ title: "Senior Backend Engineer" });
  });

  it("asks the caller's budget before a task queues, and tells it the worker time of every task, failed ones too", async () => {
    const spent: number[] = [];
    const budget: WorkerBudget = { assertAvailable: async () => undefined, spend: (ms) => spent.push(ms) };
    await pool.run("calculate-cv-scores", largest["calculate-cv-scores"], { ...ana, budget });
    await failureOf(pool.extract(fixture("truncated.pdf"), ACCEPT, { ...ana, budget }));
    expect(spent).toHaveLength(2);
    // The scores of the largest resume take hundreds of milliseconds of a worker.
    expect(spent[0]).toBeGreaterThan(50);
    const spentOut = new AppError("RATE_LIMITED", "Your share is spent.", { retryAfter: 60 });
    const refused: WorkerBudget = { assertAvailable: () => Promise.reject(spentOut), spend: (ms) => spent.push(ms) };
    let admitted = false;
    const call: EngineCall = { ...ana, budget: refused, onAdmitted: () => (admitted = true) };
    expect(await failureOf(pool.run("parse-job-description", typical["parse-job-description"], call))).toBe(spentOut);
    expect(spent).toHaveLength(2);
    expect(admitted).toBe(false);
  });
});

describe("fairness with one worker", () => {
  it("serves a waiting user after at most one task of another user, however many that user queued", async () => {
    const fair = createBuiltinPool(smallBuiltinPool({ engine: { ...UNHURRIED, queue: 8, perUser: 4 } }));
    try {
      await fair.run("parse-job-description", typical["parse-job-description"], ana);
      const done: string[] = [];
      const scores = largest["calculate-cv-scores"];
      const anas = [1, 2, 3, 4].map((n) => fair.run("calculate-cv-scores", scores, ana).then(() => done.push(`ana ${n}`)));
      // Bob asks once Ana's four tasks are in: the first running, three waiting.
      await delay(20);
      const bob = fair.run("parse-job-description", typical["parse-job-description"], { owner: "bob" }).then(() => done.push("bob"));
      await Promise.all([...anas, bob]);
      expect(done).toEqual(["ana 1", "bob", "ana 2", "ana 3", "ana 4"]);
    } finally {
      await fair.close();
    }
  }, 60_000);
});

describe("a worker kept for the others", () => {
  it("answers another user beside one user's burst when a user may run on all workers but one", async () => {
    const kept = createBuiltinPool(smallBuiltinPool({ engine: { ...UNHURRIED, size: 2, runningPerUser: 1, queue: 8, perUser: 4 } }));
    try {
      await Promise.all([
        kept.run("parse-job-description", typical["parse-job-description"], ana),
        kept.run("parse-job-description", typical["parse-job-description"], { owner: "bob" }),
      ]);
      const done: string[] = [];
      const scores = largest["calculate-cv-scores"];
      const anas = [1, 2, 3, 4].map((n) => kept.run("calculate-cv-scores", scores, ana).then(() => done.push(`ana ${n}`)));
      await delay(20);
      await kept.run("parse-job-description", typical["parse-job-description"], { owner: "bob" });
      done.push("bob");
      await Promise.all(anas);
      expect(done).toEqual(["bob", "ana 1", "ana 2", "ana 3", "ana 4"]);
    } finally {
      await kept.close();
    }
  }, 60_000);
});

describe("limits that end a task", () => {
  it("ends an engine task at its deadline with a refusal the user can act on, and a fresh worker serves the next", async () => {
    const others = workerPids("engine");
    const timed = createBuiltinPool(smallBuiltinPool({ engine: { deadlineMs: 1000 } }));
    try {
      const answer = builtinEngine["parse-job-description"](typical["parse-job-description"]);
      expect(await timed.run("parse-job-description", typical["parse-job-description"], ana)).toEqual(answer);
      const before = await workerBesides("engine", others);
      // The largest resume's revamp takes more than a second: it is stopped at one.
      const started = performance.now();
      const error = await refusalOf(timed.run("revamp-cv-content", largest["revamp-cv-content"], ana));
      expect(performance.now() - started).toBeLessThan(5000);
      expect(error).toBeInstanceOf(AppError);
      expect(error).toMatchObject({
        code: "VALIDATION_FAILED",
        message: "This took the built-in AI engine more than 1 second. Shorten the resume or the job description and try again.",
      });
      expect(await workerBesides("engine", others)).not.toBe(before);
      expect(await timed.run("parse-job-description", typical["parse-job-description"], ana)).toEqual(answer);
    } finally {
      await timed.close();
    }
  }, 60_000);

  it("ends a reading that takes more memory than allowed, in a process apart from the server's", async () => {
    // A 1 MB PDF whose embedded font inflates to 1 GB: pdf.js decodes it in typed arrays, outside any heap limit.
    const bomb = pdfWithInflatingFont(1024);
    expect(bomb.length).toBeLessThan(1.2 * 1024 * 1024);
    const others = workerPids("intake");
    const guarded = createBuiltinPool(smallBuiltinPool({ intake: { ...UNHURRIED, memoryMb: 640 } }));
    try {
      await guarded.extract(fixture("resume-utf8.txt"), ACCEPT, ana);
      const reader = await workerBesides("intake", others);
      const server = process.memoryUsage().rss / 2 ** 20;
      let workerPeak = 0;
      const sample = setInterval(() => {
        workerPeak = Math.max(workerPeak, residentMegabytes(reader) ?? 0);
      }, 10);
      const error = await refusalOf(guarded.extract(bomb, ACCEPT, ana)).finally(() => clearInterval(sample));
      expect(error).toMatchObject({
        code: "VALIDATION_FAILED",
        message:
          "This file needs more memory to read than an upload may use. Save it again as a new PDF or DOCX (or its text as a TXT file) and upload that.",
      });
      // The worker was ended just past its cap (sampled here every 10 ms, there every 20 ms); the
      // server's own memory grew by no more than the file and its copies.
      expect(workerPeak).toBeGreaterThan(500);
      expect(workerPeak).toBeLessThan(640 + 200);
      expect(process.memoryUsage().rss / 2 ** 20 - server).toBeLessThan(50);
      const fresh = await workerBesides("intake", [...others, reader]);
      expect(residentMegabytes(fresh)).toBeLessThan(400);
      expect((await guarded.extract(fixture("two-columns.pdf"), ACCEPT, ana)).lines.length).toBeGreaterThan(5);
    } finally {
      await guarded.close();
    }
  }, 60_000);

  it("reads uploads in a lane of their own: an engine call is answered while a slow file is read", async () => {
    const lanes = createBuiltinPool(smallBuiltinPool({ engine: UNHURRIED, intake: { memoryMb: 4096, deadlineMs: 4000 } }));
    try {
      await lanes.run("parse-job-description", typical["parse-job-description"], ana);
      await lanes.extract(fixture("resume-utf8.txt"), ACCEPT, ana);
      let reading = true;
      const slow = refusalOf(lanes.extract(pdfWithInflatingFont(2048), ACCEPT, ana)).finally(() => (reading = false));
      await delay(200);
      await lanes.run("parse-job-description", typical["parse-job-description"], { owner: "bob" });
      expect(reading).toBe(true);
      expect(await slow).toMatchObject({
        code: "VALIDATION_FAILED",
        message: expect.stringMatching(/^This file took more than 4 seconds to read\./),
      });
    } finally {
      await lanes.close();
    }
  }, 60_000);
});

describe("a worker that crashes", () => {
  it("fails its task with an error (a 500, not a hang) and is replaced", async () => {
    // Ten times the largest resume the schema takes (the API would refuse it) needs far more heap
    // than the worker is given here; a typical request needs less than two thirds of it.
    const small = createBuiltinPool(smallBuiltinPool({ engine: { ...UNHURRIED, queue: 1, perUser: 1, heapMb: 160 } }));
    const revamp = largest["revamp-cv-content"];
    const tenfold = { ...revamp, resumeData: { ...revamp.resumeData, experience: Array(10).fill(revamp.resumeData.experience).flat() } };
    try {
      const answer = builtinEngine["parse-job-description"](typical["parse-job-description"]);
      expect(await small.run("parse-job-description", typical["parse-job-description"], ana)).toEqual(answer);
      const error = await failureOf(small.run("revamp-cv-content", tenfold, ana));
      expect(error).not.toBeInstanceOf(AppError);
      expect(String(error)).toMatch(/worker stopped during revamp-cv-content .*memory/);
      expect(await small.run("parse-job-description", typical["parse-job-description"], ana)).toEqual(answer);
    } finally {
      await small.close();
    }
  }, 60_000);
});

describe("the OCR lane", () => {
  const scan = scannedPdf(fileURLToPath(new URL("../intake/test-fixtures/one-column.pdf", import.meta.url)), 150);

  it("reads a scan's page in a worker of its own, on the OCR budget, never in the engine's or the intake's", async () => {
    const engines = workerPids("engine");
    const intakes = workerPids("intake");
    const lanes = createBuiltinPool(smallBuiltinPool({ ocr: UNHURRIED }));
    const spent: number[] = [];
    const budget: WorkerBudget = { assertAvailable: async () => undefined, spend: (ms) => spent.push(ms) };
    try {
      const page = await lanes.ocr({ format: "pdf", bytes: await scan, page: 1 }, { ...ana, budget });
      expect(page.pieces.map((piece) => piece.text.trim())).toEqual(expect.arrayContaining(["Priya", "Raman"]));
      expect(spent).toHaveLength(1);
      const ocr = await workerBesides("ocr", []);
      expect(engines).not.toContain(ocr);
      expect(intakes).not.toContain(ocr);
      // The model and a 300 dpi page: the lane's memory cap leaves room for them (tsx adds about 50 MB).
      expect(residentMegabytes(ocr)).toBeLessThan(smallBuiltinPool().ocr.memoryMb);
    } finally {
      await lanes.close();
    }
  }, 60_000);

  it("ends a page at its deadline with a message that says which page and what to do, and a fresh worker takes the next page", async () => {
    const timed = createBuiltinPool(smallBuiltinPool({ ocr: { deadlineMs: 300 } }));
    try {
      const error = await refusalOf(timed.ocr({ format: "pdf", bytes: await scan, page: 1 }, ana));
      expect(error).toMatchObject({
        code: "VALIDATION_FAILED",
        message:
          "Page 1 of this scan took more than 1 second to read by OCR. Upload the original document (PDF, DOCX or TXT), or scan the page again at 300 dpi, in black and white, and upload that.",
      });
      // A fresh worker takes the next page (which, at this deadline, is ended too: the worker is not stuck).
      expect(await refusalOf(timed.ocr({ format: "pdf", bytes: await scan, page: 1 }, ana))).toMatchObject({ code: "VALIDATION_FAILED" });
    } finally {
      await timed.close();
    }
  }, 60_000);
});
