import type { Page } from "tesseract.js";
import { describe, expect, it } from "vitest";
import { piecesOfOcr } from "./ocr-pieces";

interface DrawnWord {
  text: string;
  x0: number;
  x1: number;
  /** Top and foot of the word's box, in pixels. */
  top: number;
  foot: number;
  confidence?: number;
}

/** A page Tesseract read with one line on `baseline`, in an image of 1000 by 1000 pixels. */
function readLine(baseline: number, words: DrawnWord[]): Page {
  const bbox = (word: DrawnWord) => ({ x0: word.x0, y0: word.top, x1: word.x1, y1: word.foot });
  const line = {
    text: words.map((word) => word.text).join(" "),
    baseline: { x0: 0, y0: baseline, x1: 1000, y1: baseline, has_baseline: true },
    bbox: { x0: words[0]!.x0, y0: Math.min(...words.map((word) => word.top)), x1: words.at(-1)!.x1, y1: baseline },
    rowAttributes: { rowHeight: 40, ascenders: 10, descenders: 8 },
    words: words.map((word) => ({ text: word.text, confidence: word.confidence ?? 95, bbox: bbox(word) })),
  };
  return { blocks: [{ paragraphs: [{ lines: [line] }] }] } as unknown as Page;
}

// The image covers a 1000-point square page, a point a pixel, y down from the top.
const pieces = (page: Page) => piecesOfOcr({ page, width: 1000, height: 1000, transform: [1000, 0, 0, -1000, 0, 1000] });

describe("piecesOfOcr", () => {
  it("reads a separator dot between a header's parts as a middle dot, on its line", () => {
    // Capitals 30 pixels tall: an em of about 42. The dots float mid-height, as wide as tall.
    const read = pieces(
      readLine(500, [
        { text: "Leeds", x0: 100, x1: 190, top: 470, foot: 500 },
        { text: "-", x0: 205, x1: 211, top: 484, foot: 490 },
        { text: "ada@example.com", x0: 225, x1: 480, top: 470, foot: 508 },
        { text: ".", x0: 495, x1: 501, top: 484, foot: 490 },
        { text: "07700", x0: 515, x1: 600, top: 470, foot: 500 },
      ]),
    );
    expect(read.map((piece) => piece.text.trim())).toEqual(["Leeds", "·", "ada@example.com", "·", "07700"]);
    expect(new Set(read.map((piece) => piece.y))).toEqual(new Set([500]));
  });

  it("keeps a hyphen wider than tall, and a period on the baseline, as they were read", () => {
    const read = pieces(
      readLine(500, [
        { text: "2019", x0: 100, x1: 170, top: 470, foot: 500 },
        { text: "-", x0: 180, x1: 196, top: 486, foot: 490 },
        { text: "2021", x0: 206, x1: 276, top: 470, foot: 500 },
        { text: ".", x0: 280, x1: 286, top: 494, foot: 500 },
      ]),
    );
    expect(read.map((piece) => piece.text.trim())).toEqual(["2019", "-", "2021", "."]);
  });

  it("drops icons read as symbols before and after a line's words, and parts a line of contacts where they stood", () => {
    // Icons as tall as the capitals (30 pixels); a bullet is smaller than the x-height.
    const contacts = pieces(
      readLine(500, [
        { text: "©", x0: 100, x1: 125, top: 468, foot: 500 },
        { text: "Leeds,", x0: 140, x1: 240, top: 470, foot: 505 },
        { text: "UK", x0: 250, x1: 290, top: 470, foot: 500 },
        { text: "&", x0: 320, x1: 345, top: 470, foot: 500 },
        { text: "07700", x0: 360, x1: 450, top: 470, foot: 500 },
        { text: "900123", x0: 460, x1: 560, top: 470, foot: 500 },
      ]),
    );
    expect(contacts.map((piece) => piece.text.trim())).toEqual(["Leeds,", "UK", "·", "07700", "900123"]);
    const heading = pieces(
      readLine(500, [
        { text: "¢", x0: 100, x1: 125, top: 462, foot: 508 },
        { text: "Skills", x0: 140, x1: 240, top: 470, foot: 500 },
        { text: "o", x0: 250, x1: 265, top: 485, foot: 500 },
      ]),
    );
    expect(heading.map((piece) => piece.text.trim())).toEqual(["Skills"]);
    // Not on a line of contacts, a lone '&' is a word.
    const words = pieces(
      readLine(500, [
        { text: "o", x0: 100, x1: 112, top: 482, foot: 494 },
        { text: "Sales", x0: 130, x1: 220, top: 470, foot: 500 },
        { text: "&", x0: 230, x1: 255, top: 470, foot: 500 },
        { text: "Marketing", x0: 265, x1: 420, top: 470, foot: 508 },
      ]),
    );
    expect(words.map((piece) => piece.text.trim())).toEqual(["•", "Sales", "&", "Marketing"]);
  });

  it("drops a word read with little confidence before a section heading, an ornament", () => {
    const read = pieces(
      readLine(500, [
        { text: "M@", x0: 100, x1: 140, top: 465, foot: 510, confidence: 30 },
        { text: "Technical", x0: 160, x1: 300, top: 470, foot: 500 },
        { text: "Skills", x0: 315, x1: 400, top: 470, foot: 500 },
      ]),
    );
    expect(read.map((piece) => piece.text.trim())).toEqual(["Technical", "Skills"]);
  });

  it("drops a lone character before a section heading, an icon read as a letter of the heading's script", () => {
    const heading = (first: string) =>
      pieces(
        readLine(500, [
          { text: first, x0: 100, x1: 130, top: 468, foot: 500, confidence: 53 },
          { text: "校园经历", x0: 150, x1: 270, top: 468, foot: 500 },
        ]),
      ).map((piece) => piece.text.trim());
    expect(heading("盒")).toEqual(["校园经历"]);
    // Two characters before the words make a heading of their own words, not an ornament.
    expect(heading("我的")).toEqual(["我的", "校园经历"]);
  });

  it("sets a phrase read on a line it is not printed on at its own baseline", () => {
    // A name in large type and, far right, a phone number in small type 20 pixels lower.
    const read = pieces(
      readLine(500, [
        { text: "Tomas", x0: 100, x1: 260, top: 440, foot: 500 },
        { text: "Reyes", x0: 280, x1: 440, top: 440, foot: 500 },
        { text: "+44", x0: 700, x1: 740, top: 505, foot: 520 },
        { text: "(0)7700900123", x0: 750, x1: 900, top: 503, foot: 524 },
      ]),
    );
    expect(read.map((piece) => [piece.text.trim(), piece.y])).toEqual([
      ["Tomas", 500],
      ["Reyes", 500],
      ["+44", 520],
      ["(0)7700900123", 520],
    ]);
  });

  it("puts a word whose box ends well above the line's baseline on a line of its own", () => {
    const read = pieces(
      readLine(500, [
        { text: "Engineer", x0: 100, x1: 250, top: 470, foot: 500 },
        { text: "Remote", x0: 300, x1: 420, top: 420, foot: 450 },
      ]),
    );
    expect(read.map((piece) => [piece.text.trim(), piece.y])).toEqual([
      ["Engineer", 500],
      ["Remote", 450],
    ]);
  });
});
