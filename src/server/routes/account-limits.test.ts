import type { Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CoverLetter, JobApplication } from "#shared/applications";
import type { ResumeSummary } from "#shared/api/resumes";
import { computeCompletion } from "#shared/completion";
import { newEntryId, newResumeId } from "#shared/ids";
import { ACCOUNT_LIMITS } from "#shared/limits";
import { contentOf, emptyResumeContent, type Resume, type ResumeContent } from "#shared/resume";
import { fillStoredSizes } from "../db/migrations/008-account-limits";
import { coverLetterBytes } from "../db/queries/cover-letters";
import { jobApplicationBytes } from "../db/queries/job-applications";
import { storedResumeOf } from "../db/queries/resumes";
import { storedUsage, type StoredTable } from "../db/queries/stored-usage";
import type { Database } from "../db/schema";
import { signUpUser, type TestClient } from "../test-support/http-client";
import { createTestApp, type TestApp } from "../test-support/test-app";

// What one account may keep (decision 035): its resumes, cover letters and tracked applications,
// counted in rows and in bytes on every create and on every save that grows them, one write of a
// user at a time; and the resume list, which answers summaries read without the content.

interface ErrorJson {
  error: { code: string; message: string };
}

let t: TestApp;
let db: Kysely<Database>;
let seq = 0;
const newUser = () => signUpUser(t, `limits${++seq}-${Date.now()}@example.com`);

beforeAll(async () => {
  t = await createTestApp();
  db = t.services.database.db;
});
afterAll(async () => {
  await t?.close();
});

const NOW = "2026-03-01T10:00:00.000Z";
// "€" is 3 bytes in UTF-8: a description at its 5,000-character limit weighs 15,000 bytes.
const HEAVY_TEXT = "€".repeat(5000);

function sampleContent(title = "Backend Engineer"): ResumeContent {
  return {
    ...emptyResumeContent(),
    title,
    personal_info: { fullName: "Ada Lovelace", email: "ada@example.com", phone: "", location: "London", summary: "Engines." },
    skills: [{ id: newEntryId(), category: "Languages", items: ["TypeScript", "SQL"] }],
  };
}

/** A valid resume of about `entries` times 15 KB: long experience descriptions, as a pasted CV could have. */
function heavyContent(entries: number): ResumeContent {
  const experience = Array.from({ length: entries }, () => ({
    id: newEntryId(),
    company: "Analytical Engines Ltd",
    position: "Engineer",
    location: "London",
    startDate: "Jan 2020",
    endDate: "",
    current: true,
    description: HEAVY_TEXT,
  }));
  return { ...sampleContent("Heavy"), experience };
}

/** Stores resumes for the user as saves do, without a request each: the rows an account already has. */
async function storeResumes(userId: string, contents: ResumeContent[]): Promise<void> {
  const rows = contents.map((content) => ({
    id: newResumeId(),
    user_id: userId,
    ...storedResumeOf(content),
    created_at: NOW,
    updated_at: NOW,
    save_id: null,
  }));
  // A page at a time keeps each statement under SQLite's bound on parameters.
  for (let start = 0; start < rows.length; start += 100)
    await db
      .insertInto("resumes")
      .values(rows.slice(start, start + 100))
      .execute();
}

/** A letter of exactly `size` bytes (at least 2, at most 40,002). */
function letterOf(size: number) {
  const description = Math.min(size - 2, 20_000);
  return { job_title: "N", company_name: "C", job_description: "x".repeat(description), content: "y".repeat(size - 2 - description) };
}

/** Stores letters (or applications) for the user as saves do: the rows an account already has. */
async function storeLetters(table: "cover_letters" | "job_applications", userId: string, sizes: number[]): Promise<void> {
  const rows = sizes.map((size) => {
    const letter = letterOf(size);
    const base = { id: crypto.randomUUID(), user_id: userId, resume_id: null, ...letter, created_at: NOW, updated_at: NOW };
    if (table === "cover_letters") return { ...base, stored_bytes: coverLetterBytes(letter) };
    const application = { ...letter, salary_expectation: null, availability_date: null, notes: null };
    return { ...base, ...application, status: "applied", stored_bytes: jobApplicationBytes(application) };
  });
  for (let start = 0; start < rows.length; start += 100)
    await db
      .insertInto(table)
      .values(rows.slice(start, start + 100))
      .execute();
}

/** Fills the user's letters (or applications) until less than `room` bytes are left under the account's limit. */
async function fillLeaving(table: "cover_letters" | "job_applications", userId: string, limit: number, room: number): Promise<void> {
  const used = (await storedUsage(db, table, userId)).bytes;
  const sizes: number[] = [];
  for (let left = limit - used; left >= room; left -= sizes.at(-1)!) sizes.push(Math.min(40_000, left - room + 1));
  await storeLetters(table, userId, sizes);
}

async function postResume(client: TestClient, content: ResumeContent, id = newResumeId()): Promise<Response> {
  return client.request("POST", "/api/resumes", { id, ...content });
}

async function json<T>(response: Response, status: number): Promise<T> {
  expect(response.status, await response.clone().text()).toBe(status);
  return (await response.json()) as T;
}

const refusal = async (response: Response) => (await json<ErrorJson>(response, 409)).error;
const countOf = async (table: StoredTable, userId: string) => (await storedUsage(db, table, userId)).rows;

const RESUMES_FULL = "You have 200 resumes, the most one account can keep. Delete one you no longer need to create another.";
const RESUME_BYTES_FULL =
  "Your resumes would take more than the 20 MB one account can keep. Delete resumes you no longer need, or shorten this one, then try again.";

describe("rows stored before the limits", () => {
  it("are given their sizes and completion score as a save would write them", async () => {
    const { client, userId } = await newUser();
    const resume = (await json<{ resume: Resume }>(await postResume(client, heavyContent(3)), 201)).resume;
    const { coverLetter } = await json<{ coverLetter: CoverLetter }>(
      await client.request("POST", "/api/cover-letters", { job_title: "Nurse", company_name: "Clinic", content: "Dear €" }),
      201,
    );
    const { application } = await json<{ application: JobApplication }>(
      await client.request("POST", "/api/job-applications", { job_title: "Nurse", company_name: "Clinic", notes: "Called €" }),
      201,
    );
    const written = await Promise.all([
      db.selectFrom("resumes").select(["completion_score", "stored_bytes"]).where("id", "=", resume.id).executeTakeFirstOrThrow(),
      db.selectFrom("cover_letters").select("stored_bytes").where("id", "=", coverLetter.id).executeTakeFirstOrThrow(),
      db.selectFrom("job_applications").select("stored_bytes").where("id", "=", application.id).executeTakeFirstOrThrow(),
    ]);
    expect(written[0]).toEqual({
      completion_score: computeCompletion(resume).score,
      stored_bytes: storedResumeOf(contentOf(resume)).stored_bytes,
    });
    expect(written[1].stored_bytes).toBe(Buffer.byteLength("NurseClinicDear €"));
    expect(written[2].stored_bytes).toBe(Buffer.byteLength("NurseClinicCalled €"));

    // As the migration found them: the columns at their defaults.
    await db.updateTable("resumes").set({ completion_score: 0, stored_bytes: 0 }).where("user_id", "=", userId).execute();
    await db.updateTable("cover_letters").set({ stored_bytes: 0 }).where("user_id", "=", userId).execute();
    await db.updateTable("job_applications").set({ stored_bytes: 0 }).where("user_id", "=", userId).execute();
    await fillStoredSizes(db);
    expect(
      await Promise.all([
        db.selectFrom("resumes").select(["completion_score", "stored_bytes"]).where("id", "=", resume.id).executeTakeFirstOrThrow(),
        db.selectFrom("cover_letters").select("stored_bytes").where("id", "=", coverLetter.id).executeTakeFirstOrThrow(),
        db.selectFrom("job_applications").select("stored_bytes").where("id", "=", application.id).executeTakeFirstOrThrow(),
      ]),
    ).toEqual(written);
  });
});

describe("the resume list", () => {
  it("answers each resume's summary, what its card shows, with the completion score of the content as saved", async () => {
    const { client } = await newUser();
    const bare = (await json<{ resume: Resume }>(await postResume(client, emptyResumeContent("classic")), 201)).resume;
    const full = (await json<{ resume: Resume }>(await postResume(client, heavyContent(2)), 201)).resume;

    const { resumes } = await json<{ resumes: ResumeSummary[] }>(await client.get("/api/resumes"), 200);
    expect(resumes).toEqual([
      { id: full.id, title: "Heavy", template_id: "modern", completion_score: computeCompletion(full).score, updated_at: full.updated_at },
      { id: bare.id, title: "My Resume", template_id: "classic", completion_score: 0, updated_at: bare.updated_at },
    ]);
    expect(computeCompletion(full).score).toBeGreaterThan(0);

    // A save writes the summary again: the card follows the content.
    const put = await client.request("PUT", `/api/resumes/${bare.id}`, { ...sampleContent("Filled in"), updated_at: bare.updated_at });
    const saved = (await json<{ resume: Resume }>(put, 200)).resume;
    const after = (await json<{ resumes: ResumeSummary[] }>(await client.get("/api/resumes"), 200)).resumes;
    expect(after[0]).toEqual({
      id: bare.id,
      title: "Filled in",
      template_id: "modern",
      completion_score: computeCompletion(saved).score,
      updated_at: saved.updated_at,
    });
  });

  it("stays small however large the resumes are: a full account's list carries no content", async () => {
    const { client, userId } = await newUser();
    await storeResumes(userId, [heavyContent(50), heavyContent(50), heavyContent(50)]);
    const response = await client.get("/api/resumes");
    const text = await response.clone().text();
    const { resumes } = await json<{ resumes: ResumeSummary[] }>(response, 200);
    expect(resumes).toHaveLength(3);
    // Three resumes of 750 KB each, listed in a few hundred bytes.
    expect(Buffer.byteLength(text)).toBeLessThan(1000);
    expect(text).not.toContain("€");
  });
});

describe("resumes one account may keep", () => {
  it(`refuses a resume past ${ACCOUNT_LIMITS.resumes}, created or duplicated, with what to do, until one is deleted`, async () => {
    const { client, userId } = await newUser();
    await storeResumes(
      userId,
      Array.from({ length: ACCOUNT_LIMITS.resumes - 1 }, () => sampleContent()),
    );
    const last = (await json<{ resume: Resume }>(await postResume(client, sampleContent("The last one")), 201)).resume;

    expect(await refusal(await postResume(client, sampleContent("One too many")))).toEqual({
      code: "ACCOUNT_LIMIT_REACHED",
      message: RESUMES_FULL,
    });
    // Duplicating is a create of the same content under a new id.
    const original = (await json<{ resume: Resume }>(await client.get(`/api/resumes/${last.id}`), 200)).resume;
    expect((await refusal(await postResume(client, { ...contentOf(original), title: "The last one (Copy)" }))).message).toBe(RESUMES_FULL);
    expect(await countOf("resumes", userId)).toBe(ACCOUNT_LIMITS.resumes);

    // A create retried after it landed is told the resume exists, not that the account is full.
    expect((await refusal(await postResume(client, sampleContent(), last.id))).code).toBe("CONFLICT");

    expect((await client.request("DELETE", `/api/resumes/${last.id}`)).status).toBe(204);
    await json(await postResume(client, sampleContent("Room again")), 201);
  });

  it("refuses a resume, or a save that grows one, past the account's bytes, and lets a save that does not grow pass", async () => {
    const { client, userId } = await newUser();
    const heavy = storedResumeOf(heavyContent(50)).stored_bytes;
    const fits = Math.floor(ACCOUNT_LIMITS.resumeBytes / heavy);
    await storeResumes(
      userId,
      Array.from({ length: fits }, () => heavyContent(50)),
    );

    expect(await refusal(await postResume(client, heavyContent(50)))).toEqual({
      code: "ACCOUNT_LIMIT_REACHED",
      message: RESUME_BYTES_FULL,
    });
    const small = (await json<{ resume: Resume }>(await postResume(client, sampleContent()), 201)).resume;

    const room = ACCOUNT_LIMITS.resumeBytes - (await storedUsage(db, "resumes", userId)).bytes;
    const grown = heavyContent(Math.ceil(room / 15_000) + 1);
    const put = (resume: Resume, content: ResumeContent) =>
      client.request("PUT", `/api/resumes/${resume.id}`, { ...content, updated_at: resume.updated_at });
    expect(await refusal(await put(small, grown))).toEqual({ code: "ACCOUNT_LIMIT_REACHED", message: RESUME_BYTES_FULL });
    expect((await json<{ resume: Resume }>(await client.get(`/api/resumes/${small.id}`), 200)).resume).toEqual(small);

    // A full account can still be edited: a save no larger than the version it replaces passes.
    const retitled = (await json<{ resume: Resume }>(await put(small, sampleContent("Renamed")), 200)).resume;

    const [oneHeavy] = await db.selectFrom("resumes").select("id").where("user_id", "=", userId).where("title", "=", "Heavy").execute();
    expect((await client.request("DELETE", `/api/resumes/${oneHeavy!.id}`)).status).toBe(204);
    await json(await put(retitled, grown), 200);
  });

  it("lets only one of several creates at the last place pass, even when they arrive together", async () => {
    const { client, userId } = await newUser();
    await storeResumes(
      userId,
      Array.from({ length: ACCOUNT_LIMITS.resumes - 1 }, () => sampleContent()),
    );
    const responses = await Promise.all(Array.from({ length: 8 }, (_, index) => postResume(client, sampleContent(`Racer ${index}`))));
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses).toEqual([201, 409, 409, 409, 409, 409, 409, 409]);
    for (const response of responses.filter((response) => response.status === 409)) {
      expect((await refusal(response)).code).toBe("ACCOUNT_LIMIT_REACHED");
    }
    expect(await countOf("resumes", userId)).toBe(ACCOUNT_LIMITS.resumes);
  });
});

describe("cover letters one account may keep", () => {
  const letter = { job_title: "Staff Nurse", company_name: "St Mary's Hospital", job_description: "", content: "Dear Hiring Manager," };

  it(`refuses a letter past ${ACCOUNT_LIMITS.coverLetters}, and concurrent saves of the last place let one pass`, async () => {
    const { client, userId } = await newUser();
    await storeLetters(
      "cover_letters",
      userId,
      Array.from({ length: ACCOUNT_LIMITS.coverLetters - 1 }, () => 100),
    );
    const responses = await Promise.all(Array.from({ length: 4 }, () => client.request("POST", "/api/cover-letters", letter)));
    expect(responses.map((response) => response.status).sort()).toEqual([201, 409, 409, 409]);
    expect(await refusal(responses.find((response) => response.status === 409)!)).toEqual({
      code: "ACCOUNT_LIMIT_REACHED",
      message:
        "You have 500 saved cover letters, the most one account can keep. Delete one you no longer need under My cover letters to save another.",
    });
    expect(await countOf("cover_letters", userId)).toBe(ACCOUNT_LIMITS.coverLetters);
  });

  it("refuses an edit that grows the letters past the account's bytes, and keeps the saved letter", async () => {
    const { client, userId } = await newUser();
    await fillLeaving("cover_letters", userId, ACCOUNT_LIMITS.coverLetterBytes, 30_000);
    const saved = (await json<{ coverLetter: CoverLetter }>(await client.request("POST", "/api/cover-letters", letter), 201)).coverLetter;

    const longer = { ...letter, content: "z".repeat(20_000), job_description: "z".repeat(20_000) };
    expect(await refusal(await client.request("PUT", `/api/cover-letters/${saved.id}`, longer))).toEqual({
      code: "ACCOUNT_LIMIT_REACHED",
      message:
        "Your saved cover letters would take more than the 10 MB one account can keep. Delete letters you no longer need under My cover letters, then save again.",
    });
    expect((await json<{ coverLetter: CoverLetter }>(await client.get(`/api/cover-letters/${saved.id}`), 200)).coverLetter).toEqual(saved);
    await json(await client.request("PUT", `/api/cover-letters/${saved.id}`, { ...letter, content: "Dear Ms Smith," }), 200);
  });
});

describe("job applications one account may keep", () => {
  const application = { job_title: "Staff Nurse", company_name: "St Mary's Hospital" };

  it(`refuses an application past ${ACCOUNT_LIMITS.jobApplications}, with what to do`, async () => {
    const { client, userId } = await newUser();
    await storeLetters(
      "job_applications",
      userId,
      Array.from({ length: ACCOUNT_LIMITS.jobApplications - 1 }, () => 100),
    );
    await json(await client.request("POST", "/api/job-applications", application), 201);
    expect(await refusal(await client.request("POST", "/api/job-applications", application))).toEqual({
      code: "ACCOUNT_LIMIT_REACHED",
      message:
        "You have 1000 applications in your Job Tracker, the most one account can keep. Delete one you no longer need to add another.",
    });
  });

  it("refuses a change that grows the applications past the account's bytes, and keeps the application as it was", async () => {
    const { client, userId } = await newUser();
    await fillLeaving("job_applications", userId, ACCOUNT_LIMITS.jobApplicationBytes, 20_000);
    const { application: saved } = await json<{ application: JobApplication }>(
      await client.request("POST", "/api/job-applications", application),
      201,
    );
    const refused = await client.request("PUT", `/api/job-applications/${saved.id}`, { content: "z".repeat(20_000) });
    expect(await refusal(refused)).toEqual({
      code: "ACCOUNT_LIMIT_REACHED",
      message:
        "Your Job Tracker would take more than the 20 MB one account can keep. Delete applications you no longer need, then save again.",
    });
    const { applications } = await json<{ applications: JobApplication[] }>(await client.get("/api/job-applications"), 200);
    expect(applications.find((row) => row.id === saved.id)).toEqual(saved);
    // A change that adds no bytes (the status) passes on a full account.
    await json(await client.request("PUT", `/api/job-applications/${saved.id}`, { status: "interview" }), 200);
  });
});
