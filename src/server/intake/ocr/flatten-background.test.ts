import { describe, expect, it } from "vitest";
import { flattenBackground, type GrayImage } from "./flatten-background";

/** A page of `width` by `height` pixels of `paper`, with rectangles painted on it. */
function page(
  width: number,
  height: number,
  paper: number,
  paints: { x: number; y: number; w: number; h: number; level: number }[],
): GrayImage {
  const pixels = new Uint8Array(width * height).fill(paper);
  for (const { x, y, w, h, level } of paints) {
    for (let row = y; row < y + h; row++) pixels.fill(level, row * width + x, row * width + x + w);
  }
  return { width, height, pixels };
}

const at = ({ width, pixels }: GrayImage, x: number, y: number) => pixels[y * width + x]!;

// Strokes of 'text': thin bars, a few pixels wide, as letters are at 300 dpi.
const strokes = (x: number, y: number, level: number) => Array.from({ length: 6 }, (_, i) => ({ x: x + i * 10, y, w: 4, h: 30, level }));

describe("flattenBackground", () => {
  it("turns white text on a dark band dark on white, and leaves dark text on the paper dark", () => {
    const band = { x: 0, y: 0, w: 256, h: 64, level: 60 };
    const image = page(256, 192, 255, [band, ...strokes(20, 16, 255), ...strokes(20, 120, 0)]);
    const flat = flattenBackground(image);
    expect(at(flat, 21, 30)).toBeLessThan(40); // the band's white text
    expect(at(flat, 200, 30)).toBeGreaterThan(215); // the band around it
    expect(at(flat, 21, 130)).toBeLessThan(40); // the paper's black text
    expect(at(flat, 200, 130)).toBe(255); // the paper
  });

  it("brings a tinted background to white and darkens faint text on it", () => {
    const tint = { x: 0, y: 0, w: 256, h: 128, level: 220 };
    const flat = flattenBackground(page(256, 128, 255, [tint, ...strokes(20, 40, 150)]));
    expect(at(flat, 200, 60)).toBe(255);
    // 150 on 220 was two thirds of the way to white; it ends under half.
    expect(at(flat, 21, 60)).toBeLessThan(128);
  });

  it("turns a picture of middle tones white, and keeps a large bold letter whole", () => {
    // A photograph: a gradient of grays. A letter: a bar as wide as two blocks, in a window of paper.
    const photo = Array.from({ length: 96 }, (_, i) => ({ x: 0, y: i, w: 128, h: 1, level: 40 + 2 * i }));
    const flat = flattenBackground(page(384, 256, 255, [...photo, { x: 200, y: 40, w: 64, h: 160, level: 0 }]));
    expect(at(flat, 60, 20)).toBe(255);
    expect(at(flat, 232, 120)).toBe(0);
  });

  it("turns a plain dark band white with the text it would hold", () => {
    const flat = flattenBackground(page(128, 128, 255, [{ x: 0, y: 0, w: 128, h: 64, level: 40 }]));
    expect(at(flat, 60, 30)).toBe(255);
    expect(at(flat, 60, 100)).toBe(255);
  });
});
