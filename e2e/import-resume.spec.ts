import path from "node:path";
import { expect, test } from "./support/test";
import { linkedinExportZip } from "#server/intake/test-fixtures/linkedin-export";
import { expandEntry, openSection, preview, saveBanner, sectionRegion, signUpFreshUser, textbox } from "./support/resume";

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

  const review = page.getByRole("region", { name: "Review your import" });
  await expect(review.getByRole("region", { name: "We could not place these lines" })).toContainText(
    "Available for consulting engagements from June",
  );
  // Read from signs (a name-shaped top line, role and school words, dates): no field to check.
  await expect(review.getByRole("region", { name: "Check these fields" })).toBeHidden();

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

// Written as people type résumés in a hurry: the name in lower case on the first line, a job whose two names
// hold no job-title word, a school without a school word. The reader fills every field and says which it guessed.
const HURRIED_RESUME = [
  "jane roe",
  "jane.roe@example.com | +1 512 555 0100",
  "Open to relocation",
  "",
  "EXPERIENCE",
  "Globex | Initech | Mar 2019 – Jun 2021",
  "- Kept the books for four product lines.",
  "- Closed the quarter in three days instead of ten.",
  "Senior Accountant | Hooli | Jul 2021 – Present",
  "- Led the move to a new ledger.",
  "",
  "EDUCATION",
  "Hogwarts | B.A. History | 2010 – 2014",
  "",
  "SKILLS",
  "Excel, SQL, NetSuite",
].join("\n");

test("an import marks the fields it guessed: the review lists them, each opens its field, and a changed field is checked", async ({
  page,
}) => {
  test.setTimeout(45_000);
  await signUpFreshUser(page, "import-review");

  await page.getByRole("button", { name: "Import resume" }).click();
  const dialog = page.getByRole("dialog", { name: "Import resume" });
  await dialog
    .getByLabel("Resume file to upload")
    .setInputFiles({ name: "jane-roe.txt", mimeType: "text/plain", buffer: Buffer.from(HURRIED_RESUME) });
  await dialog.getByRole("button", { name: "Upload & Extract" }).click();
  await expect(page).toHaveURL(/\/dashboard\/editor\/[\w-]+$/, { timeout: 20_000 });

  const review = page.getByRole("region", { name: "Review your import" });
  const fields = review.getByRole("region", { name: "Check these fields" });
  await expect(fields.getByRole("button")).toHaveText([
    /^Full Name · Personal Info/,
    /^Position · Experience: Globex · Initech/,
    /^Company · Experience: Globex · Initech/,
    /^Institution · Education: B\.A\. · Hogwarts/,
  ]);
  await expect(review.getByRole("region", { name: "We could not place these lines" })).toContainText("Open to relocation");

  // The open section marks its field in words, not by colour alone.
  const personal = sectionRegion(page, "Personal Info");
  await expect(textbox(personal, "Full Name")).toHaveAccessibleDescription(/^Check this: Read as your name only because/);
  await expect(textbox(personal, "Email")).not.toHaveAccessibleDescription(/Check this/);

  // A field to check opens its section and entry, and takes the focus.
  await fields.getByRole("button", { name: /^Company/ }).click();
  const experience = sectionRegion(page, "Experience");
  const company = textbox(experience.getByRole("listitem").filter({ hasText: "Kept the books" }), "Company");
  await expect(company).toBeFocused();
  await expect(company).toHaveValue("Initech");
  await expect(company).toHaveAccessibleDescription(/^Check this: Job title and company were told apart by their order/);
  await expect(experience.getByRole("button", { name: /^Globex · Initech/ })).toContainText("2 fields to check");

  // The user puts the names right: both fields are checked, here and after a reload.
  await company.fill("Globex");
  const position = textbox(experience.getByRole("listitem").filter({ hasText: "Kept the books" }), "Position");
  await position.fill("Staff Accountant");
  await expect(company).not.toHaveAccessibleDescription(/Check this/);
  await expect(fields.getByRole("button")).toHaveText([/^Full Name/, /^Institution/]);
  await expect(preview(page)).toContainText("Staff Accountant");
  await expect(saveBanner(page)).toHaveText(/All changes saved|Kept on this device/, { timeout: 10_000 });
  await page.reload();
  await expect(fields.getByRole("button")).toHaveText([/^Full Name/, /^Institution/]);

  await review.getByRole("button", { name: "Done reviewing" }).click();
  await expect(review).toBeHidden();
  await expect(textbox(sectionRegion(page, "Personal Info"), "Full Name")).not.toHaveAccessibleDescription(/Check this/);
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
