import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import type { JobApplication } from "#shared/applications";
import { readPdf } from "#server/pdf/test-fixtures/read-pdf";
import { fromApp } from "./support/api";
import { createResumeViaApi, sampleContent, signUpFreshUser } from "./support/resume";
import { expect, test } from "./support/test";

const JOB = {
  title: "Data Engineer",
  company: "Initech",
  description:
    "Initech is hiring a Data Engineer to design SQL pipelines and maintain our TypeScript services. " +
    "You will own data quality and work closely with analysts. Requirements: SQL, TypeScript, 3+ years of experience.",
};

const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]").filter({ hasText: text });
const letterBox = (page: Page) => page.getByRole("textbox", { name: "Your application letter" });

async function trackedApplications(page: Page): Promise<JobApplication[]> {
  const response = await page.request.get("/api/job-applications", { headers: fromApp() });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { applications: JobApplication[] }).applications;
}

test("an application letter from a stored resume: generated, edited, saved to the tracker as applied", async ({ page }) => {
  await signUpFreshUser(page, "job-application");
  const resume = await createResumeViaApi(page, sampleContent({ title: "Engineering Resume" }));
  await page.goto("/job-application");
  await expect(page.getByRole("heading", { name: "Job Application Generator" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Back to Dashboard" })).toBeVisible();
  await expect(page.getByText("Your application letter will appear here")).toBeVisible();
  await expect(page.getByText("Save adds the application to your Job Tracker")).toBeVisible();
  await expect(page.getByRole("button", { name: "Save", exact: true })).toHaveCount(0);

  const picker = page.getByLabel("Resume", { exact: true });
  await expect(picker.locator("option").first()).toHaveText("Select a resume");
  await picker.selectOption({ label: "Engineering Resume" });
  const button = page.getByRole("button", { name: "Generate Application" });
  await expect(button).toBeDisabled();
  await page.getByLabel("Job Title").fill(JOB.title);
  await page.getByLabel("Company Name").fill(JOB.company);
  await page.getByLabel("Job Description").fill(JOB.description);
  await expect(page.getByLabel("Job Description")).toHaveAttribute("rows", "6");
  await page.getByLabel("Salary Expectation (Optional)").fill("$95,000");
  await page.getByLabel("Availability Date (Optional)").fill("two weeks' notice");
  await expect(button).toBeEnabled();

  await button.click();
  await expect(toast(page, "Application generated")).toBeVisible();
  const generated = await letterBox(page).inputValue();
  expect(generated).toContain(`position of ${JOB.title} at ${JOB.company}`);
  expect(generated).toContain("$95,000");
  expect(generated).toContain("Ada Lovelace");

  // An emptied letter cannot be saved.
  await letterBox(page).fill("");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(toast(page, "Cannot save")).toContainText("Please generate an application first.");
  expect(await trackedApplications(page)).toEqual([]);

  const edited = `${generated}\n\nI have attached my portfolio.`;
  await letterBox(page).fill(edited);
  await page.getByRole("button", { name: "Save", exact: true }).click();
  const saved = toast(page, "Saved successfully");
  await expect(saved).toContainText("Added to your Job Tracker as Applied.");
  await expect(saved.getByRole("button", { name: "Open Job Tracker" })).toBeVisible();
  // Saved once: Save waits for a change, and the tracker is a link away.
  await expect(page.getByRole("button", { name: "Saved", exact: true })).toBeDisabled();
  await expect(page.getByRole("main").getByRole("link", { name: "Job Tracker" })).toHaveAttribute("href", "/job-tracker");

  const tracked = await trackedApplications(page);
  expect(tracked).toHaveLength(1);
  expect(tracked[0]).toMatchObject({
    resume_id: resume.id,
    job_title: JOB.title,
    company_name: JOB.company,
    job_description: JOB.description,
    content: edited,
    salary_expectation: "$95,000",
    availability_date: "two weeks' notice",
    status: "applied",
  });

  // A corrected letter for the same job updates that application; it is not tracked twice.
  const corrected = `${edited}\nKind regards,\nAda`;
  await letterBox(page).fill(corrected);
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(toast(page, "The application in your Job Tracker is updated.")).toContainText("Saved successfully");
  const afterCorrection = await trackedApplications(page);
  expect(afterCorrection).toHaveLength(1);
  expect(afterCorrection[0]).toMatchObject({ id: tracked[0]!.id, content: corrected });

  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "PDF", exact: true }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`Ada Lovelace - Application Letter - ${JOB.company}.pdf`);
  const pdf = await readPdf(await readFile((await download.path())!));
  expect(pdf.text).toContain(`Re: Application for the position of ${JOB.title}`);
  expect(pdf.text).toContain("I have attached my portfolio.");
});

test("without a resume the letter claims no experience, and an application saved without one names no resume", async ({ page }) => {
  await signUpFreshUser(page, "job-application-none");
  await createResumeViaApi(page, sampleContent({ title: "Engineering Resume" }));
  await page.goto("/job-application");
  await page.getByRole("tab", { name: "No Resume" }).click();
  await page.getByLabel("Job Title").fill(JOB.title);
  await page.getByLabel("Company Name").fill(JOB.company);
  await page.getByLabel("Job Description").fill(JOB.description);
  await page.getByRole("button", { name: "Generate Application" }).click();
  await expect(toast(page, "Application generated")).toBeVisible();
  expect(await letterBox(page).inputValue()).not.toContain("Analytical Engines Ltd");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(toast(page, "Saved successfully")).toBeVisible();
  const [tracked] = await trackedApplications(page);
  expect(tracked).toMatchObject({ resume_id: null, salary_expectation: null, availability_date: null, status: "applied" });
});
