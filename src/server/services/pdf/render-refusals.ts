import { pdfTooLongMessage } from "#shared/pdf-limits";
import { AppError } from "../../errors";
import { RenderRefusal, type RenderRefusalReason } from "../../pdf/render-refusal";

export const NOT_AVAILABLE_MESSAGE = "PDF export is not available on this server.";

/**
 * What the user is told when the renderer refused an export: a busy or missing renderer is the
 * site's (503, with a time to retry when one helps), a user's renders in progress or a document
 * too long the user's (429, 422), a render out of time 504.
 */
function appErrorOf(reason: RenderRefusalReason): AppError {
  switch (reason.kind) {
    case "unavailable":
      return new AppError("SERVICE_UNAVAILABLE", NOT_AVAILABLE_MESSAGE);
    case "browser-restarted":
      return new AppError("SERVICE_UNAVAILABLE", "The PDF renderer restarted while rendering. Please try again.", {
        retryAfter: reason.retryAfterS,
      });
    case "cancelled":
      return new AppError("CLIENT_CLOSED_REQUEST", "The request was cancelled before its PDF was rendered.");
    case "owner-limit":
      return new AppError("RATE_LIMITED", `You already have ${reason.maxPerOwner} PDF exports in progress. Wait for them to finish.`, {
        retryAfter: reason.retryAfterS,
      });
    case "queue-full":
      return new AppError("SERVICE_UNAVAILABLE", "PDF export is busy. Please try again in a moment.", { retryAfter: reason.retryAfterS });
    case "timeout":
      return new AppError("PDF_TIMEOUT", "The PDF took too long to render. Please try again.");
    case "too-long":
      return new AppError("PDF_TOO_LONG", pdfTooLongMessage(reason.maxPages, reason.document));
  }
}

/** A refusal of the renderer as the AppError the user gets; any other error as it is. */
export const renderErrorOf = (error: unknown): unknown => (error instanceof RenderRefusal ? appErrorOf(error.reason) : error);
