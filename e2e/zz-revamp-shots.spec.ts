import path from "node:path";
import { expect, test } from "./support/test";
import { signUpFreshUser } from "./support/resume";

const PDF = path.join("e2e", "fixtures", "grace-hopper-resume.pdf");
const OUT = "/tmp/ai-revamp/shots";

for (const width of [360, 1440]) {
  test(`shots at ${width}`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height: 900 });
    await signUpFreshUser(page, `shots-${width}`);
    await page.goto("/revamp-cv");
    await page.screenshot({ path: `${OUT}/${width}-1-upload.png`, fullPage: true });
    // A rate limit on the extraction, then the real one.
    let limited = true;
    await page.route("**/api/functions/parse-resume-upload", async (route) => {
      if (limited) {
        limited = false;
        return route.fulfill({ status: 429, json: { error: { code: "RATE_LIMITED", message: "Please wait 4 seconds before trying again.", retryAfter: 4 } } });
      }
      return route.continue();
    });
    await page.getByLabel("CV file to revamp").setInputFiles(PDF);
    await page.getByRole("button", { name: "Upload & Extract" }).click();
    await expect(page.getByRole("button", { name: /Retry in \ds/ })).toBeVisible();
    await page.screenshot({ path: `${OUT}/${width}-1b-upload-ratelimit.png`, fullPage: true });
    await expect(page.getByRole("button", { name: "Retry", exact: true })).toBeEnabled({ timeout: 6000 });
    await page.getByRole("button", { name: "Retry", exact: true }).click();
    await expect(page.getByRole("heading", { name: "Configure your revamp" })).toBeVisible();
    await page.screenshot({ path: `${OUT}/${width}-2-configure.png`, fullPage: true });
    await page.getByLabel("Job description (optional)").fill("Senior Software Engineer. Required: COBOL, compilers, team leadership, documentation.");
    await page.getByRole("button", { name: "Revamp My CV" }).click();
    await expect(page.getByRole("alert")).toBeVisible();
    await page.screenshot({ path: `${OUT}/${width}-2b-configure-wait.png`, fullPage: false });
    await page.waitForTimeout(10_500);
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/functions/revamp-cv-content", async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole("button", { name: "Revamp My CV" }).click();
    await expect(page.getByText("AI is revamping your CV...")).toBeVisible();
    await page.waitForTimeout(2200);
    await page.screenshot({ path: `${OUT}/${width}-3-processing.png`, fullPage: true });
    release();
    await expect(page.getByRole("heading", { name: "Review your revamped CV" })).toBeVisible();
    await page.screenshot({ path: `${OUT}/${width}-4-review.png`, fullPage: true });
    await page.screenshot({ path: `${OUT}/${width}-4b-review-viewport.png` });
  });
}
