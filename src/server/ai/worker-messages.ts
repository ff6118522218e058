import type { AiFunctionName } from "#shared/ai";
import type { AppError } from "../errors";
import type { DocumentFormat } from "../intake/document";

/**
 * What a worker process does: run the built-in engine's functions, or read uploads. Each loads only
 * its own code (the engine's vocabularies, or pdf.js, mammoth and word-extractor).
 */
export type WorkerRole = "engine" | "intake";

/** What the pool asks a worker: one function of the built-in engine, or reading an upload. */
export type BuiltinTask =
  { kind: "run"; name: AiFunctionName; input: unknown } | { kind: "extract"; bytes: Uint8Array; accept: readonly DocumentFormat[] };

/**
 * A worker's answer. Errors do not survive serialisation as classes: an AppError travels as its
 * code, message and details, anything else as the name, message and stack of the bug it is.
 */
export type BuiltinReply =
  | { ok: true; value: unknown }
  | { ok: false; appError: Pick<AppError, "code" | "message" | "details"> }
  | { ok: false; bug: { name: string; message: string; stack: string | undefined } };

/** Sent once, when the worker has loaded its code and listens for tasks. */
export const READY = "ready";
