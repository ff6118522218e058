/**
 * How far 'Fit to one page' may tighten a layout: the smallest share of its own vertical spacing
 * and of its own font sizes it may use. A roomy layout has more room to give than a dense one.
 */
export interface FitBounds {
  minSpacingScale: number;
  minFontScale: number;
}

/** Spacing down to 60 %, text down to 90 % (and never below 9 pt, see MIN_FITTED_TEXT_PT). */
export const DEFAULT_FIT_BOUNDS: FitBounds = { minSpacingScale: 0.6, minFontScale: 0.9 };

/** One step of tightening: the scales the sheet's spacing and font sizes are multiplied by. */
export interface FitLevel {
  spacing: number;
  font: number;
}

export const NATURAL_LEVEL: FitLevel = { spacing: 1, font: 1 };

/** In thousandths, so the levels are exact decimals and the same on every machine. */
const SPACING_STEP = 50;
const FONT_STEP = 25;

function steps(min: number, step: number): number[] {
  const floor = Math.round(Math.min(1, Math.max(0, min)) * 1000);
  const values: number[] = [];
  for (let value = 1000 - step; value >= floor; value -= step) values.push(value / 1000);
  return values;
}

/**
 * Every level from the layout's own sizes to its bounds, each tighter than the one before:
 * spacing first, in 5 % steps, then text, in 2.5 % steps with spacing at its minimum. Small steps
 * keep a fitted resume as close to its design as it can be; a fixed ladder makes the same content
 * land on the same level in the preview, the PDF and the public page.
 */
export function fitLadder(bounds: FitBounds): FitLevel[] {
  const spacings = steps(bounds.minSpacingScale, SPACING_STEP);
  const tightest = spacings.at(-1) ?? 1;
  return [
    NATURAL_LEVEL,
    ...spacings.map((spacing) => ({ spacing, font: 1 })),
    ...steps(bounds.minFontScale, FONT_STEP).map((font) => ({ spacing: tightest, font })),
  ];
}

/**
 * The first of `count` steps at which `fits` is true, or `count` when none is, for steps ordered so
 * that once one fits every later one does. A binary search that starts at `hint`, the answer last
 * time: when it is still right, two probes confirm it (it fits, and the step before does not).
 */
export function findLoosestFit(count: number, fits: (step: number) => boolean, hint = 0): number {
  if (count === 0) return 0;
  // Invariant: `fitting` fits (count: none known), `over` does not (-1: none known).
  let over = -1;
  let fitting = count;
  const start = Math.min(Math.max(0, Math.round(hint)), count - 1);
  if (!fits(start)) over = start;
  else if (start === 0 || !fits(start - 1)) [over, fitting] = [start - 1, start];
  else fitting = start - 1;
  while (fitting - over > 1) {
    const middle = Math.floor((over + fitting) / 2);
    if (fits(middle)) fitting = middle;
    else over = middle;
  }
  return fitting;
}
