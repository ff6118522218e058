import { describe, expect, it } from "vitest";
import { DEFAULT_FIT_BOUNDS, findLoosestFit, fitLadder } from "./fit-ladder";

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
      expect(
        level.spacing <= before.spacing && level.font <= before.font && (level.spacing < before.spacing || level.font < before.font),
      ).toBe(true);
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

describe("finding the loosest level that fits", () => {
  /** Steps from `first` on fit; records every step probed. */
  const oracle = (first: number) => {
    const probed: number[] = [];
    return { probed, fits: (step: number) => (probed.push(step), step >= first) };
  };

  it("finds the first fitting step, or the count when none fits, from any hint", () => {
    for (let count = 1; count <= 14; count++)
      for (let first = 0; first <= count; first++)
        for (let hint = 0; hint <= count + 1; hint++) {
          const { fits, probed } = oracle(first);
          expect(findLoosestFit(count, fits, hint), `count ${count}, first ${first}, hint ${hint}`).toBe(first);
          // A binary search of 14 steps, plus the hint and its neighbour.
          expect(probed.length).toBeLessThanOrEqual(6);
        }
  });

  it("confirms a right hint with two probes, and the layout's own sizes with one", () => {
    const right = oracle(5);
    findLoosestFit(13, right.fits, 5);
    expect(right.probed).toEqual([5, 4]);
    const natural = oracle(0);
    findLoosestFit(13, natural.fits, 0);
    expect(natural.probed).toEqual([0]);
  });

  it("knows a resume is too long after one probe when it was too long before", () => {
    const tooLong = oracle(13);
    expect(findLoosestFit(13, tooLong.fits, 13)).toBe(13);
    expect(tooLong.probed).toEqual([12]);
  });
});
