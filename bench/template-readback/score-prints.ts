/**
 * Reads each printed PDF back (read-back.ts). Run by bench/template-readback.mjs: argv[2] is the
 * manifest of prints, argv[3] the file to write the scores to. The extractor's lines are written
 * beside each PDF (<pdf>.txt), for reading why a field was lost.
 */
import { readFileSync, writeFileSync } from "node:fs";
import type { ResumeTruth } from "../intake/truth";
import { readBack } from "./read-back";

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
  const { text, ...score } = await readBack(new Uint8Array(readFileSync(pdf)), truth);
  writeFileSync(`${pdf}.txt`, text);
  scores.push({ key, ...score });
}
writeFileSync(output, JSON.stringify(scores));
