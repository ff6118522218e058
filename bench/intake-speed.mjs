// How long reading an upload takes on the real resume corpus (issue 26): the intake and the parser
// in process, as a worker runs them, each file's median of 5 runs after a warm-up
// (bench/intake/corpus-speed.ts). Writes bench/results/intake-speed.json. The targets: the median
// over the corpus PDFs at most 50 ms, the p95 over documents with a text layer (every corpus file)
// under 1 s. Without the corpus the bench says so and passes; it fails only when the timing does.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { importTs } from "./support/import-ts.mjs";
import { writeResult } from "./support/write-result.mjs";

const TARGETS = { pdfMedianMs: 50, allP95Ms: 1000 };

const { corpusDir, NO_CORPUS } = await importTs("bench/intake/corpus-files.ts");
const dir = corpusDir();
if (!dir) {
  console.log(`${NO_CORPUS} Skipped.`);
  process.exit(0);
}

const work = mkdtempSync(path.join(os.tmpdir(), "vitae-intake-speed-"));
try {
  const output = path.join(work, "speed.json");
  const run = spawnSync(process.execPath, ["--import", "tsx", "bench/intake/corpus-speed.ts", output], {
    stdio: "inherit",
    env: { ...process.env, CORPUS_DIR: dir },
  });
  if (run.status !== 0) throw new Error(`bench/intake/corpus-speed.ts ended with ${run.status ?? run.signal}`);
  const speed = JSON.parse(readFileSync(output, "utf8"));
  writeResult("intake-speed", {
    corpus: "../shared/corpus/resumes",
    targets: {
      ...TARGETS,
      pdfMedianMet: speed.groups.pdf.totalMs.median <= TARGETS.pdfMedianMs,
      allP95Met: speed.groups.all.totalMs.p95 < TARGETS.allP95Ms,
    },
    ...speed,
  });
} finally {
  rmSync(work, { recursive: true, force: true });
}
