import { config } from "zod/v4/core";

/*
 * The app's Content-Security-Policy allows no eval. Zod compiles object schemas with `new Function`
 * when it may, and its probe for that is reported by the browser as a CSP violation even though zod
 * catches the refusal; jitless skips the probe and the compiling (zod's documented setting for strict
 * CSPs). Imported first by each browser entry; the server keeps zod's compiled parsers.
 */
config({ jitless: true });
