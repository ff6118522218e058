import { mkdirSync } from "node:fs";
import path from "node:path";
import type { Browser, Page } from "@playwright/test";
import { assertNoUnexpectedProblems, expect, test, watchProblems } from "./support/test";
import { fromApp } from "./support/api";
import { readPdf } from "#server/pdf/test-fixtures/read-pdf";
import type { ResumeContent } from "#shared/resume";
import { templateCatalog } from "#web/templates/catalog";
import { fitLadder } from "#web/templates/fit/fit-ladder";
import { fitBoundsOf } from "#web/templates/registry";
import { sampleResume } from "#web/templates/sample-resume";
import { longResume } from "#web/templates/test-support/long-resume";
import { printedValues } from "#web/templates/test-support/rendered-text";
import { OMITTED_CONTACTS, PRESENT_LABEL } from "#web/templates/test-support/template-rules";
import {
  SAVED,
  contentOf,
  createResumeViaApi,
  getResumeViaApi,
  preview,
  saveBanner,
  sectionRegion,
  signUpFreshUser,
  textbox,
} from "./support/resume";

const SHOTS = path.join("test-results", "fit-to-page");
mkdirSync(SHOTS, { recursive: true });

/** Fitting never sets text below 9 pt (12 CSS px); smaller text of a layout is never shrunk. */
const MIN_TEXT_PX = 12;

let page: Page;
let username: string;
test.beforeAll(async ({ browser }) => {
  page = await browser.newPage({ viewport: { width: 1400, height: 1000 } });
  watchProblems(page.context());
  await signUpFreshUser(page, "fit");
  // Public, so a visitor sees the resume edited last.
  username = `fit_${Date.now().toString(36)}_${process.env.TEST_PARALLEL_INDEX ?? 0}`;
  const response = await page.request.put("/api/profile", { data: { username, is_public: true }, headers: fromApp() });
  expect(response.status(), await response.text()).toBe(200);
});
test.afterEach(() => assertNoUnexpectedProblems(page.context()));
test.afterAll(async () => page.close());

const readable = (text: string) => text.toLowerCase().replace(/\s+/g, " ").trim();

const BULLET = "Led a cross-functional initiative that improved reliability and reduced cost across several teams.";

/** The sample resume cut to what fits one page in every layout, with `bullets` more lines in its first role. */
function shortResume(templateId: string, bullets: number): ResumeContent {
  const resume = structuredClone(sampleResume);
  resume.template_id = templateId;
  resume.title = `Fit ${templateId}`;
  resume.experience = resume.experience.slice(0, 2);
  resume.projects = [];
  resume.certifications = [];
  resume.custom_sections = [];
  resume.experience[0]!.description += `\n- ${BULLET}`.repeat(bullets);
  return resume;
}

async function printPageCount(resume: ResumeContent): Promise<number> {
  return (await page.evaluate((input) => window.vitaePrint!.render(input), resume)).pageCount;
}

/**
 * A resume a few lines over one page in this layout at its own sizes: bullets are added until the
 * print entry (where the PDF is made) needs a second page, then two more.
 */
async function resumeJustOverOnePage(templateId: string): Promise<ResumeContent> {
  await page.setViewportSize({ width: 794, height: 1123 });
  await page.goto("/print.html");
  for (let bullets = 0; bullets <= 40; bullets++) {
    if ((await printPageCount(shortResume(templateId, bullets))) === 1) continue;
    expect(bullets, "the starting resume fits on one page").toBeGreaterThan(0);
    return shortResume(templateId, bullets + 2);
  }
  throw new Error(`${templateId} never ran over a page`);
}

const pagesOf = (target: Page, scope = "#resume-preview") => target.locator(`${scope} [data-page-count]`);
const fitSwitch = (target: Page) => target.getByRole("switch", { name: "Fit to one page" });
const fitStatus = (target: Page) => target.locator("#fit-to-page-status");

async function openEditor(id: string, viewport = { width: 1400, height: 1000 }) {
  await page.setViewportSize(viewport);
  await page.goto(`/dashboard/editor/${id}`);
  await expect(pagesOf(page)).toHaveAttribute("data-paginated", "with-fonts");
}

/** The computed font size of every element that holds text, in document order. */
function textSizes(scope: string): number[] {
  const sheet = document.querySelector(`${scope} [data-resume-sheet]`)!;
  return [...sheet.querySelectorAll("*")]
    .filter((element) => [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && (node.textContent ?? "").trim() !== ""))
    .map((element) => Number.parseFloat(getComputedStyle(element).fontSize));
}

/** The fit scales set on the sheet ('' when at the layout's own size). */
const scalesOf = (target: Page, scope: string) =>
  target.locator(`${scope} [data-resume-sheet]`).evaluate((sheet: HTMLElement) => ({
    spacing: sheet.style.getPropertyValue("--vitae-space-scale"),
    font: sheet.style.getPropertyValue("--vitae-font-scale"),
  }));

function expectNoTextShrunkTooFar(before: number[], after: number[]) {
  expect(after).toHaveLength(before.length);
  after.forEach((size, i) =>
    expect(size, `text ${i} at ${size}px, was ${before[i]}px`).toBeGreaterThanOrEqual(Math.min(before[i]!, MIN_TEXT_PX) - 0.01),
  );
}

async function expectEveryValue(text: string, resume: ResumeContent) {
  const omitted = OMITTED_CONTACTS[resume.template_id] ?? [];
  const values = printedValues(resume, { presentLabel: PRESENT_LABEL[resume.template_id] }).filter((value) => !omitted.includes(value));
  for (const value of values) expect(readable(text), `"${value}"`).toContain(readable(value));
}

async function openPublicPage(browser: Browser, viewport = { width: 1280, height: 900 }) {
  const context = await browser.newContext({ viewport });
  watchProblems(context);
  const visitor = await context.newPage();
  await visitor.goto(`/${username}`);
  await expect(pagesOf(visitor, "#public-resume")).toHaveAttribute("data-paginated", "with-fonts");
  return { visitor, context };
}

// One single-column layout, one with a sidebar, one photo CV.
for (const templateId of ["modern", "professional", "cv-photo-modern"]) {
  test(`${templateId}: a resume a few lines over a page fits on one with Fit on, in the preview, the PDF and the public page`, async ({
    browser,
  }) => {
    const resume = await resumeJustOverOnePage(templateId);
    const saved = await createResumeViaApi(page, resume);
    await openEditor(saved.id);
    await expect(pagesOf(page)).toHaveAttribute("data-page-count", "2");
    await expect(page.getByTestId("preview-page-count")).toHaveText("2 pages");
    await expect(fitStatus(page)).toHaveText("Tightens spacing, then text size, until the resume fits on one page.");
    const before = await page.evaluate(textSizes, "#resume-preview");
    await preview(page).screenshot({ path: path.join(SHOTS, `${templateId}-before.png`) });

    await fitSwitch(page).click();
    await expect(pagesOf(page)).toHaveAttribute("data-fit", "fitted");
    await expect(pagesOf(page)).toHaveAttribute("data-page-count", "1");
    await expect(page.getByTestId("preview-page-count")).toHaveText("1 page");
    await expect(fitStatus(page)).toHaveText(/^Fitted to one page: spacing at \d+%(, text at \d+(\.\d)?%)?\.$/);
    await expect(preview(page).locator("[data-resume-page]")).toHaveCount(1);
    await expectEveryValue((await preview(page).locator("[data-resume-sheet]").textContent()) ?? "", resume);
    expectNoTextShrunkTooFar(before, await page.evaluate(textSizes, "#resume-preview"));
    const scales = await scalesOf(page, "#resume-preview");
    const { minSpacingScale, minFontScale } = fitBoundsOf(templateId);
    expect(Number(scales.spacing || 1)).toBeGreaterThanOrEqual(minSpacingScale);
    expect(Number(scales.font || 1)).toBeGreaterThanOrEqual(minFontScale);
    await preview(page).screenshot({ path: path.join(SHOTS, `${templateId}-fitted.png`) });
    await fitStatus(page)
      .locator("..")
      .screenshot({ path: path.join(SHOTS, `control-fitted-${templateId}.png`) });
    await page.screenshot({ path: path.join(SHOTS, `editor-${templateId}-fitted.png`) });

    // Kept with the resume by auto-save.
    await expect(saveBanner(page)).toHaveText(SAVED);
    const stored = await getResumeViaApi(page, saved.id);
    expect(stored.layout).toEqual({ fit_to_page: true });

    // The PDF: one page, every value in its text.
    const response = await page.request.post("/api/pdf", { data: { resume: contentOf(stored) }, headers: fromApp() });
    expect(response.status()).toBe(200);
    const pdf = await readPdf(await response.body());
    expect(pdf.pageCount).toBe(1);
    await expectEveryValue(pdf.text.replace(/-\n/g, "-"), resume);

    // The print entry the PDF is made from lands on the same scales as the preview.
    await page.goto("/print.html");
    expect(await printPageCount(contentOf(stored))).toBe(1);
    expect(await scalesOf(page, "#root")).toEqual(scales);

    // A visitor of the public profile sees the same one page.
    const { visitor, context } = await openPublicPage(browser);
    await expect(visitor.locator("#public-resume [data-resume-sheet]")).toHaveAttribute("data-template-id", templateId);
    await expect(pagesOf(visitor, "#public-resume")).toHaveAttribute("data-page-count", "1");
    expect(await scalesOf(visitor, "#public-resume")).toEqual(scales);
    await expect(visitor.getByRole("switch")).toHaveCount(0);
    assertNoUnexpectedProblems(context);
    await context.close();
  });
}

test("Fit survives a reload, follows later edits, and turning it off restores the layout's own sizes", async () => {
  const resume = await resumeJustOverOnePage("modern");
  const saved = await createResumeViaApi(page, { ...resume, layout: { fit_to_page: true } });
  await openEditor(saved.id);
  await expect(fitSwitch(page)).toBeChecked();
  await expect(pagesOf(page)).toHaveAttribute("data-fit", "fitted");
  await expect(pagesOf(page)).toHaveAttribute("data-page-count", "1");

  // An edit that adds a page of text: it can no longer fit, and the control says so.
  const summary = textbox(sectionRegion(page, "Personal Info"), "Professional Summary");
  const original = await summary.inputValue();
  await summary.fill(`${original}\n${"Shipped and measured every change; wrote it down for the next person. ".repeat(30)}`);
  await expect(pagesOf(page)).toHaveAttribute("data-fit", "too-long");
  await expect(fitStatus(page)).toHaveText(/^Too long to fit on one page: about \d+ lines over\. The layout is unchanged\.$/);
  await expect(pagesOf(page)).toHaveAttribute("data-page-count", "2");
  expect(await scalesOf(page, "#resume-preview")).toEqual({ spacing: "", font: "" });
  // Taking it out again fits again.
  await summary.fill(original);
  await expect(pagesOf(page)).toHaveAttribute("data-fit", "fitted");
  await expect(pagesOf(page)).toHaveAttribute("data-page-count", "1");
  const fitted = await scalesOf(page, "#resume-preview");

  await expect(saveBanner(page)).toHaveText(SAVED);
  await page.reload();
  await expect(pagesOf(page)).toHaveAttribute("data-paginated", "with-fonts");
  await expect(fitSwitch(page)).toBeChecked();
  await expect(pagesOf(page)).toHaveAttribute("data-fit", "fitted");
  await expect(pagesOf(page)).toHaveAttribute("data-page-count", "1");
  expect(await scalesOf(page, "#resume-preview")).toEqual(fitted);

  await fitSwitch(page).click();
  await expect(pagesOf(page)).toHaveAttribute("data-fit", "off");
  await expect(pagesOf(page)).toHaveAttribute("data-page-count", "2");
  expect(await scalesOf(page, "#resume-preview")).toEqual({ spacing: "", font: "" });
  await expect(saveBanner(page)).toHaveText(SAVED);
  expect((await getResumeViaApi(page, saved.id)).layout).toEqual({ fit_to_page: false });
  await page.reload();
  await expect(pagesOf(page)).toHaveAttribute("data-paginated", "with-fonts");
  await expect(fitSwitch(page)).not.toBeChecked();
  await expect(pagesOf(page)).toHaveAttribute("data-page-count", "2");
});

test("a resume far over a page says how far, and keeps its pages in the preview and the PDF", async () => {
  const saved = await createResumeViaApi(page, { ...longResume(), template_id: "modern", title: "Far too long" });
  await openEditor(saved.id);
  const pageCount = await pagesOf(page).getAttribute("data-page-count");
  expect(Number(pageCount)).toBeGreaterThanOrEqual(3);

  await fitSwitch(page).click();
  await expect(pagesOf(page)).toHaveAttribute("data-fit", "too-long");
  await expect(fitStatus(page)).toHaveText(/^Too long to fit on one page: about \d+ lines over\. The layout is unchanged\.$/);
  const linesOver = Number(/about (\d+) lines/.exec((await fitStatus(page).textContent()) ?? "")![1]);
  // Three pages and more are dozens of lines past the first.
  expect(linesOver).toBeGreaterThan(40);
  await expect(pagesOf(page)).toHaveAttribute("data-page-count", pageCount!);
  expect(await scalesOf(page, "#resume-preview")).toEqual({ spacing: "", font: "" });
  await page
    .locator("#fit-to-page-status")
    .locator("..")
    .screenshot({ path: path.join(SHOTS, "control-too-long.png") });

  await expect(saveBanner(page)).toHaveText(SAVED);
  const stored = await getResumeViaApi(page, saved.id);
  expect(stored.layout.fit_to_page).toBe(true);
  const response = await page.request.post("/api/pdf", { data: { resume: contentOf(stored) }, headers: fromApp() });
  expect((await readPdf(await response.body())).pageCount).toBe(Number(pageCount));
});

test("a resume on one page already says so, and the control is not needed", async () => {
  const saved = await createResumeViaApi(page, shortResume("modern", 0));
  await openEditor(saved.id);
  await expect(pagesOf(page)).toHaveAttribute("data-page-count", "1");
  await expect(fitStatus(page)).toHaveText("Fits on one page already.");
  await expect(fitSwitch(page)).toBeDisabled();
  await expect(fitSwitch(page)).not.toBeChecked();
  await page
    .locator("#fit-to-page-status")
    .locator("..")
    .screenshot({ path: path.join(SHOTS, "control-fits-already.png") });
});

test("on a phone the control sits above the preview and fits the resume", async () => {
  const resume = await resumeJustOverOnePage("modern");
  const saved = await createResumeViaApi(page, resume);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/dashboard/editor/${saved.id}`);
  await page.getByRole("button", { name: "Preview", exact: true }).click();
  await expect(pagesOf(page)).toHaveAttribute("data-paginated", "with-fonts");
  await expect(pagesOf(page)).toHaveAttribute("data-page-count", "2");
  await page.screenshot({ path: path.join(SHOTS, "phone-before.png") });
  await fitSwitch(page).click();
  await expect(pagesOf(page)).toHaveAttribute("data-fit", "fitted");
  await expect(pagesOf(page)).toHaveAttribute("data-page-count", "1");
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: path.join(SHOTS, "phone-fitted.png") });
  await expect(saveBanner(page)).toHaveText(SAVED);
});

test("every layout gets shorter at its tightest fit, and no text falls below 9 pt", async () => {
  await page.setViewportSize({ width: 794, height: 1123 });
  await page.goto("/print.html");
  for (const template of templateCatalog) {
    const resume = { ...structuredClone(sampleResume), template_id: template.id };
    await printPageCount(resume);
    const measure = async () => ({
      lastLine: await page.evaluate(() => {
        const sheet = document.querySelector("#root [data-resume-sheet]")!;
        return Math.max(...[...sheet.querySelectorAll("li, p, h1, h2, h3")].map((element) => element.getBoundingClientRect().bottom));
      }),
      sizes: await page.evaluate(textSizes, "#root"),
    });
    // Pages cut at the layout's own sizes, then measured without cuts at its tightest level.
    await page.evaluate(() =>
      document.querySelectorAll<HTMLElement>("[data-vitae-pushed]").forEach((element) => {
        for (const property of ["margin-top", "--vitae-split-height", "--vitae-split-shape"]) element.style.removeProperty(property);
      }),
    );
    const natural = await measure();
    const tightest = fitLadder(fitBoundsOf(template.id)).at(-1)!;
    await page.evaluate(({ spacing, font }) => {
      const sheet = document.querySelector<HTMLElement>("#root [data-resume-sheet]")!;
      sheet.style.setProperty("--vitae-space-scale", String(spacing));
      sheet.style.setProperty("--vitae-font-scale", String(font));
    }, tightest);
    const tight = await measure();
    expect(tight.lastLine, `${template.id} is shorter at its tightest`).toBeLessThan(natural.lastLine * 0.95);
    expectNoTextShrunkTooFar(natural.sizes, tight.sizes);
    expect(
      tight.sizes.some((size, i) => size < natural.sizes[i]! - 0.01),
      `${template.id}: some text is smaller`,
    ).toBe(template.fit?.minFontScale !== 1);
  }
});
