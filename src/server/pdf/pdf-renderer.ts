import { accessSync, constants, existsSync } from "node:fs";
import path from "node:path";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { MAX_PDF_PAGES } from "#shared/pdf-limits";
import type { LetterDocument } from "#shared/applications";
import { PRINT_ENTRY_PATH, type PrintResult } from "#shared/print";
import type { ResumeContent } from "#shared/resume";
import type { Logger } from "../logger";
import { SlotPool } from "../scheduling/slot-pool";
import type { FileStore } from "../storage/file-store";
import { PRINT_ORIGIN, printAssetRouter } from "./print-assets";
import { MAX_RENDERS_PER_USER } from "./render-limits";
import { RenderRefusal } from "./render-refusal";

export interface RenderedPdf {
  pdf: Buffer;
  pageCount: number;
}

export interface RenderRequest {
  /** Whose export this is: each owner gets a fair share of the pool. */
  owner: string;
  /** Aborts when the client goes away: a render still queued is dropped. */
  signal?: AbortSignal | undefined;
  /** Told how long the render held a page once it ends, failed or not (the user's render-time budget). */
  onRenderTime?: ((ms: number) => void) | undefined;
}

export interface PdfRenderer {
  /** False when there is no Chromium to use (no binary, no endpoint) or no print entry to load. */
  readonly available: boolean;
  render(resume: ResumeContent, request: RenderRequest): Promise<RenderedPdf>;
  /** A cover or application letter, on the same pages, queue and limits as a resume. */
  renderLetter(letter: LetterDocument, request: RenderRequest): Promise<RenderedPdf>;
  /** Starts the browser and opens the pool's pages ahead of the first export. */
  warmUp(): Promise<void>;
  close(): Promise<void>;
}

export interface PdfRendererOptions {
  /** Folder holding the built print entry (dist/web); without it PDF export is unavailable. */
  webRoot: string | undefined;
  files: FileStore;
  chromiumPath: string;
  /** A Chrome DevTools Protocol endpoint of a remote Chrome (ws://, wss://, http://, https://). */
  wsEndpoint?: string | undefined;
  /** PUBLIC_URL: photo URLs on the app's own origin are answered from the FileStore. */
  appOrigin?: string;
  /** Warm pages, and so renders at once. One per core: a render keeps a core busy. */
  poolSize?: number;
  /** Renders that may wait for a page; one more is refused as queue-full, with a time to retry. */
  maxQueue?: number;
  /** Renders one owner may have running or queued; one more is refused as owner-limit. */
  maxRendersPerOwner?: number;
  /** Longest a render may take on its page (layout, fonts, images, PDF), queue time not counted. */
  renderTimeoutMs?: number;
  /** A resume or letter laid out on more pages is refused as too-long before it is printed. */
  maxPages?: number;
  logger?: Logger;
}

const DEFAULTS = {
  poolSize: 2,
  maxQueue: 16,
  maxRendersPerOwner: MAX_RENDERS_PER_USER,
  renderTimeoutMs: 15_000,
  maxPages: MAX_PDF_PAGES,
};
const START_TIMEOUT_MS = 30_000;
/** A queued render waits about one render per page ahead of it; a second is a fair hint. */
const QUEUE_FULL_RETRY_AFTER_S = 2;

// --no-sandbox: Chromium's sandbox needs privileges containers rarely grant, and the page runs only
// the app's own print entry from its own (routed) origin. The rest trims work a print page never needs.
const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-dev-shm-usage",
  "--disable-extensions",
];

/** A page at the print entry, in a context of its own so routing and storage are never shared. */
interface WarmPage {
  context: BrowserContext;
  page: Page;
  browser: Browser;
}

interface Slot {
  warm?: Promise<WarmPage>;
}

const isExecutable = (file: string): boolean => {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
};

const unavailable = () => new RenderRefusal({ kind: "unavailable" });
const browserStopped = () => new RenderRefusal({ kind: "browser-restarted", retryAfterS: 1 });
/**
 * Whether the page or its browser is gone. A killed browser fails the page's work at once,
 * sometimes before Playwright has seen the browser disconnect: that event gets a moment to arrive.
 */
async function hasGoneAway({ browser, page }: WarmPage): Promise<boolean> {
  if (!browser.isConnected() || page.isClosed()) return true;
  await new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer);
      browser.off("disconnected", done);
      resolve();
    };
    const timer = setTimeout(done, DISCONNECT_GRACE_MS);
    browser.once("disconnected", done);
  });
  return !browser.isConnected() || page.isClosed();
}

const DISCONNECT_GRACE_MS = 500;

const clientGone = () => new RenderRefusal({ kind: "cancelled" });

/**
 * Renders resumes and letters to PDF in a warm headless Chromium: a pool of pages already at the print entry,
 * at most one render per page, a bounded queue in front that is fair between users, a timeout per
 * render, a page limit checked before printing, and a browser that is started again on the next
 * render after it crashed or the remote connection dropped. Each render's time is reported to the
 * caller, which keeps the users' render-time budgets.
 */
export class ChromiumPdfRenderer implements PdfRenderer {
  private readonly poolSize: number;
  private readonly renderTimeoutMs: number;
  private readonly maxPages: number;
  private readonly maxRendersPerOwner: number;
  private readonly pool: SlotPool<Slot>;
  private readonly slots: Slot[];
  private browser: Promise<Browser> | undefined;
  private closed = false;

  constructor(private readonly options: PdfRendererOptions) {
    this.poolSize = options.poolSize ?? DEFAULTS.poolSize;
    this.renderTimeoutMs = options.renderTimeoutMs ?? DEFAULTS.renderTimeoutMs;
    this.maxPages = options.maxPages ?? DEFAULTS.maxPages;
    this.maxRendersPerOwner = options.maxRendersPerOwner ?? DEFAULTS.maxRendersPerOwner;
    this.slots = Array.from({ length: this.poolSize }, () => ({}));
    this.pool = new SlotPool(this.slots, { maxQueue: options.maxQueue ?? DEFAULTS.maxQueue, maxPerOwner: this.maxRendersPerOwner });
  }

  get available(): boolean {
    const { webRoot, wsEndpoint, chromiumPath } = this.options;
    if (this.closed || webRoot === undefined || !existsSync(path.join(webRoot, PRINT_ENTRY_PATH))) return false;
    return wsEndpoint !== undefined || isExecutable(chromiumPath);
  }

  /** Renders at work and waiting: for tests and monitoring. */
  get load(): { busy: number; queued: number } {
    return { busy: this.pool.busy, queued: this.pool.queued };
  }

  render(resume: ResumeContent, request: RenderRequest): Promise<RenderedPdf> {
    // The print entry validates the resume again and replaces the previous document on this page.
    return this.renderOnPool(request, "resume", (page) =>
      page.evaluate(([input, maxPages]) => window.vitaePrint!.render(input, { maxPages }), [resume, this.maxPages] as const),
    );
  }

  renderLetter(letter: LetterDocument, request: RenderRequest): Promise<RenderedPdf> {
    return this.renderOnPool(request, "letter", (page) =>
      page.evaluate(([input, maxPages]) => window.vitaePrint!.renderLetter(input, { maxPages }), [letter, this.maxPages] as const),
    );
  }

  private async renderOnPool(
    { owner, signal, onRenderTime }: RenderRequest,
    document: "resume" | "letter",
    layOut: (page: Page) => Promise<PrintResult>,
  ): Promise<RenderedPdf> {
    if (!this.available) throw unavailable();
    const slot = this.pool.tryAcquire(owner, signal);
    if (slot === "owner-limit") {
      throw new RenderRefusal({ kind: "owner-limit", maxPerOwner: this.maxRendersPerOwner, retryAfterS: QUEUE_FULL_RETRY_AFTER_S });
    }
    if (slot === "queue-full") throw new RenderRefusal({ kind: "queue-full", retryAfterS: QUEUE_FULL_RETRY_AFTER_S });
    const acquired = await slot.catch((error: unknown) => {
      throw signal?.aborted ? clientGone() : error;
    });
    const started = performance.now();
    try {
      return await this.renderOn(acquired, document, layOut);
    } finally {
      onRenderTime?.(performance.now() - started);
      this.pool.release(acquired, owner);
    }
  }

  private async renderOn(slot: Slot, document: "resume" | "letter", layOut: (page: Page) => Promise<PrintResult>): Promise<RenderedPdf> {
    if (this.closed) throw unavailable();
    const warm = await this.warmPageOf(slot);
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new RenderRefusal({ kind: "timeout" })), this.renderTimeoutMs);
    });
    const work = this.printPage(warm.page, layOut);
    // Once the timeout wins, closing the page rejects the work; nobody listens to it any more.
    work.catch(() => undefined);
    let rendered: RenderedPdf | "too long";
    try {
      rendered = await Promise.race([work, timeout]);
    } catch (error) {
      // Asked before the page is replaced (which closes it), so only the failure's own cause counts.
      const isGone = !(error instanceof RenderRefusal) && (await hasGoneAway(warm));
      // Whatever the page was doing when it failed may still be in its document or its scripts'
      // state: it is never used again, and a fresh page takes its place.
      this.replacePage(slot, warm);
      if (isGone) throw browserStopped();
      throw error;
    } finally {
      clearTimeout(timer);
    }
    // The page finished its work normally and stays in use.
    if (rendered === "too long") throw new RenderRefusal({ kind: "too-long", maxPages: this.maxPages, document });
    return rendered;
  }

  /** The document laid out on the page and printed, or "too long" (and nothing printed) past maxPages. */
  private async printPage(page: Page, layOut: (page: Page) => Promise<PrintResult>): Promise<RenderedPdf | "too long"> {
    // Past maxPages the print entry stops laying out and only says how many pages it would take.
    const result = await layOut(page);
    if (result.pageCount > this.maxPages) return "too long";
    const pdf = await page.pdf({ preferCSSPageSize: true, printBackground: true });
    return { pdf, pageCount: result.pageCount };
  }

  /** The slot's warm page, opened now if it has none (first use, or after a failure or a crash). */
  private async warmPageOf(slot: Slot): Promise<WarmPage> {
    const existing = slot.warm;
    if (existing) {
      try {
        const warm = await existing;
        if (warm.browser.isConnected() && !warm.page.isClosed()) return warm;
      } catch {
        // Opened ahead of time and failed (the browser went away meanwhile): open it again below.
      }
      if (slot.warm === existing) slot.warm = undefined;
    }
    const opening = this.openPage();
    slot.warm = opening;
    try {
      return await opening;
    } catch (error) {
      if (slot.warm === opening) slot.warm = undefined;
      throw error;
    }
  }

  private replacePage(slot: Slot, failed: WarmPage): void {
    void failed.context.close().catch(() => undefined);
    if (this.closed || !failed.browser.isConnected()) {
      slot.warm = undefined;
      return;
    }
    // Opened ahead so the next render on this slot finds a warm page again.
    const opening = this.openPage();
    opening.catch(() => {
      if (slot.warm === opening) slot.warm = undefined;
    });
    slot.warm = opening;
  }

  private async openPage(): Promise<WarmPage> {
    const browser = await this.startBrowser();
    const context = await browser.newContext({
      viewport: { width: 794, height: 1123 },
      serviceWorkers: "block",
      acceptDownloads: false,
    });
    try {
      await context.route(
        "**/*",
        printAssetRouter({ webRoot: this.options.webRoot!, files: this.options.files, appOrigin: this.options.appOrigin }),
      );
      // Routing does not see WebSockets; the page has no use for one.
      await context.routeWebSocket(/.*/, (socket) => socket.close());
      const page = await context.newPage();
      page.on("crash", () => void context.close().catch(() => undefined));
      const response = await page.goto(`${PRINT_ORIGIN}${PRINT_ENTRY_PATH}`, { timeout: START_TIMEOUT_MS });
      if (!response?.ok()) throw new Error(`The print entry answered ${response?.status() ?? "nothing"}; is the web app built?`);
      await page.waitForFunction(() => typeof window.vitaePrint?.render === "function", undefined, { timeout: START_TIMEOUT_MS });
      return { context, page, browser };
    } catch (error) {
      await context.close().catch(() => undefined);
      throw error;
    }
  }

  async warmUp(): Promise<void> {
    if (!this.available) return;
    // Starting the browser opens every slot's page (warmOtherSlots).
    await this.startBrowser();
    await Promise.all(this.slots.map((slot) => slot.warm?.catch(() => undefined)));
  }

  /** The running browser, started (or connected) on first use and again after it went away. */
  private startBrowser(): Promise<Browser> {
    if (this.browser) return this.browser;
    const starting = this.launch().then(
      (browser) => {
        browser.on("disconnected", () => {
          if (this.browser === starting) this.browser = undefined;
          if (!this.closed) this.options.logger?.warn("PDF renderer: the browser disconnected; the next render starts it again");
        });
        if (this.closed) void browser.close().catch(() => undefined);
        else this.warmOtherSlots();
        return browser;
      },
      (error: unknown) => {
        if (this.browser === starting) this.browser = undefined;
        this.options.logger?.error({ err: error }, "PDF renderer: could not start or reach Chromium");
        throw unavailable();
      },
    );
    this.browser = starting;
    return starting;
  }

  private async launch(): Promise<Browser> {
    // Imported here so a server without playwright-core installed still starts (and answers 503).
    const { chromium } = await import("playwright-core");
    const { wsEndpoint, chromiumPath } = this.options;
    // CDP rather than Playwright's own protocol: any Chrome or Browserless speaks it, whatever
    // Playwright version it was started with.
    if (wsEndpoint) return chromium.connectOverCDP(wsEndpoint, { timeout: START_TIMEOUT_MS });
    return chromium.launch({ executablePath: chromiumPath, args: CHROMIUM_ARGS, timeout: START_TIMEOUT_MS });
  }

  /** With the browser up, the idle slots open their pages now so the next renders find them warm. */
  private warmOtherSlots(): void {
    for (const slot of this.slots) {
      if (slot.warm) continue;
      const opening = this.openPage();
      opening.catch(() => {
        if (slot.warm === opening) slot.warm = undefined;
      });
      slot.warm = opening;
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    this.pool.rejectWaiting(unavailable);
    const starting = this.browser;
    this.browser = undefined;
    await Promise.all(
      this.slots.map(async (slot) => {
        const warm = await slot.warm?.catch(() => undefined);
        slot.warm = undefined;
        await warm?.context.close().catch(() => undefined);
      }),
    );
    const browser = await starting?.catch(() => undefined);
    // A launched browser exits; a remote one is only disconnected from (our contexts are gone).
    await browser?.close().catch(() => undefined);
  }
}

/** The renderer the app uses: a pool in front of a local or remote Chromium. */
export const createPdfRenderer = (options: PdfRendererOptions): PdfRenderer => new ChromiumPdfRenderer(options);

/** For servers and tests that must not start a browser. */
export const unavailablePdfRenderer: PdfRenderer = {
  available: false,
  render: () => Promise.reject(unavailable()),
  renderLetter: () => Promise.reject(unavailable()),
  warmUp: async () => {},
  close: async () => {},
};
