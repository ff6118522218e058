import type { FitBounds } from "../templates/fit/fit-ladder";
import { clearFit, fitToOnePage } from "../templates/fit/fit-to-page";
import { paginate } from "../templates/pagination/paginate";
import { A4_HEIGHT_PX, a4Geometry } from "../templates/pagination/page-geometry";

/**
 * Cuts the resume sheet in `firstPage` into A4 pages: the first page frames the sheet itself, and
 * every further page frames a copy of it moved up by whole pages. A page shows only its own lines
 * (the frame clips, and Chromium paints nothing outside a clip), so the printed text appears once,
 * in reading order, with the same cuts as the preview. With `fit` (the layout's bounds when 'Fit
 * to one page' is on) the sheet is first tightened exactly as the preview tightens it.
 */
export function cutIntoPages(firstPage: HTMLElement, continuation: HTMLElement, fit?: FitBounds): number {
  const sheet = firstPage.querySelector<HTMLElement>("[data-resume-sheet]");
  continuation.replaceChildren();
  if (!sheet) return 0;
  const geometry = a4Geometry(0);
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
