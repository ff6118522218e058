import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { expect, expectProblems, test } from "./support/test";
import { readPdf } from "#server/pdf/test-fixtures/read-pdf";
import { createResumeViaApi, preview, sampleContent, sectionRegion, signUpFreshUser, textbox } from "./support/resume";

async function openSavedResume(page: Page, label: string) {
  await signUpFreshUser(page, label);
  const resume = await createResumeViaApi(page, sampleContent({ title: "Ada — Engineering Résumé" }));
  await page.goto(`/dashboard/editor/${resume.id}`);
  await expect(preview(page)).toContainText("Ada Lovelace");
}

test("Export PDF downloads the resume as shown, unsaved edits included, named after its title", async ({ page }) => {
  await openSavedResume(page, "export-button");
  // Typed just now: auto-save waits 2 s, the export must not.
  await textbox(sectionRegion(page, "Personal Info"), "Full Name").fill("Augusta Ada King");
  await expect(preview(page)).toContainText("Augusta Ada King");

  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export PDF" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe("Ada — Engineering Résumé.pdf");
  const pdf = await readPdf(await readFile((await download.path())!));
  expect(pdf.text).toContain("Augusta Ada King");
  expect(pdf.text).toContain("Analytical Engines Ltd");
  await expect(page.getByRole("button", { name: "Export PDF" })).toBeEnabled();
});

test("without PDF rendering on the server, Export PDF opens the browser's print of the resume pages alone", async ({ page }) => {
  await openSavedResume(page, "export-fallback");
  // A server without Chromium answers exactly this (see the API tests of POST /api/pdf).
  expectProblems(page, /status of 503 .*\/api\/pdf/);
  await page.route("**/api/pdf", (route) =>
    route.fulfill({
      status: 503,
      contentType: "application/json",
      body: JSON.stringify({ error: { code: "SERVICE_UNAVAILABLE", message: "PDF export is not available on this server." } }),
    }),
  );
  // Records what the print dialog would print instead of opening it.
  await page.evaluate(() => {
    const record = window as unknown as { printed?: { pages: number; text: string } };
    new MutationObserver((changes) => {
      for (const change of changes)
        for (const node of change.addedNodes)
          if (node instanceof HTMLIFrameElement)
            node.addEventListener("load", () => {
              const view = node.contentWindow!;
              view.print = () => {
                record.printed = { pages: view.document.querySelectorAll("[data-print-page]").length, text: view.document.body.innerText };
              };
            });
    }).observe(document.body, { childList: true });
  });

  await page.getByRole("button", { name: "Export PDF" }).click();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { printed?: { pages: number } }).printed?.pages ?? 0))
    .toBeGreaterThanOrEqual(1);
  const printed = await page.evaluate(() => (window as unknown as { printed: { text: string } }).printed.text);
  expect(printed).toContain("Ada Lovelace");
  // Only the resume: none of the editor's own text is in the printed document.
  expect(printed).not.toContain("Export PDF");
  expect(printed).not.toContain("Personal Info");
  await expect(page.locator("[data-sonner-toast]")).toHaveCount(0);
});
