import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { JobData } from "#shared/ai";
import { listAiRequests } from "../db/queries/ai-requests";
import { startOpenAiServer, type ModelServer } from "../test-support/model-servers";
import { TestClient, signUpAndVerify } from "../test-support/http-client";
import { createTestApp, type TestApp } from "../test-support/test-app";

interface ErrorJson {
  error: { code: string; message: string; retryAfter?: number; issues?: { path: string; message: string }[]; errorType?: string };
}

let t: TestApp;
let openai: ModelServer;
let seq = 0;
const newEmail = () => `functions${++seq}-${Date.now()}@example.com`;

const advert = "Senior Data Engineer at Acme Analytics\n\nRequirements:\n- Python and SQL\n- Airflow\n\nNice to have:\n- Kubernetes";
const resume = {
  personal_info: { fullName: "Ana Lima", email: "ana@example.com", phone: "+1 555 010 2000", location: "Austin, TX", summary: "" },
  experience: [
    {
      id: "e1",
      company: "Globex",
      position: "Data Engineer",
      location: "",
      startDate: "Jan 2019",
      endDate: "",
      current: true,
      description: "• Built Python pipelines that cut reporting time by 40%",
    },
  ],
  skills: [{ id: "s1", category: "Languages", items: ["Python", "SQL"] }],
};

beforeAll(async () => {
  openai = await startOpenAiServer();
  t = await createTestApp({
    AI_PROVIDERS: "openai,builtin",
    OPENAI_BASE_URL: openai.baseUrl,
    OPENAI_MODEL: "test-model",
    AI_HOURLY_LIMIT: "6",
  });
});
afterAll(async () => {
  await t?.close();
  await openai?.close();
});
afterEach(() => {
  vi.useRealTimers();
});

const call = (client: TestClient, name: string, body: unknown) => client.request("POST", `/api/functions/${name}`, body);
const errorOf = async (response: Response) => ((await response.json()) as ErrorJson).error;
const userIdOf = async (client: TestClient) => (await client.session())!.user.id;

describe("POST /api/functions/<name>", () => {
  it("answers 401 to a visitor who is not signed in", async () => {
    const response = await call(new TestClient(t.app), "parse-job-description", { jobDescription: advert });
    expect(response.status).toBe(401);
  });

  it("answers 422 with the field issues for a bad body", async () => {
    const client = await signUpAndVerify(t, newEmail());
    const response = await call(client, "generate-cover-letter", { jobTitle: "", companyName: "Acme", jobDescription: advert });
    expect(response.status).toBe(422);
    const error = await errorOf(response);
    expect(error.code).toBe("VALIDATION_FAILED");
    expect(error.issues).toContainEqual({ path: "jobTitle", message: "Enter the job title." });
  });

  it("answers 422 for a LinkedIn request without sections, with the seed's message", async () => {
    const client = await signUpAndVerify(t, newEmail());
    const response = await call(client, "optimize-linkedin", { resume, sections: [] });
    expect(response.status).toBe(422);
    expect((await errorOf(response)).issues).toContainEqual({
      path: "sections",
      message: "Please select at least one section to optimize.",
    });
  });

  it("answers with the configured model, names it, and records the call", async () => {
    const client = await signUpAndVerify(t, newEmail());
    const jobData: JobData = {
      title: "Senior Data Engineer",
      company: "Acme Analytics",
      location: "",
      seniority: "senior",
      required_skills: ["Python", "SQL", "Airflow"],
      preferred_skills: ["Kubernetes"],
      keywords: ["Python", "SQL", "Airflow", "Kubernetes"],
      responsibilities: [],
    };
    openai.reply({ answer: jobData });
    const response = await call(client, "parse-job-description", { jobDescription: advert });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ jobData, provider: "openai" });
    const rows = await listAiRequests(t.services.database.db, await userIdOf(client));
    expect(rows).toEqual([expect.objectContaining({ function_name: "parse-job-description", provider: "openai", outcome: "success" })]);
    expect(rows[0]!.duration_ms).toBeGreaterThanOrEqual(0);
  });

  it("falls back to the built-in engine when the model fails, and says so", async () => {
    const client = await signUpAndVerify(t, newEmail());
    openai.reply({ status: 400, body: { error: { message: "model not found" } } });
    const response = await call(client, "parse-job-description", { jobDescription: advert });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { jobData: JobData; provider: string };
    expect(body.provider).toBe("builtin");
    expect(body.jobData.required_skills).toEqual(expect.arrayContaining(["Python", "SQL", "Apache Airflow"]));
  });

  it("lets a user revamp once per 10 seconds, with the seed's message and retryAfter in whole seconds", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-11-24T10:00:00.000Z"));
    const client = await signUpAndVerify(t, newEmail());
    const revamp = { resumeData: resume, jobData: null, targetRole: { title: "Data Engineer", industry: "Software", level: "mid" } };
    openai.reply({ status: 400, body: { error: { message: "model not found" } } });
    expect((await call(client, "revamp-cv-content", revamp)).status).toBe(200);

    vi.setSystemTime(new Date("2026-11-24T10:00:03.500Z"));
    const refused = await call(client, "revamp-cv-content", revamp);
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toBe("7");
    const error = await errorOf(refused);
    expect(error).toMatchObject({ code: "RATE_LIMITED", retryAfter: 7, message: "Please wait 7 seconds before trying again." });

    // Other functions are not held up by the revamp's throttle.
    openai.reply({ status: 400, body: { error: { message: "model not found" } } });
    expect((await call(client, "parse-job-description", { jobDescription: advert })).status).toBe(200);

    vi.setSystemTime(new Date("2026-11-24T10:00:10.000Z"));
    openai.reply({ status: 400, body: { error: { message: "model not found" } } });
    expect((await call(client, "revamp-cv-content", revamp)).status).toBe(200);

    const rows = await listAiRequests(t.services.database.db, await userIdOf(client));
    expect(rows.map((row) => [row.function_name, row.outcome, row.count]).sort()).toEqual([
      ["parse-job-description", "success", 1],
      ["revamp-cv-content", "success", 1],
      ["revamp-cv-content", "success", 1],
      ["revamp-cv-content", "throttled", 1],
    ]);
  });

  it("caps each user's AI calls per hour (AI_HOURLY_LIMIT), apart from other users", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-11-24T12:00:00.000Z"));
    const client = await signUpAndVerify(t, newEmail());
    const other = await signUpAndVerify(t, newEmail());
    const analyse = (who: TestClient) => {
      openai.reply({ status: 400, body: { error: { message: "model not found" } } });
      return call(who, "parse-job-description", { jobDescription: advert });
    };
    for (let i = 0; i < 6; i++) expect((await analyse(client)).status).toBe(200);
    const refused = await call(client, "parse-job-description", { jobDescription: advert });
    expect(refused.status).toBe(429);
    expect((await errorOf(refused)).message).toBe("You have reached the limit of 6 AI requests per hour. Please try again in 60 minutes.");
    expect((await analyse(other)).status).toBe(200);

    vi.setSystemTime(new Date("2026-11-24T13:00:01.000Z"));
    expect((await analyse(client)).status).toBe(200);
  });
});
