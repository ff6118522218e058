import { describe, expect, it } from "vitest";
import { DEFAULT_FIT_BOUNDS, fitLadder } from "./fit-ladder";

describe("fit ladder", () => {
  it("tightens spacing first, in 5 % steps, then text, in 2.5 % steps, down to the bounds", () => {
    expect(fitLadder({ minSpacingScale: 0.8, minFontScale: 0.95 })).toEqual([
      { spacing: 1, font: 1 },
      { spacing: 0.95, font: 1 },
      { spacing: 0.9, font: 1 },
      { spacing: 0.85, font: 1 },
      { spacing: 0.8, font: 1 },
      { spacing: 0.8, font: 0.975 },
      { spacing: 0.8, font: 0.95 },
    ]);
  });

  it("makes every level tighter than the one before, and ends exactly at the default bounds", () => {
    const ladder = fitLadder(DEFAULT_FIT_BOUNDS);
    for (let i = 1; i < ladder.length; i++) {
      const [before, level] = [ladder[i - 1]!, ladder[i]!];
      expect(level.spacing <= before.spacing && level.font <= before.font && (level.spacing < before.spacing || level.font < before.font)).toBe(true);
    }
    expect(ladder.at(-1)).toEqual({ spacing: DEFAULT_FIT_BOUNDS.minSpacingScale, font: DEFAULT_FIT_BOUNDS.minFontScale });
  });

  it("has only the layout's own sizes when a layout allows no tightening", () => {
    expect(fitLadder({ minSpacingScale: 1, minFontScale: 1 })).toEqual([{ spacing: 1, font: 1 }]);
  });

  it("keeps font tightening when spacing may not shrink", () => {
    expect(fitLadder({ minSpacingScale: 1, minFontScale: 0.975 })).toEqual([
      { spacing: 1, font: 1 },
      { spacing: 1, font: 0.975 },
    ]);
  });
});
