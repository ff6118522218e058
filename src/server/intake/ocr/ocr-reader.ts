import { createRequire } from "node:module";
import path from "node:path";
import { createWorker, OEM, PSM, type Worker } from "tesseract.js";

const require = createRequire(import.meta.url);

/**
 * English LSTM data from the npm package @tesseract.js-data/eng, installed with the app: nothing
 * is fetched at run time (tesseract.js would otherwise download it from a CDN). `best_int` is the
 * LSTM-only model tesseract.js uses by default: 2.9 MB, against 10.9 MB with the legacy engine.
 */
const ENGLISH_DATA = path.join(path.dirname(require.resolve("@tesseract.js-data/eng/package.json")), "4.0.0_best_int");

/**
 * A Tesseract worker reading English. It loads its WebAssembly and model once (about a second)
 * and reads one image at a time; it runs in a thread of the OCR worker process, which ending the
 * process ends too. The model is read from the package, never cached to disk.
 */
export async function createOcrReader(): Promise<Worker> {
  const reader = await createWorker("eng", OEM.LSTM_ONLY, { langPath: ENGLISH_DATA, cacheMethod: "none", gzip: true });
  // Sparse text: every piece of text, in no order; page-layout.ts puts it in reading order as it
  // does a PDF's text. Tesseract's automatic page segmentation left out large names set in thin,
  // spaced capitals on the corpus's scans, and joined lines across columns.
  await reader.setParameters({ tessedit_pageseg_mode: PSM.SPARSE_TEXT });
  return reader;
}
