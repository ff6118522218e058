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
    // A photograph: grays of every tone, pixel by pixel. A letter: a bar as wide as two blocks, in a window of paper.
    const photo = Array.from({ length: 96 * 128 }, (_, i) => ({
      x: i % 128,
      y: Math.floor(i / 128),
      w: 1,
      h: 1,
      level: 40 + ((i * 37) % 190),
    }));
    const flat = flattenBackground(page(384, 256, 255, [...photo, { x: 200, y: 40, w: 64, h: 160, level: 0 }]));
    expect(at(flat, 60, 20)).toBe(255);
    expect(at(flat, 232, 120)).toBe(0);
  });

  it("keeps white text on a band of one tint beside a photo, and turns the photo white", () => {
    const photo = Array.from({ length: 96 * 96 }, (_, i) => ({
      x: i % 96,
      y: Math.floor(i / 96),
      w: 1,
      h: 1,
      level: 40 + ((i * 37) % 190),
    }));
    const band = { x: 96, y: 0, w: 288, h: 96, level: 150 };
    // Its letters as a scan blurs them: a white core with gray edges, closely set.
    const blurred = Array.from({ length: 10 }, (_, i) => [
      { x: 200 + i * 8, y: 20, w: 6, h: 40, level: 205 },
      { x: 202 + i * 8, y: 20, w: 2, h: 40, level: 255 },
    ]).flat();
    const flat = flattenBackground(page(384, 128, 255, [...photo, band, ...blurred]));
    expect(at(flat, 40, 40)).toBe(255); // the photo
    expect(at(flat, 203, 45)).toBeLessThan(40); // the band's white text
    expect(at(flat, 330, 45)).toBeGreaterThan(215); // the band
  });

  it("keeps a name set just beside a photo, and turns all of the photo white, its plain parts too", () => {
    const photo = Array.from({ length: 128 * 128 }, (_, i) => ({
      x: i % 128,
      y: Math.floor(i / 128),
      w: 1,
      h: 1,
      level: 40 + ((i * 37) % 190),
    }));
    // A photo of 128 pixels with a plain dark patch (a shirt) and a sharp one (glasses: black and
    // white, no middle tones) in it; the name 8 pixels to its right.
    const shirt = { x: 32, y: 64, w: 40, h: 40, level: 30 };
    const glasses = Array.from({ length: 8 }, (_, i) => ({ x: 64 + i * 6, y: 24, w: 3, h: 24, level: 0 }));
    const glassesGround = { x: 64, y: 24, w: 48, h: 24, level: 255 };
    const flat = flattenBackground(page(384, 160, 255, [...photo, shirt, glassesGround, ...glasses, ...strokes(136, 40, 0)]));
    expect(at(flat, 137, 50)).toBeLessThan(40); // the name's first letter
    expect(at(flat, 50, 80)).toBe(255); // the shirt
    expect(at(flat, 65, 30)).toBe(255); // the glasses
    expect(at(flat, 10, 10)).toBe(255);
  });

  it("turns a plain dark band white with the text it would hold", () => {
    const flat = flattenBackground(page(128, 128, 255, [{ x: 0, y: 0, w: 128, h: 64, level: 40 }]));
    expect(at(flat, 60, 30)).toBe(255);
    expect(at(flat, 60, 100)).toBe(255);
  });
});
