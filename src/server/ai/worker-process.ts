import { fork, type ChildProcess } from "node:child_process";
import { fileURLToPath } from "node:url";
import { READY, type BuiltinReply, type BuiltinTask, type WorkerRole } from "./worker-messages";
import { residentMegabytes } from "./resident-memory";

export interface WorkerProcessOptions {
  role: WorkerRole;
  /** V8 heap of the process, in MB: a task whose objects need more ends the process. */
  heapMb: number;
}

/** What one task may take before its process is ended. */
export interface TaskLimits {
  /** Wall-clock time from the moment the worker is given the task. */
  deadlineMs: number;
  /** Resident memory of the whole process, in MB: typed arrays and native buffers too, which no heap limit bounds. */
  memoryMb: number;
}

/** A task stopped by ending its process, at its deadline or over its memory. */
export class TaskOverrun extends Error {
  constructor(
    readonly limit: "deadline" | "memory",
    readonly ms: number,
  ) {
    super(`The task passed its ${limit} limit after ${Math.round(ms)} ms.`);
    this.name = "TaskOverrun";
  }
}

/** A task's answer and the time the worker spent on it. */
export interface TaskOutcome {
  reply: BuiltinReply;
  ms: number;
}

// Fast enough that a stream decoding at a few hundred MB a second passes the limit by little.
const MEMORY_CHECK_EVERY_MS = 20;
// The last of what a process wrote to stderr is kept to say why it stopped (V8 writes "heap out of memory" there).
const STDERR_TAIL_CHARS = 2000;

/**
 * The worker sits beside this module: builtin-worker.js beside the server bundle (scripts/build-server.mjs),
 * builtin-worker.ts in the source under tsx and vitest, which the process loads through tsx's loader.
 */
function startChild({ role, heapMb }: WorkerProcessOptions): ChildProcess {
  const source = import.meta.url.endsWith(".ts");
  const entry = fileURLToPath(new URL(source ? "./builtin-worker.ts" : "./builtin-worker.js", import.meta.url));
  const execArgv = [`--max-old-space-size=${heapMb}`, ...(source ? ["--import", import.meta.resolve("tsx")] : [])];
  // tsx finds the import aliases' index targets (`#server/ai/functions`) through tsconfig.json's paths,
  // and would look for tsconfig.json from the working folder, which is not always the repository's.
  const env = source
    ? { ...process.env, TSX_TSCONFIG_PATH: fileURLToPath(new URL("../../../tsconfig.json", import.meta.url)) }
    : process.env;
  return fork(entry, [role], { execArgv, env, serialization: "advanced", stdio: ["ignore", "inherit", "pipe", "ipc"] });
}

/**
 * One worker process of the pool, running one task at a time (decision 032). A process, not a
 * thread: ending it is the only way to stop synchronous work, its memory is returned to the system
 * when it ends, and its resident size can be measured apart from the server's.
 */
export class WorkerProcess {
  /** Resolves once the worker has loaded its code; rejects if it stops before. */
  readonly ready: Promise<void>;
  private readonly child: ChildProcess;
  private loaded = false;
  private stopped = false;
  private stderrTail = "";

  /** `onExit` is told when the process ends, for whatever reason, and whether it had loaded. */
  constructor(options: WorkerProcessOptions, onExit: (loaded: boolean) => void) {
    this.child = startChild(options);
    this.child.stderr?.setEncoding("utf8").on("data", (chunk: string) => {
      process.stderr.write(chunk);
      this.stderrTail = (this.stderrTail + chunk).slice(-STDERR_TAIL_CHARS);
    });
    this.ready = new Promise((resolve, reject) => {
      const onMessage = (message: unknown) => {
        if (message !== READY) return;
        this.loaded = true;
        this.child.off("message", onMessage);
        resolve();
      };
      this.child.on("message", onMessage);
      this.child.once("exit", (code, signal) => {
        this.stopped = true;
        if (!this.loaded) reject(new Error(`The built-in engine's worker stopped while loading ${this.exitReason(code, signal)}`));
        onExit(this.loaded);
      });
    });
    // A failed start (no such file) arrives as an error event; the exit event that follows tells the rest.
    this.child.on("error", () => undefined);
  }

  get pid(): number | undefined {
    return this.child.pid;
  }

  /** Whether the process was stopped or has ended: it takes no more tasks. */
  get isStopped(): boolean {
    return this.stopped;
  }

  /**
   * Gives the worker the task and answers its reply. Rejects with TaskOverrun, having ended the
   * process, at the deadline or once the process holds more memory than allowed; with an Error if
   * the process stops on its own (a crash, the heap limit).
   */
  run(task: BuiltinTask, limits: TaskLimits): Promise<TaskOutcome> {
    if (this.stopped) return Promise.reject(new Error("The built-in engine's worker had stopped before it was given the task."));
    return new Promise((resolve, reject) => {
      const started = performance.now();
      const elapsed = () => performance.now() - started;
      const settle = () => {
        clearTimeout(deadline);
        clearInterval(watchdog);
        this.child.off("message", onMessage).off("exit", onExit);
      };
      const overrun = (limit: TaskOverrun["limit"]) => {
        settle();
        this.stop();
        reject(new TaskOverrun(limit, elapsed()));
      };
      const onMessage = (reply: BuiltinReply) => {
        settle();
        resolve({ reply, ms: elapsed() });
      };
      const onExit = (code: number | null, signal: NodeJS.Signals | null) => {
        settle();
        const what = task.kind === "run" ? task.name : task.kind === "ocr" ? "reading a scan" : "reading an upload";
        reject(new Error(`The built-in engine's worker stopped during ${what} ${this.exitReason(code, signal)}`));
      };
      const deadline = setTimeout(() => overrun("deadline"), limits.deadlineMs);
      const watchdog = setInterval(() => {
        const megabytes = this.child.pid === undefined ? null : residentMegabytes(this.child.pid);
        if (megabytes !== null && megabytes > limits.memoryMb) overrun("memory");
      }, MEMORY_CHECK_EVERY_MS);
      this.child.on("message", onMessage).once("exit", onExit);
      this.child.send(task);
    });
  }

  /** Ends the process at once, whatever it is doing. */
  stop(): void {
    if (this.stopped) return;
    this.stopped = true;
    this.child.kill("SIGKILL");
  }

  /** Waits for the process to be gone. */
  async stopAndWait(): Promise<void> {
    if (this.child.exitCode !== null || this.child.signalCode !== null) return;
    const gone = new Promise((resolve) => this.child.once("exit", resolve));
    this.stop();
    await gone;
  }

  private exitReason(code: number | null, signal: NodeJS.Signals | null): string {
    const how = signal ? `(${signal})` : `with code ${code}`;
    const said = this.stderrTail.split("\n").find((line) => /FATAL ERROR|out of memory|Error:/.test(line));
    return said ? `${how}: ${said.trim()}` : how;
  }
}
