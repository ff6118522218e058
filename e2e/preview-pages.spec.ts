import type { Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { longResume } from "#web/templates/test-support/long-resume";
import { createResumeViaApi, preview, sectionRegion, signUpFreshUser, textbox } from "./support/resume";

/** Lines of the preview that are not wholly on one of the white A4 page cards. */
function linesOffThePages(): string[] {
  const root = document.querySelector("#resume-preview")!;
  const pages = [...root.querySelectorAll("[data-resume-page]")].map((card) => card.getBoundingClientRect());
  const off: string[] = [];
  const walker = document.createTreeWalker(root.querySelector("[data-resume-sheet]")!, NodeFilter.SHOW_TEXT);
  while (walker.nextNode()) {
    const node = walker.currentNode;
    if ((node.textContent ?? "").trim() === "") continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    for (const line of range.getClientRects()) {
      if (line.width === 0 || line.height === 0) continue;
      if (!pages.some((page) => line.top >= page.top - 0.5 && line.bottom <= page.bottom + 0.5))
        off.push(node.textContent!.trim().slice(0, 40));
    }
  }
  return off;
}

async function expectCutIntoPages(page: Page) {
  const pages = preview(page).locator("[data-page-count]");
  await expect(pages).toHaveAttribute("data-paginated", "with-fonts");
  const count = Number(await pages.getAttribute("data-page-count"));
  expect(count).toBeGreaterThanOrEqual(3);
  await expect(preview(page).locator("[data-resume-page]")).toHaveCount(count);
  expect(await page.evaluate(linesOffThePages)).toEqual([]);
}

test("a long resume shows as separate A4 pages with gaps, no line on a gap, on wide and small screens", async ({ page }) => {
  await signUpFreshUser(page, "preview-pages");
  const resume = await createResumeViaApi(page, { ...longResume(), template_id: "professional" });

  await page.goto(`/dashboard/editor/${resume.id}`);
  await expectCutIntoPages(page);

  // Edits move everything below them: the pages are cut again, and again when the text goes.
  const summary = textbox(sectionRegion(page, "Personal Info"), "Professional Summary");
  const original = await summary.inputValue();
  const pagesNow = () => preview(page).locator("[data-page-count]").getAttribute("data-page-count");
  const before = await pagesNow();
  await summary.fill(`${original}\n${"Shipped and measured every change; wrote it down for the next person. ".repeat(40)}`);
  await expect.poll(() => page.evaluate(linesOffThePages)).toEqual([]);
  await expect.poll(pagesNow).not.toBe(before);
  await summary.fill(original);
  await expect.poll(pagesNow).toBe(before);
  await expect.poll(() => page.evaluate(linesOffThePages)).toEqual([]);

  // A phone: the preview is hidden behind the Preview button, then cut when it is shown.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/dashboard/editor/${resume.id}`);
  await page.getByRole("button", { name: "Preview", exact: true }).click();
  await expectCutIntoPages(page);
});
