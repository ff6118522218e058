/**
 * What one user's PDF exports may cost the server's browser (decision 009). The page limit is in
 * src/shared/pdf-limits.ts: the print page applies it too.
 */

/** Exports one user may have in the renderer at once, rendering or queued; one more is answered 429. */
export const MAX_RENDERS_PER_USER = 2;

/**
 * Render time one user may use within the window, every render counted, failed and refused ones
 * too; past it the next export is answered 429 with Retry-After. A person exporting every few
 * seconds uses a tenth of it.
 */
export const RENDER_BUDGET_MS = 120_000;
export const RENDER_BUDGET_WINDOW_MS = 10 * 60_000;
