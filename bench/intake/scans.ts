/**
 * Scans of the real corpus's PDFs against the PDFs themselves (issue 26), in process:
 *   node --import tsx bench/intake/scans.ts out.json [--only substring] [--compare-dpi]
 * Each corpus PDF is rendered to 150 dpi images with pdftoppm and wrapped as an image-only PDF with
 * pdf-lib (in a temporary folder, never in the repository). The text PDF is read as an upload is
 * (the intake, the built-in parser); the scan as a scanned upload is (the intake finds no text
 * layer, OCR reads its first MAX_OCR_PAGES pages, the same parser), at the app's OCR_DPI and, with
 * --compare-dpi, again at the scan's own 150 dpi, to show what enlarging the page gives. Both are scored by score.mjs's rules
 * (corpus-rules.ts). Writes per-field means, their differences and OCR's time per page; scores
 * only, never what was read of other people's documents.
 */
import { writeFileSync } from "node:fs";
import path from "node:path";
import type { ExtractedDocument } from "#server/intake/document";
import { extractDocument } from "#server/intake/extract-document";
import { createOcrReader } from "#server/intake/ocr/ocr-reader";
import { readScanPage } from "#server/intake/ocr/read-scan-page";
import { scanDocument } from "#server/intake/ocr/scan-document";
import { MAX_OCR_PAGES, OCR_DPI } from "#server/intake/ocr/scan-limits";
import { UPLOAD_FORMATS } from "#server/services/ai/parse-resume-upload";
import { scannedPdf } from "#server/test-support/scanned-pdf";
import { resumeDataOf } from "./answer-of";
import { corpusBytes, corpusDir, corpusTruths, NO_CORPUS } from "./corpus-files";
import { FIELDS, overallOf, scoreCells, scoreFile, type Scores } from "./corpus-rules";

const SCAN_DPI = 150;

const argv = process.argv.slice(2);
const out = argv[0];
const only = argv.includes("--only") ? argv[argv.indexOf("--only") + 1]! : "";
const compareDpi = argv.includes("--compare-dpi");
const dir = corpusDir();
if (!dir || !out) {
  console.log(dir ? "Usage: bench/intake/scans.ts out.json [--only substring]" : NO_CORPUS);
  process.exit(dir ? 1 : 0);
}

const reader = await createOcrReader();
const pageMs: Record<number, number[]> = { [OCR_DPI]: [], [SCAN_DPI]: [] };
let peakRssMb = 0;

/** The scan read as the app reads a scanned upload, at `dpi`; each page's OCR time recorded. */
async function readScan(bytes: Uint8Array<ArrayBuffer>, dpi: number): Promise<ExtractedDocument> {
  const found = await extractDocument(bytes, { accept: UPLOAD_FORMATS });
  if (!found.scan) throw new Error("The scan has a text layer: the bench would not measure OCR.");
  const pages = [];
  for (let page = 1; page <= Math.min(found.scan.pages, MAX_OCR_PAGES); page++) {
    const started = performance.now();
    pages.push(await readScanPage(reader, { format: "pdf", bytes, page }, { dpi }));
    pageMs[dpi]!.push(performance.now() - started);
    peakRssMb = Math.max(peakRssMb, process.memoryUsage().rss / 2 ** 20);
  }
  return scanDocument(pages, found.scan.pages);
}

async function scoresOf(truth: Parameters<typeof scoreFile>[0], read: () => Promise<ExtractedDocument>, bytes: Uint8Array<ArrayBuffer>) {
  try {
    return scoreFile(truth, resumeDataOf(await read(), bytes, truth.file));
  } catch (error) {
    console.error(`  ${truth.file}: ${error instanceof Error ? error.message : String(error)}`);
    return scoreFile(truth, undefined);
  }
}

const files: { file: string; pages: number; text: Scores; scan: Scores; scanAtOwnDpi: Scores | null }[] = [];
for (const truth of corpusTruths(dir, only).filter((candidate) => candidate.format === "pdf")) {
  const bytes = corpusBytes(dir, truth);
  const scan = new Uint8Array(await scannedPdf(path.join(dir, "files", truth.file), SCAN_DPI));
  const text = await scoresOf(truth, () => extractDocument(bytes, { accept: UPLOAD_FORMATS }), bytes);
  const pagesBefore = pageMs[OCR_DPI]!.length;
  const scanned = await scoresOf(truth, () => readScan(scan, OCR_DPI), scan);
  const scanAtOwnDpi = compareDpi ? await scoresOf(truth, () => readScan(scan, SCAN_DPI), scan) : null;
  files.push({ file: truth.file, pages: pageMs[OCR_DPI]!.length - pagesBefore, text, scan: scanned, scanAtOwnDpi });
  const atOwnDpi = scanAtOwnDpi ? ` | ${SCAN_DPI} dpi ${scoreCells(scanAtOwnDpi)}` : "";
  console.log(`text ${scoreCells(text)} | scan ${scoreCells(scanned)}${atOwnDpi}  ${truth.file}`);
}
await reader.terminate();

const meansOf = (key: "text" | "scan" | "scanAtOwnDpi") => {
  const overall = overallOf(files.flatMap((file) => (file[key] ? [{ format: "pdf" as const, scores: file[key] }] : [])));
  return Object.fromEntries(FIELDS.map((field) => [field, overall[field]?.mean ?? null]));
};
const percentile = (values: number[], share: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? 0);
};
const timing = (values: number[]) => ({ pages: values.length, medianMs: percentile(values, 0.5), p95Ms: percentile(values, 0.95) });
const round = (value: number) => Math.round(value * 100) / 100;
const text = meansOf("text");
const scan = meansOf("scan");
const scanAtOwnDpi = compareDpi ? { [`scanRead at ${SCAN_DPI} dpi`]: meansOf("scanAtOwnDpi") } : {};
const difference = Object.fromEntries(FIELDS.map((field) => [field, round((scan[field] ?? 0) - (text[field] ?? 0))]));
writeFileSync(
  out,
  JSON.stringify({
    files: files.length,
    scanDpi: SCAN_DPI,
    ocrDpi: OCR_DPI,
    maxOcrPages: MAX_OCR_PAGES,
    means: { text, scan, difference, ...scanAtOwnDpi },
    // The goal: for each field, the scans' score at least the text PDFs' less 0.10.
    withinTenPoints: Object.fromEntries(FIELDS.map((field) => [field, difference[field]! >= -0.1])),
    ocrTimePerPage: {
      [`at ${OCR_DPI} dpi`]: timing(pageMs[OCR_DPI]!),
      ...(compareDpi ? { [`at ${SCAN_DPI} dpi`]: timing(pageMs[SCAN_DPI]!) } : {}),
    },
    peakResidentMb: Math.round(peakRssMb),
    perFile: files,
  }),
);
