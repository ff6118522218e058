import { expect, type BrowserContext, type Page } from "@playwright/test";
import { EMAIL_CONFIRMED_PATH } from "#shared/auth";
import { fromApp } from "./api";
import { latestMail } from "./mailbox";

/**
 * Signs a new user up and in without the auth screen: the sign-up request the form sends, then
 * the mailed confirmation link, which signs the user in. Both go through the context's own
 * request client, so the session cookie lands in the context and its pages are signed in.
 */
export async function signUpThroughApi(context: BrowserContext, email: string, password: string): Promise<void> {
  const signUp = await context.request.post("/api/auth/sign-up/email", {
    data: { email, password, name: email, callbackURL: EMAIL_CONFIRMED_PATH },
    headers: fromApp(),
  });
  expect(signUp.status(), await signUp.text()).toBe(200);
  const mail = await latestMail(email, "Confirm your email for Vitae");
  const confirmed = await context.request.get(mail.link, { headers: fromApp() });
  expect(confirmed.url(), "the confirmation link lands on its page").toContain(EMAIL_CONFIRMED_PATH);
  const session = await context.request.get("/api/auth/get-session", { headers: fromApp() });
  expect(((await session.json()) as { user?: { email: string } } | null)?.user?.email, "signed in by the link").toBe(email);
}

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
