import type { Route } from "@playwright/test";
import { expect, expectProblems, test } from "./support/test";
import { createResumeViaApi, resumeCard, sampleContent, signUpFreshUser } from "./support/resume";

test("a resume list that fails to load says so with Retry, never 'No resumes yet', and local drafts still show", async ({ page }) => {
  await signUpFreshUser(page, "list-error");
  await createResumeViaApi(page, sampleContent({ title: "Stored Resume" }));
  // A resume that never reached 80%, kept on this device only.
  await page.evaluate((content) => {
    const draft = { id: "0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b", content, serverUpdatedAt: null, savedAt: new Date().toISOString() };
    localStorage.setItem("vitae.drafts", JSON.stringify({ [draft.id]: draft }));
  }, sampleContent({ title: "Local Draft" }));

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
  await failure.getByRole("button", { name: "Retry" }).click();
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
