import type { Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { createResumeViaApi, sample, sampleContent, signUpFreshUser } from "./support/resume";

const toasts = (page: Page) => page.locator("[data-sonner-toast]");
const block = (page: Page, name: string) => page.getByRole("region", { name, exact: true });

test("LinkedIn content generated from a stored resume: sections to choose, editable headline and About with live counters, Copy per block", async ({
  page,
  context,
}) => {
  test.setTimeout(45_000);
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await signUpFreshUser(page, "optimize-linkedin");
  await createResumeViaApi(page, sampleContent({ title: "LinkedIn Resume" }));

  await page.goto("/optimize-linkedin");
  await expect(page.getByRole("heading", { name: "LinkedIn Optimizer", level: 1 })).toBeVisible();
  const generate = page.getByRole("button", { name: "Generate LinkedIn Content" });
  await expect(generate).toBeDisabled();
  for (const [name, checked] of [
    ["Headline", true],
    ["About", true],
    ["Experience", false],
    ["Skills", false],
    ["Featured", false],
  ] as const) {
    await expect(page.getByRole("checkbox", { name, exact: true })).toBeChecked({ checked });
  }
  await page.getByLabel("Select Resume").selectOption({ label: "LinkedIn Resume" });

  // No section ticked: the seed's message, and nothing is asked of the server.
  await page.getByRole("checkbox", { name: "Headline", exact: true }).click();
  await page.getByRole("checkbox", { name: "About", exact: true }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Please select at least one section to optimize." })).toBeVisible();
  await generate.click();
  await expect(toasts(page).filter({ hasText: "Please select at least one section to optimize." })).toBeVisible();

  for (const name of ["Headline", "About", "Experience", "Skills"]) await page.getByRole("checkbox", { name, exact: true }).click();
  await generate.click();
  await expect(toasts(page).filter({ hasText: "LinkedIn content generated" })).toBeVisible();

  const headline = block(page, "Headline");
  const headlineText = headline.getByRole("textbox", { name: "Headline" });
  await expect(headlineText).toHaveValue(new RegExp(sample.experience.position));
  const written = await headlineText.inputValue();
  await expect(headline).toContainText(`${written.length}/120 characters`);

  // The counters follow the text as it is trimmed or grows, and turn red past LinkedIn's limit.
  const long = `${written} | ${"Analytical engines and more ".repeat(4)}`.slice(0, 130);
  await headlineText.fill(long);
  const counter = headline.getByText(/^130\/120 characters/);
  await expect(counter).toContainText("(10 over LinkedIn's limit)");
  await expect(counter).toHaveClass(/text-red-700/);
  await expect(headlineText).toHaveAttribute("aria-invalid", "true");
  await headlineText.fill(long.slice(0, 120));
  await expect(headline.getByText(/^120\/120 characters$/)).not.toHaveClass(/text-red-700/);

  const about = block(page, "About");
  const aboutText = await about.getByRole("textbox", { name: "About" }).inputValue();
  expect(aboutText).toContain(sample.experience.company);
  await expect(about).toContainText(`${aboutText.length}/2000 characters`);

  const experience = block(page, "Experience");
  await expect(experience.getByRole("heading", { name: sample.experience.position })).toBeVisible();
  await expect(experience).toContainText(sample.experience.company);
  const skills = block(page, "Recommended Skills").getByRole("list", { name: "Recommended skills" });
  for (const skill of sample.skills.items) await expect(skills).toContainText(skill);
  await expect(block(page, "Featured")).toHaveCount(0);

  // Copy takes the text as edited.
  await headline.getByRole("button", { name: "Copy headline" }).click();
  await expect(toasts(page).filter({ hasText: "Copied to clipboard" })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(long.slice(0, 120));
  await block(page, "Recommended Skills").getByRole("button", { name: "Copy skills" }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(sample.skills.items.join(", "));
});
