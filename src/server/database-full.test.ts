import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newResumeId } from "#shared/ids";
import { emptyResumeContent, type ResumeContent } from "#shared/resume";
import { signUpUser, TestClient } from "./test-support/http-client";
import { createTestApp, type TestApp } from "./test-support/test-app";

/**
 * A full disk, simulated with SQLite's max_page_count on the test app's own connection (the machine's
 * disk is never filled): the database cannot grow past the pages it has. SQLite only; PostgreSQL's
 * disk_full is answered the same way by the error handler (app.test.ts).
 */
const onPostgres = Boolean(process.env.DATABASE_URL);

const PASSWORD = "secret-pass";
// The database may grow by this much past what it holds when the test starts: a dozen bulky resumes.
const ROOM_PAGES = 400;
const PAGE_BYTES = 4096;

const STORAGE_FULL_MESSAGE =
  "The server's storage is full, so nothing new can be saved until it has room again. Deleting what you no longer need still works; please try again later.";

/** A valid resume of about `kilobytes` KB: experience entries with long descriptions. */
function resumeOf(kilobytes: number): ResumeContent & { title: string } {
  const content = emptyResumeContent();
  const entries = Math.ceil(kilobytes / 5);
  const experience = Array.from({ length: entries }, (_, i) => ({
    id: `job-${i}`,
    company: "Acme",
    position: "Engineer",
    location: "",
    startDate: "Jan 2020",
    endDate: "",
    current: true,
    description: "Built and ran things. ".repeat(225).slice(0, 5000),
  }));
  return { ...content, title: `About ${kilobytes} KB`, experience };
}

let t: TestApp;
let alice: TestClient;
let email: string;

beforeAll(async () => {
  if (onPostgres) return;
  t = await createTestApp();
  email = `full-${Date.now()}@example.com`;
  ({ client: alice } = await signUpUser(t, email));
});
afterAll(async () => {
  await t?.close();
});

async function expectStorageFull(response: Response, what: string): Promise<void> {
  expect(response.status, `${what}: ${await response.clone().text()}`).toBe(507);
  expect(await response.json(), what).toEqual({ error: { code: "INSUFFICIENT_STORAGE", message: STORAGE_FULL_MESSAGE } });
}

describe.skipIf(onPostgres)("a full database (SQLite at its max_page_count)", () => {
  it("answers writes 507 with what to do, says so in /api/health, lets deletes free room, and saves again after them", async () => {
    const db = t.services.database.db;
    const { rows } = await sql<{ page_count: number }>`select page_count from pragma_page_count()`.execute(db);
    await sql.raw(`pragma max_page_count = ${rows[0]!.page_count + ROOM_PAGES}`).execute(db);

    // Fill it: bulky resumes until one does not fit, then smaller ones until not even an empty one does.
    const bulky: string[] = [];
    for (const kilobytes of [100, 10, 0]) {
      for (let i = 0; ; i++) {
        expect(i, "the database never filled").toBeLessThan((ROOM_PAGES * PAGE_BYTES) / 1024);
        const id = newResumeId();
        const created = await alice.request("POST", "/api/resumes", { id, ...resumeOf(kilobytes) });
        if (created.status !== 201) {
          await expectStorageFull(created, `a new resume of ${kilobytes} KB`);
          break;
        }
        if (kilobytes === 100) bulky.push(id);
      }
    }
    expect(bulky.length).toBeGreaterThan(5);

    const health = await t.app.request("/api/health");
    await expectStorageFull(health, "health");

    // A save that needs more room than its resume had.
    const resume = await alice.get(`/api/resumes/${bulky[0]}`);
    const { updated_at } = ((await resume.json()) as { resume: { updated_at: string } }).resume;
    const grown = await alice.request("PUT", `/api/resumes/${bulky[0]}`, { ...resumeOf(200), updated_at });
    await expectStorageFull(grown, "a save that grows a resume");

    // Signing in writes a session (and the attempt counters): once they no longer fit, a clear 507, never a 500.
    const signIns: number[] = [];
    for (let i = 1; i <= 60 && !signIns.includes(507); i++) {
      const response = await new TestClient(t.app, `198.51.100.${i}`).post("/api/auth/sign-in/email", { email, password: PASSWORD });
      signIns.push(response.status);
      if (response.status !== 200) await expectStorageFull(response, `sign-in ${i}`);
    }
    expect(signIns).toContain(507);

    // Deleting needs no new page: it works on the full database and frees the resumes' pages.
    for (const id of bulky) expect((await alice.request("DELETE", `/api/resumes/${id}`)).status).toBe(204);
    expect((await t.app.request("/api/health")).status).toBe(200);
    const after = await alice.request("POST", "/api/resumes", { id: newResumeId(), ...resumeOf(100) });
    expect(after.status, await after.clone().text()).toBe(201);
    const signIn = await new TestClient(t.app, "198.51.100.200").post("/api/auth/sign-in/email", { email, password: PASSWORD });
    expect(signIn.status).toBe(200);
  });
});
