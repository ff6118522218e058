import { mkdirSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { assertNoUnexpectedProblems, expect, test, watchProblems } from "./support/test";
import { readPdf, type PdfContents } from "#server/pdf/test-fixtures/read-pdf";
import { missingPopplerCommands, readPdfWithPoppler } from "#server/pdf/test-fixtures/read-pdf-with-poppler";
import { RESUME_LIMITS } from "#shared/limits";
import { emptyResumeContent, type ResumeContent } from "#shared/resume";
import { templateCatalog } from "#web/templates/catalog";
import { A4_HEIGHT_PX } from "#web/templates/pagination/page-geometry";
import { sampleResume } from "#web/templates/sample-resume";
import { longResume } from "#web/templates/test-support/long-resume";
import { printedValues } from "#web/templates/test-support/rendered-text";
import {
  OMITTED_CONTACTS,
  PRESENT_LABEL,
  SAMPLE_LINKEDIN,
  SAMPLE_WEBSITE,
  SECTION_TITLES,
} from "#web/templates/test-support/template-rules";
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

/** The words of a text as readable() compares them, without the punctuation around them ("(CKAD)," is "ckad"). */
const wordsOf = (text: string) =>
  readable(text)
    .split(" ")
    .map((word) => word.replace(/^[("'“‘[]+|[)"'”’\],.;:!?]+$/g, ""))
    .filter((word) => word !== "");

/** Whether a word is among those read, whole or broken after one of its hyphens at a line end ("cross-" and "functional"). */
function wasRead(word: string, read: ReadonlySet<string>): boolean {
  if (read.has(word)) return true;
  for (let hyphen = word.indexOf("-"); hyphen !== -1; hyphen = word.indexOf("-", hyphen + 1))
    if (read.has(word.slice(0, hyphen + 1)) && wasRead(word.slice(hyphen + 1), read)) return true;
  return false;
}

/** Exports the resume: the PDF file and what pdf.js reads in it. */
async function exportPdf(resume: ResumeContent): Promise<PdfContents & { file: Buffer }> {
  const response = await page.request.post("/api/pdf", { data: { resume }, headers: fromApp() });
  expect(response.status(), await response.text().catch(() => "")).toBe(200);
  const file = await response.body();
  const pdf = await readPdf(file);
  expect(Number(response.headers()["x-page-count"])).toBe(pdf.pageCount);
  return { ...pdf, file };
}

/** The values and section titles a layout prints for a resume, as an ATS should read them back. */
function expectedTexts(resume: ResumeContent): string[] {
  const omitted = OMITTED_CONTACTS[resume.template_id] ?? [];
  const values = printedValues(resume, { presentLabel: PRESENT_LABEL[resume.template_id] }).filter((value) => !omitted.includes(value));
  return [...values, ...SECTION_TITLES[resume.template_id]!];
}

/**
 * Text on the sheet set in a face the app does not ship as a file (family, weight and style), or
 * in small caps: Chromium would fake it (Type 3 glyphs in the PDF) or fall back to another face.
 */
function textWithoutItsFontFile(): string[] {
  const unquote = (family: string) => family.trim().replace(/^["']|["']$/g, "");
  const shipped = new Set(
    [...document.fonts].filter((face) => face.status === "loaded").map((face) => `${unquote(face.family)} ${face.weight} ${face.style}`),
  );
  const sheet = document.querySelector("#root [data-resume-sheet]")!;
  const problems = new Set<string>();
  const walker = document.createTreeWalker(sheet, NodeFilter.SHOW_TEXT);
  while (walker.nextNode()) {
    const text = (walker.currentNode.textContent ?? "").trim();
    if (text === "") continue;
    const style = getComputedStyle(walker.currentNode.parentElement!);
    const face = `${unquote(style.fontFamily.split(",")[0]!)} ${style.fontWeight} ${style.fontStyle}`;
    if (!shipped.has(face)) problems.add(`${face}: "${text.slice(0, 30)}"`);
    if (style.fontVariantCaps !== "normal") problems.add(`${style.fontVariantCaps}: "${text.slice(0, 30)}"`);
  }
  return [...problems];
}

/** One paragraph of `length` characters (at most), as a user pastes it. */
const longParagraph = (length: number) =>
  "Delivered measurable improvements across reliability, latency and cost while coaching engineers. "
    .repeat(Math.ceil(length / 90))
    .slice(0, length)
    .trim();

// The sample's PDF of each layout, for the poppler test after the one that exports it.
const samplePdfs = new Map<string, Buffer>();
const missingPoppler = missingPopplerCommands();

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
  /** Pages (counted from 1) with no line of text on them. */
  blankPages: number[];
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
    ...lines
      .filter((line) => pageOf(line.top) !== pageOf(line.bottom - 0.5))
      .map((line) => `text "${line.node.textContent!.trim().slice(0, 40)}"`),
    ...drawings.filter((box) => pageOf(box.top) !== pageOf(box.bottom - 0.5)).map((box) => describe(box.element)),
  ];

  const headingsAlone: string[] = [];
  for (const heading of sheet.querySelectorAll("h2, h3")) {
    const scope = heading.closest("article, section");
    if (!scope) continue;
    // A heading's own last line, not its box: a grid may stretch the box beside a long section.
    const headingBottom = Math.max(...lines.filter((line) => heading.contains(line.node)).map((line) => line.bottom));
    const next = lines.find(
      (line) =>
        scope.contains(line.node) &&
        !heading.contains(line.node) &&
        heading.compareDocumentPosition(line.node) & Node.DOCUMENT_POSITION_FOLLOWING,
    );
    if (next && pageOf(next.top) !== pageOf(headingBottom - 0.5)) headingsAlone.push(describe(heading));
  }
  const pageCount = Math.max(1, Math.round(sheet.getBoundingClientRect().height / pageHeight));
  const blankPages = Array.from({ length: pageCount }, (_, page) => page)
    .filter((page) => !lines.some((line) => pageOf(line.top) === page))
    .map((page) => page + 1);
  return { pastRightEdge, cutByPageEdge, headingsAlone, blankPages };
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
    expect(await page.evaluate(textWithoutItsFontFile), "text in a face the app ships no file for").toEqual([]);
    await page.screenshot({ path: path.join(SHOTS, `${template.id}.png`), fullPage: true });

    const pdf = await exportPdf(resume);
    samplePdfs.set(template.id, pdf.file);
    expect(pdf.pageCount, "PDF pages = preview pages").toBe(previewPages);
    const text = readablePdf(pdf.text);
    for (const value of expectedTexts(resume)) expect(text, `"${value}" in the PDF text`).toContain(readable(value));
    // The fonts that ship with the app, inside the file as TrueType: no system font stood in for a
    // glyph, and no glyph was drawn as a Type 3 picture.
    expect(pdf.fonts.length).toBeGreaterThan(0);
    for (const font of pdf.fonts)
      expect(font, font.name).toEqual({
        name: expect.stringMatching(/^([A-Z]{6}\+)?(Inter|SourceSerif4|JetBrainsMono)-/),
        type: "CIDFontType2",
        embedded: true,
      });
    expect(pdf.links).toContain(`mailto:${sampleResume.personal_info.email}`);
    const omitted = OMITTED_CONTACTS[template.id] ?? [];
    if (!omitted.includes(SAMPLE_WEBSITE)) expect(pdf.links).toContain(`https://${SAMPLE_WEBSITE}/`);
    if (!omitted.includes(SAMPLE_LINKEDIN)) expect(pdf.links).toContain(`https://${SAMPLE_LINKEDIN}`);
  });

  test(`${template.id}: poppler reads the sample's PDF: TrueType subsets only, every word of every value whole`, async () => {
    test.skip(missingPoppler.length > 0, `${missingPoppler.join(" and ")} missing (apt-get install poppler-utils)`);
    const resume: ResumeContent = { ...sampleResume, template_id: template.id };
    const { fonts, text } = readPdfWithPoppler(samplePdfs.get(template.id) ?? (await exportPdf(resume)).file);
    expect(fonts.length).toBeGreaterThan(0);
    for (const font of fonts)
      expect(font, font.name).toEqual({
        name: expect.stringMatching(/^[A-Z]{6}\+/),
        type: "CID TrueType",
        embedded: true,
        subset: true,
        unicode: true,
      });
    // pdftotext orders a page's lines by their position, so in two-column layouts a value's lines
    // may come between the other column's; each of its words must still be read whole and as
    // printed (a word broken after a hyphen at a line end, in its two halves).
    const read = new Set(wordsOf(text));
    for (const value of expectedTexts(resume))
      expect(
        wordsOf(value).filter((word) => !wasRead(word, read)),
        `words of "${value}" pdftotext did not read`,
      ).toEqual([]);
  });

  test(`${template.id}: a three-page resume is cut between lines, with no heading left alone`, async () => {
    const resume: ResumeContent = { ...longResume(), template_id: template.id };
    const pageCount = await openPrintPage(resume);
    expect(pageCount).toBeGreaterThanOrEqual(3);
    const problems = await page.evaluate(findLayoutProblems, A4_HEIGHT_PX);
    expect(problems.cutByPageEdge, "lines cut by a page edge").toEqual([]);
    expect(problems.headingsAlone, "headings alone at a page bottom").toEqual([]);
    expect(problems.pastRightEdge, "elements past the right edge").toEqual([]);
    expect(problems.blankPages, "pages with no text").toEqual([]);
    expect(await page.evaluate(textWithoutItsFontFile), "text in a face the app ships no file for").toEqual([]);
    await page.screenshot({ path: path.join(SHOTS, `${template.id}-long.png`), fullPage: true });
    expect((await exportPdf(resume)).pageCount).toBe(pageCount);
  });

  test(`${template.id}: a long resume with nothing for a sidebar prints no blank page`, async () => {
    // A user part way through: a long summary and one long job, no skills or education yet. An empty
    // sidebar is only a stretched background and must not add pages.
    const sample = longResume();
    const resume: ResumeContent = {
      ...emptyResumeContent(template.id),
      personal_info: { ...sample.personal_info, summary: longParagraph(RESUME_LIMITS.summary) },
      experience: [{ ...sample.experience[0]!, description: longParagraph(RESUME_LIMITS.description) }],
    };
    const pageCount = await openPrintPage(resume);
    const problems = await page.evaluate(findLayoutProblems, A4_HEIGHT_PX);
    expect(problems.blankPages, `pages with no text of ${pageCount}`).toEqual([]);
    expect(problems.cutByPageEdge, "lines cut by a page edge").toEqual([]);
  });
}

test("a 5,000-character paragraph longer than a page is cut between lines at every page edge", async () => {
  const giant = longParagraph(RESUME_LIMITS.description);
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
