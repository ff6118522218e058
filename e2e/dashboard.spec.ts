import { readFile } from "node:fs/promises";
import type { Route } from "@playwright/test";
import { expect, expectProblems, test } from "./support/test";
import { readPdf } from "#server/pdf/test-fixtures/read-pdf";
import { createResumeViaApi, resumeCard, sampleContent, signUpFreshUser } from "./support/resume";

test("a resume list that fails to load says so with Try again, never 'No resumes yet', and local drafts still show", async ({ page }) => {
  await signUpFreshUser(page, "list-error");
  await createResumeViaApi(page, sampleContent({ title: "Stored Resume" }));
  // A resume that never reached 80%, kept on this device only.
  await page.evaluate(
    (content) => {
      const draft = { id: "0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b", content, serverUpdatedAt: null, savedAt: new Date().toISOString() };
      localStorage.setItem("vitae.drafts", JSON.stringify({ [draft.id]: draft }));
    },
    sampleContent({ title: "Local Draft" }),
  );

  expectProblems(
    page,
    /request failed: GET .*\/api\/resumes net::ERR_INTERNET_DISCONNECTED/,
    /Failed to load resource: net::ERR_INTERNET_DISCONNECTED/,
    /Loading \["resumes"\] failed/,
  );
  const cut = (route: Route) => route.abort("internetdisconnected");
  await page.route("**/api/resumes", cut);
  await page.goto("/dashboard");

  const failure = page.getByRole("alert").filter({ hasText: "Could not load your resumes" });
  await expect(failure).toBeVisible({ timeout: 10_000 });
  await expect(failure).toContainText("We could not reach the server. Check your connection, then try again.");
  await expect(page.getByText("No resumes yet")).toBeHidden();
  const drafts = page.getByRole("region", { name: "Unsaved drafts on this device" });
  await expect(drafts.getByRole("listitem")).toHaveCount(1);
  await expect(drafts).toContainText("Local Draft");

  await page.unroute("**/api/resumes", cut);
  await failure.getByRole("button", { name: "Try again" }).click();
  await expect(resumeCard(page, "Stored Resume")).toBeVisible();
  await expect(failure).toBeHidden();
  await expect(page.getByText("No resumes yet")).toBeHidden();
  await expect(drafts).toContainText("Local Draft");
});

test("a server error on the list is reported in plain words, and an empty answer is the only way to 'No resumes yet'", async ({ page }) => {
  await signUpFreshUser(page, "list-500");
  await expect(page.getByText("No resumes yet")).toBeVisible();

  expectProblems(page, /status of 500 .*\/api\/resumes/, /Loading \["resumes"\] failed/);
  await page.route("**/api/resumes", (route) =>
    route.fulfill({ status: 500, json: { error: { code: "INTERNAL_ERROR", message: "An error occurred" } } }),
  );
  await page.reload();
  const failure = page.getByRole("alert").filter({ hasText: "Could not load your resumes" });
  await expect(failure).toContainText("The server could not send the list. Try again in a moment.", { timeout: 10_000 });
  await expect(page.getByText("No resumes yet")).toBeHidden();
});

test("a card downloads its resume as a PDF, says it is busy meanwhile, and labels the JSON export", async ({ page }) => {
  await signUpFreshUser(page, "card-pdf");
  await createResumeViaApi(page, sampleContent({ title: "Card Resume" }));
  await page.goto("/dashboard");
  const card = resumeCard(page, "Card Resume");

  // A slow render, so the busy state can be seen.
  await page.route("**/api/pdf", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });
  const menu = card.getByRole("button", { name: "Download Card Resume" });
  await expect(menu).toHaveText("Download");
  await menu.click();
  const downloading = page.waitForEvent("download");
  await page.getByRole("menuitem", { name: "Download PDF" }).click();
  await expect(card.getByRole("button", { name: "Download Card Resume" })).toHaveText("Preparing PDF...");
  await expect(card.getByRole("button", { name: "Download Card Resume" })).toBeDisabled();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe("Card Resume.pdf");
  const pdf = await readPdf(await readFile((await download.path())!));
  expect(pdf.text).toContain("Ada Lovelace");
  expect(pdf.text).toContain("Analytical Engines Ltd");
  await expect(menu).toHaveText("Download");
  await expect(menu).toBeEnabled();

  await menu.click();
  const json = page.getByRole("menuitem", { name: "Export JSON (JSON Resume)" });
  await expect(json).toBeVisible();
  const exporting = page.waitForEvent("download");
  await json.click();
  expect((await exporting).suggestedFilename()).toBe("Card-Resume.json");
});

test("a card's failed PDF download says so, as the editor's Export PDF does", async ({ page }) => {
  await signUpFreshUser(page, "card-pdf-error");
  await createResumeViaApi(page, sampleContent({ title: "Card Resume" }));
  await page.goto("/dashboard");
  expectProblems(page, /status of 500 .*\/api\/pdf/);
  await page.route("**/api/pdf", (route) =>
    route.fulfill({ status: 500, json: { error: { code: "INTERNAL_ERROR", message: "The PDF could not be made." } } }),
  );
  const card = resumeCard(page, "Card Resume");
  await card.getByRole("button", { name: "Download Card Resume" }).click();
  await page.getByRole("menuitem", { name: "Download PDF" }).click();
  const toast = page.locator("[data-sonner-toast]").filter({ hasText: "Failed to export PDF" });
  await expect(toast).toContainText("The PDF could not be made.");
  await expect(card.getByRole("button", { name: "Download Card Resume" })).toBeEnabled();
});

test("the dashboard opens every career tool in the seed's order, and the navbar has the Job Tracker", async ({ page }) => {
  await signUpFreshUser(page, "tool-buttons");
  await expect(page.getByRole("link", { name: "Revamp Existing CV" })).toHaveAttribute("href", "/revamp-cv");
  const tools = page.getByRole("navigation", { name: "Career tools" }).getByRole("link");
  await expect(tools).toHaveText(["Cover Letter", "Job Application", "Job Tracker", "Optimize Resume", "LinkedIn Optimizer"]);
  const pages = [
    ["Cover Letter", "AI Cover Letter Generator"],
    ["Job Application", "Job Application Generator"],
    ["Job Tracker", "Job Application Tracker"],
    ["Optimize Resume", "Resume Optimizer"],
    ["LinkedIn Optimizer", "LinkedIn Optimizer"],
  ] as const;
  // Each tool's 'Back to Dashboard' brings the user back to the row of tools.
  for (const [button, heading] of pages) {
    await tools.getByText(button, { exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    await page.getByRole("link", { name: "Back to Dashboard" }).click();
    await expect(page.getByRole("heading", { name: "My Resumes" })).toBeVisible();
  }
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Job Tracker" }).click();
  await expect(page).toHaveURL(/\/job-tracker$/);
});
