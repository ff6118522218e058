import type { Page } from "@playwright/test";
import { readPdf } from "#server/pdf/test-fixtures/read-pdf";
import { isPhotoTemplate, type ResumeContent } from "#shared/resume";
import { templateCatalog } from "#web/templates/catalog";
import { sampleResume } from "#web/templates/sample-resume";
import { fromApp } from "./support/api";
import { createResumeViaApi, preview, signUpFreshUser } from "./support/resume";
import { assertNoUnexpectedProblems, expect, expectProblems, test, watchProblems } from "./support/test";

/** Photo URLs that cannot load: a file the store does not have (404), and a page that is not an image. */
const BROKEN_PHOTOS = { "a missing file": "/files/profile-photos/nobody/missing.jpg", "a page that is not an image": "/print.html" };

let page: Page;

test.beforeAll(async ({ browser }) => {
  page = await browser.newPage({ viewport: { width: 794, height: 1123 } });
  watchProblems(page.context());
  // Chromium logs the 404 of the missing photo; nothing else may go wrong.
  expectProblems(page, /status of 404 .*\/files\/profile-photos\/nobody\/missing\.jpg/);
  await signUpFreshUser(page, "broken-photo");
});
test.afterAll(async () => page.close());
test.afterEach(() => assertNoUnexpectedProblems(page.context()));

const sheet = () => page.locator("#root [data-resume-sheet]");

/** Lays the resume out in the print entry, full size, as the PDF is made. */
async function printPage(resume: ResumeContent): Promise<Buffer> {
  await page.setViewportSize({ width: 794, height: 1123 });
  await page.goto("/print.html");
  await page.evaluate((input) => window.vitaePrint!.render(input), resume);
  return page.screenshot({ fullPage: true });
}

async function pdfText(resume: ResumeContent): Promise<string> {
  const response = await page.request.post("/api/pdf", { data: { resume }, headers: fromApp() });
  expect(response.status(), await response.text().catch(() => "")).toBe(200);
  return (await readPdf(await response.body())).text;
}

const withPhoto = (templateId: string, photo: string): ResumeContent => ({
  ...sampleResume,
  template_id: templateId,
  personal_info: { ...sampleResume.personal_info, photo_url: photo },
});

for (const template of templateCatalog.filter((entry) => isPhotoTemplate(entry.id))) {
  test(`${template.id}: a photo that cannot load prints as the placeholder, with no broken icon or alt text`, async () => {
    const placeholderShot = await printPage(withPhoto(template.id, ""));
    await expect(sheet().locator("svg.lucide-user")).toHaveCount(1);
    const placeholderText = await pdfText(withPhoto(template.id, ""));

    for (const [why, photo] of Object.entries(BROKEN_PHOTOS)) {
      const resume = withPhoto(template.id, photo);
      const shot = await printPage(resume);
      await expect(sheet().locator("img"), why).toHaveCount(0);
      await expect(sheet().locator("svg.lucide-user"), why).toHaveCount(1);
      expect(shot.equals(placeholderShot), `${why}: the printed page looks exactly as without a photo`).toBe(true);
      // Chromium would print the alt text (the name) beside its broken-image icon.
      expect(await pdfText(resume), `${why}: the PDF's text`).toBe(placeholderText);
    }
  });
}

test("the editor's preview shows the placeholder for a photo that cannot load", async () => {
  await page.setViewportSize({ width: 1400, height: 1000 });
  for (const photo of Object.values(BROKEN_PHOTOS)) {
    const saved = await createResumeViaApi(page, withPhoto("cv-photo-modern", photo));
    await page.goto(`/dashboard/editor/${saved.id}`);
    const shown = preview(page).locator("[data-resume-sheet]");
    await expect(shown).toHaveAttribute("data-template-id", "cv-photo-modern");
    await expect(shown.locator("svg.lucide-user")).toHaveCount(1);
    await expect(shown.locator("img")).toHaveCount(0);
  }
});
