import { expect, test } from "./support/test";
import { confirmEmail, mainNav, signInThroughUi, signUpThroughUi } from "./support/auth";
import { uniqueEmail } from "./support/mailbox";

test("a newcomer signs up, confirms the email, signs in, reaches the dashboard and signs out", async ({ page }) => {
  const email = uniqueEmail("newcomer");
  const password = "secret-pass";

  await page.goto("/");
  await page.getByRole("link", { name: "Start Building Your Resume" }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByText("Welcome Back", { exact: true })).toBeVisible();

  await signUpThroughUi(page, email, password);
  const notice = page.getByText("Check your email for the confirmation link!");
  await expect(notice).toHaveAttribute("data-tone", "info");
  await expect(notice).toHaveClass(/text-blue-700/);

  await confirmEmail(page, email);
  await expect(mainNav(page).getByRole("link", { name: "Dashboard" })).toBeVisible();
  await expect(mainNav(page).getByRole("button", { name: "Sign Out" })).toBeVisible();

  await mainNav(page).getByRole("button", { name: "Sign Out" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(mainNav(page).getByRole("link", { name: "Sign In" })).toBeVisible();

  await signInThroughUi(page, email, password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("heading", { name: "My Resumes" })).toBeVisible();
  await expect(page.getByText("No resumes yet")).toBeVisible();
  await expect(page.getByText("Create your first resume to get started")).toBeVisible();
  await expect(mainNav(page).getByRole("link", { name: "Dashboard" })).toHaveClass(/text-blue-700/);

  await mainNav(page).getByRole("button", { name: "Sign Out" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(mainNav(page).getByRole("link", { name: "Home" })).toBeVisible();
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/auth$/);
});
