import type { Page } from "@playwright/test";
import { expect, expectProblems, test } from "./support/test";
import sharp from "sharp";
import {
  SAVED,
  createResumeViaApi,
  getResumeViaApi,
  preview,
  sample,
  saveBanner,
  sampleContent,
  sectionRegion,
  signUpFreshUser,
  textbox,
} from "./support/resume";

async function openEditorOf(page: Page, id: string) {
  await page.goto(`/dashboard/editor/${id}`);
  await expect(textbox(sectionRegion(page, "Personal Info"), "Full Name")).toHaveValue(sample.personal.fullName);
}

const photoControl = (page: Page) => page.getByTestId("photo-upload");
const fileInput = (page: Page) => page.getByLabel("Upload profile photo");
const toastWith = (page: Page, title: string, description: string) =>
  page.locator("[data-sonner-toast]").filter({ hasText: title }).filter({ hasText: description });

const portrait = () =>
  sharp({ create: { width: 120, height: 160, channels: 3, background: { r: 40, g: 110, b: 190 } } })
    .png()
    .toBuffer();

test("a photo CV uploads a photo, shows it in the preview, and Remove brings the placeholder back", async ({ page }) => {
  await signUpFreshUser(page, "photo");
  const resume = await createResumeViaApi(page, sampleContent({ template_id: "cv-photo-modern" }));
  await openEditorOf(page, resume.id);

  const control = photoControl(page);
  await expect(control.getByRole("img", { name: "No profile photo" })).toBeVisible();
  await expect(control.getByRole("button", { name: "Remove" })).toHaveCount(0);

  const storageCalls: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname.startsWith("/api/storage/"))
      storageCalls.push(`${request.method()} ${new URL(request.url()).pathname}`);
  });
  await fileInput(page).setInputFiles({ name: "me.png", mimeType: "image/png", buffer: await portrait() });
  await expect(toastWith(page, "Photo uploaded", "Your profile photo has been uploaded successfully")).toBeVisible();
  expect(storageCalls).toEqual(["POST /api/storage/profile-photos"]);

  const photo = preview(page).locator('img[src^="/files/profile-photos/"]');
  await expect(photo).toHaveCount(1);
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  const url = await photo.getAttribute("src");
  await expect(control.getByRole("img", { name: "Profile photo" })).toHaveAttribute("src", url!);

  await expect(saveBanner(page)).toHaveText(SAVED, { timeout: 8_000 });
  expect((await getResumeViaApi(page, resume.id)).personal_info.photo_url).toBe(url);

  await control.getByRole("button", { name: "Remove" }).click();
  await expect(toastWith(page, "Photo removed", "Your profile photo has been removed")).toBeVisible();
  await expect(control.getByRole("img", { name: "No profile photo" })).toBeVisible();
  await expect(preview(page).locator('img[src^="/files/"]')).toHaveCount(0);
  await expect(saveBanner(page)).toHaveText(SAVED, { timeout: 8_000 });
  expect((await getResumeViaApi(page, resume.id)).personal_info.photo_url ?? "").toBe("");
});

test("the editor refuses a non-image and a photo over 5MB before uploading, and reports a failed upload", async ({ page }) => {
  await signUpFreshUser(page, "photo-checks");
  const resume = await createResumeViaApi(page, sampleContent({ template_id: "cv-photo-modern" }));
  await openEditorOf(page, resume.id);
  const storageCalls: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname.startsWith("/api/storage/")) storageCalls.push(request.url());
  });

  await fileInput(page).setInputFiles({ name: "photo.png", mimeType: "image/png", buffer: Buffer.from("not really a picture") });
  await expect(toastWith(page, "Invalid file type", "Please upload an image file (JPG, PNG, WEBP)")).toBeVisible();

  const huge = Buffer.alloc(5 * 1024 * 1024 + 1);
  (await portrait()).copy(huge);
  await fileInput(page).setInputFiles({ name: "huge.png", mimeType: "image/png", buffer: huge });
  await expect(toastWith(page, "File too large", "Please upload an image smaller than 5MB")).toBeVisible();
  expect(storageCalls).toEqual([]);

  expectProblems(page, /status of 500 .*\/api\/storage\/profile-photos/);
  await page.route("**/api/storage/**", (route) =>
    route.fulfill({ status: 500, contentType: "application/json", body: JSON.stringify({ error: { code: "INTERNAL", message: "boom" } }) }),
  );
  await fileInput(page).setInputFiles({ name: "me.png", mimeType: "image/png", buffer: await portrait() });
  await expect(toastWith(page, "Upload failed", "Failed to upload photo. Please try again.")).toBeVisible();
  await expect(photoControl(page).getByRole("img", { name: "No profile photo" })).toBeVisible();
});

test("a resume template has no photo upload", async ({ page }) => {
  await signUpFreshUser(page, "no-photo");
  const resume = await createResumeViaApi(page, sampleContent({ template_id: "modern" }));
  await openEditorOf(page, resume.id);
  await expect(preview(page).locator("[data-resume-sheet]")).toHaveAttribute("data-template-id", "modern");
  await expect(photoControl(page)).toHaveCount(0);
  await expect(fileInput(page)).toHaveCount(0);
});
