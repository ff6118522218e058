import type { Page } from "@playwright/test";
import { templateCounts } from "#web/lib/template-ids";
import { expect, test } from "./support/test";
import { expectNoAxeViolations } from "./support/axe";

const strip = (page: Page) => page.locator("[data-template-strip]");
const track = (page: Page) => strip(page).locator(".animate-template-strip");
const playState = (page: Page) => track(page).evaluate((element) => getComputedStyle(element).animationPlayState);

for (const width of [360, 1440]) {
  test(`the landing page's template strip at ${width} px: loads as it nears, moves, stops under the pointer, on focus and at Pause, and leads to a full-size preview`, async ({
    page,
  }) => {
    test.slow();
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/");
    const section = page.getByRole("region", { name: "Templates for every career" });
    await expect(section.getByRole("link", { name: `Browse all ${templateCounts.all} templates` })).toHaveAttribute(
      "href",
      "/resume-templates",
    );
    // Held in place before it loads: the pricing card below does not move when the strip appears.
    await expect(strip(page)).toHaveCount(0);
    const pricing = page.getByRole("region", { name: "Simple, honest pricing" });
    const pricingTopBefore = await pricing.evaluate((element) => element.getBoundingClientRect().top + window.scrollY);
    await section.scrollIntoViewIfNeeded();
    await expect(strip(page)).toHaveAttribute("data-template-strip", "moving");
    await expect(strip(page).locator("[data-resume-sheet]").first()).toBeVisible();
    expect(await pricing.evaluate((element) => element.getBoundingClientRect().top + window.scrollY)).toBe(pricingTopBefore);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, "no sideways scrolling").toBeLessThanOrEqual(0);

    expect(await playState(page)).toBe("running");
    await strip(page).hover();
    expect(await playState(page)).toBe("paused");
    await page.mouse.move(0, 0);
    expect(await playState(page)).toBe("running");

    await page.getByRole("button", { name: "Pause the animation" }).click();
    expect(await playState(page)).toBe("paused");
    await page.getByRole("button", { name: "Play the animation" }).click();
    await page.mouse.move(0, 0);
    expect(await playState(page)).toBe("running");

    await expectNoAxeViolations(page, `the landing page with its strip at ${width} px`);

    const first = section.getByRole("link", { name: "Modern, Resume: see it at full size" });
    await first.focus();
    expect(await playState(page)).toBe("paused");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/resume-templates\?preview=modern$/);
    const dialog = page.getByRole("dialog", { name: "Modern" });
    await expect(dialog).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/resume-templates$/);
    await expect(page.getByRole("button", { name: "Preview Modern at full size" })).toBeFocused();
  });
}

test("for a visitor who prefers reduced motion the strip stands still, a row that scrolls sideways, each template once", async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.setViewportSize({ width: 360, height: 900 });
  await page.goto("/");
  await page.getByRole("region", { name: "Templates for every career" }).scrollIntoViewIfNeeded();
  await expect(strip(page)).toHaveAttribute("data-template-strip", "still");
  await expect(track(page)).toHaveCount(0);
  expect(await strip(page).evaluate((element) => getComputedStyle(element.firstElementChild!).animationName)).toBe("none");
  expect(await strip(page).evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
  await expect(page.getByRole("button", { name: "Pause the animation" })).toHaveCount(0);
  await expectNoAxeViolations(page, "the still strip");
});
