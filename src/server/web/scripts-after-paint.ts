/** The app's module scripts and their preloads, as Vite writes them into index.html. */
const APP_SCRIPT = /<(script type="module"|link rel="modulepreload") crossorigin (src|href)="/g;

/**
 * A page served with its content paints from its HTML and the stylesheet; its scripts only make
 * it interactive. Chromium fetches module scripts at high priority, beside the stylesheet, so on a
 * slow connection they share the bandwidth the first paint needs; at low priority they come right
 * after it. (Module scripts run after parsing either way: this changes when they are
 * fetched, never what runs when.) The pages the browser draws itself keep their scripts urgent.
 */
export function scriptsAfterPaint(html: string): string {
  return html.replace(APP_SCRIPT, (_, tag: string, attribute: string) => `<${tag} crossorigin fetchpriority="low" ${attribute}="`);
}
