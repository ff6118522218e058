// 'Fit to one page' in Chromium: a resume a little over one page (modern layout) is open in the
// editor. Measures keystroke to preview and the page cut after each keystroke with Fit off, the
// time from turning Fit on to the preview showing one fitted page (and back), then the same
// keystrokes with Fit on and the fit that now runs before each cut. Off and on are measured in
// one session, so the difference is the fit's cost whatever else the machine is doing.
import { openEditorWith } from "./support/editor.mjs";
import { figures, keystrokesToPreview, timingsAfterEdits } from "./support/keystrokes.mjs";
import { twoPageResume } from "./support/two-page-resume.mjs";
import { writeResult } from "./support/write-result.mjs";

const TOGGLES = 40;
const KEYSTROKES = 200;

// Two pages at the layout's own sizes; one page with spacing at 60 %.
const justOverOnePage = {
  ...twoPageResume,
  experience: twoPageResume.experience.slice(0, 2),
  projects: twoPageResume.projects.slice(0, 1),
};

const { page, close } = await openEditorWith(justOverOnePage);
try {
  const pages = page.locator("#resume-preview [data-page-count]");
  const fitSwitch = page.getByRole("switch", { name: "Fit to one page" });
  await page.waitForFunction(() => document.querySelector("#resume-preview [data-paginated='with-fonts'][data-page-count='2']"));
  await page.getByLabel("Professional Summary").waitFor();

  const pacedOff = await keystrokesToPreview(page, { count: KEYSTROKES, pauseMs: 100 });
  const cutsOff = await timingsAfterEdits(page, "vitae:paginate", KEYSTROKES);
  const backToBackOff = await keystrokesToPreview(page, { count: KEYSTROKES, pauseMs: 0 });

  /** Clicks the switch and times until the preview shows `pageCount` pages with the fit `status`. */
  const toggleAndMeasure = async (pageCount, status) => {
    // The control learns the new page count an effect after the pages show it.
    await page.waitForFunction(() => !document.querySelector("#fit-to-page").disabled);
    return page.evaluate(
      ({ pageCount, status }) => {
        const root = document.querySelector("#resume-preview [data-page-count]");
        const done = () => root.dataset.pageCount === String(pageCount) && root.dataset.fit === status;
        const started = performance.now();
        return new Promise((resolve) => {
          const observer = new MutationObserver(() => {
            if (!done()) return;
            observer.disconnect();
            resolve(performance.now() - started);
          });
          observer.observe(root, { attributes: true });
          document.querySelector("#fit-to-page").click();
        });
      },
      { pageCount, status },
    );
  };

  const toFitted = [];
  const toOff = [];
  for (let i = 0; i < TOGGLES; i++) {
    toFitted.push(await toggleAndMeasure(1, "fitted"));
    toOff.push(await toggleAndMeasure(2, "off"));
  }
  await fitSwitch.click();
  await page.waitForFunction(() => document.querySelector("#resume-preview [data-fit='fitted'][data-page-count='1']"));
  const level = await page.locator("#resume-preview [data-resume-sheet]").evaluate((sheet) => sheet.style.cssText);

  const paced = await keystrokesToPreview(page, { count: KEYSTROKES, pauseMs: 100 });
  const fits = await timingsAfterEdits(page, "vitae:fit", KEYSTROKES);
  const cuts = await timingsAfterEdits(page, "vitae:paginate", KEYSTROKES);
  const backToBack = await keystrokesToPreview(page, { count: KEYSTROKES, pauseMs: 0 });
  if ((await pages.getAttribute("data-fit")) !== "fitted") throw new Error("the resume no longer fits after typing");

  writeResult("fit-to-page", {
    resume: "2 experiences, 2 educations, 3 skill groups, 1 project, 2 certifications, 2 languages (modern): 2 pages, 1 when fitted",
    fittedSheetStyle: level,
    toggles: TOGGLES,
    fitOnToFittedPreviewMs: figures(toFitted.sort((a, b) => a - b)),
    fitOffToOwnSizesMs: figures(toOff.sort((a, b) => a - b)),
    keystrokes: KEYSTROKES,
    fitOff: {
      keystrokeToPreviewMs: { keys100msApart: figures(pacedOff), backToBack: figures(backToBackOff) },
      pageCutAfterEditMs: figures(cutsOff),
    },
    fitOn: {
      keystrokeToPreviewMs: { keys100msApart: figures(paced), backToBack: figures(backToBack) },
      fitAfterEditMs: figures(fits),
      pageCutAfterEditMs: figures(cuts),
    },
  });
} finally {
  await close();
}
