/**
 * A server-rendered page carries the CSS it shows inline and the app's stylesheet only as a
 * preload, so the stylesheet does not hold up the first paint (src/server/web/critical-css.ts);
 * the app applies it as it starts, before it draws anything the inline CSS may not cover.
 */
export function applyDeferredStyles(): void {
  for (const link of document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="style"][data-deferred-style]')) {
    link.rel = "stylesheet";
  }
}
