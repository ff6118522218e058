import { clearPushes, paginate } from "../templates/pagination/paginate";
import { A4_HEIGHT_PX, a4Geometry } from "../templates/pagination/page-geometry";

/**
 * Pages the resume sheet in `firstPage` fills before it is cut into pages; cutting only adds space.
 * (React may reuse the previous resume's sheet, so the space and height its cut added go first.)
 */
export function laidOutPageCount(firstPage: HTMLElement): number {
  const sheet = firstPage.querySelector<HTMLElement>("[data-resume-sheet]");
  if (!sheet) return 0;
  clearPushes(sheet);
  sheet.style.removeProperty("min-height");
  // Layout rounding may leave the sheet a fraction of a pixel over a whole number of pages.
  return Math.ceil((sheet.getBoundingClientRect().height - 0.5) / A4_HEIGHT_PX);
}

/**
 * Cuts the resume sheet in `firstPage` into A4 pages: the first page frames the sheet itself, and
 * every further page frames a copy of it moved up by whole pages. A page shows only its own lines
 * (the frame clips, and Chromium paints nothing outside a clip), so the printed text appears once,
 * in reading order, with the same cuts as the preview.
 */
export function cutIntoPages(firstPage: HTMLElement, continuation: HTMLElement): number {
  const sheet = firstPage.querySelector<HTMLElement>("[data-resume-sheet]");
  continuation.replaceChildren();
  if (!sheet) return 0;
  const { pageCount } = paginate(sheet, a4Geometry(0));
  for (let page = 1; page < pageCount; page++) {
    const frame = firstPage.cloneNode(false) as HTMLElement;
    frame.setAttribute("aria-hidden", "true");
    const copy = sheet.cloneNode(true) as HTMLElement;
    copy.style.top = `${-page * A4_HEIGHT_PX}px`;
    frame.append(copy);
    continuation.append(frame);
  }
  return pageCount;
}
