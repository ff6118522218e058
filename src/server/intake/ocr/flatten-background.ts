import { oneTintShare, percentiles } from "./gray-histogram";

/** An 8-bit gray image, one byte a pixel, row by row. */
export interface GrayImage {
  width: number;
  height: number;
  pixels: Uint8Array;
}

// The page is measured in square blocks of this many pixels (about 2.7 mm at 300 dpi), and each
// block judged by the blocks around it, this many rows and columns: wider than a large name's
// letters (a bold capital can fill a block), about as tall as a heading band.
const BLOCK = 32;
const WINDOW_ROWS = 3;
const WINDOW_COLUMNS = 5;
// A window holds text when its darkest or lightest pixels stand this far from its median (its
// background); the side that stands further is the text's.
const CONTRAST = 48;
// A plain block at least this light is paper (or a light tint), its text dark.
const PAPER = 200;
// Text is ink and paper, with few pixels between (its strokes' edges); a photograph of the person
// is mostly middle tones, and is turned white: Tesseract reads its texture as words. A block is
// picture when more than WINDOW_PICTURE_SHARE of the window around it are middle tones and more
// than OWN_SHARE_AMID_PICTURE of the block itself (the window reaches two blocks past a photo,
// where a name set beside it begins); or, off paper in a window off paper (a line of bold text
// is dark but its window is not), when more than PICTURE_SHARE of the block itself are middle
// tones between its own darkest and lightest.
const WINDOW_PICTURE_SHARE = 0.35;
const OWN_SHARE_AMID_PICTURE = 0.2;
const PICTURE_SHARE = 0.3;
// Text on a coloured band is a ground of one tint: at least this share of the block is of the
// tint of its median. A photograph's tones spread wider.
const EVEN_GROUND = 0.5;
// Text darker than its background is pushed darker still, by this power of its share of the
// background's light: grey and coloured text (a date in grey, a company in orange) is not lost to
// Tesseract's one threshold over the page, and the background stays white.
const DARKEN = 2;

interface Block {
  /** A picture (a photo of the person), turned white. */
  picture: boolean;
  /** Text lighter than its background (white on a coloured band): the block is read inverted. */
  inverted: boolean;
  /** The background's level once the block is the right way round, 0 to 255. */
  background: number;
}

/** The share of a histogram's pixels in the middle half of its range, from `low` to `high`. */
function midToneShare(histogram: Uint32Array, low: number, high: number): number {
  const span = high - low;
  let count = 0;
  let mid = 0;
  for (let level = 0; level < 256; level++) {
    count += histogram[level]!;
    if (level >= low + span / 4 && level <= high - span / 4) mid += histogram[level]!;
  }
  return mid / count;
}

/** Each block's histogram of gray levels, 256 counts a block. */
function blockHistograms({ width, height, pixels }: GrayImage, columns: number): Uint32Array {
  const histograms = new Uint32Array(columns * Math.ceil(height / BLOCK) * 256);
  for (let y = 0; y < height; y++) {
    const row = Math.floor(y / BLOCK) * columns;
    for (let x = 0; x < width; x++) histograms[(row + Math.floor(x / BLOCK)) * 256 + pixels[y * width + x]!]!++;
  }
  return histograms;
}

/**
 * Each block's text polarity and background, judged over the window around it.
 */
function judgedBlocks(image: GrayImage, columns: number, rows: number): Block[] {
  const histograms = blockHistograms(image, columns);
  const window = new Uint32Array(256);
  const medians: number[] = [];
  // Whether a block's text is lighter than its background; null for a plain block not yet judged.
  const polarities: (boolean | null)[] = [];
  const pictures: boolean[] = [];
  for (let row = 0; row < rows; row++) {
    for (let column = 0; column < columns; column++) {
      window.fill(0);
      for (let r = Math.max(0, row - (WINDOW_ROWS >> 1)); r <= Math.min(rows - 1, row + (WINDOW_ROWS >> 1)); r++) {
        for (let c = Math.max(0, column - (WINDOW_COLUMNS >> 1)); c <= Math.min(columns - 1, column + (WINDOW_COLUMNS >> 1)); c++) {
          const offset = (r * columns + c) * 256;
          for (let level = 0; level < 256; level++) window[level]! += histograms[offset + level]!;
        }
      }
      const { low, median, high } = percentiles(window);
      const darker = median - low;
      const lighter = high - median;
      const plain = Math.max(darker, lighter) < CONTRAST;
      medians.push(median);
      const own = histograms.subarray((row * columns + column) * 256, (row * columns + column + 1) * 256);
      const ownRange = percentiles(own);
      const ownShare = midToneShare(own, ownRange.low, ownRange.high);
      const amidPicture = midToneShare(window, low, high) > WINDOW_PICTURE_SHARE && ownShare > OWN_SHARE_AMID_PICTURE;
      const pictureAlone =
        median < PAPER &&
        ownRange.median < PAPER &&
        ownRange.high - ownRange.low >= CONTRAST &&
        ownShare > PICTURE_SHARE &&
        oneTintShare(own, ownRange.median) < EVEN_GROUND;
      pictures.push(!plain && (amidPicture || pictureAlone));
      polarities.push(plain ? (median >= PAPER ? false : null) : lighter > darker);
    }
  }
  const inverted = filledPolarities(polarities, columns, medians);
  const pictured = wholePictures(pictures, columns);
  return medians.map((median, index) => ({
    picture: pictured[index]!,
    inverted: inverted[index]!,
    background: inverted[index] ? 255 - median : median,
  }));
}

// A photo is a rectangle or a circle: a group of at least this many picture blocks that fills at
// least this share of its bounds is a photo, and all of its bounds are turned white. Its plain
// parts (a shirt, a wall) and sharp ones (glasses, hair against the sky) are not picture by their
// own blocks; left on the page, Tesseract reads them with the name beside the photo as one blot.
const MIN_PHOTO_BLOCKS = 4;
const MIN_PHOTO_FILL = 0.5;

function wholePictures(pictures: boolean[], columns: number): boolean[] {
  const whole = [...pictures];
  const seen = new Uint8Array(pictures.length);
  pictures.forEach((picture, start) => {
    if (!picture || seen[start]) return;
    const group = [start];
    seen[start] = 1;
    for (let i = 0; i < group.length; i++) {
      const [row, column] = [Math.floor(group[i]! / columns), group[i]! % columns];
      for (let r = row - 1; r <= row + 1; r++) {
        for (let c = column - 1; c <= column + 1; c++) {
          const next = r * columns + c;
          if (c < 0 || c >= columns || next < 0 || next >= pictures.length || seen[next] || !pictures[next]) continue;
          seen[next] = 1;
          group.push(next);
        }
      }
    }
    const rows = group.map((index) => Math.floor(index / columns));
    const cols = group.map((index) => index % columns);
    const [top, bottom, left, right] = [Math.min(...rows), Math.max(...rows), Math.min(...cols), Math.max(...cols)];
    if (group.length < MIN_PHOTO_BLOCKS || group.length < MIN_PHOTO_FILL * (bottom - top + 1) * (right - left + 1)) return;
    for (let r = top; r <= bottom; r++) whole.fill(true, r * columns + left, r * columns + right + 1);
  });
  return whole;
}

/**
 * Plain blocks darker than paper (a band, a tinted panel) take the polarity of the judged blocks
 * around them, spreading out until every block has one; left alone, they are inverted when dark.
 */
function filledPolarities(polarities: (boolean | null)[], columns: number, medians: number[]): boolean[] {
  const filled = [...polarities];
  for (let changed = true; changed;) {
    changed = false;
    const next = [...filled];
    filled.forEach((polarity, index) => {
      if (polarity !== null) return;
      const column = index % columns;
      const around = [index - columns, index + columns, column > 0 ? index - 1 : -1, column < columns - 1 ? index + 1 : -1]
        .map((neighbour) => filled[neighbour] ?? null)
        .filter((neighbour): neighbour is boolean => neighbour !== null);
      if (around.length === 0) return;
      next[index] = around.filter(Boolean).length * 2 >= around.length;
      changed = true;
    });
    filled.splice(0, filled.length, ...next);
  }
  return filled.map((polarity, index) => polarity ?? medians[index]! < 128);
}

/**
 * The page as Tesseract reads it best, dark text on a white ground: text set light on a dark or
 * coloured band (a name in a header bar, a section heading on a coloured strip) is turned dark on
 * light, and every background, tinted or not, is brought to white, with faint text darkened.
 * Tesseract thresholds the page once (Otsu): white text on a band is lost with the band, and
 * light grey or orange text falls on the white side.
 */
export function flattenBackground(image: GrayImage): GrayImage {
  const { width, height, pixels } = image;
  const columns = Math.ceil(width / BLOCK);
  const rows = Math.ceil(height / BLOCK);
  const blocks = judgedBlocks(image, columns, rows);
  const out = new Uint8Array(pixels.length);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const block = blocks[Math.floor(y / BLOCK) * columns + Math.floor(x / BLOCK)]!;
      const level = block.inverted ? 255 - pixels[y * width + x]! : pixels[y * width + x]!;
      const share = block.picture ? 1 : Math.min(1, level / Math.max(1, block.background));
      out[y * width + x] = Math.round(255 * share ** DARKEN);
    }
  }
  return { width, height, pixels: out };
}
