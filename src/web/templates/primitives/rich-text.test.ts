import { describe, expect, it } from "vitest";
import { parseRichText } from "./rich-text";

describe("parseRichText", () => {
  it("turns '-', '•' and '*' lines into one list", () => {
    expect(parseRichText("- Led the team\n• Shipped v2\n*Cut costs")).toEqual([
      { type: "list", items: ["Led the team", "Shipped v2", "Cut costs"] },
    ]);
  });

  it("keeps consecutive plain lines as one paragraph with their line breaks", () => {
    expect(parseRichText("First line\nSecond line")).toEqual([{ type: "paragraph", lines: ["First line", "Second line"] }]);
  });

  it("splits paragraphs at blank lines and mixes prose with lists", () => {
    expect(parseRichText("Intro\n\nMore\n  - one\r\n- two\nAfter")).toEqual([
      { type: "paragraph", lines: ["Intro"] },
      { type: "paragraph", lines: ["More"] },
      { type: "list", items: ["one", "two"] },
      { type: "paragraph", lines: ["After"] },
    ]);
  });

  it("drops lone markers and rules, and returns nothing for blank text", () => {
    expect(parseRichText("-\n---\n- real")).toEqual([{ type: "list", items: ["real"] }]);
    expect(parseRichText("")).toEqual([]);
    expect(parseRichText("  \n \n")).toEqual([]);
    expect(parseRichText(undefined)).toEqual([]);
  });

  it("keeps a 2,000-character line whole", () => {
    const long = "x".repeat(2000);
    expect(parseRichText(long)).toEqual([{ type: "paragraph", lines: [long] }]);
  });
});
