import { readFileSync } from "node:fs";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { AiAnswer } from "../../shared/ai";
import { listAiRequests } from "../db/queries/ai-requests";
import { TestClient, signUpAndVerify } from "../test-support/http-client";
import { createTestApp, type TestApp } from "../test-support/test-app";

interface ErrorJson {
  error: { code: string; message: string; retryAfter?: number };
}

const fixture = (name: string) => readFileSync(new URL(`../intake/test-fixtures/${name}`, import.meta.url));

let t: TestApp;
let seq = 0;
const newEmail = () => `upload${++seq}-${Date.now()}@example.com`;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});
afterEach(() => {
  vi.useRealTimers();
});

function upload(client: TestClient, bytes: Uint8Array, name: string, type = "application/octet-stream") {
  const form = new FormData();
  form.append("file", new File([new Uint8Array(bytes)], name, { type }));
  return client.request("POST", "/api/functions/parse-resume-upload", form);
}

async function parsed(response: Response) {
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as AiAnswer<"parse-resume-upload">;
}

const errorOf = async (response: Response) => ((await response.json()) as ErrorJson).error;

// Each test is a new user: the 10-second upload throttle is per user.
const newUser = () => signUpAndVerify(t, newEmail());

describe("POST /api/functions/parse-resume-upload", () => {
  it("answers 401 to a visitor", async () => {
    expect((await upload(new TestClient(t.app), fixture("one-column.pdf"), "cv.pdf")).status).toBe(401);
  });

  it("reads a PDF into resume sections with entry ids, and names the built-in engine", async () => {
    const body = await parsed(await upload(await newUser(), fixture("one-column.pdf"), "Priya Raman CV.pdf", "application/pdf"));
    expect(body.success).toBe(true);
    expect(body.provider).toBe("builtin");
    const { personal_info, experience, education } = body.resumeData;
    expect(personal_info).toMatchObject({ fullName: "Priya Raman", email: "priya.raman@example.com", phone: "(555) 123-4567" });
    expect(experience.map((entry) => [entry.company, entry.position, entry.startDate])).toEqual([
      ["Northwind Traders", "Senior Software Engineer", "Jan 2020"],
      ["Contoso Logistics", "Software Engineer", "Jun 2016"],
    ]);
    expect(experience[0]!.current).toBe(true);
    expect(experience.every((entry) => entry.id.length > 0)).toBe(true);
    expect(education[0]!.institution).toBe("University of Texas at Austin");
  });

  it("reads DOCX and plain text whatever the file is called", async () => {
    const docx = await parsed(await upload(await newUser(), fixture("resume.docx"), "resume.bin"));
    expect(docx.resumeData.personal_info.fullName).not.toBe("");
    expect(docx.resumeData.experience.length).toBeGreaterThan(0);
    const txt = await parsed(await upload(await newUser(), fixture("resume-windows-1252.txt"), "resume"));
    expect(txt.resumeData.personal_info.fullName).not.toBe("");
  });

  it.each([
    ["a PNG named .pdf", "png-renamed.pdf", 415, "UNSUPPORTED_MEDIA_TYPE", /PDF, DOC, DOCX, or TXT/],
    ["a password-protected PDF", "encrypted.pdf", 422, "VALIDATION_FAILED", /password/i],
    ["a scanned PDF", "image-only.pdf", 422, "VALIDATION_FAILED", /text/i],
    ["a truncated PDF", "truncated.pdf", 422, "VALIDATION_FAILED", /damaged|corrupt|read/i],
  ])("refuses %s with a clear reason, and does not count it against the throttle", async (_label, name, status, code, message) => {
    const client = await newUser();
    const response = await upload(client, fixture(name), name, "application/pdf");
    expect(response.status).toBe(status);
    const error = await errorOf(response);
    expect(error.code).toBe(code);
    expect(error.message).toMatch(message);
    // The user fixes the file and uploads again at once.
    await parsed(await upload(client, fixture("one-column.pdf"), "cv.pdf"));
  });

  it("refuses a file over 5 MB with the seed's text", async () => {
    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    big.set(new TextEncoder().encode("%PDF-1.7\n"));
    const response = await upload(await newUser(), big, "big.pdf", "application/pdf");
    expect(response.status).toBe(413);
    expect((await errorOf(response)).message).toBe("Maximum file size is 5MB.");
  });

  it("answers 422 without a file", async () => {
    const response = await (await newUser()).request("POST", "/api/functions/parse-resume-upload", new FormData());
    expect(response.status).toBe(422);
  });

  it("takes one upload per user every 10 seconds", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-11-24T09:00:00.000Z"));
    const client = await newUser();
    await parsed(await upload(client, fixture("resume-utf8.txt"), "cv.txt"));
    vi.setSystemTime(new Date("2026-11-24T09:00:01.200Z"));
    const refused = await upload(client, fixture("resume-utf8.txt"), "cv.txt");
    expect(refused.status).toBe(429);
    expect(await errorOf(refused)).toMatchObject({ retryAfter: 9, message: "Please wait 9 seconds before trying again." });
    vi.setSystemTime(new Date("2026-11-24T09:00:10.000Z"));
    await parsed(await upload(client, fixture("resume-utf8.txt"), "cv.txt"));
    const rows = await listAiRequests(t.services.database.db, (await client.session())!.user.id);
    expect(rows.map((row) => [row.function_name, row.outcome])).toEqual([
      ["parse-resume-upload", "success"],
      ["parse-resume-upload", "throttled"],
      ["parse-resume-upload", "success"],
    ]);
  });
});
