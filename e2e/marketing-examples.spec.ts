import type { Page } from "@playwright/test";
import { CV_EXAMPLES } from "#web/features/marketing/examples/samples/cv-examples";
import { RESUME_EXAMPLES } from "#web/features/marketing/examples/samples/resume-examples";
import { marketingPage } from "#web/features/marketing/pages/marketing-pages";
import { signUpThroughApi } from "./support/auth";
import { uniqueEmail } from "./support/mailbox";
import { preview, signUpFreshUser } from "./support/resume";
import { expect, test } from "./support/test";

const PAGES = [
  { path: "/resume-examples", examples: RESUME_EXAMPLES },
  { path: "/cv-examples", examples: CV_EXAMPLES },
];

const exampleCard = (page: Page, profession: string) => page.getByRole("article", { name: profession, exact: true });

for (const { path, examples } of PAGES) {
  for (const width of [360, 1440]) {
    test(`${path} at ${width} px: its title and heading, every example previewed, no sideways scroll`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(path);
      await expect(page).toHaveTitle(marketingPage(path)!.title);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(/examples you can edit/);
      await expect(page.getByRole("article")).toHaveCount(examples.length);
      // Previews draw as they near the screen: scrolling past each card draws them all.
      for (const example of examples) await exampleCard(page, example.profession).scrollIntoViewIfNeeded();
      await expect(page.locator("article [data-resume-sheet]")).toHaveCount(examples.length);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    });
  }

  test(`${path}: the main call to action takes a visitor to sign in`, async ({ page }) => {
    await page.goto(path);
    await page.getByRole("link", { name: "Start from a blank template" }).click();
    await expect(page).toHaveURL(/\/auth$/);
  });
}

test("a signed-in user's 'Use this example' opens a new resume with the example in the editor", async ({ page }) => {
  await signUpFreshUser(page, "use-example");
  const example = RESUME_EXAMPLES[0]!;
  await page.goto("/resume-examples");
  await exampleCard(page, example.profession)
    .getByRole("button", { name: /Use this example/ })
    .click();
  await expect(page).toHaveURL(/\/dashboard\/editor\/[0-9a-f-]{36}$/);
  await expect(preview(page)).toContainText(example.content.personal_info.fullName);
  await expect(preview(page).locator("[data-resume-sheet]")).toHaveAttribute("data-template-id", example.content.template_id);

  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { name: example.content.title })).toBeVisible();
});

test("a visitor's chosen example waits through sign-up and opens in the editor once they are in", async ({ page }) => {
  const example = CV_EXAMPLES[3]!;
  await page.goto("/cv-examples");
  await exampleCard(page, example.profession).getByRole("button", { name: "Full size" }).click();
  const fullView = page.getByRole("dialog", { name: `${example.profession} example` });
  await expect(fullView.locator("[data-resume-page]").first()).toBeVisible();
  await fullView.getByRole("button", { name: /Use this example/ }).click();
  await expect(page).toHaveURL(/\/auth$/);

  await signUpThroughApi(page.context(), uniqueEmail("chosen-example"), "secret-pass");
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/dashboard\/editor\/[0-9a-f-]{36}$/);
  await expect(preview(page)).toContainText(example.content.personal_info.fullName);

  // Handed over once: the dashboard does not create it again.
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { name: "My Resumes" })).toBeVisible();
  await expect(page.getByRole("heading", { name: example.content.title })).toHaveCount(1);
});
