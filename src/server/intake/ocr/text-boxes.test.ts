import { describe, expect, it } from "vitest";
import type { GrayImage } from "./flatten-background";
import { invertTextBoxes } from "./text-boxes";

type Paint = { x: number; y: number; w: number; h: number; level: number };

/** White paper of `width` by `height` pixels with rectangles painted on it, in order. */
function page(width: number, height: number, paints: Paint[]): GrayImage {
  const pixels = new Uint8Array(width * height).fill(255);
  for (const { x, y, w, h, level } of paints) {
    for (let row = y; row < y + h; row++) pixels.fill(level, row * width + x, row * width + x + w);
  }
  return { width, height, pixels };
}

const at = ({ width, pixels }: GrayImage, x: number, y: number) => pixels[y * width + x]!;

// Three 'letters' of a word as tall as half a box of 40 pixels (a tag's text at 300 dpi): rings
// in `ink` around a counter in `ground`, as an 'o' or a '0'.
const letters = (x: number, y: number, ink: number, ground: number) =>
  Array.from({ length: 3 }, (_, i) => [
    { x: x + 6 + i * 14, y, w: 9, h: 22, level: ink },
    { x: x + 9 + i * 14, y: y + 6, w: 3, h: 10, level: ground },
  ]).flat();

describe("invertTextBoxes", () => {
  it("turns light text in a dark box dark on white, and leaves the dark text beside it", () => {
    const box = { x: 10, y: 10, w: 56, h: 40, level: 30 };
    const image = page(160, 60, [box, ...letters(14, 19, 255, 30), ...letters(80, 19, 0, 255)]);
    const read = invertTextBoxes(image);
    expect(at(read, 22, 30)).toBeLessThan(40); // the box's first letter
    expect(at(read, 14, 14)).toBe(255); // the box
    expect(at(read, 8, 30)).toBe(255); // the paper around it
    expect(at(read, 88, 30)).toBe(0); // a letter on the paper
  });

  it("reads a grey pill as a box too", () => {
    const read = invertTextBoxes(page(100, 60, [{ x: 10, y: 10, w: 56, h: 40, level: 170 }, ...letters(14, 19, 255, 170)]));
    expect(at(read, 22, 30)).toBeLessThan(40);
    expect(at(read, 14, 14)).toBe(255);
  });

  it("keeps a box whole where a letter's stem cuts it in two", () => {
    // The middle letter runs from the box's top to its foot, parting its fill; the box's part to
    // the right of it holds the last letter.
    const box = { x: 10, y: 10, w: 100, h: 40, level: 30 };
    const stem = { x: 60, y: 10, w: 5, h: 40, level: 255 };
    const read = invertTextBoxes(page(130, 60, [box, ...letters(14, 19, 255, 30), stem, { x: 85, y: 19, w: 5, h: 22, level: 255 }]));
    expect(at(read, 62, 30)).toBeLessThan(40); // the stem
    expect(at(read, 87, 30)).toBeLessThan(40); // the letter past it
    expect(at(read, 100, 14)).toBe(255); // the box's part past it
  });

  it("leaves a bold letter and a square bullet as they are", () => {
    // An 'H': two thick stems and a bar; its notches open on its edges, none of them enclosed.
    const letterH = [
      { x: 10, y: 10, w: 12, h: 40, level: 0 },
      { x: 38, y: 10, w: 12, h: 40, level: 0 },
      { x: 22, y: 26, w: 16, h: 8, level: 0 },
    ];
    const bullet = { x: 70, y: 20, w: 22, h: 22, level: 0 };
    const image = page(110, 60, [...letterH, bullet]);
    expect(Array.from(invertTextBoxes(image).pixels)).toEqual(Array.from(image.pixels));
  });

  it("leaves dark letters that a blurred scan ran together ('00', 'on'), whose counters are plain", () => {
    // Two thick rings touching: mostly ink, two light counters as tall as half the pair.
    const pair = [
      { x: 10, y: 10, w: 44, h: 30, level: 0 },
      { x: 18, y: 17, w: 8, h: 16, level: 255 },
      { x: 38, y: 17, w: 8, h: 16, level: 255 },
    ];
    const image = page(70, 50, pair);
    expect(Array.from(invertTextBoxes(image).pixels)).toEqual(Array.from(image.pixels));
  });

  it("clears a solid bar, which holds no text", () => {
    const read = invertTextBoxes(page(200, 60, [{ x: 10, y: 10, w: 150, h: 30, level: 40 }]));
    expect(at(read, 80, 25)).toBe(255);
  });
});
