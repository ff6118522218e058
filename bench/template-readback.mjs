// Issue 26 "Also" 1: do the product's own templates read back through its own parser? Every
// template (the photo CVs also with a photo) is printed at 1, 2 and 3 pages through the real export
// (POST /api/pdf, Chromium), each PDF's page count is checked with pdfinfo, and the PDF is read back
// through the real intake and parser (bench/template-readback/score-prints.ts). For each page count
// the longest resume that still prints on that many pages is kept, so the last page is full and the
// page breaks fall inside the job list. READBACK_KEEP=<dir> keeps the PDFs and the extracted text.
import { execFileSync, spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync, readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { importTs } from "./support/import-ts.mjs";
import { signedInCookie, startServer } from "./support/server.mjs";
import { writeResult } from "./support/write-result.mjs";

const { TEMPLATE_IDS } = await importTs("src/web/lib/template-ids.ts");
const { truthOf } = await importTs("bench/template-readback/resumes.ts");
const { longestPrints, PAGE_COUNTS, READ_BACK_GOAL: GOAL } = await importTs("bench/template-readback/longest-prints.ts");
const isPhotoTemplate = (id) => id.startsWith("cv-photo");

const keep = process.env.READBACK_KEEP;
const dir = keep ?? mkdtempSync(path.join(os.tmpdir(), "vitae-readback-"));
mkdirSync(dir, { recursive: true });
const started = performance.now();
const server = await startServer();
let prints = 0;
try {
  const cookie = await signedInCookie(server, `readback-${Date.now()}@example.com`);
  const headers = { origin: server.origin, cookie };

  const photo = await sharp({ create: { width: 400, height: 400, channels: 3, background: "#7a9cc6" } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append("file", new File([photo], "photo.png", { type: "image/png" }));
  const uploaded = await fetch(`${server.origin}/api/storage/profile-photos`, { method: "POST", headers, body: form });
  if (uploaded.status !== 201) throw new Error(`photo upload failed: ${uploaded.status} ${await uploaded.text()}`);
  const photoUrl = (await uploaded.json()).url;

  /** Prints through the export endpoint; the page count is pdfinfo's, not the server's header. */
  const print = async (resume) => {
    for (let attempt = 0; ; attempt++) {
      const response = await fetch(`${server.origin}/api/pdf`, {
        method: "POST",
        headers: { ...headers, "content-type": "application/json" },
        body: JSON.stringify({ resume }),
      });
      const body = Buffer.from(await response.arrayBuffer());
      // Each user has a budget of render time (export-pdf.ts); 600 prints on a busy machine spend it: print on as a new user.
      if (response.status === 429 && attempt < 20) {
        headers.cookie = await signedInCookie(server, `readback-${Date.now()}-${attempt}@example.com`);
        continue;
      }
      if (response.status === 503 && attempt < 20) {
        await new Promise((resolve) => setTimeout(resolve, 500));
        continue;
      }
      if (response.status !== 200) throw new Error(`PDF export of ${resume.title} failed: ${response.status} ${body}`);
      prints++;
      const file = path.join(dir, "printing.pdf");
      writeFileSync(file, body);
      const info = execFileSync("pdfinfo", [file], { encoding: "utf8" });
      const pages = Number(/^Pages:\s+(\d+)/m.exec(info)?.[1]);
      if (pages !== Number(response.headers.get("x-page-count")))
        throw new Error(`${resume.title}: pdfinfo and the server disagree on pages`);
      return { pages, body };
    }
  };

  const variants = TEMPLATE_IDS.flatMap((id) => [{ id, photoUrl: "" }, ...(isPhotoTemplate(id) ? [{ id, photoUrl }] : [])]);
  const manifest = [];
  const unreachable = [];
  for (const { id, photoUrl: photo } of variants) {
    const variant = photo ? `${id}+photo` : id;
    const found = await longestPrints(id, photo, print);
    for (const pageCount of found.unreachable) unreachable.push(`${variant} at ${pageCount} page(s)`);
    for (const { pageCount, jobs, resume, print: printed } of found.kept) {
      const pdf = path.join(dir, `${variant}-${pageCount}p-${jobs}jobs.pdf`);
      writeFileSync(pdf, printed.body);
      manifest.push({ key: `${variant}|${pageCount}`, variant, pageCount, jobs, pdf, truth: truthOf(resume) });
    }
  }
  rmSync(path.join(dir, "printing.pdf"), { force: true });
  const printSeconds = Math.round((performance.now() - started) / 1000);

  const manifestFile = path.join(dir, "manifest.json");
  const scoresFile = path.join(dir, "scores.json");
  writeFileSync(manifestFile, JSON.stringify(manifest));
  const scoreStarted = performance.now();
  const run = spawnSync(process.execPath, ["--import", "tsx", "bench/template-readback/score-prints.ts", manifestFile, scoresFile], {
    stdio: "inherit",
  });
  if (run.status !== 0) process.exit(run.status ?? 1);
  const scores = new Map(JSON.parse(readFileSync(scoresFile, "utf8")).map((score) => [score.key, score]));
  const readSeconds = Math.round((performance.now() - scoreStarted) / 1000);

  const results = manifest.map(({ key, variant, pageCount, jobs }) => {
    const { printed, readBack, wrong, share, misses } = scores.get(key);
    return { template: variant, pages: pageCount, jobs, printed, readBack, wrong, share, misses };
  });
  const below = results.filter((result) => result.share < GOAL);
  const figures = {
    goal: `share of printed fields read back ≥ ${GOAL} for every template at 1, 2 and 3 pages`,
    fields:
      "name, email, phone, location; per job company, title, start, end; per school school, degree (as printed: 'degree in field'), start, end; each skill",
    scoring: "bench/intake/score.ts and normalise.ts: share = read back / printed (recall); wrong = values found that were not printed",
    prints,
    printSeconds,
    readSeconds,
    unreachable,
    passing: results.length - below.length,
    scored: results.length,
    results,
  };
  writeResult("template-readback", figures);

  const width = Math.max(...variants.map(({ id, photoUrl: photo }) => (photo ? `${id}+photo` : id).length));
  console.log(`\n${"template".padEnd(width)}  ${PAGE_COUNTS.map((pages) => `${pages} page(s)`.padEnd(22)).join("")}`);
  for (const variant of new Set(results.map((result) => result.template))) {
    const cells = PAGE_COUNTS.map((pages) => {
      const result = results.find((entry) => entry.template === variant && entry.pages === pages);
      return (result ? `${result.share.toFixed(3)} ${result.readBack}/${result.printed} (${result.jobs} jobs)` : "none").padEnd(22);
    });
    console.log(`${variant.padEnd(width)}  ${cells.join("")}`);
  }
  console.log(`\n${below.length} of ${results.length} below ${GOAL}; ${prints} prints in ${printSeconds} s, read back in ${readSeconds} s`);
  if (unreachable.length) console.log(`No resume prints exactly at: ${unreachable.join(", ")}`);
} finally {
  await server.stop();
  if (!keep) rmSync(dir, { recursive: true, force: true });
}
