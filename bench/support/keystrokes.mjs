// Keystroke to preview: types one marker after another at the end of the summary and times each
// until the A4 preview shows it.
import { percentile } from "./server.mjs";

/** Milliseconds from each keystroke to the preview showing it, sorted; `pauseMs` between keys. */
export async function keystrokesToPreview(page, { count, pauseMs }) {
  const times = await page.evaluate(
    async ({ count, pauseMs }) => {
      const input = [...document.querySelectorAll("textarea")].find((el) => el.labels?.[0]?.textContent?.includes("Professional Summary"));
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
    },
    { count, pauseMs },
  );
  return times.sort((a, b) => a - b);
}

/**
 * How long the last `count` runs of the preview's work after an edit took, sorted, from its user
 * timing entries: "vitae:paginate" (the page cut) or "vitae:fit" (Fit to one page).
 */
export async function timingsAfterEdits(page, name, count) {
  const durations = await page.evaluate(
    ({ name, count }) =>
      performance
        .getEntriesByName(name)
        .slice(-count)
        .map((entry) => entry.duration),
    { name, count },
  );
  return durations.sort((a, b) => a - b);
}

const round = (value) => Math.round(value * 100) / 100;

/** p50, p95 and max of sorted samples, to two decimals. */
export const figures = (sorted) => ({
  p50: round(percentile(sorted, 50)),
  p95: round(percentile(sorted, 95)),
  max: round(sorted[sorted.length - 1]),
});
