import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LetterDocumentInput } from "#shared/applications";
import { spendOnLimit } from "../services/limits/attempt-limits";
import { PDF_RENDER_TIME } from "../services/pdf/export-pdf";
import { TestClient, signUpAndVerify } from "../test-support/http-client";
import { createTestApp, type TestApp } from "../test-support/test-app";
import { CHROMIUM_PATH, FIXTURE_WEB_ROOT } from "./test-fixtures/fixture-renderer";
import { readPdf } from "./test-fixtures/read-pdf";
import { missingPopplerCommands, readPdfWithPoppler } from "./test-fixtures/read-pdf-with-poppler";
import { RENDER_BUDGET_MS } from "./render-limits";

interface ErrorJson {
  error: { code: string; message: string; retryAfter?: number; issues?: Array<{ path: string; message: string }> };
}

let seq = 0;
const newEmail = () => `letter-pdf${++seq}-${Date.now()}@example.com`;

const LETTER_TEXT = [
  "Dear Hiring Manager,",
  "I am writing to apply for the Senior Engineer position at Acme Corp.",
  "Sincerely,",
  "Ada Lovelace",
].join("\n");

/** A cover letter; the fixture print entry obeys words in the job title ("pages:13", "delay:300"). */
const letter = (overrides: Partial<LetterDocumentInput> = {}): LetterDocumentInput => ({
  kind: "cover-letter",
  sender: { fullName: "Ada Lovelace", email: "ada@example.com" },
  date: "2026-03-05",
  job_title: "Senior Engineer",
  company_name: "Acme Corp",
  content: LETTER_TEXT,
  ...overrides,
});

const PATH = "/api/pdf/letter";

describe("POST /api/pdf/letter without Chromium (the default test app)", () => {
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
    const response = await new TestClient(t.app).post(PATH, { letter: letter() });
    expect(response.status).toBe(401);
    expect(((await response.json()) as ErrorJson).error.code).toBe("UNAUTHORIZED");
  });

  it("answers 422 naming each missing or malformed field", async () => {
    const response = await user.post(PATH, { letter: letter({ company_name: "  ", job_title: "", content: "", date: "2026-02-30" }) });
    expect(response.status).toBe(422);
    const body = (await response.json()) as ErrorJson;
    expect(body.error.code).toBe("VALIDATION_FAILED");
    expect(body.error.issues).toEqual(
      expect.arrayContaining([
        { path: "letter.company_name", message: "Company Name is required." },
        { path: "letter.job_title", message: "Job Title is required." },
        { path: "letter.content", message: "Letter is required." },
        { path: "letter.date", message: "The date must be a calendar date (YYYY-MM-DD)." },
      ]),
    );
    expect((await user.post(PATH, { letter: letter({ kind: "resume" as never }) })).status).toBe(422);
    expect((await user.post(PATH, {})).status).toBe(422);
  });

  it("answers 503 SERVICE_UNAVAILABLE, so the letter screens fall back to the browser's print dialog", async () => {
    const response = await user.post(PATH, { letter: letter() });
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({
      error: { code: "SERVICE_UNAVAILABLE", message: "PDF export is not available on this server." },
    });
  });

  it("answers 405 to other methods", async () => {
    expect((await user.get(PATH)).status).toBe(405);
  });
});

describe("POST /api/pdf/letter with Chromium", { timeout: 30_000 }, () => {
  let t: TestApp;
  let user: TestClient;
  beforeAll(async () => {
    t = await createTestApp({ CHROMIUM_PATH }, { webRoot: FIXTURE_WEB_ROOT });
    user = await signUpAndVerify(t, newEmail());
    // Warm: the browser has started and its pages are open before the tests below.
    await user.post(PATH, { letter: letter() });
  });
  afterAll(async () => {
    await t?.close();
  });

  it("answers the letter as an A4 PDF named after the candidate, the kind of letter and the company, with a text layer", async () => {
    const response = await user.post(PATH, { letter: letter() });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("content-disposition")).toBe('attachment; filename="Ada Lovelace - Cover Letter - Acme Corp.pdf"');
    expect(response.headers.get("x-page-count")).toBe("1");
    expect(response.headers.get("cache-control")).toBe("no-store");
    const file = new Uint8Array(await response.arrayBuffer());
    const contents = await readPdf(file);
    expect(contents.pageCount).toBe(1);
    for (const line of ["Ada Lovelace", "2026-03-05", "Acme Corp", ...LETTER_TEXT.split("\n")]) expect(contents.text).toContain(line);
  });

  it.skipIf(missingPopplerCommands().length > 0)(
    "reads whole with poppler's pdftotext, every font embedded with its Unicode map",
    async () => {
      const response = await user.post(PATH, { letter: letter() });
      const { text, fonts } = readPdfWithPoppler(new Uint8Array(await response.arrayBuffer()));
      expect(text).toContain("I am writing to apply for the Senior Engineer position at Acme Corp.");
      expect(fonts.length).toBeGreaterThan(0);
      expect(fonts.every((font) => font.embedded && font.unicode)).toBe(true);
    },
  );

  it("names an application letter as such, and keeps a name that is not plain ASCII in filename*", async () => {
    const response = await user.post(PATH, { letter: letter({ kind: "application-letter", sender: { fullName: "Zoë Brontë" } }) });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toBe(
      `attachment; filename="Zoe Bronte - Application Letter - Acme Corp.pdf"; filename*=UTF-8''Zo%C3%AB%20Bront%C3%AB%20-%20Application%20Letter%20-%20Acme%20Corp.pdf`,
    );
  });

  it("names a letter written without a resume after the kind of letter and the company", async () => {
    const response = await user.post(PATH, { letter: letter({ sender: {} }) });
    expect(response.headers.get("content-disposition")).toBe('attachment; filename="Cover Letter - Acme Corp.pdf"');
  });

  it("refuses a letter laid out past the page limit with 422 PDF_TOO_LONG, saying it is a letter", async () => {
    const response = await user.post(PATH, { letter: letter({ job_title: "pages:13" }) });
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      error: {
        code: "PDF_TOO_LONG",
        message: "This letter is too long for a PDF: it would print more than 12 pages. Shorten it and export again.",
      },
    });
  });

  it("spends the same render time as resume exports: letters count against it, and past it both are refused with 429", async () => {
    const spender = await signUpAndVerify(t, newEmail());
    const spenderId = (await spender.session())!.user.id;
    await spendOnLimit(
      { db: t.services.database.db },
      { rule: PDF_RENDER_TIME, subject: spenderId, amount: RENDER_BUDGET_MS - 100, now: new Date() },
    );
    expect((await spender.post(PATH, { letter: letter({ job_title: "delay:300" }) })).status).toBe(200);

    const refused = await spender.post(PATH, { letter: letter() });
    expect(refused.status).toBe(429);
    const body = (await refused.json()) as ErrorJson;
    expect(body.error.message).toBe("You have used your PDF rendering time for now. Please try again in 10 minutes.");
    expect(refused.headers.get("retry-after")).toBe(String(body.error.retryAfter));
    expect((await spender.post("/api/pdf", { resume: { title: "My Resume", template_id: "modern" } })).status).toBe(429);
    expect((await user.post(PATH, { letter: letter() })).status).toBe(200);
  });
});
