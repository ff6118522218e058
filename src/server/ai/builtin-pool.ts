import os from "node:os";
import { Worker } from "node:worker_threads";
import type { AiFunctionName } from "../../shared/ai";
import { AppError } from "../errors";
import type { DocumentFormat, ExtractedDocument } from "../intake/document";
import { SlotPool } from "../pdf/slot-pool";
import type { BuiltinReply, BuiltinTask } from "./builtin-worker";
import { AI_FAILURE_MESSAGES } from "./failure-messages";
import type { AiInput, AiResult } from "./results";

export interface BuiltinPoolOptions {
  /** Worker threads, each running one task at a time. */
  size: number;
  /** Tasks waiting for a worker; one more is answered busy. */
  queue: number;
  /** Tasks one user may have running or waiting; one more is answered busy. */
  perUser: number;
  /** Heap of one worker, in MB: a task that needs more fails, and a fresh worker takes its place. */
  heapMb: number;
}

/**
 * Whose call it is (the workers are shared fairly between users) and the request's signal: a task
 * still waiting for a worker when it aborts is dropped; one already running finishes.
 */
export interface EngineCall {
  owner: string;
  signal?: AbortSignal | undefined;
}

/**
 * The built-in engine and the intake off the server's event loop: a call takes 0.2-24 ms on a
 * typical resume, but up to 2 s on the largest resume the schema takes, and reading a large PDF a
 * second or more, which on the main thread would hold every other request of every user.
 */
export interface BuiltinPool {
  run<F extends AiFunctionName>(name: F, input: AiInput<F>, call: EngineCall): Promise<AiResult<F>>;
  /** extractDocument (intake/extract-document.ts) in a worker: its AppErrors arrive as they were thrown. */
  extract(bytes: Uint8Array, accept: readonly DocumentFormat[], call: EngineCall): Promise<ExtractedDocument>;
  /** Starts the workers ahead of the first task: each loads the engine and pdf.js, a second or more. */
  warmUp(): void;
  /** Fails the waiting tasks and stops the workers. */
  close(): Promise<void>;
}

// One core always stays free for the event loop, as for password hashing. A typical task takes
// under 25 ms, so a full queue clears in about a second; four per user leaves room for a screen's
// parallel calls while one user's burst of large resumes cannot hold the queue. A revamp of the
// largest resume the schema takes needs about 128 MB of heap, reading a 2.6 MB PDF under 96 MB: the
// cap is far above real work, and only a runaway task fails on it rather than take the server's memory.
export const defaultBuiltinPool = (): BuiltinPoolOptions => ({
  size: Math.max(1, os.availableParallelism() - 1),
  queue: 32,
  perUser: 4,
  heapMb: 512,
});

/** A waiting task leaves room within about this many seconds on a busy server. */
export const BUSY_RETRY_AFTER_S = 2;

// The answer of a provider that is busy (decision 021), so the screens show the seed's busy banner and retry.
const busy = () => new AppError("RATE_LIMITED", AI_FAILURE_MESSAGES.busy, { errorType: "rate_limited", retryAfter: BUSY_RETRY_AFTER_S });
const clientGone = () => new AppError("CLIENT_CLOSED_REQUEST", "The request was cancelled before the built-in engine took it.");
const closed = () => new AppError("SERVICE_UNAVAILABLE", "The server is stopping.");

/** A worker's place in the pool, empty until the pool warms up or a task needs it, and after a crash. */
interface Place {
  worker: Worker | undefined;
}

/**
 * The worker sits beside this module: builtin-worker.js beside the server bundle (scripts/build-server.mjs),
 * builtin-worker.ts in the source under tsx and vitest. A worker does not inherit tsx's loader, and
 * Node 20 ignores --import in a worker's execArgv (tsx issue 354): the worker registers tsx itself.
 */
function startWorker(heapMb: number): Worker {
  const resourceLimits = { maxOldGenerationSizeMb: heapMb };
  if (!import.meta.url.endsWith(".ts")) return new Worker(new URL("./builtin-worker.js", import.meta.url), { resourceLimits });
  const tsx = JSON.stringify(import.meta.resolve("tsx/esm/api"));
  const entry = JSON.stringify(new URL("./builtin-worker.ts", import.meta.url).href);
  return new Worker(`import(${tsx}).then((tsx) => { tsx.register(); return import(${entry}); });`, { eval: true, resourceLimits });
}

function errorOf(reply: Exclude<BuiltinReply, { ok: true }>): Error {
  if ("appError" in reply) return new AppError(reply.appError.code, reply.appError.message, reply.appError.details);
  const error = new Error(reply.bug.message);
  error.name = reply.bug.name;
  error.stack = reply.bug.stack;
  return error;
}

/** Sends the task to the worker; rejects if the worker stops before it answers. */
function perform(worker: Worker, task: BuiltinTask): Promise<unknown> {
  return new Promise((resolve, reject) => {
    let failure: Error | undefined;
    const onError = (error: Error) => {
      failure = error;
    };
    const onMessage = (reply: BuiltinReply) => {
      settle();
      if (reply.ok) resolve(reply.value);
      else reject(errorOf(reply));
    };
    // A crash (an exception outside a task, the heap limit) emits error, then exit.
    const onExit = (code: number) => {
      settle();
      const what = task.kind === "run" ? task.name : "reading an upload";
      const reason = failure ? `: ${failure.message}` : ` with code ${code}`;
      reject(new Error(`The built-in engine's worker stopped during ${what}${reason}`, { cause: failure }));
    };
    const settle = () => {
      worker.off("error", onError).off("message", onMessage).off("exit", onExit);
    };
    worker.on("error", onError).on("message", onMessage).on("exit", onExit);
    worker.postMessage(task);
  });
}

/** A small pool of worker threads running the built-in engine, with a bounded queue fair between users. */
export function createBuiltinPool(options: BuiltinPoolOptions = defaultBuiltinPool()): BuiltinPool {
  const places: Place[] = Array.from({ length: options.size }, () => ({ worker: undefined }));
  const slots = new SlotPool(places, { maxQueue: options.queue, maxPerOwner: options.perUser });
  let stopping = false;

  const start = (place: Place): Worker => {
    const worker = startWorker(options.heapMb);
    let answered = false;
    worker
      .once("message", () => {
        answered = true;
      })
      // Without an error listener a crash would be thrown on the server's event loop; perform() tells the task.
      .on("error", () => undefined)
      .once("exit", () => {
        if (place.worker !== worker) return;
        place.worker = undefined;
        // A worker that answered once loads fine, so its replacement starts at once (loading the
        // engine takes a second or more); one that never answered may not load at all, and is
        // started again only by the next task, never in a loop.
        if (answered && !stopping) start(place);
      });
    place.worker = worker;
    return worker;
  };

  const submit = async (task: BuiltinTask, { owner, signal }: EngineCall): Promise<unknown> => {
    if (stopping) throw closed();
    const slot = slots.tryAcquire(owner, signal);
    if (typeof slot === "string") throw busy();
    const place = await slot.catch((error: unknown) => {
      throw signal?.aborted ? clientGone() : error;
    });
    try {
      return await perform(place.worker ?? start(place), task);
    } finally {
      slots.release(place, owner);
    }
  };

  return {
    run<F extends AiFunctionName>(name: F, input: AiInput<F>, call: EngineCall) {
      return submit({ kind: "run", name, input }, call) as Promise<AiResult<F>>;
    },
    extract: (bytes, accept, call) => submit({ kind: "extract", bytes, accept }, call) as Promise<ExtractedDocument>,
    warmUp() {
      for (const place of places) if (!place.worker && !stopping) start(place);
    },
    async close() {
      stopping = true;
      slots.rejectWaiting(closed);
      await Promise.all(places.map((place) => place.worker?.terminate()));
    },
  };
}
