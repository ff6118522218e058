import type { Page } from "@playwright/test";
import { marketingPage } from "#web/features/marketing/pages/marketing-pages";
import { signUpFreshUser } from "./support/resume";
import { expect, test } from "./support/test";

/** Each guide, its heading, the section its contents are checked against, and where its closing call to action leads. */
const guides = [
  {
    path: "/resume-tips",
    heading: "Resume tips that get you to the interview",
    section: "Make it readable by applicant tracking systems",
    cta: "Build your resume",
    tool: { path: "/dashboard", heading: "My Resumes" },
  },
  {
    path: "/interview-preparation",
    heading: "Interview preparation, step by step",
    section: "Answer behavioural questions with STAR",
    cta: "Open the job tracker",
    tool: { path: "/job-tracker", heading: "Job Application Tracker" },
  },
  {
    path: "/job-search-guide",
    heading: "The job search guide",
    section: "Track every application",
    cta: "Write a tailored application",
    tool: { path: "/job-application", heading: "Job Application Generator" },
  },
] as const;

const WIDTHS = [360, 1440] as const;

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, "no sideways scrolling").toBeLessThanOrEqual(0);
}

for (const guide of guides) {
  for (const width of WIDTHS) {
    test(`${guide.path} at ${width} px: its title and heading, contents that jump to a section, no sideways scroll, and sign-in as the way in`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(guide.path);
      await expect(page).toHaveTitle(marketingPage(guide.path)!.title);
      await expect(page.getByRole("heading", { level: 1, name: guide.heading })).toBeVisible();
      await expectNoSidewaysScroll(page);

      await page.getByRole("navigation", { name: "On this page" }).getByRole("link", { name: guide.section }).click();
      await expect(page.getByRole("heading", { level: 2, name: guide.section })).toBeInViewport();
      await expectNoSidewaysScroll(page);

      await page.getByRole("link", { name: guide.cta }).click();
      await expect(page).toHaveURL(/\/auth$/);
    });
  }

  test(`${guide.path} takes a signed-in reader straight to ${guide.tool.path}`, async ({ page }) => {
    await signUpFreshUser(page, `guide-${guide.path.slice(1)}`);
    await page.goto(guide.path);
    await expect(page.getByRole("heading", { level: 1, name: guide.heading })).toBeVisible();
    await page.getByRole("link", { name: guide.cta }).click();
    await expect(page).toHaveURL(new RegExp(`${guide.tool.path}$`));
    await expect(page.getByRole("heading", { level: 1, name: guide.tool.heading })).toBeVisible();
  });
}
