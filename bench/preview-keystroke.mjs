// Keystroke to preview update in Chromium: a full two-page resume is open in the editor; each
// sample types one character into the summary and waits until the A4 preview shows it. Two paces:
// 100 ms apart (a fast typist: the page cut after each edit is done before the next key) and back
// to back (the cut of one keystroke competes with the next).
import { openEditorWith } from "./support/editor.mjs";
import { percentile } from "./support/server.mjs";
import { twoPageResume } from "./support/two-page-resume.mjs";
import { writeResult } from "./support/write-result.mjs";

const SAMPLES = 200;

const { page, close } = await openEditorWith(twoPageResume);
try {
  const summary = page.getByLabel("Professional Summary");
  await summary.waitFor();
  const previewPages = Number(await page.locator("#resume-preview [data-page-count]").getAttribute("data-page-count"));

  const typeAndMeasure = (pauseMs) => page.evaluate(async ({ count, pauseMs }) => {
    const input = document.querySelector("#resume-preview") && [...document.querySelectorAll("textarea")].find((el) => el.labels?.[0]?.textContent?.includes("Professional Summary"));
    const preview = document.querySelector("#resume-preview");
    const setValue = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, "value").set;
    const results = [];
    for (let i = 0; i < count; i++) {
      const marker = `k${i}x`;
      const started = performance.now();
      const shown = new Promise((resolve) => {
        const observer = new MutationObserver(() => {
          if (preview.textContent.includes(marker)) {
            observer.disconnect();
            resolve(performance.now());
          }
        });
        observer.observe(preview, { subtree: true, characterData: true, childList: true });
      });
      setValue.call(input, `${input.value.replace(/ k\d+x$/, "")} ${marker}`);
      input.dispatchEvent(new Event("input", { bubbles: true }));
      results.push((await shown) - started);
      await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, pauseMs)));
    }
    return results;
  }, { count: SAMPLES, pauseMs });

  const paced = (await typeAndMeasure(100)).sort((a, b) => a - b);
  // The page cut that follows each keystroke, from the preview's own user timing entries.
  const cuts = (await page.evaluate(() => performance.getEntriesByName("vitae:paginate").slice(-200).map((entry) => entry.duration))).sort((a, b) => a - b);
  const backToBack = (await typeAndMeasure(0)).sort((a, b) => a - b);
  const round = (value) => Math.round(value * 100) / 100;
  const figures = (sorted) => ({ p50: round(percentile(sorted, 50)), p95: round(percentile(sorted, 95)), max: round(sorted[sorted.length - 1]) });
  writeResult("preview-keystroke", {
    samples: SAMPLES,
    resume: "5 experiences, 2 educations, 3 skill groups, 3 projects, 2 certifications, 2 languages (modern)",
    previewPages,
    keystrokeToPreviewMs: { keys100msApart: figures(paced), backToBack: figures(backToBack) },
    pageCutAfterEditMs: figures(cuts),
  });
} finally {
  await close();
}
