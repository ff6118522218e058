/**
 * The column a page's content sits in. The navbar takes the same column as the page below it
 * (a route's `handle.pageWidth`), so the logo, the page's first control and its content share
 * one left edge at every width.
 */
export type PageWidth = "boxed" | "wide" | "document";

export const pageColumn: Record<PageWidth, string> = {
  /** Dashboard, settings, marketing pages. */
  boxed: "mx-auto w-full max-w-6xl px-4 sm:px-6 lg:px-8",
  /** The editor: form and preview side by side need the room. */
  wide: "mx-auto w-full max-w-[1600px] px-4 sm:px-6",
  /** The public profile: exactly one A4 page wide (210 mm) inside its padding. */
  document: "mx-auto w-full max-w-[calc(210mm+3rem)] px-4 sm:px-6",
};

export function isPageWidth(value: unknown): value is PageWidth {
  return typeof value === "string" && value in pageColumn;
}
