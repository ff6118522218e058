import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { JSON_BODY_LIMIT_BYTES } from "../middleware/body-limit";
import { spendOnLimit } from "../services/limits/attempt-limits";
import { PDF_RENDER_TIME } from "../services/pdf/export-pdf";
import { TestClient, signUpAndVerify } from "../test-support/http-client";
import { createTestApp, type TestApp } from "../test-support/test-app";
import { CHROMIUM_PATH, FIXTURE_WEB_ROOT, fixtureResume } from "./test-fixtures/fixture-renderer";
import { largestResume } from "./test-fixtures/largest-resume";
import { RENDER_BUDGET_MS, RENDER_BUDGET_WINDOW_MS } from "./render-limits";
import { readPdf } from "./test-fixtures/read-pdf";

interface ErrorJson {
  error: { code: string; message: string; issues?: Array<{ path: string; message: string }> };
}

/** The user's rows of exports, as the admin dashboard counts them, oldest first: how each ended, and how many exports it counts. */
async function exportRows(t: TestApp, client: TestClient): Promise<{ outcome: string; count: number }[]> {
  const userId = (await client.session())!.user.id;
  const rows = await t.services.database.db
    .selectFrom("pdf_exports")
    .select(["kind", "outcome", "count"])
    .where("user_id", "=", userId)
    .orderBy("created_at")
    .orderBy("id")
    .execute();
  return rows.map((row) => ({ outcome: `${row.kind}:${row.outcome}`, count: row.count }));
}

const exportOutcomes = async (t: TestApp, client: TestClient) => (await exportRows(t, client)).map((row) => row.outcome);

let seq = 0;
const newEmail = () => `pdf${++seq}-${Date.now()}@example.com`;

describe("POST /api/pdf without Chromium (the default test app)", () => {
  let t: TestApp;
  let user: TestClient;
  beforeAll(async () => {
    t = await createTestApp();
    user = await signUpAndVerify(t, newEmail());
  });
  afterAll(async () => {
    await t?.close();
  });

  it("answers 401 to a request without a session", async () => {
    const response = await new TestClient(t.app).post("/api/pdf", { resume: fixtureResume("My Resume") });
    expect(response.status).toBe(401);
    expect(((await response.json()) as ErrorJson).error.code).toBe("UNAUTHORIZED");
  });

  it("answers 422 with the issues of an invalid resume", async () => {
    const response = await user.post("/api/pdf", { resume: { ...fixtureResume("My Resume"), title: "  ", template_id: "Not An Id" } });
    expect(response.status).toBe(422);
    const body = (await response.json()) as ErrorJson;
    expect(body.error.code).toBe("VALIDATION_FAILED");
    expect(body.error.issues?.map((issue) => issue.path).sort()).toEqual(["resume.template_id", "resume.title"]);
    expect((await user.post("/api/pdf", {})).status).toBe(422);
  });

  it("answers 413 to a body over the JSON limit", async () => {
    const resume = { ...fixtureResume("My Resume"), personal_info: { summary: "x".repeat(JSON_BODY_LIMIT_BYTES) } };
    const response = await user.post("/api/pdf", { resume });
    expect(response.status).toBe(413);
    expect(((await response.json()) as ErrorJson).error.code).toBe("PAYLOAD_TOO_LARGE");
  });

  it("answers 422 PDF_TOO_LONG at once to a resume with more text than 12 pages hold, before any renderer is asked", async () => {
    const response = await user.post("/api/pdf", { resume: largestResume() });
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      error: {
        code: "PDF_TOO_LONG",
        message: "This resume is too long for a PDF: it would print more than 12 pages. Shorten it and export again.",
      },
    });
    expect(await exportOutcomes(t, user)).toEqual(["resume:refused"]);
  });

  it("answers 503 SERVICE_UNAVAILABLE, so the editor falls back to the browser's print dialog", async () => {
    const response = await user.post("/api/pdf", { resume: fixtureResume("My Resume") });
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({
      error: { code: "SERVICE_UNAVAILABLE", message: "PDF export is not available on this server." },
    });
    expect(await exportOutcomes(t, user)).toEqual(["resume:refused", "resume:failed"]);
  });

  it("answers 405 to other methods", async () => {
    expect((await user.get("/api/pdf")).status).toBe(405);
  });
});

describe("POST /api/pdf with Chromium", { timeout: 30_000 }, () => {
  let t: TestApp;
  let user: TestClient;
  let other: TestClient;
  beforeAll(async () => {
    t = await createTestApp({ CHROMIUM_PATH }, { webRoot: FIXTURE_WEB_ROOT });
    user = await signUpAndVerify(t, newEmail());
    other = await signUpAndVerify(t, newEmail());
    // Warm: the browser has started and both pages are open before the timings below.
    await Promise.all([
      user.post("/api/pdf", { resume: fixtureResume("pages:1") }),
      other.post("/api/pdf", { resume: fixtureResume("pages:1") }),
    ]);
  });
  afterAll(async () => {
    await t?.close();
  });

  it("answers the PDF as an attachment named after the title, with its page count", async () => {
    const response = await user.post("/api/pdf", { resume: fixtureResume("pages:2", "Grace Hopper") });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("content-disposition")).toBe('attachment; filename="pages 2.pdf"');
    expect(response.headers.get("x-page-count")).toBe("2");
    expect(response.headers.get("cache-control")).toBe("no-store");
    const contents = await readPdf(new Uint8Array(await response.arrayBuffer()));
    expect(contents.pageCount).toBe(2);
    expect(contents.text).toContain("Grace Hopper");
    // The warm-up export and this one.
    expect(await exportOutcomes(t, user)).toEqual(["resume:success", "resume:success"]);
  });

  it("serves another user at once while one user floods it with 18 exports, refusing that user's exports past 2 with 429", async () => {
    const flood = Array.from({ length: 18 }, (_, i) => user.post("/api/pdf", { resume: fixtureResume("delay:1500", `Flood ${i}`) }));
    await new Promise((resolve) => setTimeout(resolve, 200));
    const served = await other.post("/api/pdf", { resume: fixtureResume("pages:1", "Other User") });
    expect(served.status).toBe(200);
    expect((await readPdf(new Uint8Array(await served.arrayBuffer()))).text).toContain("Other User");

    const statuses = await Promise.all(
      flood.map(async (response) => ({ status: (await response).status, body: await (await response).text() })),
    );
    expect(statuses.filter(({ status }) => status === 200)).toHaveLength(2);
    const refused = statuses.filter(({ status }) => status === 429);
    expect(refused).toHaveLength(16);
    expect(JSON.parse(refused[0]!.body)).toEqual({
      error: { code: "RATE_LIMITED", message: "You already have 2 PDF exports in progress. Wait for them to finish.", retryAfter: 2 },
    });
    // The refusals, which cost no render, are one row that counts them (two if the flood straddled an hour).
    const refusedRows = (await exportRows(t, user)).filter((row) => row.outcome === "resume:refused");
    expect(refusedRows.length).toBeLessThanOrEqual(2);
    expect(refusedRows.reduce((sum, row) => sum + row.count, 0)).toBe(16);
  });

  it("refuses a user who used up their render time with 429 and Retry-After, counted in the database, and still serves others", async () => {
    const spender = await signUpAndVerify(t, newEmail());
    const spenderId = (await spender.session())!.user.id;
    // Earlier renders, perhaps on another instance of the app, left a little of the budget.
    await spendOnLimit(
      { db: t.services.database.db },
      { rule: PDF_RENDER_TIME, subject: spenderId, amount: RENDER_BUDGET_MS - 100, now: new Date() },
    );
    expect((await spender.post("/api/pdf", { resume: fixtureResume("delay:300") })).status).toBe(200);

    const refused = await spender.post("/api/pdf", { resume: fixtureResume("pages:1") });
    expect(refused.status).toBe(429);
    const body = (await refused.json()) as { error: { code: string; message: string; retryAfter: number } };
    expect(body.error.code).toBe("RATE_LIMITED");
    expect(body.error.message).toBe("You have used your PDF rendering time for now. Please try again in 10 minutes.");
    expect(body.error.retryAfter).toBeGreaterThan(RENDER_BUDGET_WINDOW_MS / 1000 - 60);
    expect(refused.headers.get("retry-after")).toBe(String(body.error.retryAfter));
    expect((await other.post("/api/pdf", { resume: fixtureResume("pages:1") })).status).toBe(200);
  });

  it("drops a queued export whose client went away, without waiting for the renders ahead of it", async () => {
    const third = await signUpAndVerify(t, newEmail());
    let rendersDone = 0;
    const busy = [user, other].map((client) =>
      client.post("/api/pdf", { resume: fixtureResume("delay:2000") }).finally(() => rendersDone++),
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    const client = new AbortController();
    const queued = third.request("POST", "/api/pdf", { resume: fixtureResume("pages:1") }, {}, client.signal);
    await new Promise((resolve) => setTimeout(resolve, 200));
    client.abort();
    const response = await queued;
    expect(rendersDone, "answered while both renders ahead of it still run").toBe(0);
    expect(response.status).toBe(499);
    expect(((await response.json()) as ErrorJson).error.code).toBe("CLIENT_CLOSED_REQUEST");
    expect(await exportOutcomes(t, third)).toEqual(["resume:cancelled"]);
    for (const done of await Promise.all(busy)) expect(done.status).toBe(200);
  });
});
