import { EngineRefusal, type EngineRefusalReason } from "../../ai/engine-refusal";
import { AI_FAILURE_MESSAGES } from "../../ai/failure-messages";
import { AppError } from "../../errors";

const seconds = (ms: number) => {
  const whole = Math.max(1, Math.round(ms / 1000));
  return `${whole} second${whole === 1 ? "" : "s"}`;
};
const SAVE_AGAIN = "Save it again as a new PDF or DOCX (or its text as a TXT file) and upload that.";
const SCAN_AGAIN =
  "Upload the original document (PDF, DOCX or TXT), or scan the page again at 300 dpi, in black and white, and upload that.";

/** What the user is told when the worker pool refused a task; for a task ended at its limit, what to change so the next one passes. */
function appErrorOf(reason: EngineRefusalReason): AppError {
  switch (reason.kind) {
    case "busy":
      // The answer of a provider that is busy (decision 021), so the screens show the seed's busy banner and retry.
      return new AppError("RATE_LIMITED", AI_FAILURE_MESSAGES.busy, { errorType: "rate_limited", retryAfter: reason.retryAfterS });
    case "cancelled":
      return new AppError("CLIENT_CLOSED_REQUEST", "The request was cancelled before the built-in engine took it.");
    case "stopping":
      return new AppError("SERVICE_UNAVAILABLE", "The server is stopping.");
    case "reading-overrun": {
      const why =
        reason.limit === "deadline"
          ? `This file took more than ${seconds(reason.deadlineMs)} to read.`
          : "This file needs more memory to read than an upload may use.";
      return new AppError("VALIDATION_FAILED", `${why} ${SAVE_AGAIN}`);
    }
    case "ocr-overrun": {
      const what = reason.page === null ? "This photo" : `Page ${reason.page} of this scan`;
      const why =
        reason.limit === "deadline"
          ? `${what} took more than ${seconds(reason.deadlineMs)} to read by OCR.`
          : `${what} needs more memory to read by OCR than an upload may use.`;
      return new AppError("VALIDATION_FAILED", `${why} ${SCAN_AGAIN}`);
    }
    case "engine-deadline":
      return new AppError(
        "VALIDATION_FAILED",
        `This took the built-in AI engine more than ${seconds(reason.deadlineMs)}. Shorten the resume or the job description and try again.`,
      );
  }
}

/** A refusal of the worker pool as the AppError the user gets; any other error as it is. */
export const engineErrorOf = (error: unknown): unknown => (error instanceof EngineRefusal ? appErrorOf(error.reason) : error);
