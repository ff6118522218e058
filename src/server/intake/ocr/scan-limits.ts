/**
 * Limits of reading a scan by OCR (decision 040). A resume is one to three pages: past this many
 * a scan is read no further, and the answer says which pages were left (`unread`).
 */
export const MAX_OCR_PAGES = 4;

/**
 * Text is read best at about 300 dots per inch (Tesseract's own advice, and what the scan bench
 * measured); a page image below that is enlarged to it before it is read.
 */
export const OCR_DPI = 300;

/** A page image is never made larger than this (an A4 page at 300 dpi is 8.7 million pixels), to bound the OCR worker's memory. */
export const MAX_OCR_PIXELS = 12_000_000;

/** A photo of a resume has no page size: its width is taken as a Letter page's, so the layout's distances in points hold. */
export const PHOTO_PAGE_WIDTH_PT = 612;
