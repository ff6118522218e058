// The parser on the real resume corpus (issue 26), through the built app: the corpus's own
// score.mjs signs users up on a fresh server, uploads every file to parse-resume-upload and scores
// the answers by the rules the figures use. Writes the per-field, per-format and per-file
// scores to bench/results/intake-corpus.json. It then scores the same files in process
// (bench/intake/corpus.ts, the tuning tool) and fails if any file's scores differ: the tool must
// say what the app says. The corpus lies outside the repository (bench/intake/corpus-files.ts);
// without it the bench says so and passes. Needs `npm run build`; the upload throttle (one per
// user every 10 s) makes it take over a minute.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { importTs } from "./support/import-ts.mjs";
import { startServer } from "./support/server.mjs";
import { writeResult } from "./support/write-result.mjs";

const { corpusDir, NO_CORPUS } = await importTs("bench/intake/corpus-files.ts");
const { FIELDS, GROUPS, overallTable } = await importTs("bench/intake/corpus-rules.ts");

const dir = corpusDir();
if (!dir) {
  console.log(`${NO_CORPUS} Skipped.`);
  process.exit(0);
}

const work = mkdtempSync(path.join(os.tmpdir(), "vitae-intake-corpus-"));
try {
  const appOut = path.join(work, "app.json");
  const server = await startServer();
  const started = performance.now();
  let scored;
  try {
    // --out always: without it score.mjs writes its result into the corpus folder.
    scored = spawnSync(process.execPath, [path.join(dir, "score.mjs"), "--out", appOut], {
      stdio: "inherit",
      env: { ...process.env, BASE: server.origin, DATA_DIR: server.dataDir },
    });
  } finally {
    await server.stop();
  }
  const seconds = Math.round((performance.now() - started) / 1000);
  if (scored.status !== 0) throw new Error(`score.mjs ended with ${scored.status ?? scored.signal}`);
  const app = JSON.parse(readFileSync(appOut, "utf8"));

  const inProcessOut = path.join(work, "in-process.json");
  const inProcess = spawnSync(process.execPath, ["--import", "tsx", "bench/intake/corpus.ts", "--json", inProcessOut], {
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, CORPUS_DIR: dir },
  });
  if (inProcess.status !== 0) throw new Error(`bench/intake/corpus.ts ended with ${inProcess.status ?? inProcess.signal}`);
  const inProcessScores = new Map(JSON.parse(readFileSync(inProcessOut, "utf8")).files.map((file) => [file.file, file.scores]));
  const disagreements = app.files
    .filter((file) => JSON.stringify(file.scores) !== JSON.stringify(inProcessScores.get(file.file)))
    .map((file) => ({ file: file.file, app: file.scores, inProcess: inProcessScores.get(file.file) ?? null }));

  writeResult("intake-corpus", {
    corpus: "../shared/corpus/resumes",
    scorer: "score.mjs through the built app (dist/server/main.js), parse-resume-upload",
    files: app.files.length,
    seconds,
    // Per format (and all), per field: the mean over the files whose truth has a value, and their number.
    means: Object.fromEntries(
      GROUPS.map((group) => [
        group ? group.slice(0, -1) : "all",
        Object.fromEntries(FIELDS.map((field) => [field, app.overall[group + field] ?? null])),
      ]),
    ),
    notReadByTheApp: app.files.filter((file) => file.status !== 200).map((file) => ({ file: file.file, status: file.status })),
    inProcessScorerAgrees: disagreements.length === 0,
    // Scores only: what the parser read of other people's documents stays out of the repository.
    perFile: app.files.map((file) => ({
      file: file.file,
      format: file.format,
      ...Object.fromEntries(
        FIELDS.map((field) => [field, file.scores[field] === null ? null : Math.round(Number(file.scores[field]) * 100) / 100]),
      ),
    })),
  });
  console.log(`\nscore.mjs through the app, ${app.files.length} files in ${seconds} s: mean per field and format (files scored)`);
  console.log(overallTable(app.overall));
  if (disagreements.length > 0) {
    console.error(`\nbench/intake/corpus.ts scores ${disagreements.length} file(s) differently from the app:`);
    for (const disagreement of disagreements) console.error(JSON.stringify(disagreement));
    process.exitCode = 1;
  } else {
    console.log("bench/intake/corpus.ts (in process) gives every file the same scores.");
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
