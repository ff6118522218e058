import { readdirSync, readFileSync } from "node:fs";
import { afterEach, describe, expect, it } from "vitest";
import { AppError } from "../errors";
import { NOT_AVAILABLE_MESSAGE } from "./pdf-renderer";
import { fixtureRenderer, fixtureResume, FIXTURE_WEB_ROOT, type FixtureRenderer } from "./test-fixtures/fixture-renderer";
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

/** Resolves to the AppError a promise rejects with (fails the test if it resolves or throws something else). */
async function appErrorOf(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => new Error("expected the render to fail"),
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

/** Pids of the Chromium browser processes (not their helpers) started by this test process. */
function browserPids(): number[] {
  const parentOf = new Map<number, number>();
  const commandOf = new Map<number, string>();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      parentOf.set(Number(entry), Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]));
      commandOf.set(Number(entry), readFileSync(`/proc/${entry}/cmdline`, "utf8"));
    } catch {
      // The process ended while we looked.
    }
  }
  const descends = (pid: number): boolean => {
    for (let p = parentOf.get(pid); p !== undefined && p > 1; p = parentOf.get(p)) if (p === process.pid) return true;
    return false;
  };
  return [...commandOf]
    .filter(([pid, command]) => descends(pid) && /chrom/.test(command) && !command.includes("--type=") && command.includes("--headless"))
    .map(([pid]) => pid);
}

describe("PdfRenderer with a real Chromium", BROWSER_TEST, () => {
  it("renders the print entry to a PDF with a text layer, links and one PDF page per printed page", async () => {
    const renderer = await start();
    expect(renderer.available).toBe(true);
    const { pdf, pageCount } = await renderer.render(fixtureResume("pages:3", "Grace Hopper", "grace@example.com"));
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
    await renderer.render(fixtureResume("pages:2", "First Person"));
    const started = performance.now();
    const second = await readPdf((await renderer.render(fixtureResume("pages:1", "Second Person"))).pdf);
    const warmMs = performance.now() - started;
    expect(second.text).toContain("Second Person");
    expect(second.text).not.toContain("First Person");
    expect(second.pageCount).toBe(1);
    // No browser start and no page load on a warm render (a cold one takes seconds here).
    expect(warmMs).toBeLessThan(1_000);
  });

  it("renders at most poolSize resumes at once, queues the rest first come first served, and refuses more than the queue holds", async () => {
    const renderer = await start({ poolSize: 2, maxQueue: 2 });
    await renderer.render(fixtureResume("pages:1")); // warm: the timings below are renders, not a browser start
    const finished: number[] = [];
    const renders = [0, 1, 2, 3].map((i) =>
      renderer.render(fixtureResume("delay:400", `Person ${i}`)).then(async ({ pdf }) => {
        finished.push(i);
        return (await readPdf(pdf)).text;
      }),
    );
    expect(renderer.load).toEqual({ busy: 2, queued: 2 });

    const refused = await appErrorOf(renderer.render(fixtureResume("pages:1")));
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
    await renderer.render(fixtureResume("pages:1"));
    const started = performance.now();
    const error = await appErrorOf(renderer.render(fixtureResume("hang", "Hanging Person")));
    expect(error.code).toBe("PDF_TIMEOUT");
    expect(error.status).toBe(504);
    expect(performance.now() - started).toBeLessThan(3_000);

    const next = await readPdf((await renderer.render(fixtureResume("pages:1", "Next Person"))).pdf);
    expect(next.text).toContain("Next Person");
    expect(next.text).not.toContain("Hanging Person");
    expect(next.text).not.toContain("LEFTOVER");
  });

  it("does not let a render that throws leak into the next one", async () => {
    const renderer = await start({ poolSize: 1 });
    await expect(renderer.render(fixtureResume("throw", "Failing Person"))).rejects.toThrow(/fixture render failed/);
    const next = await readPdf((await renderer.render(fixtureResume("pages:1", "Next Person"))).pdf);
    expect(next.text).toContain("Next Person");
    expect(next.text).not.toContain("Failing Person");
    expect(next.text).not.toContain("LEFTOVER");
  });

  it("after the browser is killed, fails the renders in flight with 503 and starts a new browser for the next render", async () => {
    const renderer = await start({ poolSize: 2 });
    await renderer.render(fixtureResume("pages:1"));
    const [before] = browserPids();
    expect(before).toBeDefined();

    const inFlight = appErrorOf(renderer.render(fixtureResume("delay:2000", "In Flight")));
    await new Promise((resolve) => setTimeout(resolve, 200));
    process.kill(before!, "SIGKILL");
    const error = await inFlight;
    expect(error.code).toBe("SERVICE_UNAVAILABLE");
    expect(error.details.retryAfter).toBeGreaterThan(0);

    const next = await readPdf((await renderer.render(fixtureResume("pages:2", "After Crash"))).pdf);
    expect(next.text).toContain("After Crash");
    expect(next.pageCount).toBe(2);
    const after = browserPids();
    expect(after).toHaveLength(1);
    expect(after[0]).not.toBe(before);
  });

  it("refuses the renders still queued when it closes, and every render after", async () => {
    const renderer = await start({ poolSize: 1, maxQueue: 4 });
    await renderer.render(fixtureResume("pages:1"));
    const running = appErrorOf(renderer.render(fixtureResume("delay:1000")));
    const queued = appErrorOf(renderer.render(fixtureResume("pages:1")));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(renderer.load).toEqual({ busy: 1, queued: 1 });
    await renderer.close();
    expect((await queued).code).toBe("SERVICE_UNAVAILABLE");
    expect((await running).code).toBe("SERVICE_UNAVAILABLE");
    expect(renderer.available).toBe(false);
    expect((await appErrorOf(renderer.render(fixtureResume("pages:1")))).message).toBe(NOT_AVAILABLE_MESSAGE);
    expect(browserPids()).toEqual([]);
  });
});

describe("PdfRenderer without a usable Chromium", () => {
  it("is unavailable without a Chromium binary and without an endpoint, and answers 503", async () => {
    const renderer = await start({ chromiumPath: "/nonexistent/chromium" });
    expect(renderer.available).toBe(false);
    const error = await appErrorOf(renderer.render(fixtureResume("pages:1")));
    expect(error.code).toBe("SERVICE_UNAVAILABLE");
    expect(error.status).toBe(503);
    expect(error.message).toBe(NOT_AVAILABLE_MESSAGE);
  });

  it("is unavailable when the web root has no print entry (the web app is not built)", async () => {
    const renderer = await start({ webRoot: `${FIXTURE_WEB_ROOT}/missing` });
    expect(renderer.available).toBe(false);
    expect((await appErrorOf(renderer.render(fixtureResume("pages:1")))).code).toBe("SERVICE_UNAVAILABLE");
  });

  it("answers 503, not 500, when the binary is there but Chromium does not start", async () => {
    const renderer = await start({ chromiumPath: "/bin/false" });
    expect(renderer.available).toBe(true);
    const error = await appErrorOf(renderer.render(fixtureResume("pages:1")));
    expect(error.code).toBe("SERVICE_UNAVAILABLE");
    expect(error.message).toBe(NOT_AVAILABLE_MESSAGE);
  });
});
