import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newResumeId } from "#shared/ids";
import { emptyResumeContent } from "#shared/resume";
import { grantAdmin } from "../services/admin/manage-admins";
import { signUpUser, type TestClient } from "../test-support/http-client";
import { createTestApp, type TestApp } from "../test-support/test-app";

/**
 * A user keeps saving while an operator deletes their account: each write that was under way when
 * the account went answers 401, as the user's next request does, never a 500 (a write referring to
 * the deleted user breaks its foreign key). What matters is PostgreSQL, where the writes run beside
 * the deletion; SQLite runs one statement at a time, but a request may still start before the
 * deletion and write after it.
 */

const ROUNDS = 3;
// Writes each kind makes before the deletion starts, so the deletion lands among them.
const WRITES_BEFORE_DELETION = 2;
// Each kind of write runs until it is answered 401; still writing this long after the deletion means it never was.
const GIVE_UP_AFTER_DELETION_MS = 10_000;

let t: TestApp;
let admin: TestClient;
let seq = 0;
const runTag = Math.random().toString(36).slice(2, 8);
const newEmail = (name: string) => `${name}${++seq}-${runTag}@example.com`;

beforeAll(async () => {
  // The AI calls in the loops must not meet the hourly limit.
  t = await createTestApp({ AI_HOURLY_LIMIT: "100000" });
  const email = newEmail("admin");
  ({ client: admin } = await signUpUser(t, email));
  await grantAdmin({ db: t.services.database.db }, { email });
});
afterAll(async () => {
  await t?.close();
});

interface Answer {
  kind: string;
  status: number;
  body: string;
}

/** The writes a signed-in user makes, each a function that sends one more. */
function writesOf(client: TestClient, resumeId: string, firstUpdatedAt: string): Record<string, () => Promise<Response>> {
  let updatedAt = firstUpdatedAt;
  let previousNew: string | null = null;
  return {
    // Each new resume replaces the one before, so this loop never meets the account's resume limit
    // however long the deletion waits for its turn.
    "new resume": async () => {
      const response = await client.request("POST", "/api/resumes", { id: newResumeId(), ...emptyResumeContent(), title: "Another" });
      if (response.status === 201) {
        if (previousNew) expect([204, 401]).toContain((await client.request("DELETE", `/api/resumes/${previousNew}`)).status);
        previousNew = ((await response.clone().json()) as { resume: { id: string } }).resume.id;
      }
      return response;
    },
    "resume save": async () => {
      const response = await client.request("PUT", `/api/resumes/${resumeId}`, {
        ...emptyResumeContent(),
        title: "Saved",
        updated_at: updatedAt,
      });
      if (response.status === 200) updatedAt = ((await response.clone().json()) as { resume: { updated_at: string } }).resume.updated_at;
      return response;
    },
    "cover letter": () =>
      client.request("POST", "/api/cover-letters", {
        resume_id: resumeId,
        job_title: "Engineer",
        company_name: "Acme",
        content: "Dear Acme,",
      }),
    "job application": () =>
      client.request("POST", "/api/job-applications", { resume_id: resumeId, job_title: "Engineer", company_name: "Acme" }),
    // Every AI call writes an ai_requests row of the user.
    "AI call": () =>
      client.request("POST", "/api/functions/generate-cover-letter", {
        jobTitle: "Engineer",
        companyName: "Acme",
        jobDescription: "We build things.",
      }),
  };
}

describe("deleting a user while their writes are in flight", () => {
  it("answers every write 401 once the account is gone, never 500, round after round", async () => {
    const answers: Answer[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const email = newEmail("writer");
      const { client, userId } = await signUpUser(t, email);
      const created = await client.request("POST", "/api/resumes", { id: newResumeId(), ...emptyResumeContent(), title: "First" });
      expect(created.status).toBe(201);
      const { resume } = (await created.json()) as { resume: { id: string; updated_at: string } };

      let started = 0;
      let startDeletion: () => void;
      const deletionMayStart = new Promise<void>((resolve) => (startDeletion = resolve));
      let deletedAt = Infinity;
      const writes = Object.entries(writesOf(client, resume.id, resume.updated_at));
      const loops = writes.map(async ([kind, write]) => {
        for (let i = 1; performance.now() - deletedAt < GIVE_UP_AFTER_DELETION_MS; i++) {
          const response = await write();
          answers.push({ kind, status: response.status, body: await response.text() });
          if (response.status === 401) return;
          // The quick kinds wait for the slow ones (an AI call's first answer starts a worker), so
          // every kind is writing when the deletion starts, and none ran ahead into a limit meanwhile.
          if (i === WRITES_BEFORE_DELETION) {
            if (++started === writes.length) startDeletion();
            await deletionMayStart;
          }
        }
      });
      await deletionMayStart;
      const deleted = await admin.request("DELETE", `/api/admin/users/${userId}`, { confirmation: email });
      deletedAt = performance.now();
      expect(deleted.status, await deleted.clone().text()).toBe(204);
      await Promise.all(loops);

      const db = t.services.database.db;
      for (const table of ["resumes", "cover_letters", "job_applications", "ai_requests"] as const) {
        expect(await db.selectFrom(table).select("user_id").where("user_id", "=", userId).execute(), table).toEqual([]);
      }
    }

    const unexpected = answers.filter((answer) => ![200, 201, 401].includes(answer.status));
    expect(unexpected).toEqual([]);
    for (const answer of answers.filter(({ status }) => status === 401)) {
      expect((JSON.parse(answer.body) as { error: { code: string } }).error.code).toBe("UNAUTHORIZED");
    }
    // Every kind of write was answered 401 in the end, in every round.
    const kinds = Object.keys(writesOf(admin, "", ""));
    expect(kinds.map((kind) => answers.filter((answer) => answer.kind === kind && answer.status === 401).length)).toEqual(
      kinds.map(() => ROUNDS),
    );
  }, 120_000);
});
