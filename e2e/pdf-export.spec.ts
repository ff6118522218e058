import { expect, test } from "./support/test";
import { largestResume } from "#server/pdf/test-fixtures/largest-resume";
import { readPdf } from "#server/pdf/test-fixtures/read-pdf";
import { exceedsPdfPageLimit, MAX_PDF_PAGES } from "#shared/pdf-limits";
import { sampleResume } from "#web/templates/sample-resume";
import { fromApp } from "./support/api";
import { signUpFreshUser } from "./support/resume";

const oneLine = (text: string) => text.replace(/\s+/g, " ");

test.describe("PDF export", () => {
  test("a signed-in user gets the resume as a PDF with a text layer and working links", async ({ page }) => {
    await signUpFreshUser(page, "pdf-export");
    // Unsaved content travels in the request: the server renders exactly what the editor shows.
    const response = await page.request.post("/api/pdf", { data: { resume: sampleResume }, headers: fromApp() });
    expect(response.status(), await response.text().catch(() => "")).toBe(200);
    const headers = response.headers();
    expect(headers["content-type"]).toBe("application/pdf");
    expect(headers["content-disposition"]).toBe(`attachment; filename="${sampleResume.title}.pdf"`);

    const contents = await readPdf(await response.body());
    expect(contents.pageCount).toBe(Number(headers["x-page-count"]));
    expect(contents.pageCount).toBeGreaterThanOrEqual(1);

    const text = oneLine(contents.text);
    const { personal_info: info, experience } = sampleResume;
    expect(text).toContain(info.fullName);
    expect(text).toContain(info.email);
    for (const entry of experience) {
      expect(text, `company ${entry.company}`).toContain(entry.company);
      expect(text, `position ${entry.position}`).toContain(entry.position);
    }
    // Reading order: the name comes first and the experience entries follow in their order.
    const positions = experience.map((entry) => text.indexOf(entry.company));
    expect(text.indexOf(info.fullName)).toBeLessThan(positions[0]!);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));

    expect(contents.links).toContain(`mailto:${info.email}`);
    const website = info.website!;
    const linkedin = info.linkedin!;
    expect(
      contents.links.some((url) => url.replace(/^https?:\/\//, "").replace(/\/$/, "") === website),
      `${website} in ${contents.links.join(", ")}`,
    ).toBe(true);
    expect(
      contents.links.some((url) => url.replace(/^https?:\/\//, "").replace(/\/$/, "") === linkedin),
      `${linkedin} in ${contents.links.join(", ")}`,
    ).toBe(true);
  });

  test("a request without a session gets 401", async ({ request }) => {
    const response = await request.post("/api/pdf", { data: { resume: sampleResume }, headers: fromApp() });
    expect(response.status()).toBe(401);
    expect((await response.json()).error.code).toBe("UNAUTHORIZED");
  });

  test("an invalid resume gets 422 with its issues", async ({ page }) => {
    await signUpFreshUser(page, "pdf-invalid");
    const response = await page.request.post("/api/pdf", {
      data: { resume: { ...sampleResume, title: " ", template_id: "Bad Id" } },
      headers: fromApp(),
    });
    expect(response.status()).toBe(422);
    const body = await response.json();
    expect(body.error.code).toBe("VALIDATION_FAILED");
    expect(body.error.issues.map((issue: { path: string }) => issue.path).sort()).toEqual(["resume.template_id", "resume.title"]);
  });

  test("a resume longer than the page limit gets 422 with a clear message, whether its text or its layout is too long", async ({
    page,
  }) => {
    await signUpFreshUser(page, "pdf-too-long");
    const tooLong = {
      error: {
        code: "PDF_TOO_LONG",
        message: `This resume is too long for a PDF: it would print more than ${MAX_PDF_PAGES} pages. Shorten it and export again.`,
      },
    };
    // More text than any layout fits on 12 pages: refused before it is laid out.
    const largest = await page.request.post("/api/pdf", { data: { resume: largestResume() }, headers: fromApp() });
    expect(largest.status()).toBe(422);
    expect(await largest.json()).toEqual(tooLong);
    // Less text, but modern lays it out on more than 12 pages: refused after layout, before printing.
    const long = { ...largestResume("modern"), projects: [], experience: largestResume().experience.slice(0, 11) };
    expect(exceedsPdfPageLimit(long)).toBe(false);
    const laidOut = await page.request.post("/api/pdf", { data: { resume: long }, headers: fromApp() });
    expect(laidOut.status()).toBe(422);
    expect(await laidOut.json()).toEqual(tooLong);
    // The same resume in the densest layout fits, and prints.
    const compact = await page.request.post("/api/pdf", { data: { resume: { ...long, template_id: "compact" } }, headers: fromApp() });
    expect(compact.status(), await compact.text().catch(() => "")).toBe(200);
    expect(Number(compact.headers()["x-page-count"])).toBeLessThanOrEqual(MAX_PDF_PAGES);
  });
});
