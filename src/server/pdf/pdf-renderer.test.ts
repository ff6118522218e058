import { afterEach, describe, expect, it } from "vitest";
import { AppError } from "../errors";
import { NOT_AVAILABLE_MESSAGE, renderErrorOf } from "../services/pdf/render-refusals";
import { descendantProcesses } from "../test-support/processes";
import { RenderRefusal } from "./render-refusal";
import { ADA, as, fixtureRenderer, fixtureResume, FIXTURE_WEB_ROOT, type FixtureRenderer } from "./test-fixtures/fixture-renderer";
import { readPdf } from "./test-fixtures/read-pdf";

// Real Chromium: a cold start takes a second or two on a small machine.
const BROWSER_TEST = { timeout: 30_000 };

let current: FixtureRenderer | undefined;
afterEach(async () => {
  await current?.close();
  current = undefined;
});

async function start(options: Parameters<typeof fixtureRenderer>[0] = {}) {
  current = await fixtureRenderer(options);
  return current.renderer;
}

/**
 * Resolves to the AppError the export service makes of the refusal a promise rejects with (fails
 * the test if it resolves or throws something other than a refusal).
 */
async function appErrorOf(promise: Promise<unknown>): Promise<AppError> {
  const refusal = await promise.then(
    () => new Error("expected the render to fail"),
    (reason: unknown) => reason,
  );
  expect(refusal).toBeInstanceOf(RenderRefusal);
  const error = renderErrorOf(refusal);
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

/** Pids of the Chromium browser processes (not their helpers) started by this test process. */
function browserPids(): number[] {
  return descendantProcesses(process.pid)
    .filter(({ command }) => /chrom/.test(command) && !command.includes("--type=") && command.includes("--headless"))
    .map(({ pid }) => pid);
}

describe("PdfRenderer with a real Chromium", BROWSER_TEST, () => {
  it("renders the print entry to a PDF with a text layer, links and one PDF page per printed page", async () => {
    const renderer = await start();
    expect(renderer.available).toBe(true);
    const { pdf, pageCount } = await renderer.render(fixtureResume("pages:3", "Grace Hopper", "grace@example.com"), ADA);
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    expect(pageCount).toBe(3);
    const contents = await readPdf(pdf);
    expect(contents.pageCount).toBe(3);
    expect(contents.text).toContain("Grace Hopper");
    expect(contents.text).toContain("Page 3 of 3");
    expect(contents.links).toContain("mailto:grace@example.com");
  });

  it("keeps its pages warm: the next resume replaces the previous one on the same page", async () => {
    const renderer = await start({ poolSize: 1 });
    await renderer.render(fixtureResume("pages:2", "First Person"), ADA);
    const started = performance.now();
    const second = await readPdf((await renderer.render(fixtureResume("pages:1", "Second Person"), ADA)).pdf);
    const warmMs = performance.now() - started;
    expect(second.text).toContain("Second Person");
    expect(second.text).not.toContain("First Person");
    expect(second.pageCount).toBe(1);
    // No browser start and no page load on a warm render (a cold one takes seconds here).
    expect(warmMs).toBeLessThan(1_000);
  });

  it("renders at most poolSize resumes at once, queues the rest first come first served, and refuses more than the queue holds", async () => {
    const renderer = await start({ poolSize: 2, maxQueue: 2 });
    await renderer.render(fixtureResume("pages:1"), ADA); // warm: the timings below are renders, not a browser start
    const finished: number[] = [];
    // One user each: this is about the pool, not about one user's share of it.
    const renders = [0, 1, 2, 3].map((i) =>
      renderer.render(fixtureResume("delay:400", `Person ${i}`), as(`person-${i}`)).then(async ({ pdf }) => {
        finished.push(i);
        return (await readPdf(pdf)).text;
      }),
    );
    expect(renderer.load).toEqual({ busy: 2, queued: 2 });

    const refused = await appErrorOf(renderer.render(fixtureResume("pages:1"), as("person-4")));
    expect(refused.code).toBe("SERVICE_UNAVAILABLE");
    expect(refused.status).toBe(503);
    expect(refused.details.retryAfter).toBeGreaterThan(0);

    const texts = await Promise.all(renders);
    texts.forEach((text, i) => expect(text).toContain(`Person ${i}`));
    // Two at a time: the queued pair starts only when the first pair is done.
    expect(finished.slice(0, 2).sort()).toEqual([0, 1]);
    expect(finished.slice(2).sort()).toEqual([2, 3]);
    expect(renderer.load).toEqual({ busy: 0, queued: 0 });
  });

  it("fails a render that runs out of time with PDF_TIMEOUT and replaces its page; the next render works and shows nothing of it", async () => {
    const renderer = await start({ poolSize: 1, renderTimeoutMs: 1_500 });
    await renderer.render(fixtureResume("pages:1"), ADA);
    const started = performance.now();
    const error = await appErrorOf(renderer.render(fixtureResume("hang", "Hanging Person"), ADA));
    expect(error.code).toBe("PDF_TIMEOUT");
    expect(error.status).toBe(504);
    expect(performance.now() - started).toBeLessThan(3_000);

    const next = await readPdf((await renderer.render(fixtureResume("pages:1", "Next Person"), ADA)).pdf);
    expect(next.text).toContain("Next Person");
    expect(next.text).not.toContain("Hanging Person");
    expect(next.text).not.toContain("LEFTOVER");
  });

  it("does not let a render that throws leak into the next one", async () => {
    const renderer = await start({ poolSize: 1 });
    await expect(renderer.render(fixtureResume("throw", "Failing Person"), ADA)).rejects.toThrow(/fixture render failed/);
    const next = await readPdf((await renderer.render(fixtureResume("pages:1", "Next Person"), ADA)).pdf);
    expect(next.text).toContain("Next Person");
    expect(next.text).not.toContain("Failing Person");
    expect(next.text).not.toContain("LEFTOVER");
  });

  it("after the browser is killed, fails the renders in flight with 503 and starts a new browser for the next render", async () => {
    // A browser of an earlier test may still be on its way out: only this renderer's count.
    const earlier = new Set(browserPids());
    const ours = () => browserPids().filter((pid) => !earlier.has(pid));
    // The page asks the file store for this key as it begins the render: the kill lands while it works
    // (a kill before, while a busy machine still opens the page, would be survived by a new browser).
    let markStarted: () => void;
    const started = new Promise<void>((resolve) => (markStarted = resolve));
    const renderer = await start({ poolSize: 2, onFileRead: (key) => key === "render-started" && markStarted() });
    await renderer.render(fixtureResume("pages:1"), ADA);
    const [before, ...more] = ours();
    expect(before).toBeDefined();
    expect(more).toEqual([]);

    const inFlight = appErrorOf(renderer.render(fixtureResume("started:/files/render-started delay:2000", "In Flight"), ADA));
    await started;
    process.kill(before!, "SIGKILL");
    const error = await inFlight;
    expect(error.code).toBe("SERVICE_UNAVAILABLE");
    expect(error.details.retryAfter).toBeGreaterThan(0);

    const next = await readPdf((await renderer.render(fixtureResume("pages:2", "After Crash"), ADA)).pdf);
    expect(next.text).toContain("After Crash");
    expect(next.pageCount).toBe(2);
    const after = ours();
    expect(after).toHaveLength(1);
    expect(after[0]).not.toBe(before);
  });

  it("refuses the renders still queued when it closes, and every render after", async () => {
    const earlier = new Set(browserPids());
    const renderer = await start({ poolSize: 1, maxQueue: 4 });
    await renderer.render(fixtureResume("pages:1"), ADA);
    const running = appErrorOf(renderer.render(fixtureResume("delay:1000"), ADA));
    const queued = appErrorOf(renderer.render(fixtureResume("pages:1"), ADA));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(renderer.load).toEqual({ busy: 1, queued: 1 });
    await renderer.close();
    expect((await queued).code).toBe("SERVICE_UNAVAILABLE");
    expect((await running).code).toBe("SERVICE_UNAVAILABLE");
    expect(renderer.available).toBe(false);
    expect((await appErrorOf(renderer.render(fixtureResume("pages:1"), ADA))).message).toBe(NOT_AVAILABLE_MESSAGE);
    expect(browserPids().filter((pid) => !earlier.has(pid))).toEqual([]);
  });
});

describe("PdfRenderer limits what one user's exports cost", BROWSER_TEST, () => {
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  it("serves another user before a flooding user's queued renders, and refuses that user's renders past their share with 429", async () => {
    const renderer = await start({ poolSize: 2, maxQueue: 16, maxRendersPerOwner: 3 });
    await renderer.render(fixtureResume("pages:1"), ADA);
    const finished: string[] = [];
    const track = (name: string, promise: Promise<unknown>) => promise.then(() => finished.push(name));
    const flood = [1, 2, 3].map((i) => track(`flood ${i}`, renderer.render(fixtureResume("delay:600", `Flood ${i}`), as("flooder"))));
    await sleep(100);
    const other = track("other", renderer.render(fixtureResume("delay:100", "Other User"), as("other")));
    expect(renderer.load).toEqual({ busy: 2, queued: 2 });

    const refused = await appErrorOf(renderer.render(fixtureResume("pages:1"), as("flooder")));
    expect(refused.code).toBe("RATE_LIMITED");
    expect(refused.status).toBe(429);
    expect(refused.message).toBe("You already have 3 PDF exports in progress. Wait for them to finish.");
    expect(refused.details.retryAfter).toBeGreaterThan(0);

    await Promise.all([...flood, other]);
    // The flooder's third render came first but waited: the freed page went to the user with none.
    expect(finished.indexOf("other")).toBeLessThan(finished.indexOf("flood 3"));
    expect(renderer.load).toEqual({ busy: 0, queued: 0 });
  });

  it("drops a queued render whose client went away: it never renders, and the queue is free at once", async () => {
    const renderer = await start({ poolSize: 1 });
    await renderer.render(fixtureResume("pages:1"), ADA); // render 1 on the one page
    const running = renderer.render(fixtureResume("delay:800", "Running Person"), ADA); // render 2
    const client = new AbortController();
    const dropped = appErrorOf(renderer.render(fixtureResume("pages:1", "Gone Person"), { owner: "bob", signal: client.signal }));
    await sleep(100);
    expect(renderer.load).toEqual({ busy: 1, queued: 1 });
    client.abort();
    const error = await dropped;
    expect(error.code).toBe("CLIENT_CLOSED_REQUEST");
    expect(renderer.load).toEqual({ busy: 1, queued: 0 });
    await running;
    const next = await readPdf((await renderer.render(fixtureResume("pages:1", "Next Person"), as("carol"))).pdf);
    expect(next.text).toContain("Render 3 on this page");
    expect(next.text).not.toContain("Gone Person");
  });

  it("refuses with 422 and prints nothing when the laid-out resume has more pages than the limit; the page stays warm", async () => {
    const renderer = await start({ poolSize: 1, maxPages: 3 });
    expect((await renderer.render(fixtureResume("pages:3"), ADA)).pageCount).toBe(3);
    const error = await appErrorOf(renderer.render(fixtureResume("pages:4"), ADA));
    expect(error.code).toBe("PDF_TOO_LONG");
    expect(error.status).toBe(422);
    expect(error.message).toBe("This resume is too long for a PDF: it would print more than 3 pages. Shorten it and export again.");
    // The same page, not a fresh one: this is its third render.
    expect((await readPdf((await renderer.render(fixtureResume("pages:1"), ADA)).pdf)).text).toContain("Render 3 on this page");
  });

  it("tells the caller how long each render held its page, a refused one too (the user's render-time budget counts both)", async () => {
    const renderer = await start({ poolSize: 1, maxPages: 3 });
    const times: number[] = [];
    const timed = { ...ADA, onRenderTime: (ms: number) => times.push(ms) };
    await renderer.render(fixtureResume("delay:400"), timed);
    expect((await appErrorOf(renderer.render(fixtureResume("pages:4"), timed))).code).toBe("PDF_TOO_LONG");
    expect(times).toHaveLength(2);
    expect(times[0]).toBeGreaterThanOrEqual(400);
    expect(times[1]).toBeGreaterThan(0);
  });
});

describe("PdfRenderer without a usable Chromium", () => {
  it("is unavailable without a Chromium binary and without an endpoint, and answers 503", async () => {
    const renderer = await start({ chromiumPath: "/nonexistent/chromium" });
    expect(renderer.available).toBe(false);
    const error = await appErrorOf(renderer.render(fixtureResume("pages:1"), ADA));
    expect(error.code).toBe("SERVICE_UNAVAILABLE");
    expect(error.status).toBe(503);
    expect(error.message).toBe(NOT_AVAILABLE_MESSAGE);
  });

  it("is unavailable when the web root has no print entry (the web app is not built)", async () => {
    const renderer = await start({ webRoot: `${FIXTURE_WEB_ROOT}/missing` });
    expect(renderer.available).toBe(false);
    expect((await appErrorOf(renderer.render(fixtureResume("pages:1"), ADA))).code).toBe("SERVICE_UNAVAILABLE");
  });

  it("answers 503, not 500, when the binary is there but Chromium does not start", async () => {
    const renderer = await start({ chromiumPath: "/bin/false" });
    expect(renderer.available).toBe(true);
    const error = await appErrorOf(renderer.render(fixtureResume("pages:1"), ADA));
    expect(error.code).toBe("SERVICE_UNAVAILABLE");
    expect(error.message).toBe(NOT_AVAILABLE_MESSAGE);
  });
});
