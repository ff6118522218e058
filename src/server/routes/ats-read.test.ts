import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AtsField, AtsReading } from "#shared/ats-read";
import { newResumeId } from "#shared/ids";
import { emptyResumeContent, type ResumeContent } from "#shared/resume";
import { CHROMIUM_PATH, FIXTURE_WEB_ROOT } from "../pdf/test-fixtures/fixture-renderer";
import { RENDER_BUDGET_MS } from "../pdf/render-limits";
import { spendOnLimit } from "../services/limits/attempt-limits";
import { PDF_RENDER_TIME } from "../services/pdf/export-pdf";
import { TestClient, signUpAndVerify, signUpUser } from "../test-support/http-client";
import { createTestApp, type TestApp } from "../test-support/test-app";

interface ErrorJson {
  error: { code: string; message: string; retryAfter?: number };
}

let seq = 0;
const newEmail = () => `ats${++seq}-${Date.now()}@example.com`;

/**
 * A resume for the fixture print entry (pdf/test-fixtures/web/print.js), which prints the name and
 * the email of a resume and none of the rest: what a template that draws everything else as
 * pictures would give an ATS.
 */
const resumeContent = (fullName = "Grace Hopper"): ResumeContent => ({
  ...emptyResumeContent(),
  title: "pages:1",
  personal_info: { fullName, email: "grace@example.com", phone: "+1 202 555 0100", location: "Arlington, VA", summary: "" },
  experience: [
    {
      id: "job-1",
      company: "US Navy",
      position: "Rear Admiral",
      location: "",
      startDate: "Jan 1967",
      endDate: "Aug 1986",
      current: false,
      description: "",
    },
  ],
  skills: [{ id: "skills-1", category: "Languages", items: ["COBOL", "FLOW-MATIC"] }],
});

async function storeResume(client: TestClient, content: ResumeContent = resumeContent()): Promise<string> {
  const id = newResumeId();
  const response = await client.post("/api/resumes", { id, ...content });
  expect(response.status, await response.clone().text()).toBe(201);
  return id;
}

const atsRead = (client: TestClient, id: string) => client.post(`/api/resumes/${id}/ats-read`);

describe("POST /api/resumes/:id/ats-read without Chromium (the default test app)", () => {
  let t: TestApp;
  let owner: TestClient;
  let stranger: TestClient;
  let resumeId: string;
  beforeAll(async () => {
    t = await createTestApp();
    owner = await signUpAndVerify(t, newEmail());
    stranger = await signUpAndVerify(t, newEmail());
    resumeId = await storeResume(owner);
  });
  afterAll(async () => {
    await t?.close();
  });

  it("answers 401 without a session", async () => {
    const response = await atsRead(new TestClient(t.app), resumeId);
    expect(response.status).toBe(401);
    expect(((await response.json()) as ErrorJson).error.code).toBe("UNAUTHORIZED");
  });

  it("answers another user's resume, and one that does not exist, with 404", async () => {
    for (const id of [resumeId, newResumeId()]) {
      const response = await atsRead(stranger, id);
      expect(response.status).toBe(404);
      expect(((await response.json()) as ErrorJson).error.code).toBe("NOT_FOUND");
    }
  });

  it("answers 422 to an id that is not a resume id", async () => {
    const response = await atsRead(owner, "not-an-id");
    expect(response.status).toBe(422);
    expect(((await response.json()) as ErrorJson).error.code).toBe("VALIDATION_FAILED");
  });

  it("answers the owner 503 as PDF export does when the server has no Chromium", async () => {
    const response = await atsRead(owner, resumeId);
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({
      error: { code: "SERVICE_UNAVAILABLE", message: "PDF export is not available on this server." },
    });
  });

  it("answers 405 to other methods", async () => {
    expect((await owner.get(`/api/resumes/${resumeId}/ats-read`)).status).toBe(405);
  });
});

describe("POST /api/resumes/:id/ats-read with Chromium", { timeout: 30_000 }, () => {
  let t: TestApp;
  let owner: TestClient;
  let resumeId: string;
  beforeAll(async () => {
    t = await createTestApp({ CHROMIUM_PATH }, { webRoot: FIXTURE_WEB_ROOT });
    owner = await signUpAndVerify(t, newEmail());
    resumeId = await storeResume(owner);
  });
  afterAll(async () => {
    await t?.close();
  });

  const outcomes = (fields: AtsField[]) => fields.map((item) => `${item.group} / ${item.label}: ${item.outcome}`);

  it("prints the stored resume, reads the PDF back, and tells field by field what was kept and what was lost", async () => {
    const response = await atsRead(owner, resumeId);
    expect(response.status, await response.clone().text()).toBe(200);
    const reading = (await response.json()) as AtsReading;
    expect(reading.pageCount).toBe(1);
    expect(outcomes(reading.fields)).toEqual([
      "Contact / Name: kept",
      "Contact / Email: kept",
      "Contact / Phone: lost",
      "Contact / Location: lost",
      "Rear Admiral at US Navy / Company: lost",
      "Rear Admiral at US Navy / Job title: lost",
      "Rear Admiral at US Navy / Dates: lost",
      "Skills / Skills: lost",
    ]);
    expect(reading.fields[0]).toEqual({
      group: "Contact",
      label: "Name",
      held: "Grace Hopper",
      read: "Grace Hopper",
      outcome: "kept",
      advice: "",
    });
    expect(reading.fields[2]).toMatchObject({ held: "+1 202 555 0100", read: "", advice: expect.stringMatching(/phone number/) });
  });

  it("reads the version stored now, not an earlier one", async () => {
    const before = (await (await owner.get(`/api/resumes/${resumeId}`)).json()) as { resume: ResumeContent & { updated_at: string } };
    const { updated_at, ...content } = before.resume;
    const saved = await owner.request("PUT", `/api/resumes/${resumeId}`, {
      ...content,
      personal_info: { ...content.personal_info, fullName: "Amazing Grace" },
      updated_at,
    });
    expect(saved.status).toBe(200);
    const reading = (await (await atsRead(owner, resumeId)).json()) as AtsReading;
    expect(reading.fields[0]).toMatchObject({ held: "Amazing Grace", read: "Amazing Grace", outcome: "kept" });
  });

  it("counts its render against the user's PDF render time, and is refused with 429 once that is used up", async () => {
    const spender = await signUpUser(t, newEmail());
    const id = await storeResume(spender.client);
    await spendOnLimit(
      { db: t.services.database.db },
      { rule: PDF_RENDER_TIME, subject: spender.userId, amount: RENDER_BUDGET_MS - 1, now: new Date() },
    );
    expect((await atsRead(spender.client, id)).status).toBe(200);
    const refused = await atsRead(spender.client, id);
    expect(refused.status).toBe(429);
    const body = (await refused.json()) as ErrorJson;
    expect(body.error.code).toBe("RATE_LIMITED");
    expect(body.error.message).toBe("You have used your PDF rendering time for now. Please try again in 10 minutes.");
    // The owner's own budget is untouched by another user's reads.
    expect((await atsRead(owner, resumeId)).status).toBe(200);
  });

  it("never prints another user's resume", async () => {
    const stranger = await signUpAndVerify(t, newEmail());
    const response = await atsRead(stranger, resumeId);
    expect(response.status).toBe(404);
  });
});
