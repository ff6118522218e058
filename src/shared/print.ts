/**
 * The print entry of the web app (`/print.html`): the resume's pages without the app shell. The
 * server's PDF renderer and the editor's print fallback both load it and call `render`.
 */
export const PRINT_ENTRY_PATH = "/print.html";

export interface PrintResult {
  pageCount: number;
}

export interface PrintApi {
  /** Lays out the resume and resolves once fonts and images are in and the pages are cut. */
  render(resume: unknown): Promise<PrintResult>;
}

declare global {
  interface Window {
    vitaePrint?: PrintApi;
  }
}
