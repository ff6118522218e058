import { readdir } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newResumeId } from "#shared/ids";
import { emptyResumeContent, type Resume } from "#shared/resume";
import type { TestClient } from "../test-support/http-client";
import { signUpAndVerify } from "../test-support/http-client";
import { createTestApp, TEST_ORIGIN, type TestApp } from "../test-support/test-app";

let t: TestApp;
let victim: TestClient;
let victimId: string;
let resume: Resume;
// Same site as the app (another port of localhost), so SameSite cookies go along.
const SAME_SITE_PAGE = "http://localhost:5173";

beforeAll(async () => {
  t = await createTestApp();
  victim = await signUpAndVerify(t, `origin-${Date.now()}@example.com`);
  victimId = (await victim.session())!.user.id;
  const created = await victim.post("/api/resumes", { id: newResumeId(), ...emptyResumeContent(), title: "Mine" });
  resume = ((await created.json()) as { resume: Resume }).resume;
});
afterAll(async () => {
  await t?.close();
});

const fromPage = (origin: string) => ({ origin });
const sessionsOf = (userId: string) => t.services.database.db.selectFrom("session").select("id").where("userId", "=", userId).execute();

async function expectRefused(response: Response): Promise<void> {
  expect(response.status).toBe(403);
  expect(await response.json()).toEqual({
    error: { code: "INVALID_ORIGIN", message: "This request did not come from the Vitae app, so it was refused." },
  });
}

async function imageForm(): Promise<FormData> {
  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#123456" } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append("file", new File([new Uint8Array(png)], "me.png", { type: "image/png" }));
  return form;
}

describe("state-changing requests from another origin", () => {
  it("sign-out is refused before any session is deleted", async () => {
    expect(await sessionsOf(victimId)).toHaveLength(1);
    await expectRefused(await victim.request("POST", "/api/auth/sign-out", {}, fromPage("https://evil.example")));
    expect(await sessionsOf(victimId)).toHaveLength(1);
    expect((await victim.get("/api/resumes")).status).toBe(200);
  });

  it("an upload into the signed-in user's folder is refused and stores nothing", async () => {
    await expectRefused(await victim.request("POST", "/api/storage/profile-images", await imageForm(), fromPage(SAME_SITE_PAGE)));
    const folder = path.join(t.dataDir, "files", "profile-images", victimId);
    expect(await readdir(folder).catch(() => [])).toEqual([]);
  });

  it("resume, profile and PDF requests are refused and change nothing", async () => {
    const page = fromPage(SAME_SITE_PAGE);
    await expectRefused(await victim.request("POST", "/api/resumes", { id: newResumeId(), ...emptyResumeContent() }, page));
    await expectRefused(
      await victim.request(
        "PUT",
        `/api/resumes/${resume.id}`,
        { ...emptyResumeContent(), title: "Defaced", updated_at: resume.updated_at },
        page,
      ),
    );
    await expectRefused(await victim.request("DELETE", `/api/resumes/${resume.id}`, undefined, page));
    await expectRefused(await victim.request("PUT", "/api/profile", { is_public: false }, page));
    await expectRefused(await victim.request("POST", "/api/pdf", { resume: emptyResumeContent() }, page));
    const list = (await (await victim.get("/api/resumes")).json()) as { resumes: { id: string }[] };
    expect(list.resumes.map((summary) => summary.id)).toEqual([resume.id]);
    expect(await (await victim.get(`/api/resumes/${resume.id}`)).json()).toEqual({ resume });
  });

  it("takes the Referer's origin when a request has no Origin, and refuses a request with neither", async () => {
    const put = (headers: Record<string, string | null>) =>
      victim.request("PUT", "/api/profile", { is_public: false }, { origin: null, ...headers });
    expect((await put({ referer: `${TEST_ORIGIN}/settings` })).status).toBe(200);
    await expectRefused(await put({ referer: `${SAME_SITE_PAGE}/settings` }));
    await expectRefused(await put({}));
    await expectRefused(await put({ origin: "null" }));
  });

  it("leaves reads from anywhere alone", async () => {
    expect((await victim.request("GET", "/api/resumes", undefined, fromPage("https://evil.example"))).status).toBe(200);
  });
});
