// Template switch to preview update in Chromium: the two-page resume is open in the editor with the
// 'Switch Template' dialog; each sample picks the next of the 22 layouts and waits until the
// preview shows it laid out and cut into pages (pagination runs before the browser paints).
import { openEditorWith } from "./support/editor.mjs";
import { percentile } from "./support/server.mjs";
import { twoPageResume } from "./support/two-page-resume.mjs";
import { writeResult } from "./support/write-result.mjs";

const ROUNDS = 3;

const { page, close } = await openEditorWith(twoPageResume);
try {
  await page.getByRole("button", { name: "Change Template" }).click();
  const buttons = page.getByRole("dialog").getByRole("button", { name: /^Use / });
  await buttons.first().waitFor();
  const names = await buttons.evaluateAll((elements) => elements.map((element) => element.getAttribute("aria-label")));

  const samples = await page.evaluate(
    async ({ names, rounds }) => {
      const preview = document.querySelector("#resume-preview");
      const results = [];
      for (let round = 0; round < rounds; round++) {
        for (const name of names) {
          const button = [...document.querySelectorAll("[role=dialog] button")].find(
            (element) => element.getAttribute("aria-label") === name,
          );
          const before = preview.querySelector("[data-resume-sheet]").getAttribute("data-template-id");
          const started = performance.now();
          const shown = new Promise((resolve) => {
            const observer = new MutationObserver(() => {
              if (preview.querySelector("[data-resume-sheet]").getAttribute("data-template-id") !== before) {
                observer.disconnect();
                resolve(performance.now());
              }
            });
            observer.observe(preview, { subtree: true, attributes: true, childList: true });
          });
          button.click();
          results.push((await shown) - started);
          await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
        }
      }
      return results;
    },
    { names: names.filter((name) => name !== "Use Modern"), rounds: ROUNDS },
  );

  const sorted = [...samples].sort((a, b) => a - b);
  const round = (value) => Math.round(value * 100) / 100;
  writeResult("preview-template-switch", {
    samples: samples.length,
    resume: "the two-page benchmark resume, switched through the 21 other layouts, 3 rounds",
    switchToPreviewMs: { p50: round(percentile(sorted, 50)), p95: round(percentile(sorted, 95)), max: round(sorted[sorted.length - 1]) },
  });
} finally {
  await close();
}
