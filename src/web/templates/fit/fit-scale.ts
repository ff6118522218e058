/**
 * 'Fit to one page' scales a layout through two custom properties set on the resume sheet: every
 * font size and every vertical space of the layouts is multiplied by them (see fit-scale-css.ts,
 * decision 010). Unset, they count as 1 and the layout keeps its own sizes.
 */
export const FONT_SCALE_PROPERTY = "--vitae-font-scale";
export const SPACE_SCALE_PROPERTY = "--vitae-space-scale";

/**
 * Fitting never sets text below 9 pt, the smallest body size recruiters and applicant-tracking
 * systems read comfortably; text a layout already sets smaller (dates, chips) is never shrunk.
 */
export const MIN_FITTED_TEXT_PT = 9;
