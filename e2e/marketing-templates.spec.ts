import type { Page } from "@playwright/test";
import { marketingPage } from "#web/features/marketing/pages/marketing-pages";
import { TEMPLATE_STYLE_INFO, templateStylePath } from "#web/features/marketing/templates/template-styles";
import { templateCounts } from "#web/lib/template-ids";
import { signInThroughUi, signUpThroughApi } from "./support/auth";
import { uniqueEmail } from "./support/mailbox";
import { preview, signUpFreshUser } from "./support/resume";
import { expect, test } from "./support/test";
import { expectNoAxeViolations } from "./support/axe";

/** The gallery and the five style pages, each with its heading and how many cards it shows. */
const PAGES = [
  { path: "/resume-templates", heading: "Resume and CV templates", cards: templateCounts.all },
  ...(["modern", "professional", "creative", "executive", "entry-level"] as const).map((style) => ({
    path: templateStylePath(style),
    heading: `${TEMPLATE_STYLE_INFO[style].name} resume templates`,
    cards: TEMPLATE_STYLE_INFO[style].templateIds.length,
  })),
];

const WIDTHS = [360, 1440] as const;

const cards = (page: Page) => page.locator("[data-template-card]");

/** Brings each card into view in turn, as a reader scrolling down would: each draws its live page as it nears. */
async function expectEveryCardDrawnWhenScrolledTo(page: Page) {
  for (const card of await cards(page).all()) {
    await card.scrollIntoViewIfNeeded();
    await expect(card.locator("[data-resume-sheet]")).toBeAttached();
  }
  await page.evaluate(() => window.scrollTo(0, 0));
}

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, "no sideways scrolling").toBeLessThanOrEqual(0);
}

for (const { path, heading, cards: count } of PAGES) {
  for (const width of WIDTHS) {
    test(`${path} at ${width} px: its title and heading, every card drawn live, no sideways scroll or axe violation, and sign-in as the way in`, async ({
      page,
    }) => {
      // An axe scan of a page of live A4 layouts takes several seconds on its own.
      test.slow();
      await page.setViewportSize({ width, height: 900 });
      await page.goto(path);
      await expect(page).toHaveTitle(marketingPage(path)!.title);
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
      await expect(cards(page)).toHaveCount(count);
      await expectEveryCardDrawnWhenScrolledTo(page);
      await expectNoSidewaysScroll(page);
      await expectNoAxeViolations(page, `${path} at ${width} px`);

      await page.getByRole("link", { name: "Start building" }).click();
      await expect(page).toHaveURL(/\/auth$/);
    });
  }
}

test("the gallery filters to CVs with a photo by keyboard, previews one at full size until Escape, and starts a signed-in user's resume in it", async ({
  page,
}) => {
  test.slow();
  await signUpFreshUser(page, "template-gallery");
  await page.goto("/resume-templates");
  await expect(cards(page)).toHaveCount(templateCounts.all);

  // One Tab stop: the chosen option takes focus, the arrows move it, Space chooses.
  const filter = page.getByRole("radiogroup", { name: "Show templates" });
  await filter.getByRole("radio", { name: `All ${templateCounts.all}` }).focus();
  await page.keyboard.press("ArrowRight");
  await expect(filter.getByRole("radio", { name: `Resume ${templateCounts.resume}` })).toBeFocused();
  await page.keyboard.press("ArrowRight");
  await expect(filter.getByRole("radio", { name: `CV with photo ${templateCounts.cv}` })).toBeFocused();
  await page.keyboard.press("Space");
  await expect(filter.getByRole("radio", { name: `CV with photo ${templateCounts.cv}` })).toBeChecked();
  await expect(cards(page)).toHaveCount(templateCounts.cv);
  await expect(cards(page).filter({ hasText: /^(?!.*CV with Photo)/ })).toHaveCount(0);

  await page.getByRole("button", { name: "Preview Tech CV with Photo at full size" }).click();
  const dialog = page.getByRole("dialog", { name: "Tech CV with Photo" });
  await expect(dialog).toBeVisible();
  const pages = dialog.locator("[data-paginated='with-fonts']");
  await expect(pages).toBeVisible();
  await expect(pages.locator("[data-resume-page]")).toHaveCount(Number(await pages.getAttribute("data-page-count")));
  await expect(dialog.locator("[data-template-id='cv-photo-tech']")).toBeVisible();
  await expectNoAxeViolations(page, "the full-size preview");
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("button", { name: "Preview Tech CV with Photo at full size" })).toBeFocused();

  await page.getByRole("button", { name: "Preview Tech CV with Photo at full size" }).click();
  await dialog.getByRole("button", { name: "Use this template: Tech CV with Photo" }).click();
  await expect(page).toHaveURL(/\/dashboard\/editor\/[0-9a-f-]+$/);
  await expect(page.getByRole("textbox", { name: "Resume title" })).toHaveValue("My Resume");
  await expect(preview(page).locator("[data-template-id='cv-photo-tech']")).toBeVisible();
});

test("a visitor's chosen template waits through sign-in and opens in the editor once they are in", async ({ page }) => {
  test.slow();
  const email = uniqueEmail("chosen-template");
  await signUpThroughApi(page.context(), email, "secret-pass");
  await page.context().clearCookies();

  await page.goto(templateStylePath("creative"));
  await page.getByRole("link", { name: "Use this template: Creative CV with Photo" }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await signInThroughUi(page, email, "secret-pass");
  await expect(page).toHaveURL(/\/dashboard\/editor\/[0-9a-f-]+$/);
  await expect(page.getByRole("textbox", { name: "Resume title" })).toHaveValue("My Resume");
  await expect(preview(page).locator("[data-template-id='cv-photo-creative']")).toBeVisible();

  // Handed over once: back on the dashboard, nothing opens again.
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { name: "My Resumes" })).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
});
