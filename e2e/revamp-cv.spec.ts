import path from "node:path";
import type { Locator, Page } from "@playwright/test";
import type { Resume } from "#shared/resume";
import { expect, test } from "./support/test";
import { getResumeViaApi, listResumesViaApi, resumeCard, signUpFreshUser } from "./support/resume";

const PDF = path.join("e2e", "fixtures", "grace-hopper-resume.pdf");
// A Word 97-2003 document saved by LibreOffice: the revamp takes .doc, the upload widget does not.
const DOC = path.join("src", "server", "intake", "test-fixtures", "resume.doc");

const JOB_DESCRIPTION = `Senior Software Engineer, Compilers
We are looking for a senior engineer to lead our compiler team. You will design programming languages,
build compilers and mentor engineers. Required: COBOL, compilers, programming languages, team leadership.
Nice to have: documentation, training.`;

const todayShort = () => new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric" }).format(new Date());

const stepper = (page: Page) => page.getByRole("navigation", { name: "Revamp progress" });
const stepItem = (page: Page, name: string) => stepper(page).getByRole("listitem").filter({ hasText: name });

async function expectCurrentStep(page: Page, number: number, label: string, title: string) {
  await expect(page.getByRole("heading", { name: title, level: 2 })).toBeFocused();
  await expect(stepItem(page, label)).toHaveAttribute("aria-current", "step");
  await expect(page.getByText(`Step ${number} of 4`, { exact: true })).toBeVisible();
}

async function uploadCv(page: Page, file: string) {
  await expect(page.getByRole("button", { name: "Click to choose your CV" })).toHaveAccessibleDescription("PDF, DOCX, TXT (max 5MB)");
  await page.getByLabel("CV file to revamp").setInputFiles(file);
  await expect(page.getByText(path.basename(file), { exact: true })).toBeVisible();
  await page.getByRole("button", { name: "Upload & Extract" }).click();
  await expectCurrentStep(page, 2, "Configure", "Configure your revamp");
  await expect(stepItem(page, "Upload")).toContainText("(completed)");
}

/**
 * Seed 001: one 10 s clock for uploads and revamps. The upload usually started less than 10 s
 * ago, and the wizard then says how long to wait: the journey waits that long and asks again.
 */
async function startRevamp(page: Page) {
  const revamp = page.getByRole("button", { name: "Revamp My CV" });
  await revamp.click();
  const wait = page.getByRole("alert").filter({ hasText: /^Please wait \d+ seconds before trying again\.$/ });
  if (await wait.isVisible()) {
    const seconds = Number(/\d+/.exec((await wait.textContent()) ?? "")![0]);
    expect(seconds).toBeLessThanOrEqual(10);
    await page.waitForTimeout(seconds * 1000);
    await revamp.click();
  }
}

async function expectReview(page: Page): Promise<Locator> {
  await expectCurrentStep(page, 4, "Review", "Review your revamped CV");
  for (const done of ["Upload", "Configure", "Processing"]) await expect(stepItem(page, done)).toContainText("(completed)");
  for (const score of ["ATS Score", "Impact Score"]) {
    await expect(page.getByRole("progressbar", { name: new RegExp(`^${score}: \\d+ out of 100$`) })).toBeVisible();
  }
  await expect(page.getByRole("heading", { name: "Key Improvements" })).toBeVisible();
  const changes = page.getByRole("region", { name: "Before and after" });
  await expect(changes).toBeVisible();
  return changes;
}

/** The user's stored resumes, whole: the list answers summaries, each read again by its id. */
async function savedResumes(page: Page): Promise<Resume[]> {
  return Promise.all((await listResumesViaApi(page)).map((summary) => getResumeViaApi(page, summary.id)));
}

test("a PDF CV revamped for a job description shows its scores and changes, and is saved to the dashboard", async ({ page }) => {
  test.setTimeout(60_000);
  await signUpFreshUser(page, "revamp-pdf");
  await page.goto("/revamp-cv");
  await expect(page.getByRole("link", { name: "Back to Dashboard" })).toBeVisible();
  await expect(stepItem(page, "Upload")).toHaveAttribute("aria-current", "step");

  await uploadCv(page, PDF);
  await expect(page.getByText("grace-hopper-resume.pdf")).toBeVisible();
  for (const goal of ["ATS Optimization", "Impact Statements", "Keyword Matching"])
    await expect(page.getByRole("checkbox", { name: goal })).toBeChecked();
  for (const goal of ["Content Restructuring", "Add Metrics & Numbers"])
    await expect(page.getByRole("checkbox", { name: goal })).not.toBeChecked();
  await expect(page.getByRole("radio", { name: /^Professional/ })).toBeChecked();
  await expect(page.getByLabel("Level")).toHaveValue("mid");

  // With a job description, the target role is not asked for (it would not be sent).
  await page.getByLabel("Job description (optional)").fill(JOB_DESCRIPTION);
  await expect(page.getByLabel("Target role title")).toBeHidden();
  await page.getByRole("checkbox", { name: "Content Restructuring" }).check();
  await startRevamp(page);

  const changes = await expectReview(page);
  const experience = changes.getByRole("region", { name: "Experience" });
  await expect(experience.getByText("Before", { exact: true }).first()).toBeVisible();
  await expect(experience.getByText("After", { exact: true }).first()).toBeVisible();
  // Unchanged lines are folded and open in place.
  const fold = changes.locator("button[aria-expanded]").first();
  await expect(fold).toHaveText(/^Show \d+ unchanged lines?$/);
  await fold.click();
  await expect(fold).toHaveAttribute("aria-expanded", "true");
  await expect(fold).toHaveText(/^Hide \d+ unchanged lines?$/);

  await page.getByRole("button", { name: "Save Revamped CV" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  const title = `Revamped CV ${todayShort()}`;
  await expect(resumeCard(page, title)).toBeVisible();

  const [saved] = await savedResumes(page);
  expect(saved).toMatchObject({ title, template_id: "modern" });
  expect(saved!.personal_info.fullName).toBe("Grace Hopper");
  expect(saved!.experience.map((entry) => entry.company)).toContain("Remington Rand");
});

// On a phone, where the stepper, the form and the before/after view must fit 360 px.
test.describe("on a phone", () => {
  test.use({ viewport: { width: 360, height: 780 } });

  test("a Word 97 .doc CV revamped for a target role keeps the choices for 'Revamp Again' and saves", async ({ page }) => {
    test.setTimeout(60_000);
    await signUpFreshUser(page, "revamp-doc");
    await page.goto("/revamp-cv");
    await uploadCv(page, DOC);

    await page.getByLabel("Target role title").fill("Senior Product Manager");
    await page.getByLabel("Industry").fill("Analytics software");
    await page.getByLabel("Level").selectOption("senior");
    await page.getByRole("radio", { name: /^Executive/ }).check();
    await page.getByRole("checkbox", { name: "Add Metrics & Numbers" }).check();
    await startRevamp(page);

    const changes = await expectReview(page);
    await expect(changes.getByRole("region", { name: "Summary" })).toContainText("After");
    expect(await page.evaluate(() => document.documentElement.scrollWidth), "no sideways scrolling on a phone").toBeLessThanOrEqual(360);

    await page.getByRole("button", { name: "Revamp Again" }).click();
    await expectCurrentStep(page, 2, "Configure", "Configure your revamp");
    await expect(page.getByLabel("Target role title")).toHaveValue("Senior Product Manager");
    await expect(page.getByLabel("Industry")).toHaveValue("Analytics software");
    await expect(page.getByLabel("Level")).toHaveValue("senior");
    await expect(page.getByRole("radio", { name: /^Executive/ })).toBeChecked();
    await expect(page.getByRole("checkbox", { name: "Add Metrics & Numbers" })).toBeChecked();

    await startRevamp(page);
    await expectReview(page);
    await page.getByRole("button", { name: "Save Revamped CV" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(resumeCard(page, `Revamped CV ${todayShort()}`)).toBeVisible();
    const [saved] = await savedResumes(page);
    expect(saved!.personal_info.fullName).toBe("Jordan Ellis");
    expect(saved!.certifications.map((entry) => entry.name)).toContain("Certified Scrum Product Owner (CSPO)");
  });
});
