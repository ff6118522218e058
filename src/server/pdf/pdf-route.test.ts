import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { JSON_BODY_LIMIT_BYTES } from "../middleware/body-limit";
import { TestClient, signUpAndVerify } from "../test-support/http-client";
import { createTestApp, type TestApp } from "../test-support/test-app";
import { CHROMIUM_PATH, FIXTURE_WEB_ROOT, fixtureResume } from "./test-fixtures/fixture-renderer";
import { readPdf } from "./test-fixtures/read-pdf";

interface ErrorJson {
  error: { code: string; message: string; issues?: Array<{ path: string; message: string }> };
}

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

  it("answers 503 SERVICE_UNAVAILABLE, so the editor falls back to the browser's print dialog", async () => {
    const response = await user.post("/api/pdf", { resume: fixtureResume("My Resume") });
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ error: { code: "SERVICE_UNAVAILABLE", message: "PDF export is not available on this server." } });
  });

  it("answers 405 to other methods", async () => {
    expect((await user.get("/api/pdf")).status).toBe(405);
  });
});

describe("POST /api/pdf with Chromium", { timeout: 30_000 }, () => {
  let t: TestApp;
  let user: TestClient;
  beforeAll(async () => {
    t = await createTestApp({ CHROMIUM_PATH }, { webRoot: FIXTURE_WEB_ROOT });
    user = await signUpAndVerify(t, newEmail());
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
  });
});
