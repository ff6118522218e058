import { CREDITS_REQUIRED } from "#web/lib/ai-tool-failure";
import { ApiError } from "#web/lib/api-client";

/** What the interview shows when generate-resume did not give a resume: a banner, a toast and whether to offer 'Retry Generation'. */
export interface GenerationFailure {
  banner: string;
  toast: string;
  canRetry: boolean;
}

/** Seed 001 section 8, "AI resume generation". */
export const GENERATION_FAILURES = {
  unavailable: {
    banner: "All AI services are temporarily unavailable. Please try again in a few minutes.",
    toast: "All Services Unavailable",
    canRetry: true,
  },
  payment: { banner: CREDITS_REQUIRED.description, toast: CREDITS_REQUIRED.title, canRetry: false },
  busy: { banner: "AI service is temporarily busy. Please try again in a moment.", toast: "Service Busy", canRetry: true },
  failed: { banner: "Failed to generate resume. Please try again or create manually.", toast: "Generation Failed", canRetry: true },
  unexpected: { banner: "An unexpected error occurred. Please try again.", toast: "Error", canRetry: true },
} as const satisfies Record<string, GenerationFailure>;

/**
 * The seed's rules in its order: errorType first, then the words of the message. Vitae's own
 * hourly cap is a 429 the seed does not know: its message says when to come back, so it is shown
 * as it is. An error without an answer of the server (no connection) is unexpected.
 */
export function describeGenerationFailure(error: unknown): GenerationFailure {
  if (!(error instanceof ApiError)) return GENERATION_FAILURES.unexpected;
  const { errorType, needsCredits } = error.body;
  const message = error.message.toLowerCase();
  if (errorType === "all_providers_failed") return GENERATION_FAILURES.unavailable;
  if (errorType === "payment_required" || needsCredits || message.includes("payment")) return GENERATION_FAILURES.payment;
  if (errorType === "rate_limited" || message.includes("rate limit") || message.includes("429")) return GENERATION_FAILURES.busy;
  if (error.code === "RATE_LIMITED") return { ...GENERATION_FAILURES.busy, banner: error.message };
  return GENERATION_FAILURES.failed;
}
