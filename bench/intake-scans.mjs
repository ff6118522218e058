// Scans against their text PDFs on the real resume corpus (issue 26, decision 040): every corpus
// PDF rendered to 150 dpi images and wrapped as an image-only PDF, read by OCR and the parser, and
// scored by score.mjs's rules beside the PDF it was made from (bench/intake/scans.ts, in process:
// the OCR worker runs the same code). Writes bench/results/intake-scans.json: per field the text
// PDFs' and the scans' means and their difference, and OCR's time per page (BENCH_COMPARE_DPI=1
// also reads the scans at their own 150 dpi, without enlarging them to 300). The goal: every field's scan score at least the text's less 0.10.
// Without the corpus the bench says so and passes; it fails when a field misses the goal.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { importTs } from "./support/import-ts.mjs";
import { writeResult } from "./support/write-result.mjs";

const { corpusDir, NO_CORPUS } = await importTs("bench/intake/corpus-files.ts");
const dir = corpusDir();
if (!dir) {
  console.log(`${NO_CORPUS} Skipped.`);
  process.exit(0);
}

const work = mkdtempSync(path.join(os.tmpdir(), "vitae-intake-scans-"));
try {
  const output = path.join(work, "scans.json");
  const started = performance.now();
  const compare = process.env.BENCH_COMPARE_DPI === "1" ? ["--compare-dpi"] : [];
  const run = spawnSync(process.execPath, ["--import", "tsx", "bench/intake/scans.ts", output, ...compare], {
    stdio: "inherit",
    env: { ...process.env, CORPUS_DIR: dir },
  });
  if (run.status !== 0) throw new Error(`bench/intake/scans.ts ended with ${run.status ?? run.signal}`);
  const scans = JSON.parse(readFileSync(output, "utf8"));
  writeResult("intake-scans", { corpus: "../shared/corpus/resumes", seconds: Math.round((performance.now() - started) / 1000), ...scans });
  const missed = Object.entries(scans.withinTenPoints).filter(([, met]) => !met);
  if (missed.length > 0) {
    console.error(`Scans score more than 0.10 below their text PDFs on: ${missed.map(([field]) => field).join(", ")}`);
    process.exitCode = 1;
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
