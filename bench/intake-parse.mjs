// Resume-parser accuracy: the real intake and parser on the committed fixtures (bench/intake/fixtures)
// and the holdout (bench/intake/holdout), precision and recall per field against each file's
// ground truth. The fixtures are never regenerated here (bench/intake/generate rebuilds them).
// Scores are a measurement: the bench fails only when the intake or the parser throws on a file.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { writeResult } from "./support/write-result.mjs";

const dir = mkdtempSync(path.join(os.tmpdir(), "vitae-intake-bench-"));
try {
  const output = path.join(dir, "scores.json");
  // tsx runs the TypeScript intake as the server's tests do (pdf.js and mammoth unbundled).
  const run = spawnSync(process.execPath, ["--import", "tsx", "bench/intake/run.ts", output], { stdio: "inherit" });
  if (run.status !== 0) process.exit(run.status ?? 1);
  const { figures, report } = JSON.parse(readFileSync(output, "utf8"));
  writeResult("intake-parse", figures);
  console.log(`\n${report}`);
  const errors = figures.fixtures.errors + figures.holdout.errors;
  if (errors > 0) {
    console.error(`\nThe intake or the parser threw on ${errors} file(s): see ERROR above.`);
    process.exitCode = 1;
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
