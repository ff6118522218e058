/**
 * Why the worker pool did not run a task. The pool only says what happened; the services that
 * called it (services/ai/engine-refusals.ts) decide what the user is told and with which status.
 */
export type EngineRefusalReason =
  /** The caller's share of the lane or the lane's queue is full; a place frees within `retryAfterS`. */
  | { kind: "busy"; retryAfterS: number }
  /** The client went away while its task waited for a worker. */
  | { kind: "cancelled" }
  /** The pool is closing with the server. */
  | { kind: "stopping" }
  /** Reading an upload was ended at its limit: the lane's deadline, or the worker's memory. */
  | { kind: "reading-overrun"; limit: "deadline" | "memory"; deadlineMs: number }
  /** Reading a page of a scan (`page`; null for a photo) by OCR was ended at its limit: the deadline per page, or the worker's memory. */
  | { kind: "ocr-overrun"; limit: "deadline" | "memory"; deadlineMs: number; page: number | null }
  /** An engine function was ended at the lane's deadline. */
  | { kind: "engine-deadline"; deadlineMs: number };

export class EngineRefusal extends Error {
  constructor(readonly reason: EngineRefusalReason) {
    super(`The built-in engine's pool refused the task: ${reason.kind}.`);
    this.name = "EngineRefusal";
  }
}
