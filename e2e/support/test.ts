import { test as base, type BrowserContext, type Page } from "@playwright/test";

/**
 * Every journey runs through this `test`: whatever a page logs as a console error, throws
 * uncaught, or fails to fetch (network errors and aborts) fails the test, unless the test said
 * beforehand that it provokes exactly that (`expectProblems`). A journey that passes while the
 * app logs errors would hide the bugs users meet.
 */
interface Watch {
  problems: string[];
  allowed: RegExp[];
}

const watches = new WeakMap<BrowserContext, Watch>();

/** Starts collecting the problems of every page of a context (the test's own context is watched already). */
export function watchProblems(context: BrowserContext): void {
  if (watches.has(context)) return;
  const watch: Watch = { problems: [], allowed: [] };
  watches.set(context, watch);
  context.on("console", (message) => {
    if (message.type() !== "error") return;
    const { url } = message.location();
    watch.problems.push(`console error: ${message.text()}${url ? ` (at ${url})` : ""}`);
  });
  context.on("weberror", (error) => watch.problems.push(`uncaught error: ${error.error().message}`));
  context.on("requestfailed", (request) => {
    const error = request.failure()?.errorText ?? "";
    // A read the page cancelled itself (a superseded query, a navigation) loses nothing; a cut write would.
    if (request.method() === "GET" && error === "net::ERR_ABORTED") return;
    watch.problems.push(`request failed: ${request.method()} ${request.url()} ${error}`);
  });
}

/** Declares problems a test provokes on purpose (a mocked 500, a cut connection): each pattern must match a collected problem. */
export function expectProblems(target: Page | BrowserContext, ...patterns: RegExp[]): void {
  const context = "context" in target ? target.context() : target;
  watchProblems(context);
  watches.get(context)!.allowed.push(...patterns);
}

/** Fails when a page of the context had a problem that no `expectProblems` pattern allowed since the last check. */
export function assertNoUnexpectedProblems(context: BrowserContext): void {
  const watch = watches.get(context);
  const unexpected = watch?.problems.filter((problem) => !watch.allowed.some((pattern) => pattern.test(problem))) ?? [];
  // Checked once: a context shared by several tests reports each problem in the test that met it.
  if (watch) watch.problems = [];
  if (unexpected.length > 0) {
    throw new Error(`The pages logged problems this test did not expect:\n  ${unexpected.join("\n  ")}`);
  }
}

let clients = 0;
/** The documentation ranges (TEST-NET-2, -3, -1): one per worker running side by side, so no two share an address. */
const NETWORKS = ["198.51.100", "203.0.113", "192.0.2"];

/**
 * Gives a context an address of its own (through the trusted local proxy the e2e server is told
 * about): every test is a different person, not one address signing up hundreds. The header goes
 * with the context's pages and its request client (API sign-ups) alike.
 */
export async function asNewClient(context: BrowserContext): Promise<void> {
  clients += 1;
  const network = NETWORKS[Number(process.env.TEST_PARALLEL_INDEX ?? 0) % NETWORKS.length];
  await context.setExtraHTTPHeaders({ "x-forwarded-for": `${network}.${clients % 256}` });
}

export const test = base.extend({
  context: async ({ context }, use) => {
    await asNewClient(context);
    watchProblems(context);
    await use(context);
    assertNoUnexpectedProblems(context);
  },
  // A public page arrives rendered by the server, and a click before its scripts have run reaches
  // no handler; once React has taken the page over, it replays a click on a part it has yet to
  // hydrate. Each opened page is used, as a person would, once it has finished loading and React
  // holds it (a busy machine can run the scripts after the network has gone quiet).
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled !== false) {
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      const settled = async () => {
        await page.waitForLoadState("networkidle");
        await page.waitForFunction(() => {
          const root = document.getElementById("root");
          return root === null || Object.keys(root).some((key) => key.startsWith("__reactContainer$"));
        });
      };
      page.goto = async (url, options) => {
        const response = await goto(url, options);
        await settled();
        return response;
      };
      page.reload = async (options) => {
        const response = await reload(options);
        await settled();
        return response;
      };
    }
    await use(page);
  },
});

export { expect } from "@playwright/test";
