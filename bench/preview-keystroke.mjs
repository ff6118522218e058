// Keystroke to preview update in Chromium: a full two-page resume is open in the editor; each
// sample types one character into the summary and waits until the A4 preview shows it. Two paces:
// 100 ms apart (a fast typist: the page cut after each edit is done before the next key) and back
// to back (the cut of one keystroke competes with the next).
import { openEditorWith } from "./support/editor.mjs";
import { figures, keystrokesToPreview, timingsAfterEdits } from "./support/keystrokes.mjs";
import { twoPageResume } from "./support/two-page-resume.mjs";
import { writeResult } from "./support/write-result.mjs";

const SAMPLES = 200;

const { page, close } = await openEditorWith(twoPageResume);
try {
  await page.getByLabel("Professional Summary").waitFor();
  const previewPages = Number(await page.locator("#resume-preview [data-page-count]").getAttribute("data-page-count"));
  const paced = await keystrokesToPreview(page, { count: SAMPLES, pauseMs: 100 });
  // The page cut that follows each keystroke, from the preview's own user timing entries.
  const cuts = await timingsAfterEdits(page, "vitae:paginate", SAMPLES);
  const backToBack = await keystrokesToPreview(page, { count: SAMPLES, pauseMs: 0 });
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
