import { expect, type Page } from "@playwright/test";
import { latestMail } from "./mailbox";

export async function signUpThroughUi(page: Page, email: string, password: string) {
  await page.goto("/auth");
  await page.getByRole("button", { name: "Don't have an account? Sign up" }).click();
  await expect(page.getByText("Create Account", { exact: true })).toBeVisible();
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign Up" }).click();
  const notice = page.getByText("Check your email for the confirmation link!");
  await expect(notice).toBeVisible();
  await expect(notice).toHaveAttribute("data-tone", "info");
}

/** Opens the mailed confirmation link, which signs the user in on the dashboard. */
export async function confirmEmail(page: Page, email: string) {
  const mail = await latestMail(email, "Confirm your email for Vitae");
  await page.goto(mail.link);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("heading", { name: "My Resumes" })).toBeVisible();
}

export async function signInThroughUi(page: Page, email: string, password: string) {
  await page.goto("/auth");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
}

export const mainNav = (page: Page) => page.getByRole("navigation", { name: "Main" });
