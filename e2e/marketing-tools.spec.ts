import type { Page } from "@playwright/test";
import { marketingPage } from "#web/features/marketing/pages/marketing-pages";
import { templateCounts } from "#web/lib/template-ids";
import { signUpFreshUser } from "./support/resume";
import { expect, test } from "./support/test";

/** Each tool page, the name of its main call to action, and the tool's own heading it leads a signed-in user to. */
const TOOL_PAGES = [
  {
    path: "/resume-builder",
    heading: "A resume builder that shows the page as you write",
    cta: "Start your resume",
    signedInCta: "Open the resume builder",
    tool: "/dashboard",
    toolHeading: "My Resumes",
  },
  {
    path: "/cv-maker",
    heading: "Make a CV with your photo, laid out for you",
    cta: "Make your CV",
    signedInCta: "Choose a CV template",
    tool: "/dashboard/templates",
    toolHeading: "Build Your Perfect Resume",
  },
  {
    path: "/cover-letter-generator",
    heading: "Cover letters written from your resume and the job",
    cta: "Write your cover letter",
    signedInCta: "Write your cover letter",
    tool: "/cover-letter",
    toolHeading: "AI Cover Letter Generator",
  },
  {
    path: "/ats-resume-checker",
    heading: "See your resume the way an applicant tracking system does",
    cta: "Check your resume",
    signedInCta: "Check your resume",
    tool: "/optimize-resume",
    toolHeading: "Resume Optimizer",
  },
] as const;

const WIDTHS = [360, 1440];

async function expectNoSidewaysScroll(page: Page) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth, "no horizontal scroll").toBeLessThanOrEqual(innerWidth);
}

for (const width of WIDTHS) {
  for (const tool of TOOL_PAGES) {
    test(`${tool.path} at ${width} px: its title and heading, no sideways scroll, and its call to action leads a visitor to sign in`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(tool.path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(tool.heading);
      await expect(page).toHaveTitle(marketingPage(tool.path)!.title);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", marketingPage(tool.path)!.description);
      await expectNoSidewaysScroll(page);
      // The page lists itself in the footer's Build column (the footer sits inside the shell's <main>, so it is no contentinfo landmark).
      await expect(page.locator("footer").getByRole("link", { name: marketingPage(tool.path)!.label })).toHaveAttribute("href", tool.path);

      await page.getByRole("link", { name: tool.cta }).first().click();
      await expect(page).toHaveURL(/\/auth$/);
    });
  }
}

test("a signed-in user goes from each tool page straight into the tool", async ({ page }) => {
  await signUpFreshUser(page, "marketing-tools");
  for (const tool of TOOL_PAGES) {
    await page.goto(tool.path);
    // The page is served as a visitor sees it; its links turn to the tool once the session is known.
    const cta = page.getByRole("link", { name: tool.signedInCta }).first();
    await expect(cta).toHaveAttribute("href", tool.tool);
    await cta.click();
    await expect(page).toHaveURL(new RegExp(`${tool.tool}$`));
    await expect(page.getByRole("heading", { level: 1, name: tool.toolHeading })).toBeVisible();
  }
});

test("the CV maker draws every CV template live, and the cover letter page's companion links lead a visitor to sign in", async ({
  page,
}) => {
  await page.goto("/cv-maker");
  const templates = page.getByRole("list", { name: "CV templates with a photo" }).getByRole("listitem");
  await expect(templates).toHaveCount(templateCounts.cv);
  await expect(templates.locator("[data-resume-sheet]")).toHaveCount(templateCounts.cv);

  await page.goto("/cover-letter-generator");
  for (const name of ["Write an application letter", "Open the job tracker"]) {
    await expect(page.getByRole("link", { name })).toHaveAttribute("href", "/auth");
  }
  // The FAQ opens and closes with the keyboard, as <details> does.
  const question = page.getByText("Will the letter invent experience I do not have?");
  await question.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByText("The built-in engine takes every fact from your resume or the job description")).toBeVisible();
});
