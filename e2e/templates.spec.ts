import { mkdirSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { assertNoUnexpectedProblems, expect, test, watchProblems } from "./support/test";
import { readPdf, type PdfContents } from "../src/server/pdf/test-fixtures/read-pdf";
import { RESUME_LIMITS } from "../src/shared/limits";
import type { ResumeContent } from "../src/shared/resume";
import { templateCatalog } from "../src/web/templates/catalog";
import { A4_HEIGHT_PX } from "../src/web/templates/pagination/page-geometry";
import { sampleResume } from "../src/web/templates/sample-resume";
import { longResume } from "../src/web/templates/test-support/long-resume";
import { printedValues } from "../src/web/templates/test-support/rendered-text";
import { OMITTED_CONTACTS, PRESENT_LABEL, SAMPLE_LINKEDIN, SAMPLE_WEBSITE, SECTION_TITLES } from "../src/web/templates/test-support/template-rules";
import { fromApp } from "./support/api";
import { createResumeViaApi, preview, signUpFreshUser } from "./support/resume";

const SHOTS = path.join("test-results", "templates");
mkdirSync(SHOTS, { recursive: true });

// One signed-in user per worker: each test only adds resumes. (A failure restarts the worker,
// which signs a new user up, and the remaining layouts still run.)
let page: Page;
test.beforeAll(async ({ browser }) => {
  page = await browser.newPage({ viewport: { width: 1400, height: 1000 } });
  watchProblems(page.context());
  await signUpFreshUser(page, "templates");
});
test.afterEach(() => assertNoUnexpectedProblems(page.context()));
test.afterAll(async () => page.close());

/**
 * Text as an applicant-tracking system compares it: case and the amount of white space do not
 * matter; order, word breaks and letters do (a heading printed "E X P E R I E N C E" fails).
 */
const readable = (text: string) => text.toLowerCase().replace(/\s+/g, " ").trim();
/** A line that wraps after a hyphen ("user-" / "focused") reads as the one word it is. */
const readablePdf = (text: string) => readable(text.replace(/-\n/g, "-"));

async function exportPdf(resume: ResumeContent): Promise<PdfContents> {
  const response = await page.request.post("/api/pdf", { data: { resume }, headers: fromApp() });
  expect(response.status(), await response.text().catch(() => "")).toBe(200);
  const pdf = await readPdf(await response.body());
  expect(Number(response.headers()["x-page-count"])).toBe(pdf.pageCount);
  return pdf;
}

/** Opens the resume in the editor and reads how many pages its live preview shows. */
async function previewPageCount(resume: ResumeContent): Promise<number> {
  const saved = await createResumeViaApi(page, resume);
  await page.setViewportSize({ width: 1400, height: 1000 });
  await page.goto(`/dashboard/editor/${saved.id}`);
  const pages = preview(page).locator("[data-page-count]");
  await expect(pages.locator("[data-resume-sheet]")).toHaveAttribute("data-template-id", resume.template_id);
  await expect(pages).toHaveAttribute("data-paginated", "with-fonts");
  return Number(await pages.getAttribute("data-page-count"));
}

/** Lays the resume out in the print entry (the page the PDF is made from), full size. */
async function openPrintPage(resume: ResumeContent): Promise<number> {
  await page.setViewportSize({ width: 794, height: 1123 });
  await page.goto("/print.html");
  const { pageCount } = await page.evaluate((input) => window.vitaePrint!.render(input), resume);
  return pageCount;
}

interface LayoutProblems {
  pastRightEdge: string[];
  cutByPageEdge: string[];
  headingsAlone: string[];
}

/**
 * Checks the printed sheet's boxes: nothing reaches past the right edge, no line of text or
 * drawing straddles a page boundary, and every heading has the next line of its own section or
 * entry on the same page.
 */
function findLayoutProblems(pageHeight: number): LayoutProblems {
  const sheet = document.querySelector<HTMLElement>("#root [data-resume-sheet]")!;
  const origin = sheet.getBoundingClientRect();
  const pageOf = (y: number) => Math.floor(y / pageHeight);
  const describe = (element: Element) => `${element.tagName.toLowerCase()} "${(element.textContent ?? "").trim().slice(0, 40)}"`;

  const pastRightEdge = [...sheet.querySelectorAll("*")]
    .filter((element) => element.getBoundingClientRect().right > origin.right + 0.5)
    .map(describe);

  const lines: Array<{ node: Node; top: number; bottom: number }> = [];
  const walker = document.createTreeWalker(sheet, NodeFilter.SHOW_TEXT);
  while (walker.nextNode()) {
    const node = walker.currentNode;
    if ((node.textContent ?? "").trim() === "") continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    for (const rect of range.getClientRects())
      if (rect.width > 0 && rect.height > 0) lines.push({ node, top: rect.top - origin.top, bottom: rect.bottom - origin.top });
  }
  const drawings = [...sheet.querySelectorAll("img, svg")].map((element) => {
    const rect = element.getBoundingClientRect();
    return { element, top: rect.top - origin.top, bottom: rect.bottom - origin.top };
  });
  const cutByPageEdge = [
    ...lines.filter((line) => pageOf(line.top) !== pageOf(line.bottom - 0.5)).map((line) => `text "${line.node.textContent!.trim().slice(0, 40)}"`),
    ...drawings.filter((box) => pageOf(box.top) !== pageOf(box.bottom - 0.5)).map((box) => describe(box.element)),
  ];

  const headingsAlone: string[] = [];
  for (const heading of sheet.querySelectorAll("h2, h3")) {
    const scope = heading.closest("article, section");
    if (!scope) continue;
    // A heading's own last line, not its box: a grid may stretch the box beside a long section.
    const headingBottom = Math.max(...lines.filter((line) => heading.contains(line.node)).map((line) => line.bottom));
    const next = lines.find(
      (line) => scope.contains(line.node) && !heading.contains(line.node) && heading.compareDocumentPosition(line.node) & Node.DOCUMENT_POSITION_FOLLOWING,
    );
    if (next && pageOf(next.top) !== pageOf(headingBottom - 0.5)) headingsAlone.push(describe(heading));
  }
  return { pastRightEdge, cutByPageEdge, headingsAlone };
}

for (const template of templateCatalog) {
  test(`${template.id}: the sample prints on A4 with every value readable in its PDF`, async () => {
    const resume: ResumeContent = { ...sampleResume, template_id: template.id };
    const previewPages = await previewPageCount(resume);

    const printPages = await openPrintPage(resume);
    expect(printPages).toBe(previewPages);
    const problems = await page.evaluate(findLayoutProblems, A4_HEIGHT_PX);
    expect(problems.pastRightEdge, "elements past the right edge").toEqual([]);
    expect(problems.cutByPageEdge, "lines cut by a page edge").toEqual([]);
    await page.screenshot({ path: path.join(SHOTS, `${template.id}.png`), fullPage: true });

    const pdf = await exportPdf(resume);
    expect(pdf.pageCount, "PDF pages = preview pages").toBe(previewPages);
    const omitted = OMITTED_CONTACTS[template.id] ?? [];
    const text = readablePdf(pdf.text);
    const values = printedValues(resume, { presentLabel: PRESENT_LABEL[template.id] }).filter((value) => !omitted.includes(value));
    for (const value of [...values, ...SECTION_TITLES[template.id]!]) expect(text, `"${value}" in the PDF text`).toContain(readable(value));
    // The fonts that ship with the app, inside the file: no system font stood in for a glyph.
    expect(pdf.fonts.length).toBeGreaterThan(0);
    for (const font of pdf.fonts) expect(font, font.name).toEqual({ name: expect.stringMatching(/^([A-Z]{6}\+)?(Inter|SourceSerif4|JetBrainsMono)/), embedded: true });
    expect(pdf.links).toContain(`mailto:${sampleResume.personal_info.email}`);
    if (!omitted.includes(SAMPLE_WEBSITE)) expect(pdf.links).toContain(`https://${SAMPLE_WEBSITE}/`);
    if (!omitted.includes(SAMPLE_LINKEDIN)) expect(pdf.links).toContain(`https://${SAMPLE_LINKEDIN}`);
  });

  test(`${template.id}: a three-page resume is cut between lines, with no heading left alone`, async () => {
    const resume: ResumeContent = { ...longResume(), template_id: template.id };
    const pageCount = await openPrintPage(resume);
    expect(pageCount).toBeGreaterThanOrEqual(3);
    const problems = await page.evaluate(findLayoutProblems, A4_HEIGHT_PX);
    expect(problems.cutByPageEdge, "lines cut by a page edge").toEqual([]);
    expect(problems.headingsAlone, "headings alone at a page bottom").toEqual([]);
    expect(problems.pastRightEdge, "elements past the right edge").toEqual([]);
    await page.screenshot({ path: path.join(SHOTS, `${template.id}-long.png`), fullPage: true });
    expect((await exportPdf(resume)).pageCount).toBe(pageCount);
  });
}

test("a 5,000-character paragraph longer than a page is cut between lines at every page edge", async () => {
  const sentence = "Delivered measurable improvements across reliability, latency and cost while coaching engineers. ";
  const giant = sentence.repeat(60).slice(0, RESUME_LIMITS.description).trim();
  const resume = structuredClone(sampleResume);
  resume.template_id = "professional";
  resume.personal_info.summary = giant;
  resume.experience[0]!.description = giant;
  expect(await openPrintPage(resume)).toBeGreaterThanOrEqual(3);
  const problems = await page.evaluate(findLayoutProblems, A4_HEIGHT_PX);
  expect(problems.cutByPageEdge, "lines cut by a page edge").toEqual([]);
  expect(problems.pastRightEdge, "elements past the right edge").toEqual([]);
  const text = readablePdf((await exportPdf(resume)).text);
  expect(text.split(readable(giant)).length - 1, "both paragraphs whole, in reading order").toBe(2);
});

test("an unknown template id prints as the modern layout", async () => {
  await openPrintPage({ ...sampleResume, template_id: "retro-wave" });
  const modern = await page.locator("#root [data-resume-sheet]").innerHTML();
  await openPrintPage({ ...sampleResume, template_id: "modern" });
  expect(await page.locator("#root [data-resume-sheet]").innerHTML()).toBe(modern);
});
