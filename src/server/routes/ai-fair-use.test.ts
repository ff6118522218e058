import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { largestResume } from "../../../bench/ai/samples";
import { AI_LIMITS } from "#shared/ai";
import { listAiRequests } from "../db/queries/ai-requests";
import { spendOnLimit } from "../services/limits/attempt-limits";
import { WORKER_TIME } from "../services/ai/worker-budget";
import { startOpenAiServer, type ModelServer } from "../test-support/model-servers";
import type { TestClient } from "../test-support/http-client";
import { signUpAndVerify } from "../test-support/http-client";
import { createTestApp, type TestApp } from "../test-support/test-app";

// What one user's AI calls may cost the others (issue 24, decision 032): the hourly cap counts
// only calls a provider took, refusals are counted in a row each per hour, and the built-in
// engine's time is a budget per user.

interface ErrorJson {
  error: { code: string; message: string; retryAfter?: number; errorType?: string };
}

let t: TestApp;
let seq = 0;
const newUser = () => signUpAndVerify(t, `fair${++seq}-${Date.now()}@example.com`);
const userIdOf = async (client: TestClient) => (await client.session())!.user.id;
const errorOf = async (response: Response) => ((await response.json()) as ErrorJson).error;

const advert = "Senior Data Engineer at Acme Analytics\n\nRequirements:\n- Python and SQL\n- Airflow";
const analyse = (client: TestClient) => client.request("POST", "/api/functions/parse-job-description", { jobDescription: advert });
// A fifth of the largest resume the schema takes: a few hundred milliseconds of a worker each, so
// a burst's calls all arrive while the first are held; four of one user fill her share of the pool.
const longResume = { ...largestResume, experience: largestResume.experience.slice(0, 10) };
const scoreLong = (client: TestClient) =>
  client.request("POST", "/api/functions/calculate-cv-scores", { resumeData: longResume, jobData: null });

beforeAll(async () => {
  t = await createTestApp({ AI_PROVIDERS: "builtin", AI_HOURLY_LIMIT: "6" });
});
afterAll(async () => {
  await t?.close();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("the hourly cap and the record of refusals", () => {
  it("counts only calls a worker took: a burst's busy refusals leave the user's hour alone", async () => {
    const client = await newUser();
    // Warm: the burst below measures the pool's share, not a worker's start.
    expect((await analyse(await newUser())).status).toBe(200);
    const burst = await Promise.all(Array.from({ length: 10 }, () => scoreLong(client)));
    const answered = burst.filter((response) => response.status === 200).length;
    // A user holds at most four places in the pool: the other six were refused before any work,
    // busy (or, counted at once beside the four, by the cap before they were given back).
    expect(answered).toBe(4);
    expect(burst.filter((response) => response.status === 429)).toHaveLength(6);
    // Six calls an hour: four were taken, so two more are answered and the next is refused.
    expect((await analyse(client)).status).toBe(200);
    expect((await analyse(client)).status).toBe(200);
    const capped = await analyse(client);
    expect(capped.status).toBe(429);
    expect((await errorOf(capped)).message).toBe("You have reached the limit of 6 AI requests per hour. Please try again in 60 minutes.");
  }, 60_000);

  it("keeps the rows of one user's hour bounded: refusals are counted in one row per function and outcome", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-11-24T15:10:00.000Z"));
    const client = await newUser();
    for (let i = 0; i < 6; i++) expect((await analyse(client)).status).toBe(200);
    for (let i = 0; i < 50; i++) expect((await analyse(client)).status).toBe(429);
    const rows = await listAiRequests(t.services.database.db, await userIdOf(client));
    expect(rows.map((row) => [row.outcome, row.count])).toEqual([...Array(6).fill(["success", 1]), ["throttled", 50]]);
    // The next hour's refusals start a row of their own.
    vi.setSystemTime(new Date("2026-11-24T16:09:00.000Z"));
    expect((await analyse(client)).status).toBe(429);
    expect((await listAiRequests(t.services.database.db, await userIdOf(client))).at(-1)).toMatchObject({ outcome: "throttled", count: 1 });
  });
});

describe("each user's share of worker time", () => {
  it("refuses a user whose share is spent until the window ends, while others are served", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-11-24T17:00:00.000Z"));
    const client = await newUser();
    const userId = await userIdOf(client);
    // A millisecond short of the share: the next call is taken, and its time spends the rest.
    await spendOnLimit(
      { db: t.services.database.db },
      { rule: WORKER_TIME, subject: userId, amount: WORKER_TIME.max - 1, now: new Date() },
    );
    expect((await analyse(client)).status).toBe(200);
    vi.setSystemTime(new Date("2026-11-24T17:01:00.000Z"));
    const refused = await analyse(client);
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toBe("540");
    expect(await errorOf(refused)).toMatchObject({
      code: "RATE_LIMITED",
      message: "You have used your share of the AI engine's time for now. Please try again in 9 minutes.",
      retryAfter: 540,
    });
    expect((await analyse(await newUser())).status).toBe(200);
    // Refused before any work, the call did not count toward the hourly cap: five more are answered once the window ends.
    vi.setSystemTime(new Date("2026-11-24T17:10:01.000Z"));
    for (let i = 0; i < 5; i++) expect((await analyse(client)).status).toBe(200);
  });

  it("spends the share on reading uploads too", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-11-24T18:00:00.000Z"));
    const client = await newUser();
    await spendOnLimit(
      { db: t.services.database.db },
      { rule: WORKER_TIME, subject: await userIdOf(client), amount: WORKER_TIME.max, now: new Date() },
    );
    const form = new FormData();
    form.append("file", new File(["Ana Lima\nana@example.com\n\nExperience\nData Engineer, Globex, 2019 - Present"], "cv.txt"));
    const refused = await client.request("POST", "/api/functions/parse-resume-upload", form);
    expect(refused.status).toBe(429);
    expect((await errorOf(refused)).message).toMatch(/^You have used your share of the AI engine's time for now\./);
  });
});

describe("an answer that breaks the contract", () => {
  let openai: ModelServer;
  let withModel: TestApp;
  beforeAll(async () => {
    openai = await startOpenAiServer();
    withModel = await createTestApp({ AI_PROVIDERS: "openai", OPENAI_BASE_URL: openai.baseUrl, OPENAI_MODEL: "test-model" });
  });
  afterAll(async () => {
    await withModel?.close();
    await openai?.close();
  });

  it("is the server's fault (500, logged), never a 422 the user could not act on", async () => {
    const client = await signUpAndVerify(withModel, `fair-model-${Date.now()}@example.com`);
    openai.reply({ answer: { coverLetter: "word ".repeat(AI_LIMITS.letter) } });
    const response = await client.request("POST", "/api/functions/generate-cover-letter", {
      jobTitle: "Data Engineer",
      companyName: "Acme",
      jobDescription: advert,
    });
    expect(response.status).toBe(500);
    expect((await errorOf(response)).code).toBe("INTERNAL");
    const rows = await listAiRequests(withModel.services.database.db, await userIdOf(client));
    expect(rows).toEqual([expect.objectContaining({ function_name: "generate-cover-letter", outcome: "error", count: 1 })]);
  });
});
