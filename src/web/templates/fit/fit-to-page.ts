import { overflowPastFirstPage } from "../pagination/paginate";
import type { PageGeometry } from "../pagination/page-geometry";
import { findLoosestFit, fitLadder, NATURAL_LEVEL, type FitBounds, type FitLevel } from "./fit-ladder";
import { FONT_SCALE_PROPERTY, SPACE_SCALE_PROPERTY } from "./fit-scale";

export type FitOutcome = {
  /** The scales the sheet is shown at. */
  level: FitLevel;
  /** The step of the layout's ladder that was chosen; past its end when none fits. */
  step: number;
} & (
  | /** One page at the layout's own sizes: nothing to tighten. */ { status: "fits" }
  | /** Tightened to `level`, the loosest of the ladder that fits on one page. */ { status: "fitted" }
  | /** Over a page even at the layout's bounds, by about `linesOver` lines of body text: left at its own sizes. */ {
      status: "too-long";
      linesOver: number;
    }
);

/** Sets the sheet's scales; the layout's own sizes leave the properties unset. */
export function applyFitLevel(sheet: HTMLElement, level: FitLevel): void {
  const set = (property: string, scale: number) => {
    const value = scale === 1 ? "" : String(scale);
    // Writing the same value again would still make the browser recompute the sheet's styles.
    if (sheet.style.getPropertyValue(property) === value) return;
    if (value === "") sheet.style.removeProperty(property);
    else sheet.style.setProperty(property, value);
  };
  set(SPACE_SCALE_PROPERTY, level.spacing);
  set(FONT_SCALE_PROPERTY, level.font);
}

/** The height of one line of the layout's body text, in sheet px, at the sheet's current scales. */
function bodyLineHeight(sheet: HTMLElement): number {
  const style = getComputedStyle(sheet.firstElementChild ?? sheet);
  const lineHeight = Number.parseFloat(style.lineHeight);
  return Number.isFinite(lineHeight) && lineHeight > 0 ? lineHeight : 1.2 * Number.parseFloat(style.fontSize);
}

/**
 * Tightens the laid-out sheet to the loosest level of its layout's ladder at which it fits on one
 * page, by measuring it at the levels `findLoosestFit` asks about. Each probe sets the scales and
 * measures synchronously, so nothing in between is ever painted. `hint` is the step found last
 * time (after a keystroke it is usually still right).
 */
export function fitToOnePage(sheet: HTMLElement, geometry: PageGeometry, bounds: FitBounds, hint = 0): FitOutcome {
  const ladder = fitLadder(bounds);
  let overflowAtTightest = 0;
  let lineAtTightest = 1;
  const fitsAt = (step: number): boolean => {
    applyFitLevel(sheet, ladder[step]!);
    const overflow = overflowPastFirstPage(sheet, geometry);
    if (step === ladder.length - 1) {
      overflowAtTightest = overflow;
      lineAtTightest = bodyLineHeight(sheet);
    }
    return overflow <= 0;
  };

  const fitting = findLoosestFit(ladder.length, fitsAt, hint);
  if (fitting === ladder.length) {
    applyFitLevel(sheet, NATURAL_LEVEL);
    const linesOver = Math.max(1, Math.ceil(overflowAtTightest / lineAtTightest));
    return { status: "too-long", level: NATURAL_LEVEL, step: fitting, linesOver };
  }
  const level = ladder[fitting]!;
  applyFitLevel(sheet, level);
  return { status: fitting === 0 ? "fits" : "fitted", level, step: fitting };
}

/** Back to the layout's own sizes ('Fit to one page' off). */
export const clearFit = (sheet: HTMLElement): void => applyFitLevel(sheet, NATURAL_LEVEL);
