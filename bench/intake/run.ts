/**
 * Scores the resume parser against the committed fixtures and the holdout: every file goes through
 * the real intake (extractDocument) and parser (parseResume), and is compared with its truth by the
 * rules in normalise.ts. Run by bench/intake-parse.mjs, which records the figures; the first
 * argument is the file to write { figures, report } to. Low scores are a measurement, not a
 * failure: it exits non-zero only when the intake or the parser threw on a file.
 */
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { DocumentFormat } from "#server/intake/document";
import { extractDocument } from "#server/intake/extract-document";
import { parseResume } from "#server/ai/functions/parse-resume-upload/parse-resume";
import { NOTHING_PARSED, parsedOf, scoreResume, type ParsedResume } from "./score";
import { failureList, holdoutLabel, scoreTable, summarise, type FixtureResult } from "./summary";
import { resumeTruthSchema } from "./truth";

const FORMATS: DocumentFormat[] = ["pdf", "docx", "doc", "txt"];
const TRUTH_SUFFIX = ".truth.json";

async function scoreFolder(folder: string): Promise<FixtureResult[]> {
  const files = readdirSync(folder);
  const names = files
    .filter((file) => file.endsWith(TRUTH_SUFFIX))
    .map((file) => file.slice(0, -TRUTH_SUFFIX.length))
    .sort();
  const results: FixtureResult[] = [];
  for (const name of names) {
    const truth = resumeTruthSchema.parse(JSON.parse(readFileSync(path.join(folder, `${name}${TRUTH_SUFFIX}`), "utf8")));
    const file = FORMATS.map((format) => `${name}.${format}`).find((candidate) => files.includes(candidate));
    if (!file) throw new Error(`${folder}/${name}: a truth file without its document`);
    const bytes = new Uint8Array(readFileSync(path.join(folder, file)));
    const started = performance.now();
    let parsed: ParsedResume = NOTHING_PARSED;
    let error: string | undefined;
    try {
      parsed = parsedOf(await parseResume(await extractDocument(bytes, { accept: FORMATS })));
    } catch (thrown) {
      error = thrown instanceof Error ? thrown.message : String(thrown);
    }
    const parseMs = Math.round(performance.now() - started);
    results.push({ file, parseMs, ...(error === undefined ? {} : { error }), ...scoreResume(truth, parsed) });
  }
  return results;
}

const output = process.argv[2];
if (!output) throw new Error("usage: run.ts <output.json>");

const fixtures = await scoreFolder("bench/intake/fixtures");
const holdout = await scoreFolder("bench/intake/holdout");
const fixtureSummary = summarise(fixtures);
const holdoutSummary = summarise(holdout);

const figures = {
  normalisation: "bench/intake/normalise.ts",
  fixtures: {
    ...fixtureSummary,
    perResume: fixtures.map(({ file, parseMs, error, failures }) => ({
      file,
      parseMs,
      ...(error === undefined ? {} : { error }),
      misses: failures.map((failure) => `${failure.field}: ${JSON.stringify(failure.expected)} → ${JSON.stringify(failure.got)}`),
    })),
  },
  // The holdout's content is never shown: its misses are counted, not listed.
  holdout: {
    ...holdoutSummary,
    perResume: holdout.map((result, index) => ({
      resume: holdoutLabel(result, index),
      threw: result.error !== undefined,
      misses: result.failures.length,
    })),
  },
};
const report = `${failureList(fixtures, holdout)}\n\nResume parser: precision and recall per field\n${scoreTable(fixtureSummary, holdoutSummary)}`;
writeFileSync(output, JSON.stringify({ figures, report }));
