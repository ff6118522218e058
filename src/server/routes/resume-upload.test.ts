import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { AiAnswer } from "#shared/ai";
import JSZip from "jszip";
import { listAiRequests } from "../db/queries/ai-requests";
import { MAX_PROFILE_BYTES } from "../intake/linkedin-export";
import { linkedinExportZip } from "../intake/test-fixtures/linkedin-export";
import { TestClient, signUpAndVerify } from "../test-support/http-client";
import { blankPdf, pagePngs, scannedPdf } from "../test-support/scanned-pdf";
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

function upload(client: TestClient, bytes: Uint8Array, name: string, type = "application/octet-stream", purpose?: string) {
  const form = new FormData();
  form.append("file", new File([new Uint8Array(bytes)], name, { type }));
  if (purpose) form.append("purpose", purpose);
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
      ["Austin Coding Club", "Code mentor", "2018"],
    ]);
    expect(experience[0]!.current).toBe(true);
    expect(experience.every((entry) => entry.id.length > 0)).toBe(true);
    expect(education[0]!.institution).toBe("University of Texas at Austin");
  });

  it("says which fields it guessed, each entry named by the id the answer gave it", async () => {
    const text = ["jane roe", "jane.roe@example.com", "", "EXPERIENCE", "Globex | Initech | 2019 – 2021", "- Kept the books."].join("\n");
    const body = await parsed(await upload(await newUser(), new TextEncoder().encode(text), "resume.txt", "text/plain"));
    const [job] = body.resumeData.experience;
    expect(body.resumeData.personal_info.fullName).toBe("jane roe");
    expect(body.confidence).toEqual([
      { section: "personal_info", field: "fullName", reason: expect.stringMatching(/first line/) },
      { section: "experience", entryId: job!.id, field: "position", reason: expect.stringMatching(/order/) },
      { section: "experience", entryId: job!.id, field: "company", reason: expect.stringMatching(/order/) },
    ]);
    // A resume read from signs has nothing to check.
    expect((await parsed(await upload(await newUser(), fixture("one-column.pdf"), "cv.pdf"))).confidence).toEqual([]);
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
    ["a truncated PDF", "truncated.pdf", 422, "VALIDATION_FAILED", /damaged|corrupt|read/i],
  ])("refuses %s with a clear reason, and lets the fixed file through at once", async (_label, name, status, code, message) => {
    const client = await newUser();
    const response = await upload(client, fixture(name), name, "application/pdf");
    expect(response.status).toBe(status);
    const error = await errorOf(response);
    expect(error.code).toBe(code);
    expect(error.message).toMatch(message);
    // The user fixes the file and uploads again at once: the one retry a failure allows (seed 001 section 5).
    await parsed(await upload(client, fixture("one-column.pdf"), "cv.pdf"));
  });

  describe("scans and photos, read by OCR", () => {
    const textPdf = fileURLToPath(new URL("../intake/test-fixtures/one-column.pdf", import.meta.url));
    const png = () => pagePngs(textPdf, 200)[0]!;

    it("reads a scanned PDF in every upload widget, and says it was read by OCR", async () => {
      const body = await parsed(await upload(await newUser(), await scannedPdf(textPdf), "scan.pdf", "application/pdf"));
      expect(body.ocr).toEqual({ pages: 1 });
      expect(body.resumeData.personal_info).toMatchObject({ fullName: "Priya Raman", email: "priya.raman@example.com" });
      expect(body.resumeData.experience.map((entry) => entry.company)).toEqual([
        "Northwind Traders",
        "Contoso Logistics",
        "Austin Coding Club",
      ]);
      // A text PDF is not marked.
      expect((await parsed(await upload(await newUser(), fixture("one-column.pdf"), "cv.pdf"))).ocr).toBeUndefined();
    }, 60_000);

    it("reads a photo (PNG, JPEG) sent to 'Import resume', and refuses it in every other widget with the seed's message", async () => {
      const photo = await parsed(await upload(await newUser(), png(), "photo.png", "image/png", "import"));
      expect(photo.ocr).toEqual({ pages: 1 });
      expect(photo.resumeData.personal_info.fullName).toBe("Priya Raman");
      const jpeg = await sharp(png()).jpeg({ quality: 85 }).toBuffer();
      const fromJpeg = await parsed(await upload(await newUser(), jpeg, "photo.jpg", "image/jpeg", "import"));
      expect(fromJpeg.resumeData.personal_info.email).toBe("priya.raman@example.com");
      const refused = await upload(await newUser(), png(), "photo.png", "image/png");
      expect(refused.status).toBe(415);
      expect(await errorOf(refused)).toMatchObject({
        code: "UNSUPPORTED_MEDIA_TYPE",
        message: "Please upload a PDF, DOC, DOCX, or TXT file.",
      });
    }, 60_000);

    it("refuses a PDF with neither text nor a scanned page with the reason", async () => {
      const response = await upload(await newUser(), await blankPdf(), "blank.pdf", "application/pdf");
      expect(response.status).toBe(422);
      expect((await errorOf(response)).message).toBe(
        "This PDF has no text to read: no text layer, and no scanned page. Upload the original document or a DOCX.",
      );
    });
  });

  it("counts a refused file toward the 10-second rule, with one retry per failure", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-11-24T09:00:00.000Z"));
    const client = await newUser();
    expect((await upload(client, fixture("truncated.pdf"), "cv.pdf")).status).toBe(422);
    // The retry the failure allowed fails too: it allows none of its own.
    vi.setSystemTime(new Date("2026-11-24T09:00:01.000Z"));
    expect((await upload(client, fixture("truncated.pdf"), "cv.pdf")).status).toBe(422);
    vi.setSystemTime(new Date("2026-11-24T09:00:02.000Z"));
    const refused = await upload(client, fixture("truncated.pdf"), "cv.pdf");
    expect(refused.status).toBe(429);
    expect(await errorOf(refused)).toMatchObject({ retryAfter: 8, message: "Please wait 8 seconds before trying again." });
    // Concurrent uploads are held the same way: one is read, the rest refused at once.
    vi.setSystemTime(new Date("2026-11-24T09:00:10.000Z"));
    const burst = await Promise.all([1, 2, 3, 4].map(() => upload(client, fixture("truncated.pdf"), "cv.pdf")));
    expect(burst.map((response) => response.status).sort()).toEqual([422, 429, 429, 429]);
    const rows = await listAiRequests(t.services.database.db, (await client.session())!.user.id);
    // No provider was asked: the refusals are counted in one row per outcome and hour.
    expect(rows.map((row) => [row.outcome, row.count]).sort()).toEqual([
      ["error", 3],
      ["throttled", 4],
    ]);
  });

  it("reads the first 200,000 characters of a 5 MB text and says what it left out", async () => {
    // 5 MB of one line of date ranges kept a worker busy for minutes.
    const dates = "Jan 2020 - Dec 2021 ".repeat((5 * 1024 * 1024) / 20);
    const body = await parsed(await upload(await newUser(), new TextEncoder().encode(dates), "dates.txt", "text/plain"));
    expect(body.unread).toEqual({ unit: "characters", read: 200_000, from: "Jan 2020 - Dec 2021 Jan 2020 - Dec 2021 Jan 2020 - Dec 2021" });
    const whole = await parsed(await upload(await newUser(), fixture("resume-utf8.txt"), "resume.txt"));
    expect(whole.unread).toBeUndefined();
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
    expect(rows.map((row) => [row.function_name, row.outcome, row.count])).toEqual([
      ["parse-resume-upload", "success", 1],
      ["parse-resume-upload", "throttled", 1],
      ["parse-resume-upload", "success", 1],
    ]);
  });
});

describe("POST /api/functions/parse-resume-upload for the dashboard's Import resume", () => {
  const importing = (client: TestClient, bytes: Uint8Array, name: string) => upload(client, bytes, name, "application/zip", "import");

  it("reads a LinkedIn data export without a model, every file into its section", async () => {
    const body = await parsed(await importing(await newUser(), await linkedinExportZip(), "Basic_LinkedInDataExport.zip"));
    expect(body.provider).toBe("builtin");
    const { personal_info, experience, education, skills, languages, certifications, projects } = body.resumeData;
    expect(personal_info).toMatchObject({
      fullName: "Wren Halloway",
      email: "wren@example.com",
      location: "Leeds, England, United Kingdom",
    });
    expect(experience.map((entry) => [entry.company, entry.position, entry.startDate, entry.current])).toEqual([
      ["Northwind Data", "Staff Engineer", "Feb 2021", true],
      ["Contoso Analytics", "Software Engineer", "Jun 2016", false],
    ]);
    expect([education.length, skills[0]!.items.length, languages.length, certifications.length, projects.length]).toEqual([2, 3, 2, 1, 1]);
    expect(experience.every((entry) => entry.id.length > 0)).toBe(true);
    expect(body.unplaced).toContainEqual({ heading: "Headline", text: "Platform engineer, data tooling" });
    // Still a DOCX and a PDF are read as before.
    await parsed(await upload(await newUser(), fixture("resume.docx"), "resume.docx", "application/octet-stream", "import"));
  });

  it("refuses a ZIP that is neither a DOCX nor a LinkedIn export with a clear reason", async () => {
    const other = await new JSZip().file("photos/cat.jpg", "not really").generateAsync({ type: "uint8array" });
    const response = await importing(await newUser(), other, "archive.zip");
    expect(response.status).toBe(415);
    expect((await errorOf(response)).message).toMatch(/neither a Word document nor a LinkedIn data export/);
  });

  it("keeps the seed's types for every other upload: a LinkedIn export is refused there", async () => {
    const response = await upload(await newUser(), await linkedinExportZip(), "export.zip", "application/zip");
    expect(response.status).toBe(415);
    expect((await errorOf(response)).message).toMatch(/PDF, DOC, DOCX, or TXT/);
  });

  it("refuses an export whose profile files unpack past the bound, and lets the next one through at once", async () => {
    const client = await newUser();
    const huge = await linkedinExportZip({ "Positions.csv": "Company Name\r\n" + "x".repeat(MAX_PROFILE_BYTES) });
    const response = await importing(client, huge, "export.zip");
    expect(response.status).toBe(422);
    expect((await errorOf(response)).message).toMatch(/too large/);
    await parsed(await importing(client, await linkedinExportZip(), "export.zip"));
  });
});
