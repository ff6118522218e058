/** CSS pixels per millimetre: CSS fixes 96 px to the inch. */
export const PX_PER_MM = 96 / 25.4;

export const A4_WIDTH_MM = 210;
export const A4_HEIGHT_MM = 297;
export const A4_WIDTH_PX = A4_WIDTH_MM * PX_PER_MM;
export const A4_HEIGHT_PX = A4_HEIGHT_MM * PX_PER_MM;

/**
 * Where the flowing resume is cut into pages, in CSS px of the unscaled sheet. Page k occupies
 * [k * pitch, k * pitch + pageHeight]; the pitch exceeds the page height only on screen, where the
 * difference is the grey gap between sheets.
 */
export interface PageGeometry {
  pageHeight: number;
  pitch: number;
  /** White space kept above the first line of every page after the first. */
  marginTop: number;
  /** White space kept below the last line of every page. */
  marginBottom: number;
}

/** Continuation pages get the margins most layouts give their first page. */
const CONTINUATION_MARGIN_PX = 12 * PX_PER_MM;

export function a4Geometry(gapPx = 0): PageGeometry {
  return {
    pageHeight: A4_HEIGHT_PX,
    pitch: A4_HEIGHT_PX + gapPx,
    marginTop: CONTINUATION_MARGIN_PX,
    marginBottom: CONTINUATION_MARGIN_PX,
  };
}

/** The height a flow of `pageCount` pages takes, gaps included. */
export const flowHeight = (geometry: PageGeometry, pageCount: number): number =>
  pageCount * geometry.pitch - (geometry.pitch - geometry.pageHeight);
