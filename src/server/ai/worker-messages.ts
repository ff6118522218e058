import type { AiFunctionName } from "#shared/ai";
import type { AppError } from "../errors";
import type { DocumentFormat } from "../intake/document";
import type { OcrSource } from "../intake/ocr/ocr-source";

/**
 * What a worker process does: run the built-in engine's functions, read uploads, or read a scan's
 * page by OCR. Each loads only its own code (the engine's vocabularies; pdf.js, mammoth and
 * word-extractor; Tesseract and its models).
 */
export type WorkerRole = "engine" | "intake" | "ocr";

/** What the pool asks a worker: one function of the built-in engine, reading an upload, or reading one page of a scan by OCR. */
export type BuiltinTask =
  | { kind: "run"; name: AiFunctionName; input: unknown }
  | { kind: "extract"; bytes: Uint8Array; accept: readonly DocumentFormat[] }
  | { kind: "ocr"; source: OcrSource };

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
