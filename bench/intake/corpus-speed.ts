/**
 * Times the upload reading (the intake's extractDocument, then parseResume) on every corpus file,
 * in process as a worker runs them: one warm-up round, then ROUNDS rounds over all the files (so a
 * moment of load on the shared machine spreads over files rather than landing on one), each
 * file's median kept. Prints, and writes to the file named by the first argument, the median and
 * p95 of those medians over the PDFs, the DOCX and TXT files, and all of them. The process's CPU
 * time is kept beside the wall time: on a loaded machine the wall time grows with the load, the
 * CPU time much less.
 *   node --import tsx bench/intake/corpus-speed.ts out.json
 */
import { writeFileSync } from "node:fs";
import { extractDocument } from "#server/intake/extract-document";
import { parseResume } from "#server/ai/functions/parse-resume-upload/parse-resume";
import { UPLOAD_FORMATS } from "#server/services/ai/parse-resume-upload";
import { corpusBytes, corpusDir, corpusTruths, NO_CORPUS, type CorpusFormat } from "./corpus-files";

const ROUNDS = 5;
const GROUPS: Record<string, readonly CorpusFormat[]> = { pdf: ["pdf"], "docx+txt": ["docx", "txt"], all: ["pdf", "docx", "txt"] };
const MEASURES = ["totalMs", "extractMs", "parseMs", "cpuMs"] as const;
type Timing = Record<(typeof MEASURES)[number], number>;

/** The value at or above p% of the sorted list (the upper median for p = 50 on an even count). */
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
const sorted = (values: number[]) => [...values].sort((a, b) => a - b);
const tenths = (value: number) => Math.round(value * 10) / 10;

async function timeOnce(bytes: Uint8Array): Promise<Timing & { refused: boolean }> {
  const cpu = process.cpuUsage();
  const started = performance.now();
  let extracted: number | null = null;
  try {
    const document = await extractDocument(bytes, { accept: UPLOAD_FORMATS });
    extracted = performance.now();
    parseResume(document);
  } catch {
    // A refused file costs its reading too: timed all the same.
  }
  const ended = performance.now();
  const { user, system } = process.cpuUsage(cpu);
  return {
    totalMs: ended - started,
    extractMs: (extracted ?? ended) - started,
    parseMs: extracted === null ? 0 : ended - extracted,
    cpuMs: (user + system) / 1000,
    refused: extracted === null,
  };
}

const output = process.argv[2];
if (!output) throw new Error("usage: corpus-speed.ts <output.json>");
const dir = corpusDir();
if (!dir) {
  console.log(NO_CORPUS);
  process.exit(0);
}

const files = corpusTruths(dir).map((truth) => ({
  truth,
  bytes: corpusBytes(dir, truth),
  runs: [] as Awaited<ReturnType<typeof timeOnce>>[],
}));
for (const file of files) await timeOnce(file.bytes);
for (let round = 0; round < ROUNDS; round++) for (const file of files) file.runs.push(await timeOnce(file.bytes));

const perFile = files.map(({ truth, bytes, runs }) => ({
  file: truth.file,
  format: truth.format,
  bytes: bytes.length,
  refused: runs.some((run) => run.refused),
  ...(Object.fromEntries(MEASURES.map((measure) => [measure, tenths(percentile(sorted(runs.map((run) => run[measure])), 50))])) as Timing),
}));
const groups = Object.fromEntries(
  Object.entries(GROUPS).map(([name, formats]) => {
    const chosen = perFile.filter((file) => formats.includes(file.format));
    const spread = (measure: keyof Timing) => {
      const values = sorted(chosen.map((file) => file[measure]));
      return { median: percentile(values, 50), p95: percentile(values, 95), max: values.at(-1) ?? 0 };
    };
    return [name, { files: chosen.length, ...Object.fromEntries(MEASURES.map((measure) => [measure, spread(measure)])) }];
  }),
) as Record<string, { files: number } & Record<keyof Timing, { median: number; p95: number; max: number }>>;

for (const file of perFile) {
  const cells = [`${file.totalMs} ms`, `read ${file.extractMs}`, `parse ${file.parseMs}`, `cpu ${file.cpuMs}`];
  console.log(`${cells.map((cell) => cell.padStart(12)).join("")}  ${file.file}${file.refused ? " (refused)" : ""}`);
}
console.log(`\nUpload reading per file (median of ${ROUNDS} runs after a warm-up), over the files:`);
for (const [name, { files: count, totalMs, extractMs, parseMs, cpuMs }] of Object.entries(groups)) {
  console.log(
    `${name.padEnd(9)}${String(count).padStart(3)} files  median ${totalMs.median} ms, p95 ${totalMs.p95} ms, max ${totalMs.max} ms` +
      `  (reading: median ${extractMs.median} ms; parsing: median ${parseMs.median} ms; CPU time: median ${cpuMs.median} ms, p95 ${cpuMs.p95} ms)`,
  );
}
writeFileSync(output, JSON.stringify({ rounds: ROUNDS, warmUp: 1, statistic: "per-file median of the rounds", groups, perFile }));
