import type { Page, Request, Route } from "@playwright/test";
import { templateCounts } from "#web/lib/template-ids";
import { expect, expectProblems, test } from "./support/test";
import {
  addExtras,
  completionPercent,
  contentOf,
  createResumeViaApi,
  entryCards,
  expectSampleInPreview,
  expectSampleValues,
  extras,
  fillPersonalInfo,
  fillResumeTo80Plus,
  getResumeViaApi,
  listResumesViaApi,
  openSection,
  preview,
  resumeCard,
  sample,
  sampleContent,
  SAVED,
  saveBanner,
  sectionNav,
  sectionRegion,
  shortDate,
  signUpFreshUser,
  textbox,
} from "./support/resume";

// These journeys fill a resume past 80% through the editor's forms and reload it: 20-25 s each on
// this 2-core machine with a second worker beside them (CI, calm), too close to the suite's 30 s
// budget, which was set when journeys ran one at a time.
test.describe.configure({ timeout: 60_000 });

const EDITOR_URL = /\/dashboard\/editor\/[0-9a-f-]{36}$/;
const DELETE_QUESTION = "Are you sure you want to delete this resume?";

/** Opens a blank resume in the Modern template the way a user does: the template picker. */
async function startBlankModernResume(page: Page) {
  await page.goto("/dashboard/templates");
  await page.getByRole("button", { name: "Use Template Modern", exact: true }).click();
  await expect(page).toHaveURL(EDITOR_URL);
  await expect(completionPercent(page)).toHaveText("0% complete");
}

async function openEditorOf(page: Page, id: string) {
  await page.goto(`/dashboard/editor/${id}`);
  await expect(textbox(sectionRegion(page, "Personal Info"), "Full Name")).toHaveValue(sample.personal.fullName);
}

const backButton = (page: Page) => page.getByRole("button", { name: "Back", exact: true });

/** Requests that would store something: anything but GET on /api/resumes. */
function recordResumeWrites(page: Page): string[] {
  const writes: string[] = [];
  page.on("request", (request: Request) => {
    if (new URL(request.url()).pathname.startsWith("/api/resumes") && request.method() !== "GET") {
      writes.push(`${request.method()} ${new URL(request.url()).pathname}`);
    }
  });
  return writes;
}

test("start from scratch: Modern, fill to 90%, auto-save, reload keeps everything, the dashboard card shows it", async ({ page }) => {
  await signUpFreshUser(page, "scratch");

  await page.getByRole("link", { name: "Start from Scratch" }).click();
  await expect(page).toHaveURL(/\/dashboard\/templates$/);
  await expect(page.getByRole("heading", { name: "Build Your Perfect Resume" })).toBeVisible();
  await expect(page.getByRole("article")).toHaveCount(templateCounts.all);
  await expect(page.getByRole("button", { name: /^Use Template / })).toHaveCount(templateCounts.all);
  await expect(page.getByRole("list", { name: "What every template gives you" }).getByRole("listitem")).toHaveText([
    "Easy to Edit",
    "PDF Export",
    "ATS Friendly",
  ]);

  await page.getByRole("button", { name: "Use Template Modern", exact: true }).click();
  await expect(page).toHaveURL(EDITOR_URL);
  const resumeId = new URL(page.url()).pathname.split("/").pop()!;
  await expect(page.getByRole("textbox", { name: "Resume title" })).toHaveValue("My Resume");
  await expect(completionPercent(page)).toHaveText("0% complete");
  await expect(page.getByText("(80% needed to save)")).toBeVisible();
  await expect(page.getByRole("button", { name: "Resume Completion Details" })).toHaveAttribute("aria-expanded", "true");

  // The insert is slowed down a little so the short 'Saving...' state can be seen.
  await page.route("**/api/resumes", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 700));
    await route.continue();
  });
  await fillResumeTo80Plus(page);
  await expect(page.getByText("(80% needed to save)")).toBeHidden();
  await expect(page.getByRole("button", { name: "Resume Completion Details" })).toBeHidden();
  await expect(saveBanner(page)).toHaveText("Saving...", { timeout: 6_000 });
  await expect(saveBanner(page)).toHaveText(SAVED, { timeout: 10_000 });
  await page.unroute("**/api/resumes");

  await page.reload();
  await expect(completionPercent(page)).toHaveText("90% complete");
  await expect(page.getByRole("textbox", { name: "Resume title" })).toHaveValue("My Resume");
  await expectSampleValues(page);

  await backButton(page).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  const card = resumeCard(page, "My Resume");
  await expect(card).toBeVisible();
  await expect(card.getByText("Modern", { exact: true })).toBeVisible();
  await expect(card.getByLabel("90% complete")).toHaveText("90%");
  await expect(card.getByText(`Last updated ${shortDate()}`)).toBeVisible();

  const [listed] = await listResumesViaApi(page);
  expect(listed).toMatchObject({ id: resumeId, title: "My Resume", template_id: "modern", completion_score: 90 });
  expect((await getResumeViaApi(page, resumeId)).personal_info.summary).toBe(sample.personal.summary);
});

test("below 80% nothing reaches the server, but the draft survives a reload and waits on the dashboard", async ({ page }) => {
  await signUpFreshUser(page, "draft");
  const writes = recordResumeWrites(page);
  await startBlankModernResume(page);
  const editorUrl = page.url();

  await fillPersonalInfo(page);
  await expect(completionPercent(page)).toHaveText("30% complete");
  await expect(page.getByText("(80% needed to save)")).toBeVisible();
  await expect(saveBanner(page)).toHaveText("Kept on this device");

  await page.reload();
  await expect(completionPercent(page)).toHaveText("30% complete");
  const personal = sectionRegion(page, "Personal Info");
  await expect(textbox(personal, "Full Name")).toHaveValue(sample.personal.fullName);
  await expect(textbox(personal, "Email")).toHaveValue(sample.personal.email);
  await expect(textbox(personal, "Phone")).toHaveValue(sample.personal.phone);
  await expect(textbox(personal, "Location")).toHaveValue(sample.personal.location);
  await expect(textbox(personal, "Professional Summary")).toHaveValue(sample.personal.summary);

  await backButton(page).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText("No resumes yet")).toBeVisible();
  const drafts = page.getByRole("region", { name: "Unsaved drafts on this device" });
  await expect(drafts.getByRole("listitem")).toHaveCount(1);
  await expect(drafts.getByRole("listitem")).toContainText(`My Resume · edited ${shortDate()}`);

  await drafts.getByRole("button", { name: "Continue editing" }).click();
  await expect(page).toHaveURL(editorUrl);
  await expect(page.getByText("Restored your unsaved changes")).toBeVisible();
  await expect(completionPercent(page)).toHaveText("30% complete");
  await expect(textbox(personal, "Full Name")).toHaveValue(sample.personal.fullName);
  await expect(textbox(personal, "Professional Summary")).toHaveValue(sample.personal.summary);
  await expect(preview(page)).toContainText(sample.personal.fullName);

  expect(writes).toEqual([]);
  expect(await listResumesViaApi(page)).toEqual([]);
});

test("deleting a resume asks first, and a failed delete keeps the card", async ({ page }) => {
  await signUpFreshUser(page, "delete");
  const doomed = await createResumeViaApi(page, sampleContent({ title: "Doomed Resume" }));
  const kept = await createResumeViaApi(page, sampleContent({ title: "Sturdy Resume" }));
  const writes = recordResumeWrites(page);
  await page.goto("/dashboard");
  const doomedCard = resumeCard(page, "Doomed Resume");
  await expect(doomedCard).toBeVisible();
  await expect(resumeCard(page, "Sturdy Resume")).toBeVisible();

  const messages: string[] = [];
  page.once("dialog", async (dialog) => {
    messages.push(`${dialog.type()}: ${dialog.message()}`);
    await dialog.dismiss();
  });
  await doomedCard.getByRole("button", { name: "Delete Doomed Resume" }).click();
  await expect.poll(() => messages).toEqual([`confirm: ${DELETE_QUESTION}`]);
  await expect(doomedCard).toBeVisible();
  expect(writes).toEqual([]);

  page.once("dialog", async (dialog) => {
    messages.push(`${dialog.type()}: ${dialog.message()}`);
    await dialog.accept();
  });
  await doomedCard.getByRole("button", { name: "Delete Doomed Resume" }).click();
  await expect(doomedCard).toBeHidden();
  await expect(page.getByText("Resume deleted")).toBeVisible();
  expect(messages).toEqual([`confirm: ${DELETE_QUESTION}`, `confirm: ${DELETE_QUESTION}`]);
  expect(writes).toEqual([`DELETE /api/resumes/${doomed.id}`]);
  expect((await listResumesViaApi(page)).map((resume) => resume.id)).toEqual([kept.id]);

  // The server fails the next delete.
  expectProblems(page, /status of 500 .*\/api\/resumes\//);
  await page.route(`**/api/resumes/${kept.id}`, (route) =>
    route.request().method() === "DELETE"
      ? route.fulfill({ status: 500, json: { error: { code: "INTERNAL_ERROR", message: "Something went wrong" } } })
      : route.continue(),
  );
  page.once("dialog", (dialog) => void dialog.accept());
  const keptCard = resumeCard(page, "Sturdy Resume");
  await keptCard.getByRole("button", { name: "Delete Sturdy Resume" }).click();
  await expect(page.getByText("Failed to delete resume")).toBeVisible();
  await expect(keptCard).toBeVisible();
  await expect(keptCard.getByRole("button", { name: "Delete Sturdy Resume" })).toBeEnabled();
  expect((await listResumesViaApi(page)).map((resume) => resume.id)).toEqual([kept.id]);
});

test("switching the template keeps the content and the dashboard names the new template", async ({ page }) => {
  await signUpFreshUser(page, "switch");
  const original = await createResumeViaApi(page, sampleContent());
  await openEditorOf(page, original.id);
  await expect(preview(page).locator("[data-resume-sheet]")).toHaveAttribute("data-template-id", "modern");

  await page.getByRole("button", { name: "Change Template" }).click();
  const dialog = page.getByRole("dialog", { name: "Switch Template" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText("Current template: Modern")).toBeVisible();
  await expect(dialog.getByText("Your content will remain the same, only the design will change.")).toBeVisible();
  await expect(dialog.getByRole("tab")).toHaveText(["All Templates", "Resumes", "CVs with Photo"]);
  await expect(dialog.getByRole("tab", { name: "All Templates" })).toHaveAttribute("aria-selected", "true");
  await expect(dialog.getByRole("tabpanel").getByRole("article")).toHaveCount(templateCounts.all);

  await dialog.getByRole("tab", { name: "Resumes" }).click();
  const resumes = dialog.getByRole("tabpanel").getByRole("article");
  await expect(resumes).toHaveCount(templateCounts.resume);
  await expect(resumes.filter({ has: page.getByText("RESUME", { exact: true }) })).toHaveCount(templateCounts.resume);
  await expect(resumes.filter({ has: page.getByText("CV", { exact: true }) })).toHaveCount(0);

  await dialog.getByRole("tab", { name: "CVs with Photo" }).click();
  const cvs = dialog.getByRole("tabpanel").getByRole("article");
  await expect(cvs).toHaveCount(templateCounts.cv);
  await expect(cvs.filter({ has: page.getByText("CV", { exact: true }) })).toHaveCount(templateCounts.cv);
  await expect(cvs.filter({ has: page.getByText("RESUME", { exact: true }) })).toHaveCount(0);

  await dialog.getByRole("tab", { name: "All Templates" }).click();
  await expect(dialog.getByRole("button", { name: "Use Modern", exact: true })).toHaveText("Selected");
  await dialog.getByRole("button", { name: "Use Professional", exact: true }).click();
  await expect(dialog.getByText("Current template: Professional", { exact: true })).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Use Professional", exact: true })).toHaveText("Selected");
  await dialog.getByRole("button", { name: "Done" }).click();
  await expect(dialog).toBeHidden();

  await expect(preview(page).locator("[data-resume-sheet]")).toHaveAttribute("data-template-id", "professional");
  await expectSampleValues(page);
  await expect(saveBanner(page)).toHaveText(SAVED, { timeout: 8_000 });

  const stored = await getResumeViaApi(page, original.id);
  expect(contentOf(stored)).toEqual({ ...contentOf(original), template_id: "professional" });

  await backButton(page).click();
  const card = resumeCard(page, "My Resume");
  await expect(card.getByText("Professional", { exact: true })).toBeVisible();
  await expect(card.getByText("Modern", { exact: true })).toBeHidden();
});

test("the completion panel jumps to the section an item is about", async ({ page }) => {
  await signUpFreshUser(page, "jump");
  await startBlankModernResume(page);
  await expect(sectionRegion(page, "Personal Info")).toBeVisible();

  await page.getByRole("button", { name: "Education (at least 1 entry required)" }).click();
  const education = sectionRegion(page, "Education");
  await expect(education.getByRole("heading", { name: "Education", level: 2 })).toBeVisible();
  await expect(education.getByText("No education added yet.")).toBeVisible();
  await expect(sectionNav(page).getByRole("button", { name: "Education" })).toHaveAttribute("aria-current", "page");
  await expect(sectionRegion(page, "Personal Info")).toBeHidden();

  await page.getByRole("button", { name: "Skills (at least 1 skill category required)" }).click();
  const skills = sectionRegion(page, "Skills");
  await expect(skills.getByRole("heading", { name: "Skills", level: 2 })).toBeVisible();
  await expect(skills.getByRole("button", { name: "Add Skill Category" })).toBeVisible();
  await expect(sectionNav(page).getByRole("button", { name: "Skills" })).toHaveAttribute("aria-current", "page");
  await expect(education).toBeHidden();
});

test("a JSON Resume export imports back to an equal resume", async ({ page }) => {
  test.setTimeout(45_000);
  await signUpFreshUser(page, "json");
  await startBlankModernResume(page);
  await fillResumeTo80Plus(page);
  await addExtras(page);
  await expect(completionPercent(page)).toHaveText("100% complete");
  await expect(preview(page)).toContainText(extras.custom.value);
  await expect(saveBanner(page)).toHaveText(SAVED, { timeout: 8_000 });

  await backButton(page).click();
  const card = resumeCard(page, "My Resume");
  await expect(card.getByLabel("100% complete")).toHaveText("100%");

  const downloading = page.waitForEvent("download");
  await card.getByRole("button", { name: "Download My Resume" }).click();
  await page.getByRole("menuitem", { name: "Export JSON (JSON Resume)" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe("My-Resume.json");
  const stream = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  const file = Buffer.concat(chunks);
  const exported = JSON.parse(file.toString("utf8")) as { basics: { name: string }; work: unknown[] };
  expect(exported.basics.name).toBe(sample.personal.fullName);
  expect(exported.work).toHaveLength(1);

  await page.getByRole("button", { name: "Import resume" }).click();
  await page.getByLabel("JSON Resume file to import").setInputFiles({
    name: download.suggestedFilename(),
    mimeType: "application/json",
    buffer: file,
  });
  await expect(page.getByText("Resume imported")).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/editor\//);
  await expect(completionPercent(page)).toHaveText("100% complete");
  await backButton(page).click();
  await expect(page.getByRole("article")).toHaveCount(2);

  const listed = await listResumesViaApi(page);
  expect(listed).toHaveLength(2);
  const [first, second] = await Promise.all(listed.map((resume) => getResumeViaApi(page, resume.id)));
  expect(first!.id).not.toBe(second!.id);
  expect(contentOf(first!)).toEqual(contentOf(second!));
});

test("edits made while the network is down are retried and saved once it is back", async ({ page }) => {
  test.setTimeout(45_000);
  await signUpFreshUser(page, "offline");
  const original = await createResumeViaApi(page, sampleContent());
  await openEditorOf(page, original.id);

  const failures: number[] = [];
  const cut = (route: Route) => {
    failures.push(Date.now());
    return route.abort();
  };
  await page.route("**/api/resumes/**", cut);
  // The first attempt is the PUT; each retry first asks the server (GET) whether that PUT landed.
  expectProblems(
    page,
    /request failed: (GET|PUT) .*\/api\/resumes\/.* net::ERR_FAILED/,
    /Failed to load resource: net::ERR_FAILED .*\/api\/resumes\//,
    /Auto-save failed; retrying TypeError: Failed to fetch/,
  );

  const personal = sectionRegion(page, "Personal Info");
  const summary = textbox(personal, "Professional Summary");
  const addedSummary = " Currently learning Rust.";
  await summary.press("ControlOrMeta+End");
  await summary.pressSequentially(addedSummary);
  const location = textbox(personal, "Location");
  await location.press("End");
  await location.pressSequentially(", England");

  await expect(saveBanner(page)).toHaveText("Not saved — retrying", { timeout: 5_000 });
  // Wait for two retries after the first failure (1 s, then 2 s later) before the network comes back.
  await expect.poll(() => failures.length, { timeout: 10_000 }).toBeGreaterThanOrEqual(3);
  await expect(saveBanner(page)).toHaveText("Not saved — retrying");
  const [a, b, c] = failures as [number, number, number];
  expect(c - b, "the retries back off").toBeGreaterThan(b - a);
  await page.unroute("**/api/resumes/**", cut);

  await expect(saveBanner(page)).toHaveText(SAVED, { timeout: 20_000 });

  await page.reload();
  await expect(textbox(personal, "Professional Summary")).toHaveValue(sample.personal.summary + addedSummary);
  await expect(textbox(personal, "Location")).toHaveValue(`${sample.personal.location}, England`);
  const stored = await getResumeViaApi(page, original.id);
  expect(stored.personal_info.summary).toBe(sample.personal.summary + addedSummary);
  expect(stored.personal_info.location).toBe(`${sample.personal.location}, England`);
});

test("entries reorder with the Move down button, and a custom section can be added, filled and removed", async ({ page }) => {
  await signUpFreshUser(page, "reorder");
  const second = {
    ...sample.experience,
    company: "Babbage & Co",
    position: "Research Assistant",
    startDate: "Jan 2016",
    endDate: "Dec 2019",
  };
  const original = await createResumeViaApi(
    page,
    sampleContent({
      experience: [
        { id: "exp-first", ...sample.experience, current: false },
        { id: "exp-second", ...second, current: false },
      ],
    }),
  );
  await openEditorOf(page, original.id);

  const experience = await openSection(page, "Experience");
  const cards = entryCards(experience.getByRole("list", { name: "Experience entries" }));
  await expect(cards).toHaveCount(2);
  await expect(cards.nth(0)).toContainText(sample.experience.company);
  const order = async () => {
    const text = (await preview(page).textContent()) ?? "";
    return text.indexOf(sample.experience.company) < text.indexOf(second.company) ? "first, second" : "second, first";
  };
  expect(await order()).toBe("first, second");

  const moveDown = cards.nth(0).getByRole("button", { name: "Move down" });
  await moveDown.focus();
  await page.keyboard.press("Enter");
  await expect(cards.nth(0)).toContainText(second.company);
  await expect(cards.nth(1)).toContainText(sample.experience.company);
  // Focus follows the moved card; at the bottom its Move up button takes over.
  await expect(cards.nth(1).getByRole("button", { name: "Move up" })).toBeFocused();
  await expect(experience.getByRole("status").filter({ hasText: "moved to" })).toHaveText(
    `${sample.experience.position} · ${sample.experience.company} moved to position 2 of 2.`,
  );
  await expect.poll(order).toBe("second, first");

  await sectionNav(page).getByRole("button", { name: "Add Custom Section" }).click();
  const custom = sectionRegion(page, "Custom Section");
  await expect(custom.getByRole("heading", { name: "Custom Section", level: 2 })).toBeVisible();
  await expect(sectionNav(page).getByRole("button", { name: "Custom Section", exact: true })).toHaveAttribute("aria-current", "page");
  await expect(textbox(custom, "Section Title")).toHaveValue("Custom Section");
  await expect(textbox(custom.getByRole("group", { name: "Fields" }), "Label")).toHaveValue("Field 1");

  await custom.getByRole("button", { name: "Add Item" }).click();
  const value = textbox(custom.getByRole("list", { name: "Custom Section items" }), "Field 1");
  await expect(value).toBeFocused();
  await value.fill("Volunteer of the Year");
  await expect(preview(page)).toContainText("Volunteer of the Year");

  await custom.getByRole("button", { name: "Remove Section" }).click();
  const confirm = page.getByRole("dialog", { name: "Remove this section?" });
  await expect(confirm).toContainText("Custom Section and all of its items will be removed from this resume.");
  await confirm.getByRole("button", { name: "Remove" }).click();
  await expect(confirm).toBeHidden();
  await expect(sectionRegion(page, "Personal Info")).toBeVisible();
  await expect(sectionNav(page).getByRole("button", { name: "Personal Info" })).toHaveAttribute("aria-current", "page");
  await expect(sectionNav(page).getByRole("button", { name: "Custom Section", exact: true })).toHaveCount(0);
  await expect(preview(page)).not.toContainText("Volunteer of the Year");
  await expectSampleInPreview(page);
});

test("a reload right after an edit is not a conflict: the edit is kept and later edits save", async ({ page }) => {
  await signUpFreshUser(page, "reload-own-edit");
  const resume = await createResumeViaApi(page, sampleContent());
  await openEditorOf(page, resume.id);
  const fullName = () => textbox(sectionRegion(page, "Personal Info"), "Full Name");

  // Reloaded well inside the 2 s auto-save delay: the page sends the edit as it unloads.
  await fullName().fill("Augusta Ada King");
  await page.reload();
  await expect(fullName()).toHaveValue("Augusta Ada King");
  await expect(saveBanner(page)).toHaveText(SAVED, { timeout: 10_000 });
  await expect(page.getByText("This resume was changed in another tab or device.", { exact: false })).toHaveCount(0);

  await textbox(sectionRegion(page, "Personal Info"), "Phone").fill("+44 20 7946 0999");
  await expect(saveBanner(page)).toHaveText(SAVED, { timeout: 10_000 });
  const stored = await getResumeViaApi(page, resume.id);
  expect(stored.personal_info.fullName).toBe("Augusta Ada King");
  expect(stored.personal_info.phone).toBe("+44 20 7946 0999");
});

test("a save whose answer the network lost is retried without a conflict", async ({ page }) => {
  await signUpFreshUser(page, "lost-answer");
  const resume = await createResumeViaApi(page, sampleContent());
  await openEditorOf(page, resume.id);

  // The first PUT reaches the server and is stored, but its answer never reaches the page.
  let cutAnswers = 0;
  await page.route(`**/api/resumes/${resume.id}`, async (route) => {
    if (route.request().method() !== "PUT" || cutAnswers > 0) return route.fallback();
    cutAnswers += 1;
    await route.fetch();
    await route.abort("connectionreset");
  });
  expectProblems(
    page,
    /request failed: PUT .*\/api\/resumes\/.* net::ERR_CONNECTION_RESET/,
    /Failed to load resource: net::ERR_CONNECTION_RESET .*\/api\/resumes\//,
    /Auto-save failed; retrying TypeError: Failed to fetch/,
  );
  await textbox(sectionRegion(page, "Personal Info"), "Location").fill("Paris, France");
  await expect(saveBanner(page)).toHaveText(SAVED, { timeout: 10_000 });
  expect(cutAnswers).toBe(1);
  await expect(page.getByText("This resume was changed in another tab or device.", { exact: false })).toHaveCount(0);
  expect((await getResumeViaApi(page, resume.id)).personal_info.location).toBe("Paris, France");
});

test("two tabs never silently overwrite each other: the second save asks, and 'Keep mine' wins", async ({ context }) => {
  const first = await context.newPage();
  await signUpFreshUser(first, "two-tabs-editor");
  const resume = await createResumeViaApi(first, sampleContent());
  const second = await context.newPage();
  await openEditorOf(first, resume.id);
  await openEditorOf(second, resume.id);

  await textbox(first.locator("main"), "Location").fill("Lisbon, Portugal");
  await expect(saveBanner(first)).toHaveText(SAVED, { timeout: 10_000 });

  expectProblems(second, /status of 409 .*\/api\/resumes\//);
  await textbox(second.locator("main"), "Phone").fill("+351 900 000 000");
  await expect(second.getByText("This resume was changed in another tab or device.", { exact: false })).toBeVisible({ timeout: 10_000 });
  await second.getByRole("button", { name: "Keep mine" }).click();
  await expect(saveBanner(second)).toHaveText(SAVED, { timeout: 10_000 });

  const stored = await getResumeViaApi(second, resume.id);
  expect(stored.personal_info.phone).toBe("+351 900 000 000");
  // "Keep mine" saves this tab's whole resume, so the other tab's location edit is replaced.
  expect(stored.personal_info.location).toBe(sample.personal.location);
});
