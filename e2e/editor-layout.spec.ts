import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { createResumeViaApi, sample, sampleContent, sectionRegion, signUpFreshUser, textbox } from "./support/resume";

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
  await expect(cards).toHaveCount(9);
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
