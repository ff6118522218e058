import { mkdtempSync, rmSync, symlinkSync } from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { createWorker, OEM, PSM, type Page, type Worker } from "tesseract.js";

const require = createRequire(import.meta.url);

/**
 * The models OCR reads with, from the npm packages @tesseract.js-data/<code>, installed with the
 * app: nothing is fetched at run time (tesseract.js would otherwise download them from a CDN).
 * `best_int` is the LSTM-only model tesseract.js uses by default (1.3 to 2.9 MB each). The first
 * language of a set is Tesseract's first guess for every word, the others are tried where it reads
 * a word poorly (decision 040).
 */
// German first: its model reads the umlauts and 'ß' that the English one reads as plain letters
// ('KÜSTER' as 'KUSTER'), and reads English as well; English is tried where it reads a word poorly.
// It reads 'é' as 'e' where the English model does not: on the corpus's scans two German names
// gained for one French one lost (decision 040). Chinese alone: with English beside it,
// tesseract.js 7 mistakes the second model's name.
const LATIN = ["deu", "eng"];
const CHINESE = ["chi_sim"];

// A page Tesseract reads with less mean confidence than this in Latin script is read again in
// Chinese. Resumes in Latin script read at 89 to 93 on the corpus's scans, a Chinese one at 46,
// but one in a thin typewriter face at 44. The Chinese reading is kept when this share of its
// letters are Chinese: the Chinese model reads Latin text too, and is sure of it (89 on that face).
const MIN_LATIN_CONFIDENCE = 60;
const MIN_CHINESE_SHARE = 0.3;
const HAN = /\p{Script=Han}/u;
const LETTER = /\p{L}/u;

function chineseShare(page: Page): number {
  const letters = (page.blocks ?? [])
    .flatMap((block) =>
      block.paragraphs.flatMap((paragraph) => paragraph.lines.flatMap((line) => line.words.flatMap((word) => [...word.text]))),
    )
    .filter((character) => LETTER.test(character));
  return letters.length === 0 ? 0 : letters.filter((character) => HAN.test(character)).length / letters.length;
}

const modelFile = (code: string) =>
  path.join(path.dirname(require.resolve(`@tesseract.js-data/${code}/package.json`)), "4.0.0_best_int", `${code}.traineddata.gz`);

/**
 * A Tesseract worker reading `codes`. tesseract.js reads every model from one folder (`langPath`)
 * and the models are in a package each: a temporary folder of links to them serves while they
 * load, and goes. `cacheMethod: "none"` keeps it from writing copies to the working folder.
 */
async function workerFor(codes: string[]): Promise<Worker> {
  const folder = mkdtempSync(path.join(os.tmpdir(), "vitae-ocr-models-"));
  try {
    for (const code of codes) symlinkSync(modelFile(code), path.join(folder, `${code}.traineddata.gz`));
    const worker = await createWorker(codes.join("+"), OEM.LSTM_ONLY, { langPath: folder, cacheMethod: "none", gzip: true });
    // Sparse text: every piece of text, in no order; page-layout.ts puts it in reading order as it
    // does a PDF's text. Tesseract's automatic page segmentation left out large names set in thin,
    // spaced capitals on the corpus's scans, and joined lines across columns.
    await worker.setParameters({ tessedit_pageseg_mode: PSM.SPARSE_TEXT });
    return worker;
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

export interface OcrReader {
  /** The words of a page image (a PNG), read in Latin script, or in Chinese where that reads it better. */
  read(png: Buffer): Promise<Page>;
  terminate(): Promise<void>;
}

/**
 * An OCR reader. Its Latin-script worker loads its WebAssembly and models at once (about a second)
 * and reads one image at a time, in a thread of the OCR worker process, which ending the process
 * ends too. A page that needs the Chinese model loads it for that page and lets it go: two models
 * held at once would take the process near its memory cap (decision 040), for a rare page.
 */
export async function createOcrReader(): Promise<OcrReader> {
  const latin = await workerFor(LATIN);
  const readWith = async (worker: Worker, png: Buffer) => (await worker.recognize(png, {}, { blocks: true, text: false })).data;
  return {
    async read(png) {
      const page = await readWith(latin, png);
      if (page.confidence >= MIN_LATIN_CONFIDENCE) return page;
      const chinese = await workerFor(CHINESE);
      try {
        const inChinese = await readWith(chinese, png);
        return chineseShare(inChinese) >= MIN_CHINESE_SHARE ? inChinese : page;
      } finally {
        await chinese.terminate();
      }
    },
    async terminate() {
      await latin.terminate();
    },
  };
}
