import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CoverLetter, JobApplication } from "#shared/applications";
import { newResumeId } from "#shared/ids";
import { emptyResumeContent } from "#shared/resume";
import { TestClient, signUpAndVerify } from "../test-support/http-client";
import { createTestApp, type TestApp } from "../test-support/test-app";

// Cover letters and tracked job applications: the rows the letter tools save and the tracker reads,
// each user's own only.

interface ErrorJson {
  error: { code: string; message: string; issues?: Array<{ path: string; message: string }> };
}

let t: TestApp;
let alice: TestClient;
let bob: TestClient;
let seq = 0;
const newEmail = () => `letters${++seq}-${Date.now()}@example.com`;

beforeAll(async () => {
  t = await createTestApp();
  alice = await signUpAndVerify(t, newEmail());
  bob = await signUpAndVerify(t, newEmail());
});
afterAll(async () => {
  await t?.close();
});

async function json<T>(response: Response, status: number): Promise<T> {
  expect(response.status, await response.clone().text()).toBe(status);
  return (await response.json()) as T;
}

async function createResume(client: TestClient): Promise<string> {
  const id = newResumeId();
  await json(await client.request("POST", "/api/resumes", { id, ...emptyResumeContent(), title: "Nursing" }), 201);
  return id;
}

const letter = {
  job_title: "Staff Nurse",
  company_name: "St Mary's Hospital",
  job_description: "Ward nursing, 12-hour shifts.",
  content: "Dear Hiring Manager,\n\nI am applying for the Staff Nurse role.",
};

describe("cover letters", () => {
  it("saves a letter, lists it, reopens it, saves an edit and deletes it", async () => {
    const resumeId = await createResume(alice);
    const { coverLetter: saved } = await json<{ coverLetter: CoverLetter }>(
      await alice.request("POST", "/api/cover-letters", { ...letter, resume_id: resumeId }),
      201,
    );
    expect(saved).toMatchObject({ ...letter, resume_id: resumeId });

    const listed = await json<{ coverLetters: CoverLetter[] }>(await alice.get("/api/cover-letters"), 200);
    expect(listed.coverLetters.map((l) => l.id)).toContain(saved.id);
    expect((await json<{ coverLetter: CoverLetter }>(await alice.get(`/api/cover-letters/${saved.id}`), 200)).coverLetter).toEqual(saved);

    const edited = { ...letter, content: `${letter.content}\n\nKind regards,\nMaya` };
    const { coverLetter: updated } = await json<{ coverLetter: CoverLetter }>(
      await alice.request("PUT", `/api/cover-letters/${saved.id}`, edited),
      200,
    );
    expect(updated.content).toBe(edited.content);
    expect(updated.resume_id).toBeNull();
    expect(updated.created_at).toBe(saved.created_at);

    expect((await alice.request("DELETE", `/api/cover-letters/${saved.id}`)).status).toBe(204);
    expect((await alice.get(`/api/cover-letters/${saved.id}`)).status).toBe(404);
  });

  it("lists the most recently saved letter first", async () => {
    const client = await signUpAndVerify(t, newEmail());
    const first = await json<{ coverLetter: CoverLetter }>(await client.request("POST", "/api/cover-letters", letter), 201);
    await json(await client.request("POST", "/api/cover-letters", { ...letter, company_name: "Royal Free" }), 201);
    await json(await client.request("PUT", `/api/cover-letters/${first.coverLetter.id}`, { ...letter, content: "Edited." }), 200);
    const { coverLetters } = await json<{ coverLetters: CoverLetter[] }>(await client.get("/api/cover-letters"), 200);
    expect(coverLetters.map((l) => [l.company_name, l.content])).toEqual([
      ["St Mary's Hospital", "Edited."],
      ["Royal Free", letter.content],
    ]);
  });

  it("refuses a letter without a job title, company or text, naming the field", async () => {
    for (const [field, message] of [
      ["job_title", "Job Title is required."],
      ["company_name", "Company Name is required."],
      ["content", "Cover letter is required."],
    ] as const) {
      const body = await json<ErrorJson>(await alice.request("POST", "/api/cover-letters", { ...letter, [field]: "  " }), 422);
      expect(body.error.issues).toContainEqual({ path: field, message });
    }
  });

  it("keeps each user's letters to themselves", async () => {
    const { coverLetter } = await json<{ coverLetter: CoverLetter }>(await alice.request("POST", "/api/cover-letters", letter), 201);
    const bobs = await json<{ coverLetters: CoverLetter[] }>(await bob.get("/api/cover-letters"), 200);
    expect(bobs.coverLetters.map((l) => l.id)).not.toContain(coverLetter.id);
    expect((await bob.get(`/api/cover-letters/${coverLetter.id}`)).status).toBe(404);
    expect((await bob.request("PUT", `/api/cover-letters/${coverLetter.id}`, { ...letter, content: "Bob's" })).status).toBe(404);
    expect((await bob.request("DELETE", `/api/cover-letters/${coverLetter.id}`)).status).toBe(404);
    const still = await json<{ coverLetter: CoverLetter }>(await alice.get(`/api/cover-letters/${coverLetter.id}`), 200);
    expect(still.coverLetter).toEqual(coverLetter);
  });

  it("refuses to link a letter to another user's resume", async () => {
    const alicesResume = await createResume(alice);
    const body = await json<ErrorJson>(await bob.request("POST", "/api/cover-letters", { ...letter, resume_id: alicesResume }), 422);
    expect(body.error.issues).toContainEqual({ path: "resume_id", message: "Resume not found." });
  });

  it("answers 401 to a visitor", async () => {
    const visitor = new TestClient(t.app);
    expect((await visitor.get("/api/cover-letters")).status).toBe(401);
    expect((await visitor.request("POST", "/api/cover-letters", letter)).status).toBe(401);
  });
});

const application = {
  job_title: "Staff Nurse",
  company_name: "St Mary's Hospital",
  job_description: "Ward nursing.",
  content: "Dear Hiring Manager, ...",
  salary_expectation: "£38,000",
  availability_date: "From 1 March",
};

describe("job applications", () => {
  it("saves an application as applied, with blank optional fields kept as not given", async () => {
    const { application: saved } = await json<{ application: JobApplication }>(
      await alice.request("POST", "/api/job-applications", { ...application, availability_date: "  ", notes: "" }),
      201,
    );
    expect(saved).toMatchObject({ ...application, availability_date: null, notes: null, status: "applied", resume_id: null });
  });

  it("adds an application by hand with only a title and a company", async () => {
    const { application: saved } = await json<{ application: JobApplication }>(
      await alice.request("POST", "/api/job-applications", { job_title: "Barista", company_name: "Origin Coffee", status: "interview" }),
      201,
    );
    expect(saved).toMatchObject({ job_description: "", content: "", status: "interview", salary_expectation: null });
  });

  it("lists the newest first, however they were edited since", async () => {
    const client = await signUpAndVerify(t, newEmail());
    const older = await json<{ application: JobApplication }>(await client.request("POST", "/api/job-applications", application), 201);
    await json(await client.request("POST", "/api/job-applications", { ...application, company_name: "Royal Free" }), 201);
    await json(await client.request("PUT", `/api/job-applications/${older.application.id}`, { notes: "Called back" }), 200);
    const { applications } = await json<{ applications: JobApplication[] }>(await client.get("/api/job-applications"), 200);
    expect(applications.map((a) => a.company_name)).toEqual(["Royal Free", "St Mary's Hospital"]);
  });

  it("changes only the fields sent, and refuses a status outside the four", async () => {
    const { application: saved } = await json<{ application: JobApplication }>(
      await alice.request("POST", "/api/job-applications", application),
      201,
    );
    const { application: moved } = await json<{ application: JobApplication }>(
      await alice.request("PUT", `/api/job-applications/${saved.id}`, { status: "interview" }),
      200,
    );
    expect(moved).toMatchObject({ status: "interview", salary_expectation: "£38,000", availability_date: "From 1 March", notes: null });

    const { application: edited } = await json<{ application: JobApplication }>(
      await alice.request("PUT", `/api/job-applications/${saved.id}`, { notes: "Panel on Tuesday", salary_expectation: "" }),
      200,
    );
    expect(edited).toMatchObject({ status: "interview", notes: "Panel on Tuesday", salary_expectation: null });

    const { application: corrected } = await json<{ application: JobApplication }>(
      await alice.request("PUT", `/api/job-applications/${saved.id}`, { content: "Dear Ms Patel, ..." }),
      200,
    );
    expect(corrected).toMatchObject({ content: "Dear Ms Patel, ...", job_title: application.job_title, notes: "Panel on Tuesday" });

    const refused = await json<ErrorJson>(await alice.request("PUT", `/api/job-applications/${saved.id}`, { status: "hired" }), 422);
    expect(refused.error.issues).toContainEqual({ path: "status", message: "Status must be one of: applied, interview, offer, rejected." });
    const empty = await json<ErrorJson>(await alice.request("PUT", `/api/job-applications/${saved.id}`, {}), 422);
    expect(empty.error.issues?.map((issue) => issue.message)).toEqual(["Nothing to change."]);
    const { applications } = await json<{ applications: JobApplication[] }>(await alice.get("/api/job-applications"), 200);
    expect(applications.find((a) => a.id === saved.id)?.status).toBe("interview");
  });

  it("keeps each user's applications to themselves", async () => {
    const resumeId = await createResume(alice);
    const { application: saved } = await json<{ application: JobApplication }>(
      await alice.request("POST", "/api/job-applications", { ...application, resume_id: resumeId }),
      201,
    );
    expect(saved.resume_id).toBe(resumeId);
    const bobs = await json<{ applications: JobApplication[] }>(await bob.get("/api/job-applications"), 200);
    expect(bobs.applications.map((a) => a.id)).not.toContain(saved.id);
    expect((await bob.request("PUT", `/api/job-applications/${saved.id}`, { status: "rejected" })).status).toBe(404);
    expect((await bob.request("DELETE", `/api/job-applications/${saved.id}`)).status).toBe(404);
    const refused = await json<ErrorJson>(await bob.request("POST", "/api/job-applications", { ...application, resume_id: resumeId }), 422);
    expect(refused.error.issues).toContainEqual({ path: "resume_id", message: "Resume not found." });

    const { applications } = await json<{ applications: JobApplication[] }>(await alice.get("/api/job-applications"), 200);
    expect(applications.find((a) => a.id === saved.id)).toEqual(saved);
    expect((await alice.request("DELETE", `/api/job-applications/${saved.id}`)).status).toBe(204);
    expect((await alice.request("DELETE", `/api/job-applications/${saved.id}`)).status).toBe(404);
  });

  it("keeps an application when the resume it was written from is deleted", async () => {
    const resumeId = await createResume(alice);
    const { application: saved } = await json<{ application: JobApplication }>(
      await alice.request("POST", "/api/job-applications", { ...application, resume_id: resumeId }),
      201,
    );
    expect((await alice.request("DELETE", `/api/resumes/${resumeId}`)).status).toBe(204);
    const { applications } = await json<{ applications: JobApplication[] }>(await alice.get("/api/job-applications"), 200);
    expect(applications.find((a) => a.id === saved.id)).toMatchObject({ resume_id: null, content: application.content });
  });

  it("answers 401 to a visitor", async () => {
    const visitor = new TestClient(t.app);
    expect((await visitor.get("/api/job-applications")).status).toBe(401);
    expect((await visitor.request("PUT", "/api/job-applications/x", { status: "offer" })).status).toBe(401);
  });
});
