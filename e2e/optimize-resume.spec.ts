import type { Page } from "@playwright/test";
import { fromApp } from "./support/api";
import { expect, expectProblems, test } from "./support/test";
import {
  contentOf,
  createResumeViaApi,
  expandEntry,
  getResumeViaApi,
  openSection,
  sample,
  sampleContent,
  signUpFreshUser,
  textbox,
} from "./support/resume";

const WEAK_BULLET = "Responsible for managing a team of 5";
const OTHER_BULLET = "Designed the first published algorithm for the engine.";
const DESCRIPTION = `• ${WEAK_BULLET}\n• ${OTHER_BULLET}`;
const JOB =
  "We are hiring a Senior Software Engineer to lead a team building data pipelines with Python, Kubernetes and PostgreSQL. " +
  "Experience with TypeScript and React is a plus. You will mentor engineers and own CI/CD.";

const toasts = (page: Page) => page.locator("[data-sonner-toast]");
const suggestionFor = (page: Page, text: string) =>
  page.getByRole("list", { name: "Suggested improvements" }).getByRole("listitem").filter({ hasText: text });

async function openOptimizer(page: Page, title: string) {
  await page.goto("/optimize-resume");
  await expect(page.getByRole("heading", { name: "Resume Optimizer", level: 1 })).toBeVisible();
  await page.getByLabel("Select Resume").selectOption({ label: title });
}

async function analyze(page: Page): Promise<number> {
  await page.getByLabel("Target Job Description (optional)").fill(JOB);
  await page.getByRole("button", { name: "Optimize Resume" }).click();
  const score = Number(await page.getByTestId("optimization-score").textContent());
  await expect(toasts(page).filter({ hasText: `Resume analyzed (Score: ${score}/100)` })).toBeVisible();
  return score;
}

test("optimizing a stored resume against a job shows the score and keywords; Apply writes a suggestion into the resume and Undo restores it", async ({
  page,
  context,
}) => {
  test.setTimeout(45_000);
  await signUpFreshUser(page, "optimize-resume");
  const resume = await createResumeViaApi(
    page,
    sampleContent({ title: "Optimizer Resume", experience: [{ ...sampleContent().experience[0]!, description: DESCRIPTION }] }),
  );

  await page.goto("/optimize-resume");
  await expect(page.getByRole("button", { name: "Optimize Resume" })).toBeDisabled();
  await expect(page.getByRole("checkbox", { name: "ATS Optimization", exact: true })).toBeChecked();
  await expect(page.getByRole("checkbox", { name: "Content Enhancement", exact: true })).toBeChecked();
  await expect(page.getByRole("checkbox", { name: "Keyword Matching", exact: true })).not.toBeChecked();
  await expect(page.getByRole("checkbox", { name: "Length Optimization", exact: true })).not.toBeChecked();
  await page.getByLabel("Select Resume").selectOption({ label: "Optimizer Resume" });

  const score = await analyze(page);
  expect(score).toBeGreaterThan(0);
  expect(score).toBeLessThanOrEqual(100);
  await expect(page.getByRole("img", { name: `Score ${score} out of 100` })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Overall Assessment" })).toBeVisible();
  await expect(page.getByRole("list", { name: "Missing keywords" })).toContainText("Python");
  await expect(page.getByRole("heading", { name: "ATS Issues" })).toBeVisible();

  const weak = suggestionFor(page, WEAK_BULLET);
  await expect(weak).toContainText("Experience: Analytical Engines Ltd");
  const suggested = (await weak.locator("dd").nth(1).textContent())!.trim();
  expect(suggested).not.toBe(WEAK_BULLET);

  await weak.getByRole("button", { name: "Apply" }).click();
  await expect(toasts(page).filter({ hasText: "Suggestion applied" })).toBeVisible();
  await expect(weak).toContainText("Applied");
  expect((await getResumeViaApi(page, resume.id)).experience[0]!.description).toBe(`• ${suggested}\n• ${OTHER_BULLET}`);

  // The editor, in another tab, opens the new version.
  const editor = await context.newPage();
  await editor.goto(`/dashboard/editor/${resume.id}`);
  const experience = await openSection(editor, "Experience");
  await expandEntry(experience, new RegExp(`${sample.experience.position} · ${sample.experience.company}`));
  await expect(textbox(experience, "Description")).toHaveValue(`• ${suggested}\n• ${OTHER_BULLET}`);

  await editor.close();

  await weak.getByRole("button", { name: "Undo" }).click();
  await expect(toasts(page).filter({ hasText: "Suggestion undone" })).toBeVisible();
  await expect(weak.getByRole("button", { name: "Apply" })).toBeVisible();
  expect((await getResumeViaApi(page, resume.id)).experience[0]!.description).toBe(DESCRIPTION);
  const reopened = await context.newPage();
  await reopened.goto(`/dashboard/editor/${resume.id}`);
  const reopenedExperience = await openSection(reopened, "Experience");
  await expandEntry(reopenedExperience, new RegExp(`${sample.experience.position} · ${sample.experience.company}`));
  await expect(textbox(reopenedExperience, "Description")).toHaveValue(DESCRIPTION);
  await reopened.close();

  // The toast's Undo does the same.
  await weak.getByRole("button", { name: "Apply" }).click();
  const applied = toasts(page).filter({ hasText: "Suggestion applied" }).last();
  await applied.getByRole("button", { name: "Undo" }).click();
  await expect(toasts(page).filter({ hasText: "Suggestion undone" }).last()).toBeVisible();
  await expect(weak.getByRole("button", { name: "Apply" })).toBeVisible();
  expect((await getResumeViaApi(page, resume.id)).experience[0]!.description).toBe(DESCRIPTION);
});

test("a suggestion applied over a newer version saved elsewhere overwrites nothing; the latest version is loaded and the suggestion applies to it", async ({
  page,
}) => {
  test.setTimeout(45_000);
  await signUpFreshUser(page, "optimize-conflict");
  const resume = await createResumeViaApi(
    page,
    sampleContent({ title: "Busy Resume", experience: [{ ...sampleContent().experience[0]!, description: DESCRIPTION }] }),
  );
  await openOptimizer(page, "Busy Resume");
  await analyze(page);

  // Another tab saves a new summary after the optimizer loaded the resume.
  const edited = { ...contentOf(resume), personal_info: { ...resume.personal_info, summary: "Edited in another tab." } };
  const saved = await page.request.put(`/api/resumes/${resume.id}`, {
    data: { ...edited, updated_at: resume.updated_at },
    headers: fromApp(),
  });
  expect(saved.status()).toBe(200);

  expectProblems(page, /status of 409/);
  const weak = suggestionFor(page, WEAK_BULLET);
  await weak.getByRole("button", { name: "Apply" }).click();
  await expect(toasts(page).filter({ hasText: "Your resume was changed elsewhere" })).toBeVisible();
  let stored = await getResumeViaApi(page, resume.id);
  expect(stored.personal_info.summary).toBe("Edited in another tab.");
  expect(stored.experience[0]!.description).toBe(DESCRIPTION);

  await weak.getByRole("button", { name: "Apply" }).click();
  await expect(toasts(page).filter({ hasText: "Suggestion applied" })).toBeVisible();
  stored = await getResumeViaApi(page, resume.id);
  expect(stored.personal_info.summary).toBe("Edited in another tab.");
  expect(stored.experience[0]!.description).not.toContain(WEAK_BULLET);

  // Another tab deletes the bullet a suggestion quotes: once reloaded, the suggestion says so and cannot be applied.
  const latest = await getResumeViaApi(page, resume.id);
  const trimmed = { ...contentOf(latest), experience: [{ ...latest.experience[0]!, description: "• Led the engine team" }] };
  const trimSave = await page.request.put(`/api/resumes/${resume.id}`, {
    data: { ...trimmed, updated_at: latest.updated_at },
    headers: fromApp(),
  });
  expect(trimSave.status()).toBe(200);
  const other = suggestionFor(page, OTHER_BULLET);
  // The built-in engine asks for a figure in [brackets]: Apply waits until the user has put one in.
  await expect(other.getByRole("button", { name: "Apply" })).toBeDisabled();
  await other.getByRole("textbox", { name: "Suggested (you can edit it)" }).fill("Designed the first published algorithm, run by 3 teams");
  await other.getByRole("button", { name: "Apply" }).click();
  await expect(toasts(page).filter({ hasText: "Your resume was changed elsewhere" }).last()).toBeVisible();
  await expect(other).toContainText("This text is no longer in your resume, so it cannot be applied.");
  await expect(other.getByRole("button", { name: "Apply" })).toBeDisabled();
  expect((await getResumeViaApi(page, resume.id)).experience[0]!.description).toBe("• Led the engine team");
});

test("'What an ATS reads' exports a template resume and shows, field by field, what an applicant tracking system extracted", async ({
  page,
}) => {
  test.setTimeout(45_000);
  await signUpFreshUser(page, "ats-read");
  await createResumeViaApi(page, sampleContent({ title: "Template Resume", template_id: "modern" }));
  await page.goto("/optimize-resume");
  const card = page.getByRole("region", { name: "What an ATS reads" });
  await expect(card.getByRole("button", { name: "Read my resume as an ATS" })).toBeDisabled();
  await page.getByLabel("Select Resume").selectOption({ label: "Template Resume" });
  await card.getByRole("button", { name: "Read my resume as an ATS" }).click();

  const contact = card.getByRole("region", { name: "Contact" });
  await expect(contact.getByRole("listitem", { name: "Name: Kept" })).toContainText(sample.personal.fullName, { timeout: 20_000 });
  const job = card.getByRole("region", { name: `${sample.experience.position} at ${sample.experience.company}` });
  await expect(job.getByRole("listitem", { name: "Company: Kept" })).toContainText(sample.experience.company);
  await expect(card.getByRole("region", { name: "Education" }).getByRole("listitem", { name: /School: / })).toContainText(
    sample.education.institution,
  );
  await expect(card).toContainText(/Read from a 1-page PDF/);
  await expect(card.getByRole("button", { name: "Read again" })).toBeEnabled();
});
