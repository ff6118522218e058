import { execFileSync } from "node:child_process";
import type { Page } from "@playwright/test";
import { uniqueEmail } from "./support/mailbox";
import { createResumeViaApi, sampleContent, signUpFreshUser } from "./support/resume";
import { asNewClient, assertNoUnexpectedProblems, expect, expectProblems, test, watchProblems } from "./support/test";
import { signInThroughUi, signUpThroughApi } from "./support/auth";
import { SIGN_IN_DISABLED_MESSAGE } from "#shared/auth";

/** Grants the admin role as an operator does, with `npm run admin` on the server's data folder. */
function grantAdmin(email: string) {
  execFileSync("npx", ["tsx", "src/server/cli/admin.ts", "grant", email], {
    env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR, LOG_LEVEL: "warn" },
    stdio: "pipe",
  });
}

const metric = (page: Page, label: string) => page.getByRole("term").filter({ hasText: label }).locator("xpath=following-sibling::dd");
const usersTable = (page: Page) => page.getByRole("table", { name: "Users" });
const search = (page: Page) => page.getByRole("searchbox", { name: "Search by username or email" });

test("an admin sees the metrics and finds a user by email", async ({ page, browser }) => {
  // A user with a resume, in a browser of their own.
  const memberContext = await browser.newContext();
  await asNewClient(memberContext);
  watchProblems(memberContext);
  const memberEmail = uniqueEmail("member");
  await signUpThroughApi(memberContext, memberEmail, "secret-pass");
  const memberPage = await memberContext.newPage();
  await createResumeViaApi(memberPage, sampleContent({ template_id: "executive" }));
  assertNoUnexpectedProblems(memberContext);
  await memberContext.close();

  const adminEmail = await signUpFreshUser(page, "admin");
  grantAdmin(adminEmail);

  await page.goto("/users_access_admin");
  await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();
  for (const label of ["Total Users", "Active Users (30d)", "Total Resumes"]) {
    await expect(metric(page, label)).toHaveText(/^[1-9][\d,]*$/);
  }
  await expect(metric(page, "Popular Template")).not.toHaveText("");
  await expect(metric(page, "Popular Template")).not.toHaveText("N/A");

  // The last 90 days: today's sign-ups include the member's and the admin's, both active today.
  await expect(page.getByRole("heading", { name: "Last 90 days" })).toBeVisible();
  for (const name of [
    /^Sign-ups: [\d,]+ in 90 days/,
    /^Active users: [\d,]+ a day on average over 90 days/,
    /^PDFs exported: [\d,]+ in 90 days/,
  ]) {
    await expect(page.getByRole("img", { name })).toBeVisible();
  }
  await page.getByText("Daily figures").click();
  const today = page.getByRole("table", { name: "Daily figures" }).locator("tbody tr").first();
  await expect(today.getByRole("cell").nth(0)).toHaveText(/^[2-9]|^\d{2,}/);
  await expect(today.getByRole("cell").nth(1)).toHaveText(/^[2-9]|^\d{2,}/);

  // The server finds the member by part of the email, in another case.
  await search(page).fill(memberEmail.split("@")[0]!.toUpperCase());
  const rows = usersTable(page).locator("tbody tr");
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(memberEmail);
  await expect(rows.first().getByRole("cell").nth(1)).toHaveText(/^[\w-]{8}…$/);
  await expect(rows.first().getByRole("cell").nth(3)).toHaveText("1");

  await search(page).fill("nobody-has-this-address");
  await expect(usersTable(page)).toContainText("No users found");

  // Sorting by resume count from the header says so to assistive technology.
  await search(page).fill("");
  const resumesHeader = usersTable(page).getByRole("columnheader", { name: "Resumes" });
  await resumesHeader.getByRole("button").click();
  await expect(resumesHeader).toHaveAttribute("aria-sort", "descending");
  await resumesHeader.getByRole("button").click();
  await expect(resumesHeader).toHaveAttribute("aria-sort", "ascending");
});

test("a signed-in user without the admin role sees 'Access Denied'", async ({ page }) => {
  await signUpFreshUser(page, "not-admin");
  expectProblems(page, /status of 403 .*\/api\/admin\/metrics/);
  await page.goto("/users_access_admin");
  await expect(page.getByRole("heading", { name: "Access Denied" })).toBeVisible();
  await expect(page.getByText("You do not have admin privileges.")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toHaveCount(0);
});

test("an admin opens a user's details, disables their sign-in and deletes them with typed confirmation", async ({ page, browser }) => {
  // The member is signed in, in a browser of their own, when the admin acts.
  const memberContext = await browser.newContext();
  await asNewClient(memberContext);
  watchProblems(memberContext);
  const memberEmail = uniqueEmail("operated");
  await signUpThroughApi(memberContext, memberEmail, "secret-pass");
  const memberPage = await memberContext.newPage();
  await createResumeViaApi(memberPage, sampleContent({ title: "Operated CV", template_id: "executive" }));
  await memberPage.goto("/dashboard");
  await expect(memberPage.getByRole("heading", { name: "My Resumes" })).toBeVisible();

  const adminEmail = await signUpFreshUser(page, "operator");
  grantAdmin(adminEmail);
  await page.goto("/users_access_admin");
  await search(page).fill(memberEmail);
  const rows = usersTable(page).locator("tbody tr");
  await expect(rows).toHaveCount(1);

  // Keyboard: the row's button opens the details.
  await rows.first().getByRole("button").focus();
  await page.keyboard.press("Enter");
  const details = page.getByRole("dialog", { name: memberEmail });
  await expect(details).toBeVisible();
  await expect(details.getByRole("heading", { name: "Resumes (1)" })).toBeVisible();
  await expect(details.getByRole("listitem")).toContainText("Operated CV");
  await expect(details.getByRole("listitem")).toContainText("Executive");
  await expect(details.getByRole("term").filter({ hasText: "Last activity" }).locator("xpath=following-sibling::dd")).not.toHaveText(
    "No activity yet",
  );

  // Disabling sign-in asks first, then signs the member out everywhere.
  await details.getByRole("button", { name: "Disable sign-in" }).click();
  const confirm = page.getByRole("dialog", { name: "Disable sign-in?" });
  await confirm.getByRole("button", { name: "Disable sign-in" }).click();
  await expect(page.getByText(`${memberEmail} was signed out and cannot sign in.`)).toBeVisible();
  await expect(details.getByText("Sign-in disabled", { exact: true })).toBeVisible();
  // Focus returns to the action, which now offers the way back.
  await expect(details.getByRole("button", { name: "Enable sign-in" })).toBeFocused();

  await memberPage.reload();
  await expect(memberPage).toHaveURL(/\/auth$/);
  expectProblems(memberContext, /status of 403 .*\/api\/auth\/sign-in\/email/);
  await signInThroughUi(memberPage, memberEmail, "secret-pass");
  await expect(memberPage.getByRole("alert")).toHaveText(SIGN_IN_DISABLED_MESSAGE);
  await expect(memberPage).toHaveURL(/\/auth$/);
  assertNoUnexpectedProblems(memberContext);
  await memberContext.close();

  // Deleting needs the email typed exactly (the member has no username).
  await details.getByRole("button", { name: "Delete user" }).click();
  const deletion = page.getByRole("alertdialog", { name: "Delete this user?" });
  const deleteButton = deletion.getByRole("button", { name: "Delete user" });
  const confirmation = deletion.getByRole("textbox", { name: `Type the email ${memberEmail} to confirm` });
  await expect(deleteButton).toBeDisabled();
  await confirmation.fill(memberEmail.toUpperCase());
  await expect(deleteButton).toBeDisabled();
  await confirmation.fill(memberEmail);
  await deleteButton.click();
  await expect(page.getByText(`${memberEmail} and everything they owned were deleted.`)).toBeVisible();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(search(page)).toBeFocused();
  // The table asks the server again: the member is gone.
  await expect(usersTable(page)).toContainText("No users found");
});
