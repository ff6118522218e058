import { AppError } from "../errors";
import { loadBuiltinEngine } from "./functions";
import { READY, type BuiltinReply, type BuiltinTask, type WorkerRole } from "./worker-messages";

type Perform = (task: BuiltinTask) => Promise<unknown>;

async function performerFor(role: WorkerRole): Promise<Perform> {
  if (role === "ocr") {
    const [{ createOcrReader }, { readScanPage }] = await Promise.all([
      import("../intake/ocr/ocr-reader"),
      import("../intake/ocr/read-scan-page"),
    ]);
    // Tesseract loads its model once, before the worker says it is ready: a task's time is reading only.
    const reader = await createOcrReader();
    return async (task) => {
      if (task.kind !== "ocr") throw new Error(`An OCR worker was sent a ${task.kind} task.`);
      return readScanPage(reader, task.source);
    };
  }
  if (role === "intake") {
    const { extractDocument } = await import("../intake/extract-document");
    return async (task) => {
      if (task.kind !== "extract") throw new Error(`An intake worker was sent a ${task.kind} task.`);
      return extractDocument(task.bytes, { accept: task.accept });
    };
  }
  const builtinEngine = await loadBuiltinEngine();
  return async (task) => {
    if (task.kind !== "run") throw new Error(`An engine worker was sent an ${task.kind} task.`);
    // The pool's run() ties the input's type to the function's name; the message loses that link.
    return (builtinEngine[task.name] as (input: unknown) => unknown)(task.input);
  };
}

async function reply(perform: Perform, task: BuiltinTask): Promise<BuiltinReply> {
  try {
    return { ok: true, value: await perform(task) };
  } catch (error) {
    if (error instanceof AppError) return { ok: false, appError: { code: error.code, message: error.message, details: error.details } };
    const bug = error instanceof Error ? error : new Error(String(error));
    return { ok: false, bug: { name: bug.name, message: bug.message, stack: bug.stack } };
  }
}

const send = process.send?.bind(process);
const role = process.argv[2];
if (!send || (role !== "engine" && role !== "intake" && role !== "ocr")) {
  throw new Error("builtin-worker runs as a worker process of the built-in engine's pool (builtin-pool.ts), given its role.");
}
const perform = await performerFor(role);
// One task at a time: the pool sends the next only after this one's reply.
process.on("message", (task: BuiltinTask) => {
  void reply(perform, task).then((answer) => send(answer));
});
// The server is gone (it stopped, or was killed): nothing is left to answer.
process.on("disconnect", () => process.exit(0));
send(READY);
