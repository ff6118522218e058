import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inputFor } from "../../../bench/ai/inputs";
import { largestResume, typicalResume } from "../../../bench/ai/samples";
import { AppError } from "../errors";
import type { DocumentFormat } from "../intake/document";
import { extractDocument } from "../intake/extract-document";
import { builtinEngine } from "./builtin";
import { BUSY_RETRY_AFTER_S, createBuiltinPool, type BuiltinPool } from "./builtin-pool";
import { AI_FAILURE_MESSAGES } from "./failure-messages";

// The workers run the TypeScript source through tsx, as under `npm run dev`; the bundle's worker
// is proven by the production build (npm run build && node dist/server/main.js).

const fixture = (name: string) => new Uint8Array(readFileSync(new URL(`../intake/test-fixtures/${name}`, import.meta.url)));
const ACCEPT: readonly DocumentFormat[] = ["pdf", "docx", "doc", "txt"];
const typical = inputFor(typicalResume);
const largest = inputFor(largestResume);
const ana = { owner: "ana" };
const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function failureOf(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => expect.fail("the task answered"),
    (error: unknown) => error,
  );
}

let pool: BuiltinPool;

beforeAll(async () => {
  // One worker and one place in the queue: a long task holds the worker, the next one waits.
  pool = createBuiltinPool({ size: 1, queue: 1, perUser: 2, heapMb: 256 });
  // The first task loads the engine in the worker; the tests measure the engine, not that.
  await pool.run("parse-job-description", typical["parse-job-description"], ana);
}, 60_000);
afterAll(async () => {
  await pool.close();
});

describe("the built-in engine's worker pool", () => {
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
  ])("passes on the intake's refusal of %s as the same AppError", async (_label, name) => {
    const inProcess = await failureOf(extractDocument(fixture(name), { accept: ACCEPT }));
    const inWorker = await failureOf(pool.extract(fixture(name), ACCEPT, ana));
    expect(inProcess).toBeInstanceOf(AppError);
    expect(inWorker).toBeInstanceOf(AppError);
    const { code, status, message, details } = inProcess as AppError;
    expect(inWorker).toMatchObject({ code, status, message, details });
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

  it("answers busy past a user's share or a full queue", async () => {
    const long = pool.run("calculate-cv-scores", largest["calculate-cv-scores"], ana);
    const waiting = pool.run("parse-job-description", typical["parse-job-description"], ana);
    for (const refused of [
      // Ana has two tasks in the pool, her share.
      pool.run("parse-job-description", typical["parse-job-description"], ana),
      // Bob has none, but the queue's one place is taken.
      pool.run("parse-job-description", typical["parse-job-description"], { owner: "bob" }),
    ]) {
      const error = await failureOf(refused);
      expect(error).toBeInstanceOf(AppError);
      expect(error).toMatchObject({
        code: "RATE_LIMITED",
        message: AI_FAILURE_MESSAGES.busy,
        details: { errorType: "rate_limited", retryAfter: BUSY_RETRY_AFTER_S },
      });
    }
    await expect(long).resolves.toMatchObject({ ats_score: expect.any(Number) });
    await expect(waiting).resolves.toMatchObject({ title: "Senior Backend Engineer" });
  });

  it("drops a waiting task whose client went away, freeing its place in the queue", async () => {
    const long = pool.run("calculate-cv-scores", largest["calculate-cv-scores"], ana);
    const client = new AbortController();
    const dropped = pool.run("parse-job-description", typical["parse-job-description"], { owner: "bob", signal: client.signal });
    client.abort();
    expect(await failureOf(dropped)).toMatchObject({ code: "CLIENT_CLOSED_REQUEST" });
    // Still working on the long task, the pool has room for another waiting task.
    const next = pool.run("parse-job-description", typical["parse-job-description"], { owner: "carol" });
    await expect(long).resolves.toMatchObject({ ats_score: expect.any(Number) });
    await expect(next).resolves.toMatchObject({ title: "Senior Backend Engineer" });
  });
});

describe("a worker that crashes", () => {
  it("fails its task with an error (a 500, not a hang) and is replaced", async () => {
    // Ten times the largest resume the schema takes (the API would refuse it) needs far more heap
    // than the worker is given here; a typical request needs less than two thirds of it.
    const small = createBuiltinPool({ size: 1, queue: 1, perUser: 1, heapMb: 160 });
    const revamp = largest["revamp-cv-content"];
    const tenfold = { ...revamp, resumeData: { ...revamp.resumeData, experience: Array(10).fill(revamp.resumeData.experience).flat() } };
    try {
      const answer = builtinEngine["parse-job-description"](typical["parse-job-description"]);
      expect(await small.run("parse-job-description", typical["parse-job-description"], ana)).toEqual(answer);
      const error = await failureOf(small.run("revamp-cv-content", tenfold, ana));
      expect(error).not.toBeInstanceOf(AppError);
      expect(String(error)).toMatch(/worker stopped during revamp-cv-content: .*memory/);
      expect(await small.run("parse-job-description", typical["parse-job-description"], ana)).toEqual(answer);
    } finally {
      await small.close();
    }
  }, 60_000);
});
