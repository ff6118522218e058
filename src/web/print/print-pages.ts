import type { FitBounds } from "../templates/fit/fit-ladder";
import { clearFit, fitToOnePage } from "../templates/fit/fit-to-page";
import { clearPushes, paginate } from "../templates/pagination/paginate";
import { A4_HEIGHT_PX, a4Geometry, type PageGeometry } from "../templates/pagination/page-geometry";

/** The sheet a print page frames: a resume's layout or a letter. */
const SHEET = "[data-resume-sheet], [data-letter-sheet]";

/**
 * Pages the sheet in `firstPage` fills before it is cut into pages, at the layout's own sizes;
 * cutting only adds space and fitting only takes it away from a resume that is one page at most.
 * (React may reuse the previous document's sheet, so the space, height and fit its cut added go first.)
 */
export function laidOutPageCount(firstPage: HTMLElement): number {
  const sheet = firstPage.querySelector<HTMLElement>(SHEET);
  if (!sheet) return 0;
  clearFit(sheet);
  clearPushes(sheet);
  sheet.style.removeProperty("min-height");
  // Layout rounding may leave the sheet a fraction of a pixel over a whole number of pages.
  return Math.ceil((sheet.getBoundingClientRect().height - 0.5) / A4_HEIGHT_PX);
}

/**
 * Cuts the sheet in `firstPage` into A4 pages: the first page frames the sheet itself, and every
 * further page frames a copy of it moved up by whole pages. A page shows only its own lines (the
 * frame clips, and Chromium paints nothing outside a clip), so the printed text appears once, in
 * reading order, with the same cuts as the preview. With `fit` (a resume layout's bounds when 'Fit
 * to one page' is on) the sheet is first tightened exactly as the preview tightens it. `geometry`
 * gives the margins kept at the cuts (a letter keeps its own).
 */
export function cutIntoPages(
  firstPage: HTMLElement,
  continuation: HTMLElement,
  { fit, geometry = a4Geometry(0) }: { fit?: FitBounds | undefined; geometry?: PageGeometry } = {},
): number {
  const sheet = firstPage.querySelector<HTMLElement>(SHEET);
  continuation.replaceChildren();
  if (!sheet) return 0;
  // A warm print page renders resume after resume into the same sheet: a fit is never left over.
  if (fit) fitToOnePage(sheet, geometry, fit);
  else clearFit(sheet);
  const { pageCount } = paginate(sheet, geometry);
  for (let page = 1; page < pageCount; page++) {
    const frame = firstPage.cloneNode(false) as HTMLElement;
    frame.setAttribute("aria-hidden", "true");
    // The copy carries the sheet's inline styles: its cuts and its fit scales.
    const copy = sheet.cloneNode(true) as HTMLElement;
    copy.style.top = `${-page * A4_HEIGHT_PX}px`;
    frame.append(copy);
    continuation.append(frame);
  }
  return pageCount;
}
