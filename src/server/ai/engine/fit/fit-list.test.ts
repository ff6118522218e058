import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { fitNames, leadingWithin } from "./fit-list";

describe("fitNames", () => {
  it("leaves out a name too long for the field rather than cutting it, and keeps the first of the rest", () => {
    const long = "x".repeat(101);
    expect(fitNames(["Kubernetes", long, "PostgreSQL", "Go"], 100, 2)).toEqual(["Kubernetes", "PostgreSQL"]);
  });
});

describe("leadingWithin", () => {
  const list = (items: readonly string[]) => `Added: ${items.join(", ")}`;

  it("keeps the longest run of first items whose text fits", () => {
    fc.assert(
      fc.property(
        fc.array(fc.string({ minLength: 1, maxLength: 30 }), { maxLength: 80 }),
        fc.integer({ min: 7, max: 500 }),
        (items, max) => {
          const kept = leadingWithin(items, max, list);
          expect(kept).toEqual(items.slice(0, kept.length));
          expect(list(kept).length).toBeLessThanOrEqual(max);
          if (kept.length < items.length) expect(list(items.slice(0, kept.length + 1)).length).toBeGreaterThan(max);
        },
      ),
    );
  });
});
