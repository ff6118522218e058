import type { Line, Page, Word } from "tesseract.js";
import { plainSectionKindOf } from "../heading-words";
import type { TextPiece } from "../page-layout";

/** An image OCR read, its size in pixels, and where it lies on the page (PageImage's transform). */
export interface ReadImage {
  page: Page;
  width: number;
  height: number;
  transform: number[];
}

// A bullet is read as whichever glyph it looks like; alone before a line's first word it is a bullet.
const MISREAD_BULLET = /^[«»•·*+©®°¢■▪►|oe]$/;
// An icon (a pin before a town, a phone, an envelope) is read as one or two symbols ('©', '¢&',
// '@'), or as a bullet's glyph; it stands as tall as the line's capitals, where a bullet is
// smaller than its x-height. Before a line's first word an icon says nothing and is dropped;
// after its last word (an ornament closing a heading) too; between the parts of a line of
// contacts it parts them, as the separator dot of a text PDF does.
const ICON = /^(?:[^\p{L}\p{N}\s()+\-‐–—.,:;/'"’]{1,2}|[oe])$/u;
const ICON_HEIGHT = 0.55;
const CONTACT = /@\p{L}|https?:|www\.|\d(?:[\d\s().-]*\d){6}/u;
// A word's box runs from the top of its x-height letters, or of its capitals, digits and ascenders,
// down to the baseline (Tesseract's boxes do not always reach the descenders). These shares of the
// em (Latin fonts' usual metrics) turn the height above the baseline into the font size a PDF
// would give, word by word: Tesseract's row height is one per line, and its lines may run across
// columns set in different sizes.
const X_HEIGHT = 0.5;
const CAP_HEIGHT = 0.72;
const TALL = /[\p{Lu}\p{N}bdfhiklt]/u;
// Words of one line set further apart than this many ems are separate phrases (a column, a date
// set right), each sized on its own.
const PHRASE_GAP = 1.5;
// A word whose box ends this share of its height above the line's baseline, or starts below it,
// is on a printed line of its own that Tesseract joined to this one: its own foot is its baseline.
const OFF_LINE = 0.25;
// Words read with less confidence than this are noise (icons, rules, specks, a photo's texture),
// unless they hold a digit or stand on a line read with confidence: Tesseract's confidence is low
// for words beside an icon (a state's code after a pin, an e-mail address after an envelope), and a phone
// number or a date is worth more than the noise it lets through.
const MIN_CONFIDENCE = 40;
const keeps = (word: Word, text: string, line: Line) =>
  word.confidence >= MIN_CONFIDENCE || /\p{N}/u.test(text) || (line.confidence >= MIN_CONFIDENCE && hasLetters(text));

// A separator dot between a header's parts ('Leeds · Python'), which OCR reads as a hyphen or a
// period: a mark about as wide as tall, its foot this share of an em above the baseline (a hyphen
// is wider than tall, a period stands on the baseline).
const DOT_LIKE = /^[-‐–.·•∙⋅]$/u;
const DOT_ABOVE_BASELINE = 0.15;
const isMiddleDot = (line: Line, { text, bbox }: Word, em: number) =>
  DOT_LIKE.test(text) &&
  bbox.x1 - bbox.x0 <= 1.5 * (bbox.y1 - bbox.y0) &&
  bbox.y1 < lineBaselineAt(line, bbox.x0) - DOT_ABOVE_BASELINE * em;

const LIGATURES = /[\uFB00-\uFB06]/g;
const cleaned = (text: string) => text.replace(LIGATURES, (ligature) => ligature.normalize("NFKC"));

const median = (values: number[]) => [...values].sort((one, other) => one - other)[Math.floor(values.length / 2)]!;

function lineBaselineAt({ baseline, bbox }: Line, x: number): number {
  if (baseline.x1 === baseline.x0) return bbox.y1;
  return baseline.y0 + ((baseline.y1 - baseline.y0) * (x - baseline.x0)) / (baseline.x1 - baseline.x0);
}

const hasLetters = (text: string) => /[\p{L}\p{N}]/u.test(text);

/**
 * Where a word stands: the line's baseline, or its own foot when Tesseract joined two printed
 * lines. Marks alone ('·', '-', '***') float above the baseline by their shape: they stay on their line.
 */
function baselineOf(line: Line, { text, bbox }: Word): number {
  const base = lineBaselineAt(line, bbox.x0);
  const offLine = hasLetters(text) && (bbox.y1 < base - OFF_LINE * (bbox.y1 - bbox.y0) || bbox.y0 > base);
  return offLine ? bbox.y1 : base;
}

const isMark = (text: string) => ICON.test(text) || MISREAD_BULLET.test(text);

/** A word's em in pixels, judged by its height above its baseline and its letters; null for a mark (no letters or digits, or a lone bullet's or icon's glyph), which says nothing of its size. */
function emOf(line: Line, word: Word, baseline = baselineOf(line, word)): number | null {
  if (!hasLetters(word.text) || isMark(word.text.trim())) return null;
  return (baseline - word.bbox.y0) / (TALL.test(word.text) ? CAP_HEIGHT : X_HEIGHT);
}

// Letters that reach below the baseline, whose box's foot says nothing of where the baseline is.
const DESCENDS = /[gjpqyQ()[\]{},;]/u;

/**
 * A phrase's own baseline when it is set off its line's (a phone number beside a larger name,
 * lower down, that Tesseract read as one line with it): the feet of its words without
 * descenders; null when a word of it stands on the line.
 */
function phraseBaseline(line: Line, words: Word[]): number | null {
  const onLine = (word: Word) => Math.abs(word.bbox.y1 - lineBaselineAt(line, word.bbox.x0)) <= OFF_LINE * (word.bbox.y1 - word.bbox.y0);
  const plain = words.filter((word) => hasLetters(word.text) && !DESCENDS.test(word.text));
  if (plain.length === 0 || words.some((word) => hasLetters(word.text) && onLine(word))) return null;
  const foot = median(plain.map((word) => word.bbox.y1));
  const height = median(plain.map((word) => word.bbox.y1 - word.bbox.y0));
  return Math.abs(foot - lineBaselineAt(line, plain[0]!.bbox.x0)) > OFF_LINE * height ? foot : null;
}

/** A line's words in phrases (split at wide gaps), each with the median em of its words. */
function phrasesOf(line: Line): { words: Word[]; em: number; baseline: number | null }[] {
  const fallback = line.rowAttributes.rowHeight;
  const phrases: Word[][] = [];
  for (const word of line.words) {
    const phrase = phrases.at(-1);
    const last = phrase?.at(-1);
    if (phrase && last && word.bbox.x0 - last.bbox.x1 <= PHRASE_GAP * (emOf(line, word) ?? fallback)) phrase.push(word);
    else phrases.push([word]);
  }
  return phrases.map((words) => {
    const baseline = phraseBaseline(line, words);
    const ems = words.map((word) => emOf(line, word, baseline ?? undefined)).filter((em): em is number => em !== null && em > 0);
    return { words, em: ems.length > 0 ? median(ems) : fallback, baseline };
  });
}

/** What a lone mark stands for by where it is on its line and its size; null for a word. */
function roleOf(line: Line, word: Word, text: string, em: number): "bullet" | "icon" | "inner icon" | null {
  const words = line.words;
  if (words.length < 2) return null;
  if (word === words[0]) {
    // A section heading is never a list's item: a mark before one, a word read with little
    // confidence ('M@'), or a lone character (an icon read as a letter of the heading's script,
    // '盒 校园经历') is an ornament.
    const rest = words.slice(1, isMark(words.at(-1)!.text.trim()) ? -1 : undefined);
    const heading = plainSectionKindOf(rest.map((other) => other.text).join(" ")) !== null;
    if (heading && (isMark(text) || word.confidence < MIN_CONFIDENCE || [...text].length === 1)) return "icon";
    // Nor does a line of contacts begin with a short word read with little confidence ('ss)'): an icon.
    if (CONTACT.test(line.text) && text.length <= 3 && word.confidence < MIN_CONFIDENCE) return "icon";
  }
  if (!isMark(text)) return null;
  const tall = word.bbox.y1 - word.bbox.y0 >= ICON_HEIGHT * em;
  if (word === words[0]) return tall ? "icon" : MISREAD_BULLET.test(text) ? "bullet" : null;
  if (word === words.at(-1)) return "icon";
  return ICON.test(text) ? "inner icon" : null;
}

/**
 * Tesseract's words as the positioned pieces the PDF reader makes (page-layout.ts), in points from
 * the page's top-left corner: the same layout then finds their lines, columns and gaps. A word's
 * pixels are mapped through its image's place on the page; nothing read is bold.
 */
export function piecesOfOcr({ page, width, height, transform }: ReadImage): TextPiece[] {
  const [a, b, c, d, e, f] = transform as [number, number, number, number, number, number];
  // A pixel's place in the image's unit square (y up, as PDF draws images), then on the page.
  const toPage = (x: number, y: number) => {
    const [u, v] = [x / width, 1 - y / height];
    return [a * u + c * v + e, b * u + d * v + f] as const;
  };
  const pointsPerPixelX = Math.hypot(a, b) / width;
  const pointsPerPixelY = Math.hypot(c, d) / height;
  const pieces: TextPiece[] = [];
  for (const block of page.blocks ?? []) {
    for (const paragraph of block.paragraphs) {
      for (const line of paragraph.lines) {
        const contacts = CONTACT.test(line.text);
        phrasesOf(line).forEach(({ words, em, baseline }) => {
          words.forEach((word) => {
            const text = cleaned(word.text.trim());
            const role = roleOf(line, word, text, em);
            if (text === "" || role === "icon" || (role !== "bullet" && !keeps(word, text, line))) return;
            const [x, y] = toPage(word.bbox.x0, baseline ?? baselineOf(line, word));
            const separator = (contacts && role === "inner icon") || isMiddleDot(line, word, em);
            pieces.push({
              // Tesseract's words are parted by spaces; the layout joins pieces closer than a sixth of
              // an em without one (a PDF's kerned items), as OCR sets some words.
              text: ` ${role === "bullet" ? "•" : separator ? "·" : text}`,
              x,
              y,
              width: (word.bbox.x1 - word.bbox.x0) * pointsPerPixelX,
              fontSize: em * pointsPerPixelY,
              bold: false,
            });
          });
        });
      }
    }
  }
  return pieces;
}
