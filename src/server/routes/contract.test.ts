import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Endpoint } from "#shared/api/endpoint";
import { adminApi } from "#shared/api/admin";
import { adminUserApi } from "#shared/api/admin-user";
import { atsReadApi } from "#shared/api/ats-read";
import { coverLettersApi } from "#shared/api/cover-letters";
import { COMMON_ERROR_CODES } from "#shared/api/errors";
import { healthApi } from "#shared/api/health";
import { jobApplicationsApi } from "#shared/api/job-applications";
import { pdfApi } from "#shared/api/pdf";
import { profileApi } from "#shared/api/profile";
import { publicProfileApi } from "#shared/api/public-profile";
import { resumesApi } from "#shared/api/resumes";
import { storageApi } from "#shared/api/storage";
import { newResumeId, newSaveId } from "#shared/ids";
import { emptyResumeContent, type Resume } from "#shared/resume";
import { grantAdmin } from "../services/admin/manage-admins";
import { TestClient, signUpAndVerify } from "../test-support/http-client";
import { createTestApp, type TestApp } from "../test-support/test-app";

// The server answers as the contract in src/shared/api says, which the web app's types are built from:
// each endpoint is routed at its method and path, succeeds with its status and a body its answer
// schema reads back unchanged (no field missing, none extra), and refuses with codes it lists.

let t: TestApp;
let alice: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  alice = await signUpAndVerify(t, `contract-${Date.now()}@example.com`);
});
afterAll(async () => {
  await t?.close();
});

function urlOf(endpoint: Endpoint, params: Record<string, string> = {}, query?: Record<string, string>): string {
  const path = endpoint.path.replace(/:(\w+)/g, (_match, name: string) => encodeURIComponent(params[name]!));
  return query ? `${path}?${new URLSearchParams(query).toString()}` : path;
}

async function call(
  client: TestClient,
  endpoint: Endpoint,
  input: { params?: Record<string, string>; query?: Record<string, string>; body?: unknown } = {},
) {
  return client.request(endpoint.method, urlOf(endpoint, input.params, input.query), input.body);
}

/** Checks a successful answer against the endpoint's contract and returns its body. */
async function expectAnswer(endpoint: Endpoint, response: Response): Promise<unknown> {
  expect(response.status, await response.clone().text()).toBe(endpoint.status);
  if (endpoint.answer.kind !== "json") return undefined;
  const body: unknown = await response.json();
  expect(endpoint.answer.schema.parse(body)).toEqual(body);
  return body;
}

async function expectRefusal(endpoint: Endpoint, response: Response, code: string): Promise<void> {
  const body = (await response.json()) as { error: { code: string } };
  expect(body.error.code).toBe(code);
  expect([...endpoint.errors, ...COMMON_ERROR_CODES]).toContain(code);
}

const content = () => ({ ...emptyResumeContent(), title: "Contract" });

describe("the API as its contract describes it", () => {
  it("health", async () => {
    await expectAnswer(healthApi.get, await call(alice, healthApi.get));
  });

  it("resumes: create, list, get, update, delete", async () => {
    const id = newResumeId();
    const created = (await expectAnswer(
      resumesApi.create,
      await call(alice, resumesApi.create, { body: { id, ...content(), save_id: newSaveId() } }),
    )) as { resume: Resume };
    await expectAnswer(resumesApi.list, await call(alice, resumesApi.list));
    await expectAnswer(resumesApi.get, await call(alice, resumesApi.get, { params: { id } }));
    const updateBody = { ...content(), updated_at: created.resume.updated_at };
    await expectAnswer(resumesApi.update, await call(alice, resumesApi.update, { params: { id }, body: updateBody }));
    await expectRefusal(resumesApi.update, await call(alice, resumesApi.update, { params: { id }, body: updateBody }), "RESUME_CONFLICT");
    await expectRefusal(resumesApi.create, await call(alice, resumesApi.create, { body: { id, ...content() } }), "CONFLICT");
    await expectAnswer(resumesApi.delete, await call(alice, resumesApi.delete, { params: { id } }));
    await expectRefusal(resumesApi.get, await call(alice, resumesApi.get, { params: { id } }), "NOT_FOUND");
    await expectRefusal(resumesApi.get, await call(alice, resumesApi.get, { params: { id: "not-an-id" } }), "VALIDATION_FAILED");
    await expectRefusal(resumesApi.list, await call(new TestClient(t.app), resumesApi.list), "UNAUTHORIZED");
  });

  it("cover letters: create, list, get, update, delete", async () => {
    const letter = { job_title: "Nurse", company_name: "St Mary's", job_description: "Care.", content: "Dear team," };
    const created = (await expectAnswer(coverLettersApi.create, await call(alice, coverLettersApi.create, { body: letter }))) as {
      coverLetter: { id: string };
    };
    const params = { id: created.coverLetter.id };
    await expectAnswer(coverLettersApi.list, await call(alice, coverLettersApi.list));
    await expectAnswer(coverLettersApi.get, await call(alice, coverLettersApi.get, { params }));
    await expectAnswer(coverLettersApi.update, await call(alice, coverLettersApi.update, { params, body: { ...letter, content: "Hi" } }));
    await expectRefusal(
      coverLettersApi.create,
      await call(alice, coverLettersApi.create, { body: { ...letter, job_title: "" } }),
      "VALIDATION_FAILED",
    );
    await expectAnswer(coverLettersApi.delete, await call(alice, coverLettersApi.delete, { params }));
    await expectRefusal(coverLettersApi.get, await call(alice, coverLettersApi.get, { params }), "NOT_FOUND");
    await expectRefusal(coverLettersApi.list, await call(new TestClient(t.app), coverLettersApi.list), "UNAUTHORIZED");
  });

  it("job applications: create, list, update, delete", async () => {
    const body = { job_title: "Nurse", company_name: "St Mary's", salary_expectation: "£38k" };
    const created = (await expectAnswer(jobApplicationsApi.create, await call(alice, jobApplicationsApi.create, { body }))) as {
      application: { id: string };
    };
    const params = { id: created.application.id };
    await expectAnswer(jobApplicationsApi.list, await call(alice, jobApplicationsApi.list));
    await expectAnswer(jobApplicationsApi.update, await call(alice, jobApplicationsApi.update, { params, body: { status: "offer" } }));
    await expectRefusal(
      jobApplicationsApi.update,
      await call(alice, jobApplicationsApi.update, { params, body: { status: "hired" } }),
      "VALIDATION_FAILED",
    );
    await expectAnswer(jobApplicationsApi.delete, await call(alice, jobApplicationsApi.delete, { params }));
    await expectRefusal(jobApplicationsApi.delete, await call(alice, jobApplicationsApi.delete, { params }), "NOT_FOUND");
    await expectRefusal(jobApplicationsApi.list, await call(new TestClient(t.app), jobApplicationsApi.list), "UNAUTHORIZED");
  });

  it("profile, username check and public profile", async () => {
    await expectAnswer(profileApi.get, await call(alice, profileApi.get));
    const username = `contract_${Date.now()}`;
    await expectAnswer(profileApi.usernameAvailable, await call(alice, profileApi.usernameAvailable, { query: { username } }));
    await expectAnswer(profileApi.update, await call(alice, profileApi.update, { body: { username, is_public: true } }));
    await expectRefusal(
      profileApi.update,
      await call(alice, profileApi.update, { body: { username: `${username}_2` } }),
      "USERNAME_LOCKED",
    );
    await expectAnswer(publicProfileApi.get, await call(new TestClient(t.app), publicProfileApi.get, { params: { username } }));
    await expectRefusal(
      publicProfileApi.get,
      await call(alice, publicProfileApi.get, { params: { username: "nobody_here" } }),
      "NOT_FOUND",
    );
  });

  it("admin: metrics and users, refused to visitors and to users without the role", async () => {
    await expectRefusal(adminApi.metrics, await call(new TestClient(t.app), adminApi.metrics), "UNAUTHORIZED");
    await expectRefusal(adminApi.users, await call(alice, adminApi.users), "FORBIDDEN");
    const email = `contract-admin-${Date.now()}@example.com`;
    const admin = await signUpAndVerify(t, email);
    await grantAdmin({ db: t.services.database.db }, { email });
    await expectAnswer(adminApi.metrics, await call(admin, adminApi.metrics));
    await expectAnswer(adminApi.users, await call(admin, adminApi.users, { query: { search: "contract", sort: "username:asc" } }));
    await expectRefusal(adminApi.users, await call(admin, adminApi.users, { query: { pageSize: "0" } }), "VALIDATION_FAILED");
  });

  it("admin: one user's details and the operator's actions", async () => {
    const adminEmail = `contract-operator-${Date.now()}@example.com`;
    const admin = await signUpAndVerify(t, adminEmail);
    await grantAdmin({ db: t.services.database.db }, { email: adminEmail });
    const adminId = (await admin.session())!.user.id;
    const targetEmail = `contract-target-${Date.now()}@example.com`;
    const target = await signUpAndVerify(t, targetEmail);
    const params = { id: (await target.session())!.user.id };

    await expectRefusal(adminUserApi.details, await call(new TestClient(t.app), adminUserApi.details, { params }), "UNAUTHORIZED");
    await expectRefusal(adminUserApi.details, await call(alice, adminUserApi.details, { params }), "FORBIDDEN");
    await expectAnswer(adminUserApi.details, await call(admin, adminUserApi.details, { params }));
    await expectRefusal(adminUserApi.details, await call(admin, adminUserApi.details, { params: { id: "nobody" } }), "NOT_FOUND");
    await expectAnswer(adminUserApi.setAdmin, await call(admin, adminUserApi.setAdmin, { params, body: { admin: true } }));
    await expectAnswer(adminUserApi.setAdmin, await call(admin, adminUserApi.setAdmin, { params, body: { admin: false } }));
    await expectRefusal(
      adminUserApi.setAdmin,
      await call(admin, adminUserApi.setAdmin, { params: { id: adminId }, body: { admin: false } }),
      "SELF_LOCKOUT",
    );
    await expectAnswer(adminUserApi.setSignIn, await call(admin, adminUserApi.setSignIn, { params, body: { disabled: true } }));
    await expectAnswer(adminUserApi.setSignIn, await call(admin, adminUserApi.setSignIn, { params, body: { disabled: false } }));
    await expectRefusal(
      adminUserApi.delete,
      await call(admin, adminUserApi.delete, { params, body: { confirmation: "no" } }),
      "VALIDATION_FAILED",
    );
    await expectAnswer(adminUserApi.delete, await call(admin, adminUserApi.delete, { params, body: { confirmation: targetEmail } }));
  });

  it("storage: a multipart upload", async () => {
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#123456" } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append("file", new File([new Uint8Array(png)], "photo.png", { type: "image/png" }));
    await expectAnswer(storageApi.upload, await call(alice, storageApi.upload, { params: { bucket: "profile-photos" }, body: form }));
    await expectRefusal(
      storageApi.upload,
      await call(alice, storageApi.upload, { params: { bucket: "elsewhere" }, body: form }),
      "NOT_FOUND",
    );
    await expectRefusal(
      storageApi.upload,
      await call(alice, storageApi.upload, { params: { bucket: "profile-photos" }, body: new FormData() }),
      "VALIDATION_FAILED",
    );
  });

  it("pdf: routed, and without Chromium refused with a code it lists", async () => {
    // The binary answer itself is checked by the PDF route's own suite, which runs Chromium.
    await expectRefusal(pdfApi.export, await call(alice, pdfApi.export, { body: { resume: content() } }), "SERVICE_UNAVAILABLE");
    const letter = {
      kind: "cover-letter",
      date: "2026-03-05",
      job_title: "Engineer",
      company_name: "Acme Corp",
      content: "Dear Hiring Manager,",
    };
    await expectRefusal(pdfApi.letter, await call(alice, pdfApi.letter, { body: { letter } }), "SERVICE_UNAVAILABLE");
    await expectRefusal(
      pdfApi.letter,
      await call(alice, pdfApi.letter, { body: { letter: { ...letter, content: "" } } }),
      "VALIDATION_FAILED",
    );
  });

  it("ats-read: routed, and without Chromium refused with codes it lists", async () => {
    // The reading itself is checked by the route's own suite, which runs Chromium.
    const id = newResumeId();
    await expectAnswer(resumesApi.create, await call(alice, resumesApi.create, { body: { id, ...content() } }));
    await expectRefusal(atsReadApi.read, await call(alice, atsReadApi.read, { params: { id } }), "SERVICE_UNAVAILABLE");
    await expectRefusal(atsReadApi.read, await call(alice, atsReadApi.read, { params: { id: newResumeId() } }), "NOT_FOUND");
    await expectRefusal(atsReadApi.read, await call(new TestClient(t.app), atsReadApi.read, { params: { id } }), "UNAUTHORIZED");
  });
});
