import path from "node:path";
import { expect, test } from "./support/test";
import { linkedinExportZip } from "#server/intake/test-fixtures/linkedin-export";
import { expandEntry, openSection, preview, signUpFreshUser, textbox } from "./support/resume";

// A one-column resume printed from grace-hopper-resume.html by Chromium (page.pdf, A4, 18 mm margins); its
// second header line is no contact, so the parser leaves it for review.
const PDF = path.join("e2e", "fixtures", "grace-hopper-resume.pdf");

test("importing a PDF opens it in the editor with the parsed name, email, companies and dates, and the lines to review", async ({
  page,
}) => {
  test.setTimeout(45_000);
  await signUpFreshUser(page, "import-pdf");

  await page.getByRole("button", { name: "Import resume" }).click();
  const dialog = page.getByRole("dialog", { name: "Import resume" });
  await expect(dialog.getByRole("button", { name: "Click to upload resume" })).toBeVisible();
  await expect(dialog).toContainText("PDF, DOCX, TXT, JPG, PNG, or LinkedIn data export ZIP (max 5MB)");
  await dialog.getByLabel("Resume file to upload").setInputFiles(PDF);
  await expect(dialog).toContainText("grace-hopper-resume.pdf");
  await expect(dialog).toContainText(/\d+\.\d KB/);
  await dialog.getByRole("button", { name: "Upload & Extract" }).click();

  await expect(page).toHaveURL(/\/dashboard\/editor\/[\w-]+$/, { timeout: 20_000 });
  await expect(page.getByText("Resume uploaded successfully")).toBeVisible();
  const personal = await openSection(page, "Personal Info");
  await expect(textbox(personal, "Full Name")).toHaveValue("Grace Hopper");
  await expect(textbox(personal, "Email")).toHaveValue("grace.hopper@example.com");

  const experience = await openSection(page, "Experience");
  await expandEntry(experience, /Senior Mathematician · Remington Rand/);
  await expect(textbox(experience, "Company")).toHaveValue("Remington Rand");
  await expect(textbox(experience, "Start Date")).toHaveValue("Mar 1949");
  await expect(textbox(experience, "End Date")).toHaveValue("Dec 1967");
  await expect(preview(page)).toContainText("Harvard Computation Laboratory");

  const review = page.getByRole("region", { name: "We could not place these lines" });
  await expect(review).toContainText("Available for consulting engagements from June");

  // Stored, and the lines to review stay until dismissed.
  await page.reload();
  await expect(preview(page)).toContainText("Remington Rand");
  await expect(review).toContainText("Available for consulting engagements from June");
  await review.getByRole("button", { name: "Done reviewing" }).click();
  await expect(review).toBeHidden();
  await page.reload();
  await expect(preview(page)).toContainText("Grace Hopper");
  await expect(review).toBeHidden();
});

test("importing a LinkedIn data export fills the editor from its files, the headline left for review", async ({ page }) => {
  await signUpFreshUser(page, "import-linkedin");

  await page.getByRole("button", { name: "Import resume" }).click();
  const dialog = page.getByRole("dialog", { name: "Import resume" });
  const buffer = Buffer.from(await linkedinExportZip());
  await dialog
    .getByLabel("Resume file to upload")
    .setInputFiles({ name: "Basic_LinkedInDataExport.zip", mimeType: "application/zip", buffer });
  await dialog.getByRole("button", { name: "Upload & Extract" }).click();

  // Read in the request, without a model or a worker: the editor opens as soon as it answers.
  await expect(page).toHaveURL(/\/dashboard\/editor\/[\w-]+$/);
  const personal = await openSection(page, "Personal Info");
  await expect(textbox(personal, "Full Name")).toHaveValue("Wren Halloway");
  await expect(textbox(personal, "Email")).toHaveValue("wren@example.com");
  const experience = await openSection(page, "Experience");
  await expandEntry(experience, /Staff Engineer · Northwind Data/);
  await expect(textbox(experience, "Start Date")).toHaveValue("Feb 2021");
  await expect(preview(page)).toContainText("Contoso Analytics");
  await expect(preview(page)).toContainText("University of Exampleford");
  await expect(page.getByRole("region", { name: "We could not place these lines" })).toContainText("Platform engineer, data tooling");
});
