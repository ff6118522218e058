// Keystroke to preview update in Chromium: a full two-page resume is open in the editor; each
// sample types one character into the summary and waits until the A4 preview shows it.
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

  const samples = await page.evaluate(async (count) => {
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
      await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
    }
    return results;
  }, SAMPLES);

  const sorted = [...samples].sort((a, b) => a - b);
  // The page cut that follows each keystroke, from the preview's own user timing entries.
  const cuts = (await page.evaluate(() => performance.getEntriesByName("vitae:paginate").slice(-200).map((entry) => entry.duration))).sort((a, b) => a - b);
  const round = (value) => Math.round(value * 100) / 100;
  writeResult("preview-keystroke", {
    samples: SAMPLES,
    resume: "5 experiences, 2 educations, 3 skill groups, 3 projects, 2 certifications, 2 languages (modern)",
    previewPages,
    keystrokeToPreviewMs: { p50: round(percentile(sorted, 50)), p95: round(percentile(sorted, 95)), max: round(sorted[sorted.length - 1]) },
    pageCutAfterEditMs: { p50: round(percentile(cuts, 50)), p95: round(percentile(cuts, 95)), max: round(cuts[cuts.length - 1]) },
  });
} finally {
  await close();
}
