// Uploads built to stall the intake: every 5 MB text shape (resume lines repeated, one single
// line, words, date ranges, e-mails, line breaks, and the runs and short lines that made the
// parser's patterns or passes super-linear), and a DOCX of 6 MB of text, each read by the real
// intake and parser (bench/intake/stress-one.ts) in a process of its own, stopped after
// BENCH_STRESS_CAP_S (default 60) seconds. Writes bench/results/intake-stress.json; to measure an
// older commit, extract its src/ somewhere, link node_modules beside it and set BENCH_SOURCE to
// that src, BENCH_SOURCE_COMMIT to its commit and BENCH_RESULT to another name
// (intake-stress-before-fix). Needs no build.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import JSZip from "jszip";
import { writeResult } from "./support/write-result.mjs";

const FILE_BYTES = 5 * 1024 * 1024;
const CAP_S = Number(process.env.BENCH_STRESS_CAP_S ?? 60);
const SOURCE = process.env.BENCH_SOURCE ?? "src";
const NAME = process.env.BENCH_RESULT ?? "intake-stress";
// The target: any of these files read and parsed within this, so no upload holds a worker for long.
const TARGET_MS = 2000;

/** `prefix` then `unit` repeated, to 5 MB of UTF-8 (whole characters). */
function fill(unit, prefix = "") {
  const text = prefix + unit.repeat(Math.ceil(FILE_BYTES / unit.length));
  return new TextDecoder().decode(Buffer.from(text).subarray(0, FILE_BYTES)).replace(/\uFFFD$/, "");
}
const resume = readFileSync("src/server/intake/test-fixtures/resume-utf8.txt", "utf8");

const TEXT_SHAPES = {
  "resume lines repeated": fill(`${resume}\n\n`),
  "one single line": fill("x"),
  words: fill("word "),
  "date ranges": fill("Jan 2020 - Dec 2021 "),
  "e-mails": fill("someone@example.com "),
  "line breaks only": fill("\n", "Ada Lovelace\n"),
  "short name lines": fill("Jane Doe\n"),
  "years in a margin": fill("2016\n2020\n"),
  "one line of commas": fill(",", "Ada Lovelace\nEXPERIENCE\nx"),
  "one line of dashes": fill("-", "Ada Lovelace\nEXPERIENCE\nx"),
};

async function docxOfText(text) {
  const zip = await JSZip.loadAsync(readFileSync("src/server/intake/test-fixtures/resume.docx"));
  const paragraphs = text.split("\n").map((line) => `<w:p><w:r><w:t xml:space="preserve">${line}</w:t></w:r></w:p>`);
  const xml = (await zip.file("word/document.xml").async("string")).replace(/(<w:sectPr\b)/, `${paragraphs.join("")}$1`);
  zip.file("word/document.xml", xml);
  return zip.generateAsync({ type: "nodebuffer", compression: "DEFLATE" });
}

const dir = mkdtempSync(path.join(os.tmpdir(), "vitae-intake-stress-"));
try {
  const files = Object.entries(TEXT_SHAPES).map(([shape, text]) => ({
    shape,
    format: "txt",
    name: `${shape}.txt`,
    bytes: Buffer.from(text),
  }));
  // 6 MB of date ranges, one a paragraph: 23 MB of XML, under the 25 MB a DOCX may unpack to.
  files.push({
    shape: "date ranges in a DOCX",
    format: "docx",
    name: "dates.docx",
    bytes: await docxOfText("Jan 2020 - Dec 2021\n".repeat(300_000)),
  });
  const results = [];
  for (const { shape, format, name, bytes } of files) {
    const file = path.join(dir, name);
    writeFileSync(file, bytes);
    const run = spawnSync(process.execPath, ["--import", "tsx", "bench/intake/stress-one.ts", file, SOURCE], {
      encoding: "utf8",
      timeout: CAP_S * 1000,
      maxBuffer: 1024 * 1024,
    });
    const stopped = run.error?.code === "ETIMEDOUT" || run.signal === "SIGTERM";
    const measured = stopped ? { totalMs: null, note: `> ${CAP_S} s, stopped` } : JSON.parse(run.stdout.trim().split("\n").at(-1));
    const result = { shape, format, fileBytes: bytes.length, ...measured };
    console.log(JSON.stringify(result));
    results.push(result);
  }
  const commit = spawnSync("git", ["rev-parse", "--short", "HEAD"], { encoding: "utf8" }).stdout.trim();
  writeResult(NAME, {
    source: `src at ${SOURCE === "src" ? commit : (process.env.BENCH_SOURCE_COMMIT ?? SOURCE)}`,
    capS: CAP_S,
    targetMs: TARGET_MS,
    allWithinTarget: results.every((result) => result.totalMs !== null && result.totalMs <= TARGET_MS),
    files: results,
  });
} finally {
  rmSync(dir, { recursive: true, force: true });
}
