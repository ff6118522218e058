/**
 * Why the renderer did not print a document. The renderer only says what happened; the service
 * that asked (services/pdf/render-refusals.ts) decides what the user is told and with which status.
 */
export type RenderRefusalReason =
  /** No Chromium to use, none that starts, or a renderer that is closing. */
  | { kind: "unavailable" }
  /** The browser went away while it rendered; a new one starts on the next render. */
  | { kind: "browser-restarted"; retryAfterS: number }
  /** The client went away while its render waited for a page. */
  | { kind: "cancelled" }
  /** The owner already has its share of renders running or queued. */
  | { kind: "owner-limit"; maxPerOwner: number; retryAfterS: number }
  /** Every page is busy and the queue is full. */
  | { kind: "queue-full"; retryAfterS: number }
  /** The render passed its time on the page. */
  | { kind: "timeout" }
  /** Laid out, the document has more pages than the limit; nothing was printed. */
  | { kind: "too-long"; maxPages: number; document: "resume" | "letter" };

export class RenderRefusal extends Error {
  constructor(readonly reason: RenderRefusalReason) {
    super(`The PDF renderer refused the render: ${reason.kind}.`);
    this.name = "RenderRefusal";
  }
}
