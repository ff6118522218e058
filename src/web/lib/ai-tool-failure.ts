import { toast } from "./toast";
import { ApiError, type ApiErrorCode } from "./api-client";

/** A toast's two lines. */
export interface ToastText {
  title: string;
  description: string;
}

/** Seed 001 section 8, "AI resume generation": the credits text, the same for every tool. */
export const CREDITS_REQUIRED: ToastText = {
  title: "Payment Required",
  description: "AI credits required. Please add credits to your workspace to continue.",
};

/**
 * What a career tool's toast says when an AI function failed. The seed gives each tool one text
 * ('Generation failed' / 'Failed to generate cover letter. Please try again.'); the server can say
 * more, and a user who is told why can act: credits are needed, the hourly cap or a busy service
 * says when to come back, a field is too long, the account keeps all the letters it may (a save).
 * Anything else keeps the tool's own text.
 */
export function describeToolFailure(error: unknown, fallback: ToastText): ToastText {
  if (!(error instanceof ApiError)) return fallback;
  const { errorType, needsCredits } = error.body;
  if (errorType === "payment_required" || needsCredits || error.code === "PAYMENT_REQUIRED") return CREDITS_REQUIRED;
  const passesOn: ApiErrorCode[] = ["RATE_LIMITED", "VALIDATION_FAILED", "ACCOUNT_LIMIT_REACHED"];
  if (passesOn.includes(error.code)) return { title: fallback.title, description: error.message };
  return fallback;
}

/** Shows a career tool's failure toast, as describeToolFailure words it. */
export function toastToolFailure(error: unknown, fallback: ToastText): void {
  const text = describeToolFailure(error, fallback);
  toast.error(text.title, { description: text.description });
}
