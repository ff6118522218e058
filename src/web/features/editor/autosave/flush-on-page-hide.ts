import type { AutoSave } from "./auto-save";

/**
 * A hidden or closing page may never come back: its pending edits are sent at once, with
 * `keepalive` so the request outlives the page. Returns the function that stops listening.
 */
export function flushWhenPageHides(saver: Pick<AutoSave, "flush">): () => void {
  const flushOnHide = () => {
    if (window.document.visibilityState === "hidden") void saver.flush({ keepalive: true });
  };
  const flushOnPageHide = () => void saver.flush({ keepalive: true });
  window.document.addEventListener("visibilitychange", flushOnHide);
  window.addEventListener("pagehide", flushOnPageHide);
  return () => {
    window.document.removeEventListener("visibilitychange", flushOnHide);
    window.removeEventListener("pagehide", flushOnPageHide);
  };
}
