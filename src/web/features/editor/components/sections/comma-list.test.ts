import { describe, expect, it } from "vitest";
import { formatCommaList, parseCommaList, sameItems } from "./comma-list";

describe("parseCommaList", () => {
  it("splits on commas, trims and drops empty items", () => {
    expect(parseCommaList(" React ,TypeScript,, ,Node.js, ")).toEqual(["React", "TypeScript", "Node.js"]);
  });

  it("returns an empty list for blank text", () => {
    expect(parseCommaList("")).toEqual([]);
    expect(parseCommaList(" , ,")).toEqual([]);
  });

  it("keeps duplicates and inner spaces", () => {
    expect(parseCommaList("Machine Learning, Go, Go")).toEqual(["Machine Learning", "Go", "Go"]);
  });

  it("caps the number and the length of items", () => {
    const limits = { maxItems: 2, maxItemLength: 4 };
    expect(parseCommaList("abcdef, gh  ij, k", limits)).toEqual(["abcd", "gh"]);
  });
});

describe("formatCommaList", () => {
  it("joins with a comma and a space", () => {
    expect(formatCommaList(["a", "b", "c"])).toBe("a, b, c");
    expect(formatCommaList([])).toBe("");
  });

  it("round-trips through parseCommaList", () => {
    const items = ["React", "Type Script", "C#"];
    expect(parseCommaList(formatCommaList(items))).toEqual(items);
  });
});

describe("sameItems", () => {
  it("compares by content and order", () => {
    expect(sameItems(["a", "b"], ["a", "b"])).toBe(true);
    expect(sameItems(["a", "b"], ["b", "a"])).toBe(false);
    expect(sameItems(["a"], ["a", "b"])).toBe(false);
  });
});
