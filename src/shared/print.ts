/**
 * The print entry of the web app (`/print.html`): a resume's or a letter's pages without the app
 * shell. The server's PDF renderer and the browser's print fallback both load it and call `render`
 * or `renderLetter`.
 */
export const PRINT_ENTRY_PATH = "/print.html";

export interface PrintResult {
  pageCount: number;
}

export interface PrintOptions {
  /**
   * A document laid out taller than this many pages is not cut into pages (the costly part): the
   * result is then only a page count above the limit, and there is nothing to print.
   */
  maxPages?: number;
}

export interface PrintApi {
  /** Lays out the resume and resolves once fonts and images are in and the pages are cut. */
  render(resume: unknown, options?: PrintOptions): Promise<PrintResult>;
  /** The same for a cover or application letter (a LetterDocument), in place of whatever the page showed. */
  renderLetter(letter: unknown, options?: PrintOptions): Promise<PrintResult>;
}

declare global {
  interface Window {
    vitaePrint?: PrintApi;
  }
}
