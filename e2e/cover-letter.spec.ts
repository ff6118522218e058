import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import type { CoverLetter } from "#shared/applications";
import { readPdf } from "#server/pdf/test-fixtures/read-pdf";
import { missingPopplerCommands, readPdfWithPoppler } from "#server/pdf/test-fixtures/read-pdf-with-poppler";
import { fromApp } from "./support/api";
import { createResumeViaApi, sampleContent, signUpFreshUser } from "./support/resume";
import { expect, expectProblems, test } from "./support/test";

const JOB = {
  title: "Senior Frontend Engineer",
  company: "Globex Corporation",
  description:
    "We are looking for a Senior Frontend Engineer to build accessible React interfaces in TypeScript. " +
    "You will work with designers, write tests and mentor engineers. Requirements: 5+ years of React, TypeScript and SQL.",
};

const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]").filter({ hasText: text });
const letterBox = (page: Page) => page.getByRole("textbox", { name: "Your cover letter" });
const savedList = (page: Page) => page.getByRole("list", { name: "Saved cover letters" });

async function savedLetters(page: Page): Promise<CoverLetter[]> {
  const response = await page.request.get("/api/cover-letters", { headers: fromApp() });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { coverLetters: CoverLetter[] }).coverLetters;
}

async function fillJob(page: Page, job = JOB) {
  await page.getByLabel("Job Title").fill(job.title);
  await page.getByLabel("Company Name").fill(job.company);
  await page.getByLabel("Job Description").fill(job.description);
}

/** A user with a stored resume, on the cover letter screen with the resume chosen and the job filled in. */
async function openWithStoredResume(page: Page, label: string) {
  await signUpFreshUser(page, label);
  const resume = await createResumeViaApi(page, sampleContent({ title: "Engineering Resume" }));
  await page.goto("/cover-letter");
  await expect(page.getByRole("heading", { name: "AI Cover Letter Generator" })).toBeVisible();
  await page.getByLabel("Resume", { exact: true }).selectOption({ label: "Engineering Resume (modern)" });
  await fillJob(page);
  return resume;
}

async function generate(page: Page) {
  await page.getByRole("button", { name: "Generate Cover Letter" }).click();
  await expect(toast(page, "Cover letter generated")).toBeVisible();
}

test("a letter from a stored resume: generated, edited, saved, reopened from 'My cover letters', saved again in place, deleted", async ({
  page,
}) => {
  await signUpFreshUser(page, "cover-letter");
  const resume = await createResumeViaApi(page, sampleContent({ title: "Engineering Resume" }));
  await page.goto("/cover-letter");
  await expect(page.getByRole("link", { name: "Back to Dashboard" })).toBeVisible();
  await expect(page.getByText("No saved cover letters yet")).toBeVisible();
  await expect(letterBox(page)).toHaveAttribute("placeholder", "Your cover letter will appear here");

  const picker = page.getByLabel("Resume", { exact: true });
  await expect(picker.locator("option").first()).toHaveText("None - Generate from job description only");
  await picker.selectOption({ label: "Engineering Resume (modern)" });

  // Disabled until all three required fields are filled.
  const button = page.getByRole("button", { name: "Generate Cover Letter" });
  await page.getByLabel("Job Title").fill(JOB.title);
  await page.getByLabel("Company Name").fill(JOB.company);
  await expect(button).toBeDisabled();
  await page.getByLabel("Job Description").fill(JOB.description);
  await expect(button).toBeEnabled();

  await generate(page);
  const generated = await letterBox(page).inputValue();
  // The built-in engine names the role, the company and the candidate's own experience.
  expect(generated).toContain(`${JOB.title} position at ${JOB.company}`);
  expect(generated).toContain("Analytical Engines Ltd");
  expect(generated).toContain("Ada Lovelace");

  await letterBox(page).fill(`${generated}\n\nP.S. I can start in March.`);
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(toast(page, "Saved successfully")).toBeVisible();
  const item = savedList(page).getByRole("listitem", { name: `${JOB.title} at ${JOB.company}` });
  await expect(item).toContainText(JOB.company);
  await expect(item).toContainText(JOB.title);
  let stored = await savedLetters(page);
  expect(stored).toHaveLength(1);
  expect(stored[0]).toMatchObject({
    resume_id: resume.id,
    job_title: JOB.title,
    company_name: JOB.company,
    job_description: JOB.description,
  });
  expect(stored[0]!.content).toContain("P.S. I can start in March.");

  // A fresh start, then the saved letter back in the editor with its job and its resume.
  await page.getByRole("button", { name: "Start a new letter" }).click();
  await expect(letterBox(page)).toHaveValue("");
  await expect(page.getByLabel("Company Name")).toHaveValue("");
  await item.getByRole("button", { name: `Open ${JOB.title} at ${JOB.company}` }).click();
  await expect(letterBox(page)).toHaveValue(/P\.S\. I can start in March\./);
  await expect(page.getByLabel("Job Title")).toHaveValue(JOB.title);
  await expect(page.getByLabel("Company Name")).toHaveValue(JOB.company);
  await expect(page.getByLabel("Job Description")).toHaveValue(JOB.description);
  await expect(picker).toHaveValue(resume.id);
  await expect(page.getByText(`Editing your saved letter for ${JOB.title} at ${JOB.company}`)).toBeVisible();

  await letterBox(page).fill((await letterBox(page).inputValue()).replace("P.S. I can start in March.", "P.S. I can start in April."));
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect.poll(async () => (await savedLetters(page)).map((letter) => letter.content.includes("start in April"))).toEqual([true]);
  stored = await savedLetters(page);
  expect(stored).toHaveLength(1);
  await expect(savedList(page).getByRole("listitem")).toHaveCount(1);

  await item.getByRole("button", { name: `Delete ${JOB.title} at ${JOB.company}` }).click();
  const dialog = page.getByRole("dialog", { name: "Delete this cover letter?" });
  await expect(dialog).toContainText(`Your cover letter for ${JOB.title} at ${JOB.company} will be deleted.`);
  await dialog.getByRole("button", { name: "Delete" }).click();
  await expect(toast(page, "Deleted")).toBeVisible();
  await expect(page.getByText("No saved cover letters yet")).toBeVisible();
  expect(await savedLetters(page)).toEqual([]);
  // The text stays in the editor: nothing the user wrote is lost with the saved copy.
  await expect(letterBox(page)).toHaveValue(/start in April/);
});

test("Save without a letter says what is missing; reopening over unsaved work asks first", async ({ page }) => {
  await openWithStoredResume(page, "cover-letter-rules");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(toast(page, "Cannot save")).toContainText("Please generate a cover letter first");
  expect(await savedLetters(page)).toEqual([]);

  await generate(page);
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(toast(page, "Saved successfully")).toBeVisible();
  await page.getByRole("button", { name: "Start a new letter" }).click();
  await page.getByRole("tab", { name: "No Resume" }).click();
  await fillJob(page, { ...JOB, company: "Initech" });
  // The first letter's toast may still show: the new letter itself tells that it arrived.
  await page.getByRole("button", { name: "Generate Cover Letter" }).click();
  await expect(letterBox(page)).toHaveValue(/position at Initech/);
  const unsaved = await letterBox(page).inputValue();

  await page.getByRole("button", { name: `Open ${JOB.title} at ${JOB.company}` }).click();
  const dialog = page.getByRole("dialog", { name: "Replace the letter in the editor?" });
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(letterBox(page)).toHaveValue(unsaved);
  await page.getByRole("button", { name: `Open ${JOB.title} at ${JOB.company}` }).click();
  await dialog.getByRole("button", { name: "Open saved letter" }).click();
  await expect(letterBox(page)).toHaveValue(new RegExp(JOB.company));
});

test("PDF downloads the letter as an A4 PDF with its heading and a text layer", async ({ page }) => {
  await openWithStoredResume(page, "cover-letter-pdf");
  await generate(page);
  const letter = await letterBox(page).inputValue();

  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "PDF", exact: true }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`Ada Lovelace - Cover Letter - ${JOB.company}.pdf`);
  const file = await readFile((await download.path())!);
  const pdf = await readPdf(file);
  expect(pdf.pageCount).toBe(1);
  const today = new Intl.DateTimeFormat("en-US", { month: "long", day: "numeric", year: "numeric" }).format(new Date());
  for (const line of ["Ada Lovelace", "ada.lovelace@example.com", today, JOB.company, "Dear Hiring Manager,", "Sincerely,"]) {
    expect(pdf.text).toContain(line);
  }
  expect(pdf.fonts.every((font) => font.embedded && font.type !== "Type3")).toBe(true);

  const missing = missingPopplerCommands();
  test.skip(missing.length > 0, `${missing.join(" and ")} missing (apt-get install poppler-utils)`);
  const poppler = readPdfWithPoppler(file);
  expect(poppler.fonts.every((font) => font.embedded && font.unicode && font.type !== "Type 3")).toBe(true);
  // Every paragraph reads back whole, in order.
  const words = (text: string) => text.split(/\s+/).filter(Boolean).join(" ");
  for (const paragraph of letter.split(/\n\s*\n/)) expect(words(poppler.text)).toContain(words(paragraph));
});

test("without PDF rendering on the server, PDF opens the browser's print of the letter and says so", async ({ page }) => {
  await openWithStoredResume(page, "cover-letter-print");
  await generate(page);
  expectProblems(page, /status of 503 .*\/api\/pdf\/letter/);
  await page.route("**/api/pdf/letter", (route) =>
    route.fulfill({
      status: 503,
      contentType: "application/json",
      body: JSON.stringify({ error: { code: "SERVICE_UNAVAILABLE", message: "PDF export is not available on this server." } }),
    }),
  );
  // Records what the print dialog would print instead of opening it.
  await page.evaluate(() => {
    const record = window as unknown as { printed?: { pages: number; text: string; title: string } };
    new MutationObserver((changes) => {
      for (const change of changes)
        for (const node of change.addedNodes)
          if (node instanceof HTMLIFrameElement)
            node.addEventListener("load", () => {
              const view = node.contentWindow!;
              view.print = () => {
                record.printed = {
                  pages: view.document.querySelectorAll("[data-print-page]").length,
                  text: view.document.body.innerText,
                  title: view.document.title,
                };
              };
            });
    }).observe(document.body, { childList: true });
  });

  await page.getByRole("button", { name: "PDF", exact: true }).click();
  await expect(toast(page, "Printing instead of downloading")).toContainText("choose 'Save as PDF'");
  const printed = await page.evaluate(() => (window as unknown as { printed: { pages: number; text: string; title: string } }).printed);
  expect(printed.pages).toBe(1);
  expect(printed.title).toBe(`Ada Lovelace - Cover Letter - ${JOB.company}`);
  expect(printed.text).toContain("Dear Hiring Manager,");
  expect(printed.text).not.toContain("Generate Cover Letter");
});
