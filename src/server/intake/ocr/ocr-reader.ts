import { createRequire } from "node:module";
import path from "node:path";
import { createWorker, OEM, type Worker } from "tesseract.js";

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
export function createOcrReader(): Promise<Worker> {
  return createWorker("eng", OEM.LSTM_ONLY, { langPath: ENGLISH_DATA, cacheMethod: "none", gzip: true });
}
