import os from "node:os";
import type { AiFunctionName } from "#shared/ai";
import { AppError } from "../errors";
import type { DocumentFormat, ExtractedDocument } from "../intake/document";
import type { OcrPage, OcrSource } from "../intake/ocr/ocr-source";
import { SlotPool } from "../scheduling/slot-pool";
import { EngineRefusal } from "./engine-refusal";
import type { BuiltinReply, BuiltinTask, WorkerRole } from "./worker-messages";
import type { AiInput, AiResult } from "./functions";
import { TaskOverrun, WorkerProcess, type TaskLimits } from "./worker-process";

/** One lane of the pool: worker processes of one role, each running one task at a time. */
export interface LaneOptions extends TaskLimits {
  /** Worker processes. */
  size: number;
  /** Tasks waiting for a worker; one more is answered busy. */
  queue: number;
  /** Tasks one user may have running or waiting; one more is answered busy. */
  perUser: number;
  /** Tasks one user may have running at once; below `size`, the rest of the workers stay free for others. */
  runningPerUser: number;
  /** V8 heap of one worker, in MB: a task whose objects need more fails, and a fresh worker takes its place. */
  heapMb: number;
}

/** The engine's functions, the reading of uploads and OCR run in lanes of their own (decisions 032, 040). */
export interface BuiltinPoolOptions {
  engine: LaneOptions;
  intake: LaneOptions;
  ocr: LaneOptions;
}

/** Worker time one caller may still spend (decision 032): asked before a task queues, told each task's time after. */
export interface WorkerBudget {
  /** Throws RATE_LIMITED once the caller's share is spent. */
  assertAvailable(): Promise<void>;
  spend(ms: number): void;
}

/**
 * Whose call it is (the workers are shared fairly between users), the request's signal (a task
 * still waiting for a worker when it aborts is dropped; one already running finishes), the
 * caller's worker-time budget, and whom to tell once a worker takes the call: a call refused
 * before that (busy, out of budget) cost nothing and is not counted as a request.
 */
export interface EngineCall {
  owner: string;
  signal?: AbortSignal | undefined;
  budget?: WorkerBudget | undefined;
  onAdmitted?: (() => void) | undefined;
}

/**
 * The built-in engine and the intake off the server's event loop: a call takes 0.2-24 ms on a
 * typical resume, but up to 3 s on the largest resume the schema takes, and reading a large PDF a
 * second or more, which on the main thread would hold every other request of every user.
 */
export interface BuiltinPool {
  run<F extends AiFunctionName>(name: F, input: AiInput<F>, call: EngineCall): Promise<AiResult<F>>;
  /** extractDocument (intake/extract-document.ts) in a worker: its AppErrors arrive as they were thrown. */
  extract(bytes: Uint8Array, accept: readonly DocumentFormat[], call: EngineCall): Promise<ExtractedDocument>;
  /** One page of a scan, or a photo, read by OCR (intake/ocr/read-scan-page.ts) in the OCR lane; the call's budget is its OCR time. */
  ocr(source: OcrSource, call: EngineCall): Promise<OcrPage>;
  /** Starts the engine's and the intake's workers ahead of the first task: each loads its code, a second or more. */
  warmUp(): void;
  /** Fails the waiting tasks and stops the workers. */
  close(): Promise<void>;
}

/**
 * How long one task may hold a worker: twice the slowest valid work, so a task past it is a hostile
 * or broken input, and ending it is what frees the worker for everyone else. The slowest engine
 * call the schemas allow, a revamp of 50 jobs of 5,000 characters in short bullets, takes about
 * 10 s of an idle core (the largest sample resume's optimization 3.3 s); the slowest real PDF we
 * have read takes 4 s, the 200,000 characters the intake reads of any file under 2 s.
 */
export const ENGINE_DEADLINE_MS = 20_000;
export const EXTRACTION_DEADLINE_MS = 15_000;
/**
 * How long OCR may take on one page of a scan (each page is a task of its own): a Letter page at
 * 300 dpi, read with the German and English models, takes 4 to 7 s of a core here on a quiet day
 * and up to 21 s (p95, the scan bench) when the machine's cores run at a third of that speed; a
 * page read poorly is read again in Chinese (decision 040). Past twice that it is not a resume's
 * page, or the server is far too loaded to read scans.
 */
export const OCR_PAGE_DEADLINE_MS = 40_000;

// Sizes (decision 032). The engine's lane has a worker per core but one, and at least two: one user
// runs on all of them but one, so another user's call never waits behind a long task, however many
// that user sends (the largest resume's optimization takes 3.3 s). Uploads are read in a lane of
// their own, so a slow file never holds an engine worker.
// Memory: a built worker idles at about 150 MB resident; a revamp of the largest resume needs about
// 128 MB of heap more, reading a 2.6 MB PDF about 100 MB. The caps are far above real work: only a
// runaway task reaches them, and it fails without taking the server's memory.
export const defaultBuiltinPool = (): BuiltinPoolOptions => {
  const spare = Math.max(1, os.availableParallelism() - 1);
  const engineWorkers = Math.max(2, spare);
  return {
    engine: {
      size: engineWorkers,
      queue: 32,
      perUser: 4,
      runningPerUser: engineWorkers - 1,
      heapMb: 512,
      memoryMb: 1024,
      deadlineMs: ENGINE_DEADLINE_MS,
    },
    intake: {
      size: Math.max(1, Math.floor(spare / 2)),
      queue: 16,
      perUser: 4,
      runningPerUser: Math.max(1, Math.floor(spare / 2)),
      heapMb: 256,
      memoryMb: 512,
      deadlineMs: EXTRACTION_DEADLINE_MS,
    },
    // One scan's page at a time on every server: OCR takes a core for seconds, and the engine's and
    // the intake's workers must keep theirs. Tesseract's model and a 12-megapixel page take about
    // 300 MB beside the worker's own (decision 040).
    ocr: {
      size: 1,
      queue: 8,
      perUser: 1,
      runningPerUser: 1,
      heapMb: 256,
      memoryMb: 1024,
      deadlineMs: OCR_PAGE_DEADLINE_MS,
    },
  };
};

/** A waiting task leaves room within about this many seconds on a busy server. */
export const BUSY_RETRY_AFTER_S = 2;

const busy = () => new EngineRefusal({ kind: "busy", retryAfterS: BUSY_RETRY_AFTER_S });
const clientGone = () => new EngineRefusal({ kind: "cancelled" });
const closed = () => new EngineRefusal({ kind: "stopping" });

/** A task ended at its limit: a refusal of its input, which the caller tells the user how to change. */
function overrunError(task: BuiltinTask, overrun: TaskOverrun, limits: TaskLimits): Error {
  const { deadlineMs } = limits;
  if (task.kind === "extract") return new EngineRefusal({ kind: "reading-overrun", limit: overrun.limit, deadlineMs });
  if (task.kind === "ocr") {
    const page = task.source.format === "pdf" ? task.source.page : null;
    return new EngineRefusal({ kind: "ocr-overrun", limit: overrun.limit, deadlineMs, page });
  }
  if (overrun.limit === "deadline") return new EngineRefusal({ kind: "engine-deadline", deadlineMs });
  // The engine's input is bounded by the schemas: a task that needs this much memory is a bug (500, logged).
  return new Error(`The built-in engine's worker passed its memory limit of ${limits.memoryMb} MB during ${task.name}.`);
}

function errorOf(reply: Exclude<BuiltinReply, { ok: true }>): Error {
  if ("appError" in reply) return new AppError(reply.appError.code, reply.appError.message, reply.appError.details);
  const error = new Error(reply.bug.message);
  error.name = reply.bug.name;
  error.stack = reply.bug.stack;
  return error;
}

/** A worker's place in a lane, empty until the pool warms up or a task needs it, and after its process ends. */
interface Place {
  worker: WorkerProcess | undefined;
}

interface Lane {
  role: WorkerRole;
  options: LaneOptions;
  places: Place[];
  slots: SlotPool<Place>;
}

/** Worker processes running the built-in engine and the intake, each lane with a bounded queue fair between users. */
export function createBuiltinPool(options: BuiltinPoolOptions = defaultBuiltinPool()): BuiltinPool {
  const laneOf = (role: WorkerRole): Lane => {
    const lane = options[role];
    const places: Place[] = Array.from({ length: lane.size }, () => ({ worker: undefined }));
    const limits = { maxQueue: lane.queue, maxPerOwner: lane.perUser, maxRunningPerOwner: lane.runningPerUser };
    return { role, options: lane, places, slots: new SlotPool(places, limits) };
  };
  const lanes = { engine: laneOf("engine"), intake: laneOf("intake"), ocr: laneOf("ocr") };
  let stopping = false;

  const start = (lane: Lane, place: Place): WorkerProcess => {
    const worker = new WorkerProcess({ role: lane.role, heapMb: lane.options.heapMb }, (loaded) => {
      if (place.worker !== worker) return;
      place.worker = undefined;
      // A worker that loaded once loads fine, so its replacement starts at once (loading takes a
      // second or more); one that never loaded may not load at all, and is started again only by
      // the next task, never in a loop.
      if (loaded && !stopping) start(lane, place);
    });
    // A worker that cannot load fails the task that waits for it; one started ahead has nobody waiting.
    worker.ready.catch(() => undefined);
    place.worker = worker;
    return worker;
  };

  const submit = async (lane: Lane, task: BuiltinTask, call: EngineCall): Promise<unknown> => {
    const { owner, signal, budget } = call;
    if (stopping) throw closed();
    await budget?.assertAvailable();
    const slot = lane.slots.tryAcquire(owner, signal);
    if (typeof slot === "string") throw busy();
    const place = await slot.catch((error: unknown) => {
      throw signal?.aborted ? clientGone() : error;
    });
    try {
      const worker = place.worker && !place.worker.isStopped ? place.worker : start(lane, place);
      await worker.ready;
      call.onAdmitted?.();
      const started = performance.now();
      let reply: BuiltinReply;
      try {
        reply = (await worker.run(task, lane.options)).reply;
      } catch (error) {
        if (!(error instanceof TaskOverrun)) throw error;
        // The worker was ended at its limit; it had loaded, so a fresh one starts loading at once.
        start(lane, place);
        throw overrunError(task, error, lane.options);
      } finally {
        // Every task's time counts, refused and failed ones too: they held the worker all the same.
        budget?.spend(performance.now() - started);
      }
      if (reply.ok) return reply.value;
      // A refused file may leave pdf.js's buffers behind; they go with the process, and a fresh one takes its place.
      if (task.kind === "extract") {
        worker.stop();
        start(lane, place);
      }
      throw errorOf(reply);
    } finally {
      lane.slots.release(place, owner);
    }
  };

  const allLanes = [lanes.engine, lanes.intake, lanes.ocr];
  return {
    run<F extends AiFunctionName>(name: F, input: AiInput<F>, call: EngineCall) {
      return submit(lanes.engine, { kind: "run", name, input }, call) as Promise<AiResult<F>>;
    },
    extract: (bytes, accept, call) => submit(lanes.intake, { kind: "extract", bytes, accept }, call) as Promise<ExtractedDocument>,
    ocr: (source, call) => submit(lanes.ocr, { kind: "ocr", source }, call) as Promise<OcrPage>,
    // The OCR worker starts with the first scan (a second or two more for that one): scans are
    // rare, and its model would otherwise hold memory on every server from the start.
    warmUp() {
      for (const lane of [lanes.engine, lanes.intake]) for (const place of lane.places) if (!place.worker && !stopping) start(lane, place);
    },
    async close() {
      stopping = true;
      for (const lane of allLanes) lane.slots.rejectWaiting(closed);
      await Promise.all(allLanes.flatMap((lane) => lane.places).map((place) => place.worker?.stopAndWait()));
    },
  };
}
