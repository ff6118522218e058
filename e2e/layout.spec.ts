import type { Locator, Page } from "@playwright/test";
import { templateCounts } from "#web/lib/template-ids";
import { fromApp } from "./support/api";
import { assertNoUnexpectedProblems, expect, expectProblems, test, watchProblems } from "./support/test";
import { createResumeViaApi, sample, sampleContent, SAVED, saveBanner, sectionRegion, signUpFreshUser, textbox } from "./support/resume";

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`${locator.toString()} has no box`);
  return box;
}

/** Whether `inner` lies wholly inside `outer` (half a pixel of rounding allowed). */
function isInside(inner: Box, outer: Box): boolean {
  return (
    inner.x >= outer.x - 0.5 &&
    inner.y >= outer.y - 0.5 &&
    inner.x + inner.width <= outer.x + outer.width + 0.5 &&
    inner.y + inner.height <= outer.y + outer.height + 0.5
  );
}

function overlaps(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

const logoMark = (page: Page) =>
  page
    .getByRole("navigation", { name: "Main" })
    .getByRole("link", { name: /^Vitae/ })
    .locator("svg");

async function openEditor(page: Page, id: string) {
  await page.goto(`/dashboard/editor/${id}`);
  await expect(textbox(sectionRegion(page, "Personal Info"), "Full Name")).toHaveValue(sample.personal.fullName);
}

test("at 360 px the Switch Template dialog holds its tabs, cards and the 'Current' badge inside its edges", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signUpFreshUser(page, "switch-360");
  const resume = await createResumeViaApi(page, sampleContent({ template_id: "cv-photo-modern" }));
  await openEditor(page, resume.id);
  await page.getByRole("button", { name: "Change Template" }).click();
  const dialog = page.getByRole("dialog", { name: "Switch Template" });
  await expect(dialog).toBeVisible();
  // The dialog opens with a short zoom; measure once it has settled.
  await expect.poll(async () => (await boxOf(dialog)).width).toBe(360 - 32);
  const frame = await boxOf(dialog);
  expect(await dialog.evaluate((element) => element.scrollWidth - element.clientWidth), "no sideways scrolling").toBe(0);

  for (const tab of ["All Templates", "Resumes", "CVs with Photo"]) {
    const trigger = dialog.getByRole("tab", { name: tab });
    expect(isInside(await boxOf(trigger), frame), `tab ${tab} inside the dialog`).toBe(true);
  }
  await dialog.getByRole("tab", { name: "CVs with Photo" }).click();
  const panel = dialog.getByRole("tabpanel");
  const cards = panel.getByRole("article");
  await expect(cards).toHaveCount(templateCounts.cv);
  for (const card of await cards.all()) {
    const box = await boxOf(card);
    expect(box.x, "card starts inside the dialog").toBeGreaterThanOrEqual(frame.x);
    expect(box.x + box.width, "card ends inside the dialog").toBeLessThanOrEqual(frame.x + frame.width);
  }
  const current = panel.getByRole("article", { name: "Modern CV with Photo" }).getByText("Current", { exact: true });
  await current.scrollIntoViewIfNeeded();
  const badge = await boxOf(current);
  expect(isInside(badge, await boxOf(dialog)), "the Current badge is whole inside the dialog").toBe(true);
  expect(await current.evaluate((element) => element.scrollWidth <= element.clientWidth), "the badge text is not cut").toBe(true);
});

test("the editor's Back lines up with the navbar's logo at 1280, 1440 and 1920 px", async ({ page }) => {
  await signUpFreshUser(page, "edges");
  const resume = await createResumeViaApi(page, sampleContent());
  for (const width of [1280, 1440, 1920]) {
    await page.setViewportSize({ width, height: 900 });
    await openEditor(page, resume.id);
    const logo = await boxOf(logoMark(page));
    const back = await boxOf(page.getByRole("button", { name: "Back", exact: true }).locator("svg"));
    expect(Math.abs(back.x - logo.x), `at ${width} px: logo at x ${logo.x}, Back at x ${back.x}`).toBeLessThanOrEqual(1);
    // The section list below starts on the same edge too.
    const sections = await boxOf(page.getByRole("navigation", { name: "Resume sections" }));
    expect(Math.abs(sections.x - logo.x), `at ${width} px: sections at x ${sections.x}`).toBeLessThanOrEqual(1);
  }
});

for (const { width, height } of [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`at ${width} px the save status shows without moving the page`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await signUpFreshUser(page, `status-${width}`);
    const resume = await createResumeViaApi(page, sampleContent());
    await openEditor(page, resume.id);
    // A slow save, so 'Saving...' stays long enough to be measured.
    await page.route("**/api/resumes/*", async (route) => {
      if (route.request().method() === "PUT") await new Promise((resolve) => setTimeout(resolve, 1_000));
      await route.continue();
    });
    const fullName = textbox(sectionRegion(page, "Personal Info"), "Full Name");
    const before = await boxOf(fullName);
    await fullName.press("End");
    await fullName.pressSequentially(" King");
    await expect(saveBanner(page)).toHaveText("Saving...", { timeout: 6_000 });
    expect((await boxOf(fullName)).y, "while saving").toBe(before.y);
    await expect(saveBanner(page)).toHaveText(SAVED, { timeout: 10_000 });
    expect((await boxOf(fullName)).y, "once saved").toBe(before.y);
  });

  test(`at ${width} px a toast does not cover Change Template or Export PDF`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await signUpFreshUser(page, `toast-${width}`);
    const resume = await createResumeViaApi(page, sampleContent());
    await openEditor(page, resume.id);
    expectProblems(page, /status of 500 .*\/api\/pdf/);
    await page.route("**/api/pdf", (route) =>
      route.fulfill({ status: 500, json: { error: { code: "INTERNAL_ERROR", message: "An error occurred" } } }),
    );
    const exportPdf = page.getByRole("button", { name: "Export PDF" });
    await exportPdf.click();
    const toast = page.locator("[data-sonner-toast]").filter({ hasText: "Failed to export PDF" });
    await expect(toast).toBeVisible();
    // Measured once the toast has slid in.
    await page.waitForTimeout(500);
    const toastBox = await boxOf(toast);
    for (const button of [page.getByRole("button", { name: "Change Template" }), exportPdf]) {
      expect(overlaps(toastBox, await boxOf(button)), `toast over ${await button.textContent()}`).toBe(false);
    }
    await page.getByRole("button", { name: "Change Template" }).click();
    await expect(page.getByRole("dialog", { name: "Switch Template" })).toBeVisible();
  });
}

for (const { width, height } of [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`at ${width} px the public page's logo, header and resume share one left edge`, async ({ page, browser }) => {
    await signUpFreshUser(page, `public-edge-${width}`);
    await createResumeViaApi(page, sampleContent());
    const username = `edge_${Date.now().toString(36)}${width}`;
    const saved = await page.request.put("/api/profile", { data: { username, is_public: true }, headers: fromApp() });
    expect(saved.ok(), await saved.text()).toBe(true);

    const visitor = await browser.newPage({ viewport: { width, height } });
    watchProblems(visitor.context());
    await visitor.goto(`/${username}`);
    await expect(visitor.getByRole("heading", { name: `@${username}` })).toBeVisible();
    const sheet = visitor.locator("#public-resume [data-resume-page]").first();
    await expect(sheet).toBeVisible();
    const logo = await boxOf(logoMark(visitor));
    const avatar = await boxOf(visitor.getByRole("img", { name: "No profile image" }));
    const resume = await boxOf(sheet);
    expect(Math.abs(avatar.x - logo.x), `logo at x ${logo.x}, header at x ${avatar.x}`).toBeLessThanOrEqual(1);
    expect(Math.abs(resume.x - logo.x), `logo at x ${logo.x}, resume at x ${resume.x}`).toBeLessThanOrEqual(1);
    assertNoUnexpectedProblems(visitor.context());
    await visitor.close();
  });
}
