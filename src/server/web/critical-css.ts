import { readFileSync } from "node:fs";
import path from "node:path";
import Beasties from "beasties";
import type { Logger } from "../logger";

/** The screens' font (index.css): its faces and the metric-matched fallback. */
const SCREEN_FONT_FACE = /@font-face\s*\{[^}]*font-family:\s*["']?Inter Variable[^}]*\}/g;

/** The upright Latin face of the screens' font: every page's text starts with it. */
const LATIN_SCREEN_FONT = /url\((\/assets\/inter-latin-wght-normal-[\w-]+\.woff2)\)/;

/** The app's stylesheet, as beasties leaves it at the end of the body. */
const STYLESHEET_LINK = /<link rel="stylesheet" crossorigin href="(\/assets\/[\w.-]+\.css)">/g;

/**
 * Puts the CSS a rendered page uses into its head, so a phone paints the page from the HTML alone
 * instead of waiting for the stylesheet. The stylesheet is still fetched at once, as a preload at
 * low priority (the first paint does not need it), and the app applies it when it starts (web/app/deferred-styles.ts), for what the page draws
 * later; without scripts, a noscript link applies it. Beasties' own ways of loading it late use an
 * inline onload, which the CSP refuses.
 */
export function criticalCss(webRoot: string, logger: Logger): (html: string) => Promise<string> {
  const beasties = new Beasties({
    path: webRoot,
    publicPath: "/",
    preload: "body",
    noscriptFallback: false,
    // The built stylesheet is shared by every page: it is read, never rewritten.
    pruneSource: false,
    compress: true,
    logLevel: "silent",
    // Beasties drops every rule whose selector is all `:where(...)` (it strips pseudo-classes
    // before matching, and that one is the whole selector), and Tailwind writes the space between
    // children that way: without it, a resume's sections would close up until the stylesheet came.
    allowRules: [/^:where\(\.space-[xy]-/],
  });
  // Beasties keeps the @font-face rules of the families it sees named, but the pages name theirs
  // through a CSS variable (--font-sans), so the screen font's faces are added here: without them
  // the first paint would set text in another font, and lines would move when the sheet arrives.
  const fontFaces = new Map<string, string>();
  const screenFontFaces = (html: string) => {
    const href = /<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"/.exec(html)?.[1];
    if (!href) return "";
    if (!fontFaces.has(href)) fontFaces.set(href, (readFileSync(path.join(webRoot, href), "utf8").match(SCREEN_FONT_FACE) ?? []).join(""));
    return fontFaces.get(href)!;
  };
  return async (html) => {
    try {
      const faces = screenFontFaces(html);
      const inlined = await beasties.process(html);
      // Fetched with the HTML rather than once the page is laid out: text first set in the
      // fallback wraps differently in places (a bold heading gained a line at 360 px), and moved
      // when the font arrived after the first paint.
      const latinFont = LATIN_SCREEN_FONT.exec(faces)?.[1];
      const fontPreload = latinFont ? `<link rel="preload" as="font" type="font/woff2" crossorigin href="${latinFont}">` : "";
      return inlined
        .replace("<style>", () => `${fontPreload}<style>${faces}`)
        .replace(
          STYLESHEET_LINK,
          (_, href: string) =>
            `<link rel="preload" as="style" crossorigin fetchpriority="low" href="${href}" data-deferred-style><noscript><link rel="stylesheet" crossorigin href="${href}"></noscript>`,
        );
    } catch (error) {
      // The page is whole without it, only slower to paint.
      logger.warn({ err: error }, "Inlining a page's critical CSS failed; it is served with the stylesheet alone");
      return html;
    }
  };
}
