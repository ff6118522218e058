import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ResumeSummary } from "#shared/api/resumes";
import { computeCompletion } from "#shared/completion";
import { newEntryId, newResumeId } from "#shared/ids";
import { RESUME_LIMITS } from "#shared/limits";
import { contentOf, emptyResumeContent, type Resume, type ResumeContent } from "#shared/resume";
import { JSON_BODY_LIMIT_BYTES } from "../middleware/body-limit";
import { TestClient, signUpAndVerify } from "../test-support/http-client";
import { TEST_ORIGIN, createTestApp, type TestApp } from "../test-support/test-app";

interface ErrorJson {
  error: { code: string; message: string; issues?: Array<{ path: string; message: string }> };
}

let t: TestApp;
let alice: TestClient;
let bob: TestClient;
let seq = 0;
const newEmail = () => `resumes${++seq}-${Date.now()}@example.com`;

beforeAll(async () => {
  t = await createTestApp();
  alice = await signUpAndVerify(t, newEmail());
  bob = await signUpAndVerify(t, newEmail());
});
afterAll(async () => {
  await t?.close();
});

function sampleContent(overrides: Partial<ResumeContent> = {}): ResumeContent {
  return {
    ...emptyResumeContent(),
    title: "Backend Engineer",
    personal_info: { fullName: "Ada Lovelace", email: "ada@example.com", phone: "", location: "London", summary: "Engines." },
    experience: [
      {
        id: newEntryId(),
        company: "Analytical Engines Ltd",
        position: "Engineer",
        location: "London",
        startDate: "Jan 2020",
        endDate: "",
        current: true,
        description: "Wrote the first program.",
      },
    ],
    skills: [{ id: newEntryId(), category: "Languages", items: ["TypeScript", "SQL"] }],
    ...overrides,
  };
}

async function create(client: TestClient, content: ResumeContent = sampleContent(), id = newResumeId()): Promise<Resume> {
  const response = await client.request("POST", "/api/resumes", { id, ...content });
  expect(response.status, await response.clone().text()).toBe(201);
  return ((await response.json()) as { resume: Resume }).resume;
}

async function get(client: TestClient, id: string): Promise<Response> {
  return client.get(`/api/resumes/${id}`);
}

async function list(client: TestClient): Promise<ResumeSummary[]> {
  const response = await client.get("/api/resumes");
  expect(response.status).toBe(200);
  return ((await response.json()) as { resumes: ResumeSummary[] }).resumes;
}

/** The body a PUT sends: the content of a resume plus the updated_at the client last saw. */
function putBody(resume: Resume, changes: Partial<ResumeContent> = {}) {
  return { ...contentOf(resume), updated_at: resume.updated_at, ...changes };
}

async function errorOf(response: Response): Promise<ErrorJson["error"]> {
  return ((await response.json()) as ErrorJson).error;
}

describe("resume CRUD", () => {
  it("creates, reads, lists by last update, updates and deletes a resume", async () => {
    const client = await signUpAndVerify(t, newEmail());
    const before = Date.now();
    const older = await create(client, sampleContent({ title: "Older" }));
    const newer = await create(client, sampleContent({ title: "Newer" }));

    // The answer to the create is the stored resume, with server timestamps in ISO form.
    expect(older.title).toBe("Older");
    expect(older.experience[0]!.company).toBe("Analytical Engines Ltd");
    expect(older.created_at).toBe(older.updated_at);
    expect(new Date(older.created_at).toISOString()).toBe(older.created_at);
    expect(Date.parse(older.created_at)).toBeGreaterThanOrEqual(before);
    expect(Date.parse(older.created_at)).toBeLessThanOrEqual(Date.now());

    const fetched = await get(client, older.id);
    expect(fetched.status).toBe(200);
    expect(((await fetched.json()) as { resume: Resume }).resume).toEqual(older);

    const update = await client.request(
      "PUT",
      `/api/resumes/${older.id}`,
      putBody(older, { title: "Older, revised", template_id: "classic" }),
    );
    expect(update.status).toBe(200);
    const updated = ((await update.json()) as { resume: Resume }).resume;
    expect(updated).toMatchObject({ id: older.id, title: "Older, revised", template_id: "classic", created_at: older.created_at });
    expect(Date.parse(updated.updated_at)).toBeGreaterThan(Date.parse(older.updated_at));
    expect(updated.experience).toEqual(older.experience);

    // The updated older resume now comes first, summarised as its card shows it.
    expect((await list(client)).map((resume) => resume.id)).toEqual([older.id, newer.id]);
    expect((await list(client))[0]).toEqual({
      id: older.id,
      title: "Older, revised",
      template_id: "classic",
      completion_score: computeCompletion(updated).score,
      updated_at: updated.updated_at,
    });

    const removed = await client.request("DELETE", `/api/resumes/${older.id}`);
    expect(removed.status).toBe(204);
    expect(await removed.text()).toBe("");
    const gone = await get(client, older.id);
    expect(gone.status).toBe(404);
    expect(await errorOf(gone)).toEqual({ code: "NOT_FOUND", message: "Resume not found." });
    expect((await list(client)).map((resume) => resume.id)).toEqual([newer.id]);
    expect((await client.request("DELETE", `/api/resumes/${older.id}`)).status).toBe(404);
  });

  it("fills the sections a create leaves out with their empty defaults", async () => {
    const id = newResumeId();
    const response = await alice.request("POST", "/api/resumes", { id, title: "Bare", template_id: "modern" });
    expect(response.status).toBe(201);
    const { resume } = (await response.json()) as { resume: Resume };
    expect(resume).toMatchObject({ ...emptyResumeContent(), id, title: "Bare" });
    expect(((await (await get(alice, id)).json()) as { resume: Resume }).resume).toEqual(resume);
  });

  it("keeps 'Fit to one page' with the resume, and reads a resume stored before it existed with it off", async () => {
    const fitted = await create(alice, sampleContent({ layout: { fit_to_page: true } }));
    expect(fitted.layout).toEqual({ fit_to_page: true });
    expect(((await (await get(alice, fitted.id)).json()) as { resume: Resume }).resume.layout).toEqual({ fit_to_page: true });

    const older = await create(alice);
    const db = t.services.database.db;
    const row = await db.selectFrom("resumes").select("content").where("id", "=", older.id).executeTakeFirstOrThrow();
    const { layout: _layout, ...sections } = (typeof row.content === "string" ? JSON.parse(row.content) : row.content) as ResumeContent;
    await db
      .updateTable("resumes")
      .set({ content: JSON.stringify(sections) })
      .where("id", "=", older.id)
      .execute();
    const read = ((await (await get(alice, older.id)).json()) as { resume: Resume }).resume;
    expect(read).toEqual({ ...older, layout: { fit_to_page: false } });
  });

  it("answers a new updated_at on every save, even several within one millisecond", async () => {
    let resume = await create(alice);
    const seen = [resume.updated_at];
    for (let i = 0; i < 5; i++) {
      const response = await alice.request("PUT", `/api/resumes/${resume.id}`, putBody(resume, { title: `Save ${i}` }));
      expect(response.status).toBe(200);
      resume = ((await response.json()) as { resume: Resume }).resume;
      expect(Date.parse(resume.updated_at)).toBeGreaterThan(Date.parse(seen.at(-1)!));
      seen.push(resume.updated_at);
    }
  });

  it("accepts the seen updated_at in another ISO spelling of the same instant", async () => {
    const resume = await create(alice);
    const sameInstant = new Date(resume.updated_at).toISOString().replace("Z", "+00:00");
    const response = await alice.request("PUT", `/api/resumes/${resume.id}`, { ...putBody(resume), updated_at: sameInstant });
    expect(response.status).toBe(200);
  });
});

describe("conflicts", () => {
  it("refuses a create with an id that exists and leaves the existing resume untouched", async () => {
    const original = await create(alice, sampleContent({ title: "Original" }));
    const again = await alice.request("POST", "/api/resumes", { id: original.id, ...sampleContent({ title: "Clobber" }) });
    expect(again.status).toBe(409);
    expect(await errorOf(again)).toEqual({ code: "CONFLICT", message: "A resume with this id already exists." });
    expect(((await (await get(alice, original.id)).json()) as { resume: Resume }).resume).toEqual(original);
  });

  it("refuses a create with an id another user already has, without touching or revealing that resume", async () => {
    const original = await create(alice, sampleContent({ title: "Alice's" }));
    const theft = await bob.request("POST", "/api/resumes", { id: original.id, ...sampleContent({ title: "Bob's" }) });
    expect(theft.status).toBe(409);
    expect((await errorOf(theft)).code).toBe("CONFLICT");
    expect(((await (await get(alice, original.id)).json()) as { resume: Resume }).resume).toEqual(original);
    expect((await list(bob)).map((resume) => resume.id)).not.toContain(original.id);
  });

  it("refuses a save over a version the client has not seen, and changes nothing", async () => {
    const first = await create(alice, sampleContent({ title: "Version 1" }));
    const second = await alice.request("PUT", `/api/resumes/${first.id}`, putBody(first, { title: "Version 2" }));
    expect(second.status).toBe(200);
    const current = ((await second.json()) as { resume: Resume }).resume;

    const stale = await alice.request("PUT", `/api/resumes/${first.id}`, putBody(first, { title: "Stale tab" }));
    expect(stale.status).toBe(409);
    expect(await errorOf(stale)).toEqual({ code: "RESUME_CONFLICT", message: "This resume was changed in another tab or device." });
    expect(((await (await get(alice, first.id)).json()) as { resume: Resume }).resume).toEqual(current);
  });

  it("keeps the id of the save that wrote each version, so a writer that lost the answer can recognise its own version", async () => {
    const createSave = crypto.randomUUID();
    const created = await alice.request("POST", "/api/resumes", { id: newResumeId(), ...sampleContent(), save_id: createSave });
    expect(created.status).toBe(201);
    const first = ((await created.json()) as { resume: Resume }).resume;
    expect(first.save_id).toBe(createSave);

    const updateSave = crypto.randomUUID();
    const updated = await alice.request("PUT", `/api/resumes/${first.id}`, {
      ...putBody(first, { title: "Sent as the tab closed" }),
      save_id: updateSave,
    });
    expect(updated.status).toBe(200);
    // The writer never read that answer; the next read tells it the stored version is its own.
    const read = ((await (await get(alice, first.id)).json()) as { resume: Resume }).resume;
    expect(read).toMatchObject({ title: "Sent as the tab closed", save_id: updateSave });

    // A save without an id (an older client) leaves no claim on the version it writes.
    const anonymous = await alice.request("PUT", `/api/resumes/${first.id}`, putBody(read, { title: "No id" }));
    expect(((await anonymous.json()) as { resume: Resume }).resume.save_id).toBeNull();
    const malformed = await alice.request("PUT", `/api/resumes/${first.id}`, { ...putBody(read), save_id: "not-a-uuid" });
    expect(malformed.status).toBe(422);
  });

  it("lets exactly one of two concurrent saves of the same version win", async () => {
    const resume = await create(alice);
    const [a, b] = await Promise.all([
      alice.request("PUT", `/api/resumes/${resume.id}`, putBody(resume, { title: "Tab A" })),
      alice.request("PUT", `/api/resumes/${resume.id}`, putBody(resume, { title: "Tab B" })),
    ]);
    expect([a!.status, b!.status].sort()).toEqual([200, 409]);
    const winner = a!.status === 200 ? a! : b!;
    const loser = a!.status === 200 ? b! : a!;
    expect((await errorOf(loser)).code).toBe("RESUME_CONFLICT");
    const saved = ((await winner.json()) as { resume: Resume }).resume;
    expect(((await (await get(alice, resume.id)).json()) as { resume: Resume }).resume).toEqual(saved);
  });
});

describe("ownership", () => {
  it("answers another user's resume with 404 on read, update and delete, and leaves it unchanged", async () => {
    const owned = await create(alice, sampleContent({ title: "Private" }));
    const url = `/api/resumes/${owned.id}`;

    const read = await bob.get(url);
    const write = await bob.request("PUT", url, putBody(owned, { title: "Hijacked" }));
    const remove = await bob.request("DELETE", url);
    for (const response of [read, write, remove]) {
      expect(response.status).toBe(404);
      expect(await errorOf(response)).toEqual({ code: "NOT_FOUND", message: "Resume not found." });
    }

    expect(((await (await get(alice, owned.id)).json()) as { resume: Resume }).resume).toEqual(owned);
    expect((await list(bob)).map((resume) => resume.id)).not.toContain(owned.id);
    expect((await list(alice)).map((resume) => resume.id)).toContain(owned.id);
  });

  it("answers a save of a resume that does not exist with 404, not a conflict", async () => {
    const ghost = {
      id: newResumeId(),
      ...sampleContent(),
      created_at: new Date().toISOString(),
      updated_at: new Date().toISOString(),
      save_id: null,
    };
    const response = await alice.request("PUT", `/api/resumes/${ghost.id}`, putBody(ghost));
    expect(response.status).toBe(404);
  });

  it.each([
    ["GET", "/api/resumes"],
    ["POST", "/api/resumes"],
    ["GET", `/api/resumes/${newResumeId()}`],
    ["PUT", `/api/resumes/${newResumeId()}`],
    ["DELETE", `/api/resumes/${newResumeId()}`],
  ])("answers %s %s without a session with 401 JSON", async (method, url) => {
    const body = method === "POST" || method === "PUT" ? { id: newResumeId(), ...sampleContent() } : undefined;
    const response = await new TestClient(t.app).request(method, url, body);
    expect(response.status).toBe(401);
    expect((await errorOf(response)).code).toBe("UNAUTHORIZED");
  });
});

describe("request checks", () => {
  it.each(["GET", "PUT", "DELETE"])("answers %s with a malformed id with 422", async (method) => {
    for (const id of ["not-a-uuid", crypto.randomUUID()]) {
      const resume = { id, ...sampleContent(), created_at: "", updated_at: new Date().toISOString(), save_id: null };
      const response = await alice.request(method, `/api/resumes/${id}`, method === "PUT" ? putBody(resume) : undefined);
      expect(response.status).toBe(422);
      const error = await errorOf(response);
      expect(error.code).toBe("VALIDATION_FAILED");
      expect(error.message).toBe("Not a resume id.");
    }
  });

  it("refuses a create whose id is not a UUIDv7", async () => {
    const response = await alice.request("POST", "/api/resumes", { id: crypto.randomUUID(), ...sampleContent() });
    expect(response.status).toBe(422);
    expect((await errorOf(response)).issues).toContainEqual({ path: "id", message: "Not a resume id." });
  });

  it("refuses an empty title with an issue at title", async () => {
    const response = await alice.request("POST", "/api/resumes", { id: newResumeId(), ...sampleContent({ title: "" }) });
    expect(response.status).toBe(422);
    const error = await errorOf(response);
    expect(error.code).toBe("VALIDATION_FAILED");
    expect(error.issues).toContainEqual({ path: "title", message: expect.any(String) });
  });

  it("refuses a 300-character company with an issue at experience.0.company, on create and on update", async () => {
    const resume = await create(alice);
    const tooLong = [{ ...resume.experience[0]!, company: "x".repeat(300) }];
    const responses = [
      await alice.request("POST", "/api/resumes", { id: newResumeId(), ...sampleContent({ experience: tooLong }) }),
      await alice.request("PUT", `/api/resumes/${resume.id}`, putBody(resume, { experience: tooLong })),
    ];
    for (const response of responses) {
      expect(response.status).toBe(422);
      expect((await errorOf(response)).issues).toContainEqual({ path: "experience.0.company", message: expect.any(String) });
    }
    expect(((await (await get(alice, resume.id)).json()) as { resume: Resume }).resume).toEqual(resume);
  });

  it("refuses more than 50 experience entries", async () => {
    const entry = sampleContent().experience[0]!;
    const experience = Array.from({ length: RESUME_LIMITS.listEntries + 1 }, () => ({ ...entry, id: newEntryId() }));
    const response = await alice.request("POST", "/api/resumes", { id: newResumeId(), ...sampleContent({ experience }) });
    expect(response.status).toBe(422);
    expect((await errorOf(response)).issues).toContainEqual({ path: "experience", message: "At most 50 entries." });
  });

  it("refuses a save without a valid updated_at", async () => {
    const resume = await create(alice);
    const { updated_at: _seen, ...withoutStamp } = putBody(resume);
    for (const body of [withoutStamp, { ...withoutStamp, updated_at: "yesterday" }]) {
      const response = await alice.request("PUT", `/api/resumes/${resume.id}`, body);
      expect(response.status).toBe(422);
      expect((await errorOf(response)).issues?.map((issue) => issue.path)).toContain("updated_at");
    }
  });

  it("refuses text PostgreSQL cannot store with 422 on every database", async () => {
    const response = await alice.request("POST", "/api/resumes", {
      id: newResumeId(),
      ...sampleContent({ title: "Nul\u0000title", personal_info: { ...sampleContent().personal_info, summary: "lone \ud800 surrogate" } }),
    });
    expect(response.status).toBe(422);
    expect((await errorOf(response)).issues?.map((issue) => issue.path)).toEqual(["title", "personal_info.summary"]);
  });

  it("refuses a body over 1 MB with 413 and stores nothing", async () => {
    const id = newResumeId();
    const body = JSON.stringify({ id, ...sampleContent({ title: "x".repeat(JSON_BODY_LIMIT_BYTES) }) });
    const response = await alice.request("POST", "/api/resumes", body);
    expect(response.status).toBe(413);
    expect((await errorOf(response)).code).toBe("PAYLOAD_TOO_LARGE");
    expect((await get(alice, id)).status).toBe(404);
  });

  it("refuses a body that is not JSON with 415 on create and update", async () => {
    const resume = await create(alice);
    const text = JSON.stringify({ id: newResumeId(), ...sampleContent() });
    for (const [method, url] of [
      ["POST", "/api/resumes"],
      ["PUT", `/api/resumes/${resume.id}`],
    ] as const) {
      const response = await alice.request(method, url, text, { "content-type": "text/plain" });
      expect(response.status).toBe(415);
      expect((await errorOf(response)).code).toBe("UNSUPPORTED_MEDIA_TYPE");
    }
  });

  it("accepts application/json with a charset", async () => {
    const response = await alice.request(
      "POST",
      "/api/resumes",
      { id: newResumeId(), ...sampleContent() },
      {
        "content-type": "application/json; charset=utf-8",
      },
    );
    expect(response.status).toBe(201);
  });

  it("answers malformed JSON with 400", async () => {
    const response = await alice.request("POST", "/api/resumes", "{not json");
    expect(response.status).toBe(400);
    expect((await errorOf(response)).code).toBe("BAD_REQUEST");
  });

  it.each([
    ["PATCH", "/api/resumes"],
    ["DELETE", "/api/resumes"],
    ["PATCH", `/api/resumes/${newResumeId()}`],
    ["POST", `/api/resumes/${newResumeId()}`],
  ])("answers %s %s with 405 JSON", async (method, url) => {
    const response = await alice.request(method, url, undefined, { origin: TEST_ORIGIN });
    expect(response.status).toBe(405);
    expect((await errorOf(response)).code).toBe("METHOD_NOT_ALLOWED");
  });
});
