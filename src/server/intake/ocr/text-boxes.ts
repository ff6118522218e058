import type { GrayImage } from "./flatten-background";
import { oneTintShare, percentiles } from "./gray-histogram";

// A pixel darker than this is ink (or a box's fill) once the background is flattened to white.
const DARK = 215;
// A box holds a line of text: at least this many pixels tall (a 7 pt tag at 300 dpi, the OCR's
// resolution, is about 30), at most a large heading's (a photo's dark patches and bands wider than
// a line are flattenBackground's), and at least as wide as it is tall.
const MIN_BOX_HEIGHT = 20;
const MAX_BOX_HEIGHT = 120;
// A box is mostly fill; a dark word, even a bold one, covers about half of its own bounds.
const MIN_FILL = 0.6;
// Light text in a box is at least two glyphs, each at least this share of the box's height (a
// band's text is smaller than the band), and one of them a letter with a counter of its own ('e',
// 'a', '0'): a dark island in a light region. The counters of dark letters ('B', '8') and the
// light regions that letters run together by a blurred scan enclose ('m', 'on', '000') are plain.
const MIN_GLYPH_SHARE = 0.25;
const MIN_GLYPHS = 2;
// A box with no light region in it at all, this much fill and at least this many times as wide as tall, is a
// bar (a skill level's filled part, a thick rule): Tesseract reads it as letters ('mm') that join
// the words beside it, across a column's gutter. A square bullet is about as wide as tall, and a
// blurred 'm' about one and a half times.
const BAR_FILL = 0.9;
const BAR_SHAPE = 4;

interface Component {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
  pixels: number;
}

/** Union-find over run labels, with path halving. */
function rootOf(parents: number[], label: number): number {
  while (parents[label] !== label) {
    parents[label] = parents[parents[label]!]!;
    label = parents[label]!;
  }
  return label;
}

/**
 * The dark pixels' 8-connected components, by runs: each pixel's component label (0 for light
 * pixels) and each label's bounds and size.
 */
function darkComponents({ width, height, pixels }: GrayImage): { labels: Int32Array; components: Map<number, Component> } {
  const labels = new Int32Array(width * height);
  const parents = [0];
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (pixels[y * width + x]! >= DARK) continue;
      const left = x > 0 ? labels[y * width + x - 1]! : 0;
      let label = left;
      if (y > 0) {
        for (let dx = -1; dx <= 1; dx++) {
          if (x + dx < 0 || x + dx >= width) continue;
          const above = labels[(y - 1) * width + x + dx]!;
          if (above === 0) continue;
          if (label === 0) label = above;
          else if (above !== label) {
            const [a, b] = [rootOf(parents, above), rootOf(parents, label)];
            if (a !== b) parents[Math.max(a, b)] = Math.min(a, b);
          }
        }
      }
      if (label === 0) {
        label = parents.length;
        parents.push(label);
      }
      labels[y * width + x] = label;
    }
  }
  const components = new Map<number, Component>();
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const index = y * width + x;
      if (labels[index] === 0) continue;
      const root = rootOf(parents, labels[index]!);
      labels[index] = root;
      const component = components.get(root);
      if (!component) components.set(root, { x0: x, y0: y, x1: x, y1: y, pixels: 1 });
      else {
        component.x0 = Math.min(component.x0, x);
        component.x1 = Math.max(component.x1, x);
        component.y1 = y;
        component.pixels++;
      }
    }
  }
  return { labels, components };
}

// A light region of a box that meets the box's edge along more than this share of its own height
// is a notch between a letter's strokes ('H', 'M') or the outside of a rounded corner; a light
// letter that reaches the edge (the foot of a 'p', the stem of a 'b') meets it along its stroke.
const MAX_EDGE_CONTACT = 0.25;
// How far around a box its anti-aliased edge reaches, in pixels.
const EDGE = 2;

/**
 * The light regions within a box's bounds, as a mask over the bounds: 1 outside the box (a corner,
 * a notch), 2 inside it (its light text and the dark counters of that text's letters), 0 the box's
 * own pixels; and how many of the inside regions are as tall as a glyph.
 */
function regionsOf(
  labels: Int32Array,
  width: number,
  parts: ReadonlySet<number>,
  box: Component,
): { mask: Uint8Array; glyphs: number; lettered: boolean } {
  const w = box.x1 - box.x0 + 1;
  const h = box.y1 - box.y0 + 1;
  const labelAt = (i: number) => labels[(box.y0 + Math.floor(i / w)) * width + box.x0 + (i % w)]!;
  const own = (i: number) => parts.has(labelAt(i));
  const onEdge = (i: number) => i < w || i >= w * (h - 1) || i % w === 0 || i % w === w - 1;
  const corners = new Set([0, w - 1, w * (h - 1), w * h - 1]);
  const mask = new Uint8Array(w * h);
  const region: number[] = [];
  let glyphs = 0;
  let lettered = false;
  for (let start = 0; start < w * h; start++) {
    if (mask[start] !== 0 || own(start)) continue;
    // Flood the region, marking it provisionally, then decide what it is.
    region.length = 0;
    const stack = [start];
    mask[start] = 2;
    let [top, bottom, contact, corner, island] = [h, 0, 0, false, false];
    while (stack.length > 0) {
      const i = stack.pop()!;
      region.push(i);
      const x = i % w;
      const y = Math.floor(i / w);
      [top, bottom] = [Math.min(top, y), Math.max(bottom, y)];
      if (onEdge(i)) contact++;
      if (corners.has(i)) corner = true;
      if (labelAt(i) !== 0) island = true;
      for (const next of [x > 0 ? i - 1 : -1, x < w - 1 ? i + 1 : -1, i - w, i + w]) {
        if (next < 0 || next >= w * h || mask[next] !== 0 || own(next)) continue;
        mask[next] = 2;
        stack.push(next);
      }
    }
    const height = bottom - top + 1;
    if (corner || contact > MAX_EDGE_CONTACT * height) for (const i of region) mask[i] = 1;
    else if (height >= MIN_GLYPH_SHARE * h) {
      glyphs++;
      lettered ||= island;
    }
  }
  return { mask, glyphs, lettered };
}

/** A dark component that may be (part of) a box: as tall as a line, mostly fill. */
const boxLike = (box: Component, minWidth: number) => {
  const w = box.x1 - box.x0 + 1;
  const h = box.y1 - box.y0 + 1;
  return h >= MIN_BOX_HEIGHT && h <= MAX_BOX_HEIGHT && w >= minWidth && box.pixels >= MIN_FILL * w * h;
};

// A letter reaching the box's edge (a 'b' or 'p' on a pill) cuts the box in two; a part beside a
// box on the same rows, across a gap no wider than a stroke, is the same box. In shares of the box's height.
const STROKE = 0.2;
const SAME_ROWS = 0.1;
const sameBox = (box: Component, part: Component) => {
  const h = box.y1 - box.y0 + 1;
  return (
    Math.abs(part.y0 - box.y0) <= SAME_ROWS * h &&
    Math.abs(part.y1 - box.y1) <= SAME_ROWS * h &&
    part.x0 <= box.x1 + STROKE * h &&
    part.x1 >= box.x0 - STROKE * h
  );
};

// A box is solid along its top and its foot, where letters pass only with a stroke ('b', 'p'):
// these shares of the rows a tenth of its height inside. Letters run together by a blurred scan
// ('m', 'on', '000') enclose light regions too, but their feet and tops are strokes and gaps.
const FRAME_ROW = 0.1;
const MIN_FRAME = 0.7;

function framed(mask: Uint8Array, w: number): boolean {
  const h = mask.length / w;
  const covered = (row: number) => {
    let own = 0;
    for (let x = 0; x < w; x++) if (mask[row * w + x] === 0) own++;
    return own >= MIN_FRAME * w;
  };
  return covered(Math.floor(FRAME_ROW * h)) && covered(h - 1 - Math.floor(FRAME_ROW * h));
}

// A box is filled in one tint: this share of its own pixels are of the tint of their median.
// Letters run together by a blurred scan are ink with a wide halo of grays.
const EVEN_SHARE = 0.6;

function evenlyFilled(mask: Uint8Array, level: (i: number) => number): boolean {
  const histogram = new Uint32Array(256);
  mask.forEach((region, i) => {
    if (region === 0) histogram[level(i)]!++;
  });
  return oneTintShare(histogram, percentiles(histogram).median) >= EVEN_SHARE;
}

const isBar = (box: Component) => {
  const w = box.x1 - box.x0 + 1;
  const h = box.y1 - box.y0 + 1;
  return w >= BAR_SHAPE * h && box.pixels >= BAR_FILL * w * h;
};

function whiten(out: Uint8Array, labels: Int32Array, width: number, label: number, box: Component): void {
  for (let y = box.y0; y <= box.y1; y++) {
    for (let x = box.x0; x <= box.x1; x++) if (labels[y * width + x] === label) out[y * width + x] = 255;
  }
}

/**
 * Light text set in small dark boxes turned dark on white: a date in a coloured tag, a heading's
 * first letters on a pill. flattenBackground judges polarity over windows of several blocks, which
 * a box a few letters wide among dark text on paper does not fill; Tesseract then reads the box
 * and the word beside it as one blot, and drops both. Each dark component that is mostly fill and
 * encloses at least two glyph-sized light regions is inverted within its bounds, with the parts a
 * letter cut off it: the box white, its text dark. Solid bars with no text are cleared.
 */
export function invertTextBoxes(image: GrayImage): GrayImage {
  const { width, height, pixels } = image;
  const { labels, components } = darkComponents(image);
  const out = Uint8Array.from(pixels);
  for (const [label, first] of components) {
    if (!boxLike(first, first.y1 - first.y0 + 1)) continue;
    const parts = new Set([label]);
    for (const [other, part] of components) if (other !== label && sameBox(first, part) && boxLike(part, 1)) parts.add(other);
    const box = [...parts]
      .map((part) => components.get(part)!)
      .reduce((bounds, part) => ({
        x0: Math.min(bounds.x0, part.x0),
        y0: Math.min(bounds.y0, part.y0),
        x1: Math.max(bounds.x1, part.x1),
        y1: Math.max(bounds.y1, part.y1),
        pixels: bounds.pixels + part.pixels,
      }));
    const { mask, glyphs, lettered } = regionsOf(labels, width, parts, box);
    const w = box.x1 - box.x0 + 1;
    if (!evenlyFilled(mask, (i) => pixels[(box.y0 + Math.floor(i / w)) * width + box.x0 + (i % w)]!)) continue;
    if (parts.size === 1 && !mask.includes(2) && isBar(box)) whiten(out, labels, width, label, box);
    if (glyphs < MIN_GLYPHS || !lettered || !framed(mask, w)) continue;
    // The box's own level becomes white and its lightest text black, whatever the box's tint.
    let fill = 0;
    let lightest = 0;
    mask.forEach((region, i) => {
      const level = pixels[(box.y0 + Math.floor(i / w)) * width + box.x0 + (i % w)]!;
      if (region === 2) lightest = Math.max(lightest, level);
      else if (region === 0) fill += level;
    });
    const boxLevel = fill / box.pixels;
    const span = Math.max(1, lightest - boxLevel);
    // The box's own pixels turn white but where they edge its text (the text's anti-aliasing): the
    // box's outer edge, half-way to the paper's level, would otherwise stay as a grey outline.
    const edgesText = (i: number) => [i % w > 0 ? i - 1 : -1, i % w < w - 1 ? i + 1 : -1, i - w, i + w].some((next) => mask[next] === 2);
    mask.forEach((region, i) => {
      if (region === 1) return;
      const index = (box.y0 + Math.floor(i / w)) * width + box.x0 + (i % w);
      const text = region === 2 || edgesText(i);
      out[index] = text ? Math.round(255 * Math.min(1, Math.max(0, 1 - (pixels[index]! - boxLevel) / span))) : 255;
    });
    // So does the soft edge just outside it, lighter than ink: OCR reads an outline as a bracket.
    for (let y = Math.max(0, box.y0 - EDGE); y <= Math.min(height - 1, box.y1 + EDGE); y++) {
      for (let x = Math.max(0, box.x0 - EDGE); x <= Math.min(width - 1, box.x1 + EDGE); x++) {
        const inside = x >= box.x0 && x <= box.x1 && y >= box.y0 && y <= box.y1 && mask[(y - box.y0) * w + x - box.x0] !== 1;
        if (!inside && labels[y * width + x] === 0) out[y * width + x] = 255;
      }
    }
  }
  return { ...image, pixels: out };
}
