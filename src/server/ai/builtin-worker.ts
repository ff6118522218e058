import { parentPort } from "node:worker_threads";
import type { AiFunctionName } from "../../shared/ai";
import { AppError } from "../errors";
import type { DocumentFormat } from "../intake/document";
import { extractDocument } from "../intake/extract-document";
import { builtinEngine } from "./builtin";

/** What the pool asks a worker: one function of the built-in engine, or reading an upload. */
export type BuiltinTask =
  { kind: "run"; name: AiFunctionName; input: unknown } | { kind: "extract"; bytes: Uint8Array; accept: readonly DocumentFormat[] };

/**
 * A worker's answer. Errors do not survive the structured clone as classes: an AppError travels as
 * its code, message and details, anything else as the name, message and stack of the bug it is.
 */
export type BuiltinReply =
  | { ok: true; value: unknown }
  | { ok: false; appError: Pick<AppError, "code" | "message" | "details"> }
  | { ok: false; bug: { name: string; message: string; stack: string | undefined } };

async function perform(task: BuiltinTask): Promise<unknown> {
  if (task.kind === "extract") return extractDocument(task.bytes, { accept: task.accept });
  // The pool's run() ties the input's type to the function's name; the message loses that link.
  return (builtinEngine[task.name] as (input: unknown) => unknown)(task.input);
}

async function reply(task: BuiltinTask): Promise<BuiltinReply> {
  try {
    return { ok: true, value: await perform(task) };
  } catch (error) {
    if (error instanceof AppError) return { ok: false, appError: { code: error.code, message: error.message, details: error.details } };
    const bug = error instanceof Error ? error : new Error(String(error));
    return { ok: false, bug: { name: bug.name, message: bug.message, stack: bug.stack } };
  }
}

if (!parentPort) throw new Error("builtin-worker runs in a worker thread of the built-in engine's pool (builtin-pool.ts).");
const port = parentPort;
// One task at a time: the pool sends the next only after this one's reply.
port.on("message", (task: BuiltinTask) => {
  void reply(task).then((answer) => port.postMessage(answer));
});
