/*
 * The app's Content-Security-Policy allows no eval. Zod compiles object schemas with `new Function`
 * when it may, and its probe for that is reported by the browser as a CSP violation even though zod
 * catches the refusal; jitless skips the probe and the compiling (zod's documented setting for strict
 * CSPs). Imported first by each browser entry; the server keeps zod's compiled parsers.
 *
 * Set on the global that `z.config()` writes to (zod keeps its settings there so that every copy of
 * zod in a page shares them), rather than through `z.config()`: importing that brings zod's core
 * into every page, the landing page included, which parses nothing.
 */
const zodGlobal = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
// In place: a zod already loaded holds on to the object it found.
(zodGlobal.__zod_globalConfig ??= {}).jitless = true;
