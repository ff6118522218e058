/**
 * Reads each printed PDF back through the real intake (extractDocument) and parser (parseResume)
 * and scores it against what was printed, by the intake benchmark's rules (bench/intake/score.ts).
 * Run by bench/template-readback.mjs: argv[2] is the manifest of prints, argv[3] the file to write
 * the scores to. The extractor's lines are written beside each PDF (<pdf>.txt), for reading
 * why a field was lost.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { extractDocument } from "#server/intake/extract-document";
import { parseResume } from "#server/ai/functions/parse-resume-upload/parse-resume";
import { FIELDS, parsedOf, scoreResume } from "../intake/score";
import type { ResumeTruth } from "../intake/truth";

interface Print {
  key: string;
  pdf: string;
  truth: ResumeTruth;
}

const [manifest, output] = process.argv.slice(2);
if (!manifest || !output) throw new Error("usage: score-prints.ts <manifest.json> <output.json>");

const prints = JSON.parse(readFileSync(manifest, "utf8")) as Print[];
const scores = [];
for (const { key, pdf, truth } of prints) {
  const document = await extractDocument(new Uint8Array(readFileSync(pdf)), { accept: ["pdf"] });
  writeFileSync(`${pdf}.txt`, document.text);
  const { tallies, failures } = scoreResume(truth, parsedOf(await parseResume(document)));
  // A field is read back when the parser found the printed value; its share is recall over every printed value.
  const printed = FIELDS.reduce((sum, field) => sum + tallies[field].truePositives + tallies[field].falseNegatives, 0);
  const readBack = FIELDS.reduce((sum, field) => sum + tallies[field].truePositives, 0);
  const wrong = FIELDS.reduce((sum, field) => sum + tallies[field].falsePositives, 0);
  scores.push({
    key,
    printed,
    readBack,
    wrong,
    share: Math.round((readBack / printed) * 1000) / 1000,
    misses: failures.map((failure) => `${failure.field}: ${JSON.stringify(failure.expected)} → ${JSON.stringify(failure.got)}`),
  });
}
writeFileSync(output, JSON.stringify(scores));
