import { assertNoUnexpectedProblems, expect, expectProblems, test, watchProblems } from "./support/test";
import { confirmEmail, mainNav, signInThroughUi, signUpThroughUi } from "./support/auth";
import { latestMail, uniqueEmail } from "./support/mailbox";
import { signUpFreshUser } from "./support/resume";
import type { Locator } from "@playwright/test";

/** The hue of the text colour (Tailwind's palette is oklch): red is about 27, blue about 260. */
async function textHue(locator: Locator): Promise<number> {
  const colour = await locator.evaluate((element) => getComputedStyle(element).color);
  const hue = /^oklch\([\d.]+ [\d.]+ ([\d.]+)/.exec(colour)?.[1];
  if (hue === undefined) throw new Error(`Not an oklch colour: ${colour}`);
  return Number(hue);
}

test.describe("visitors", () => {
  test("protected routes send a visitor to /auth", async ({ page }) => {
    await page.goto("/dashboard");
    await expect(page).toHaveURL(/\/auth$/);
    await expect(mainNav(page).getByRole("link", { name: "Sign In" })).toHaveClass(/text-blue-700/);
  });

  test("the visitor navigation has Home, Features and Sign In", async ({ page }) => {
    await page.goto("/features");
    const nav = mainNav(page);
    await expect(nav.getByRole("link", { name: "Home" })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Features" })).toHaveClass(/text-blue-700/);
    await expect(nav.getByRole("link", { name: "Sign In" })).toBeVisible();
    await nav.getByRole("link", { name: "Vitae" }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("an unknown address shows a not-found page with a way home", async ({ page }) => {
    await page.goto("/no/such/page");
    await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
    await page.getByRole("link", { name: "Go to Homepage" }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe("auth screen", () => {
  test("switching between sign in and sign up clears the message", async ({ page }) => {
    expectProblems(page, /status of 401 .*\/api\/auth\/sign-in\/email/);
    await signInThroughUi(page, uniqueEmail("nobody"), "whatever1");
    const message = page.getByText("Invalid email or password");
    await expect(message).toBeVisible();
    // Errors are red even when they mention email (decision 011).
    await expect(message).toHaveAttribute("data-tone", "error");
    await expect(message).toHaveAttribute("role", "alert");
    expect(await textHue(message)).toBeLessThan(40);
    await page.getByRole("button", { name: "Don't have an account? Sign up" }).click();
    await expect(page.getByText("Create Account", { exact: true })).toBeVisible();
    await expect(message).toBeHidden();
    await page.getByRole("button", { name: "Already have an account? Sign in" }).click();
    await expect(page.getByText("Welcome Back", { exact: true })).toBeVisible();
  });

  test("a password under 6 characters is stopped by the form", async ({ page }) => {
    await page.goto("/auth");
    await page.getByRole("button", { name: "Don't have an account? Sign up" }).click();
    await page.getByLabel("Email").fill(uniqueEmail("short"));
    await page.getByLabel("Password").fill("12345");
    await page.getByRole("button", { name: "Sign Up" }).click();
    await expect(page.getByLabel("Password")).toHaveJSProperty("validity.tooShort", true);
    await expect(page.getByText("Check your email for the confirmation link!")).toBeHidden();
  });

  test("an unconfirmed account cannot sign in and is told about the email", async ({ page }) => {
    expectProblems(page, /status of 403 .*\/api\/auth\/sign-in\/email/);
    const email = uniqueEmail("unconfirmed");
    await signUpThroughUi(page, email, "secret-pass");
    await page.getByRole("button", { name: "Already have an account? Sign in" }).click();
    await page.getByLabel("Password").fill("secret-pass");
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    const notVerified = page.getByText("Email not verified");
    await expect(notVerified).toHaveAttribute("data-tone", "error");
    expect(await textHue(notVerified)).toBeLessThan(40);
    await expect(page).toHaveURL(/\/auth$/);
  });

  test("a signed-in user who opens /auth goes to /dashboard", async ({ page }) => {
    await signUpFreshUser(page, "signed-in");
    await page.goto("/auth");
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test("forgot password: the mailed link lets the user choose a new password", async ({ page }) => {
    const email = await signUpFreshUser(page, "forgetful");
    await mainNav(page).getByRole("button", { name: "Sign Out" }).click();
    await expect(page).toHaveURL(/\/$/);
    // Signed out once the visitor navigation shows; leaving earlier would cut the sign-out request.
    await expect(mainNav(page).getByRole("link", { name: "Sign In" })).toBeVisible();

    await page.goto("/auth");
    await page.getByRole("button", { name: "Forgot password?" }).click();
    await page.getByLabel("Email").fill(email);
    await page.getByRole("button", { name: "Send Reset Link" }).click();
    await expect(page.getByText("Check your email for a link to reset your password.")).toBeVisible();

    const mail = await latestMail(email, "Reset your Vitae password");
    await page.goto(mail.link);
    await expect(page).toHaveURL(/\/reset-password\?token=/);
    await page.getByLabel("New password", { exact: true }).fill("new-password");
    await page.getByLabel("Repeat the new password").fill("new-password");
    await page.getByRole("button", { name: "Set New Password" }).click();
    await expect(page.getByText("Your password has been changed. You can sign in with it now.")).toBeVisible();

    await signInThroughUi(page, email, "new-password");
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});

test.describe("email confirmation", () => {
  test("the link signs the user in on the dashboard and says 'Email confirmed'", async ({ page }) => {
    const email = uniqueEmail("confirmed");
    await signUpThroughUi(page, email, "secret-pass");
    const mail = await latestMail(email, "Confirm your email for Vitae");
    await page.goto(mail.link);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByText("Email confirmed", { exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { name: "My Resumes" })).toBeVisible();
    await expect(mainNav(page).getByRole("button", { name: "Sign Out" })).toBeVisible();
  });

  test("a link opened again, in another browser, says the email is confirmed on the sign-in form", async ({ page, browser }) => {
    const email = uniqueEmail("reopened");
    await signUpThroughUi(page, email, "secret-pass");
    await confirmEmail(page, email);

    const other = await browser.newPage();
    watchProblems(other.context());
    await other.goto((await latestMail(email, "Confirm your email for Vitae")).link);
    await expect(other).toHaveURL(/\/auth$/);
    await expect(other.getByText("Welcome Back", { exact: true })).toBeVisible();
    const notice = other.getByText("Email confirmed. Sign in to continue.");
    await expect(notice).toHaveAttribute("data-tone", "info");
    await signInThroughUi(other, email, "secret-pass");
    await expect(other).toHaveURL(/\/dashboard$/);
    assertNoUnexpectedProblems(other.context());
    await other.context().close();
  });

  test("a broken link says so on the sign-in form, in red", async ({ page }) => {
    const email = uniqueEmail("broken-link");
    await signUpThroughUi(page, email, "secret-pass");
    const link = new URL((await latestMail(email, "Confirm your email for Vitae")).link);
    link.searchParams.set("token", link.searchParams.get("token")!.slice(0, -4));
    await page.goto(link.href);
    await expect(page).toHaveURL(/\/auth$/);
    const message = page.getByText("This confirmation link is not valid. Sign in to get a new one by email.");
    await expect(message).toHaveAttribute("data-tone", "error");
    await expect(mainNav(page).getByRole("link", { name: "Sign In" })).toBeVisible();
  });
});

test.describe("footer", () => {
  test("a visitor's Create Account opens the sign-up form, Sign In the sign-in form", async ({ page }) => {
    await page.goto("/");
    const account = page.getByRole("navigation", { name: "Account" });
    await account.getByRole("link", { name: "Create Account" }).click();
    await expect(page.getByText("Create Account", { exact: true })).toBeVisible();
    await expect(page.getByRole("button", { name: "Sign Up" })).toBeVisible();
    await page.goto("/");
    await account.getByRole("link", { name: "Sign In" }).click();
    await expect(page.getByText("Welcome Back", { exact: true })).toBeVisible();
  });

  test("a signed-in user's footer offers 'Go to Dashboard' and 'Sign Out', not Sign In or Create Account", async ({ page }) => {
    await signUpFreshUser(page, "footer");
    await page.goto("/");
    const account = page.getByRole("navigation", { name: "Account" });
    await expect(account.getByRole("link", { name: "Sign In" })).toHaveCount(0);
    await expect(account.getByRole("link", { name: "Create Account" })).toHaveCount(0);
    await account.getByRole("link", { name: "Go to Dashboard" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);

    await page.goto("/");
    await account.getByRole("button", { name: "Sign Out" }).click();
    await expect(account.getByRole("link", { name: "Sign In" })).toBeVisible();
    await page.goto("/dashboard");
    await expect(page).toHaveURL(/\/auth$/);
  });
});

test("a signed-in user's landing page comes from the server as theirs: it never shows a visitor's calls to action", async ({ page }) => {
  await signUpFreshUser(page, "served-signed-in");
  const served = await page.request.get("/");
  // Rendered for this user alone: no shared cache keeps it, nor hands a visitor's copy to them.
  expect(served.headers()["cache-control"]).toBe("private, no-cache");
  expect(served.headers()["vary"]).toContain("Cookie");
  const html = await served.text();
  expect(html).toContain("Go to Dashboard");
  expect(html).not.toContain("Start Building Your Resume");

  const sessionChecks: string[] = [];
  page.on("request", (request) => {
    if (request.url().endsWith("/api/auth/get-session")) sessionChecks.push(request.url());
  });
  await page.goto("/");
  const hero = page.getByRole("main");
  await expect(hero.getByRole("link", { name: "Go to Dashboard" }).first()).toBeVisible();
  await expect(hero.getByRole("link", { name: "Start Building Your Resume" })).toHaveCount(0);
  await expect(mainNav(page).getByRole("button", { name: "Sign Out" })).toBeVisible();
  // The page brought the session with it: the browser had no need to ask.
  expect(sessionChecks).toEqual([]);
});

test("signing out in one tab signs out the other tab too", async ({ context }) => {
  const first = await context.newPage();
  await signUpFreshUser(first, "two-tabs");

  const second = await context.newPage();
  await second.goto("/dashboard");
  await expect(second.getByRole("heading", { name: "My Resumes" })).toBeVisible();
  await mainNav(second).getByRole("button", { name: "Sign Out" }).click();
  await expect(second).toHaveURL(/\/$/);

  await expect(first).toHaveURL(/\/auth$/);
  await expect(mainNav(first).getByRole("link", { name: "Sign In" })).toBeVisible();
});

test("the submit button says Loading... while the request runs", async ({ page }) => {
  expectProblems(page, /status of 401 .*\/api\/auth\/sign-in\/email/);
  await page.route("**/api/auth/sign-in/email", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });
  await signInThroughUi(page, uniqueEmail("busy"), "whatever1");
  const busy = page.getByRole("button", { name: "Loading..." });
  await expect(busy).toBeVisible();
  await expect(busy).toBeDisabled();
  await expect(page.getByRole("button", { name: "Sign In", exact: true })).toBeVisible();
});
