import type { Page } from "@playwright/test";
import { assertNoUnexpectedProblems, expect, expectProblems, test, watchProblems } from "./support/test";
import sharp from "sharp";
import { createResumeViaApi, sample, sampleContent, signUpFreshUser } from "./support/resume";
import { layoutShiftSoFar, watchLayoutShifts } from "./support/layout-shift";
import { fromApp } from "./support/api";

const toastWith = (page: Page, title: string, description: string) =>
  page.locator("[data-sonner-toast]").filter({ hasText: title }).filter({ hasText: description });

const usernameInput = (page: Page) => page.getByRole("textbox", { name: /^Username/ });
const saveButton = (page: Page) => page.getByRole("button", { name: "Save Settings" });
const HINT = "Username not available or too short (min 3 characters)";

/** A name no earlier run holds: lower-case letters, digits and underscores only. */
const freshUsername = (label: string) => `${label}_${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`.slice(0, 30);

async function openSettings(page: Page) {
  await page.goto("/settings");
  await expect(page.getByRole("heading", { name: "Public Profile Settings" })).toBeVisible();
  await expect(usernameInput(page)).toBeVisible();
}

/** A signed-up user with the sample resume in the professional template, public at a fresh username (set through the API). */
async function publicProfileWithResume(page: Page): Promise<string> {
  await signUpFreshUser(page, "profile");
  await createResumeViaApi(page, sampleContent({ template_id: "professional" }));
  const username = freshUsername("ada");
  const saved = await page.request.put("/api/profile", { data: { username, is_public: true }, headers: fromApp() });
  expect(saved.status(), await saved.text()).toBe(200);
  return username;
}

test("a user picks a username and makes the profile public on the settings page", async ({ page }) => {
  await signUpFreshUser(page, "profile");

  // The dashboard links to the settings page.
  await page.getByRole("link", { name: "Public Profile" }).click();
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByRole("heading", { name: "Public Profile Settings" })).toBeVisible();
  await expect(page.getByRole("link", { name: /Back to Dashboard/ })).toHaveAttribute("href", "/dashboard");

  // First visit: no username yet, and Save waits for an available name.
  await expect(usernameInput(page)).toHaveValue("");
  await expect(usernameInput(page)).toBeEnabled();
  await expect(saveButton(page)).toBeDisabled();
  await expect(page.getByText("Make Profile Public")).toBeVisible();
  await expect(page.getByText("Allow anyone to view your resume at your profile URL")).toBeVisible();

  // Too short: the hint, and Save stays disabled.
  await usernameInput(page).fill("ab");
  await expect(page.getByText(HINT)).toBeVisible();
  await expect(saveButton(page)).toBeDisabled();

  // The input is normalised as typed: upper case is lowered, other characters dropped.
  const username = freshUsername("ada");
  await usernameInput(page).fill(`${username.toUpperCase()}-!`);
  await expect(usernameInput(page)).toHaveValue(username);
  await expect(page.getByText("Username is available")).toBeVisible();
  await expect(page.getByText(HINT)).toHaveCount(0);
  await expect(saveButton(page)).toBeEnabled();

  // A reserved word is never available.
  await usernameInput(page).fill("dashboard");
  await expect(page.getByText(HINT)).toBeVisible();
  await expect(saveButton(page)).toBeDisabled();
  await usernameInput(page).fill(username);
  await expect(page.getByText("Username is available")).toBeVisible();

  const toggle = page.getByRole("switch", { name: "Make Profile Public" });
  await expect(toggle).not.toBeChecked();
  await toggle.click();
  await expect(toggle).toBeChecked();

  await saveButton(page).click();
  await expect(toastWith(page, "Success", "Profile settings saved successfully")).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);

  // Back on the settings page the username is locked and the profile URL is shown.
  await openSettings(page);
  await expect(usernameInput(page)).toHaveValue(username);
  await expect(usernameInput(page)).toBeDisabled();
  await expect(page.getByText("(cannot be changed)")).toBeVisible();
  await expect(page.getByRole("switch", { name: "Make Profile Public" })).toBeChecked();
  const profileUrl = page.getByRole("textbox", { name: "Profile URL" });
  const origin = new URL(page.url()).origin;
  await expect(profileUrl).toHaveValue(`${origin}/${username}/resume`);
  await expect(saveButton(page)).toBeEnabled();

  await page.context().grantPermissions(["clipboard-read", "clipboard-write"], { origin });
  await page.getByRole("button", { name: "Copy" }).click();
  await expect(toastWith(page, "Link copied", "Profile link copied to clipboard")).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${origin}/${username}/resume`);
});

test("a visitor sees a public profile with the latest resume, on a phone too, and the server sends it with its content", async ({
  page,
  browser,
}) => {
  const username = await publicProfileWithResume(page);

  // A visitor (a fresh, signed-out browser context) sees the profile and the resume in its template.
  const visitorContext = await browser.newContext();
  watchProblems(visitorContext);
  const visitor = await visitorContext.newPage();
  for (const path of [`/${username}/resume`, `/${username}`]) {
    await visitor.goto(path);
    await expect(visitor.getByRole("heading", { name: `@${username}` })).toBeVisible();
    await expect(visitor.getByText(sample.personal.fullName).first()).toBeVisible();
    await expect(visitor.getByRole("img", { name: "No profile image" })).toBeVisible();
    const sheet = visitor.locator("[data-resume-sheet]");
    await expect(sheet).toHaveAttribute("data-template-id", "professional");
    for (const text of [sample.personal.fullName, sample.personal.summary, sample.experience.company, sample.education.institution]) {
      await expect(sheet).toContainText(text);
    }
    await expect(visitor.getByText("Created with")).toBeVisible();
    await expect(visitor.getByRole("link", { name: "Vitae", exact: true }).last()).toHaveAttribute("href", "/");
  }

  // On a phone the page holds still while it loads: the sheet is scaled from the first paint and
  // cut into pages without moving what the visitor sees (cumulative layout shift under 0.05).
  const phone = await visitorContext.newPage();
  await phone.setViewportSize({ width: 360, height: 800 });
  await watchLayoutShifts(phone);
  await phone.goto(`/${username}`);
  await expect(phone.locator("#public-resume [data-page-count]")).toHaveAttribute("data-paginated", "with-fonts");
  const layoutShift = await layoutShiftSoFar(phone);
  expect(layoutShift).toBeLessThan(0.05);
  await phone.close();

  // Served with its content: before any script runs, the HTML carries the profile and, for link
  // previews, the person's name and headline; the sitemap lists the profile.
  // React separates adjacent texts with empty comments ("@<!-- -->ada").
  const served = (await (await visitor.request.get(`/${username}`)).text()).replaceAll("<!-- -->", "");
  const headline = `${sample.experience.position} at ${sample.experience.company}`;
  const metaTag = (property: string, content: string) => new RegExp(`<meta property="${property}" content="${content}"\\s*/?>`);
  expect(served).toMatch(metaTag("og:title", `${sample.personal.fullName} — ${headline} \\| Vitae`));
  expect(served).toMatch(metaTag("og:description", sample.personal.summary));
  expect(served).toContain(`<title>${sample.personal.fullName} — ${headline} | Vitae</title>`);
  expect(served).toMatch(new RegExp(`<h1[^>]*>@${username}</h1>`));
  expect(served).toContain(sample.education.institution);
  const sitemap = async () => (await visitor.request.get("/sitemap.xml")).text();
  expect(await sitemap()).toContain(`/${username}</loc>`);

  assertNoUnexpectedProblems(visitorContext);
  await visitorContext.close();
});

test("unknown names and a profile made private again are not found", async ({ page, browser }) => {
  const username = await publicProfileWithResume(page);
  const visitorContext = await browser.newContext();
  watchProblems(visitorContext);
  const visitor = await visitorContext.newPage();
  const sitemap = async () => (await visitor.request.get("/sitemap.xml")).text();
  expect(await sitemap()).toContain(`/${username}</loc>`);

  // Unknown names show 'Profile Not Found', answered 404 for crawlers; the API answers 404 and the page logs the failed load.
  const nobody = freshUsername("nobody");
  expectProblems(
    visitorContext,
    new RegExp(`status of 404 .*/(${nobody}|${username})/resume\\)$`),
    /status of 404 .*\/api\/public\//,
    /Loading \["public-profile",.*\] failed ApiError: Profile not found\./,
  );
  expect((await visitor.request.get(`/${nobody}`)).status()).toBe(404);
  await visitor.goto(`/${nobody}/resume`);
  await expect(visitor.getByRole("heading", { name: "Profile Not Found" })).toBeVisible();
  await expect(visitor.getByText("The profile you're looking for doesn't exist or is not public.")).toBeVisible();
  await expect(visitor.getByRole("link", { name: "Go to Homepage" })).toHaveAttribute("href", "/");

  // Made private again, the profile is not found for visitors.
  await openSettings(page);
  await page.getByRole("switch", { name: "Make Profile Public" }).click();
  await saveButton(page).click();
  await expect(toastWith(page, "Success", "Profile settings saved successfully")).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  await visitor.goto(`/${username}/resume`);
  await expect(visitor.getByRole("heading", { name: "Profile Not Found" })).toBeVisible();
  expect(await sitemap()).not.toContain(`/${username}</loc>`);
  assertNoUnexpectedProblems(visitorContext);
  await visitorContext.close();
});

test("a public profile without a resume says so, and another user cannot take the name", async ({ page, browser }) => {
  await signUpFreshUser(page, "profile-empty");
  await openSettings(page);
  const username = freshUsername("grace");
  await usernameInput(page).fill(username);
  await expect(page.getByText("Username is available")).toBeVisible();
  await page.getByRole("switch", { name: "Make Profile Public" }).click();
  await saveButton(page).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  const visitorContext = await browser.newContext();
  watchProblems(visitorContext);
  const visitor = await visitorContext.newPage();
  await visitor.goto(`/${username}/resume`);
  await expect(visitor.getByRole("heading", { name: `@${username}` })).toBeVisible();
  await expect(visitor.getByText("This user hasn't uploaded a resume yet.")).toBeVisible();

  // A second user sees the name as taken.
  await signUpFreshUser(visitor, "profile-second");
  await openSettings(visitor);
  await usernameInput(visitor).fill(username);
  await expect(visitor.getByText(HINT)).toBeVisible();
  await expect(saveButton(visitor)).toBeDisabled();
  assertNoUnexpectedProblems(visitorContext);
  await visitorContext.close();
});

test("the settings page reports a profile that fails to load", async ({ page }) => {
  await signUpFreshUser(page, "profile-error");
  expectProblems(page, /status of 500 .*\/api\/profile/, /Loading \["profile"\] failed ApiError: boom/);
  await page.route("**/api/profile", (route) =>
    route.fulfill({ status: 500, contentType: "application/json", body: JSON.stringify({ error: { code: "INTERNAL", message: "boom" } }) }),
  );
  await page.goto("/settings");
  await expect(toastWith(page, "Error", "Failed to load profile")).toBeVisible();
});

test("static app routes still win over usernames, and deeper unknown paths are not found", async ({ page }) => {
  await page.goto("/features");
  await expect(page.getByRole("heading", { name: "Profile Not Found" })).toHaveCount(0);
  await page.goto("/someone/resume/extra");
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
});

const squarePng = () =>
  sharp({ create: { width: 96, height: 96, channels: 3, background: { r: 200, g: 80, b: 40 } } })
    .png()
    .toBuffer();

test("the profile image is previewed, uploaded on save, and shown on the public page, scaled on a phone", async ({ page, browser }) => {
  await signUpFreshUser(page, "profile-image");
  await createResumeViaApi(page, sampleContent({ template_id: "cv-photo-modern" }));
  await openSettings(page);
  const imageInput = page.getByLabel("Upload profile image");

  await imageInput.setInputFiles({ name: "me.png", mimeType: "image/png", buffer: Buffer.from("not a picture") });
  await expect(toastWith(page, "Invalid file type", "Please upload an image file (JPG, PNG, WEBP)")).toBeVisible();
  await expect(page.getByRole("img", { name: "No profile image" })).toBeVisible();

  const uploads: string[] = [];
  page.on("request", (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith("/api/storage/")) uploads.push(pathname);
  });
  await imageInput.setInputFiles({ name: "me.png", mimeType: "image/png", buffer: await squarePng() });
  await expect(page.getByRole("img", { name: "Profile image" })).toHaveAttribute("src", /^blob:/);
  expect(uploads).toEqual([]);

  const username = freshUsername("img");
  await usernameInput(page).fill(username);
  await expect(page.getByText("Username is available")).toBeVisible();
  await page.getByRole("switch", { name: "Make Profile Public" }).click();
  await saveButton(page).click();
  await expect(toastWith(page, "Success", "Profile settings saved successfully")).toBeVisible();
  expect(uploads).toEqual(["/api/storage/profile-images"]);

  await openSettings(page);
  await expect(page.getByRole("img", { name: "Profile image" })).toHaveAttribute("src", /^\/files\/profile-images\//);

  const visitorContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  watchProblems(visitorContext);
  const visitor = await visitorContext.newPage();
  await visitor.goto(`/${username}/resume`);
  const image = visitor.getByRole("img", { name: `${username}'s profile image` });
  await expect(image).toHaveAttribute("src", /^\/files\/profile-images\//);
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  // DESIGN.md departure: the public page renders every template, not only the seed's first eight.
  const sheet = visitor.locator("[data-resume-sheet]");
  await expect(sheet).toHaveAttribute("data-template-id", "cv-photo-modern");
  await expect(sheet).toContainText(sample.personal.fullName);
  const box = await sheet.boundingBox();
  expect(box?.width ?? Infinity).toBeLessThanOrEqual(390);
  expect(await visitor.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  assertNoUnexpectedProblems(visitorContext);
  await visitorContext.close();
});

test("a private profile's image shows in its owner's settings and nowhere else", async ({ page, browser }) => {
  await signUpFreshUser(page, "profile-private-image");
  await openSettings(page);
  await page.getByLabel("Upload profile image").setInputFiles({ name: "me.png", mimeType: "image/png", buffer: await squarePng() });
  await usernameInput(page).fill(freshUsername("priv"));
  await expect(page.getByText("Username is available")).toBeVisible();
  await saveButton(page).click();
  await expect(toastWith(page, "Success", "Profile settings saved successfully")).toBeVisible();

  await openSettings(page);
  const image = page.getByRole("img", { name: "Profile image" });
  await expect(image).toHaveAttribute("src", /^\/files\/profile-images\//);
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  await page.screenshot({ path: "test-results/profile-private-image-settings.png" });

  const src = (await image.getAttribute("src"))!;
  const visitorContext = await browser.newContext();
  expect((await visitorContext.request.get(src)).status()).toBe(404);
  await visitorContext.close();
});

test("availability errors read as unknown, and a failed save reports the server's message", async ({ page }) => {
  await signUpFreshUser(page, "profile-fail");
  await openSettings(page);
  expectProblems(
    page,
    /status of 500 .*\/api\/profile\/username-available/,
    /Loading \["profile","username-available",.*\] failed ApiError: boom/,
    /status of 409 .*\/api\/profile/,
  );
  await page.route("**/api/profile/username-available**", (route) =>
    route.fulfill({ status: 500, contentType: "application/json", body: JSON.stringify({ error: { code: "INTERNAL", message: "boom" } }) }),
  );
  await usernameInput(page).fill(freshUsername("unk"));
  await expect(page.getByText("Could not check availability")).toBeVisible();
  await expect(saveButton(page)).toBeDisabled();
  await page.unroute("**/api/profile/username-available**");

  const username = freshUsername("race");
  await usernameInput(page).fill(username);
  await expect(page.getByText("Username is available")).toBeVisible();
  await page.route("**/api/profile", (route) =>
    route.request().method() === "PUT"
      ? route.fulfill({
          status: 409,
          contentType: "application/json",
          body: JSON.stringify({ error: { code: "USERNAME_TAKEN", message: "Please choose a different username" } }),
        })
      : route.fallback(),
  );
  await saveButton(page).click();
  await expect(toastWith(page, "Error", "Please choose a different username")).toBeVisible();
  await expect(page).toHaveURL(/\/settings$/);
  await expect(saveButton(page)).toBeEnabled();
});
