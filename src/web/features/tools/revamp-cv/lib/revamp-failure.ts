import { ApiError } from "#web/lib/api-client";
import { DEFAULT_RETRY_SECONDS } from "#web/lib/heavy-request-throttle";

/** Seed 001 section 8, "Revamp wizard (shown in a red box)", and section 5's upload limit. */
export const REVAMP_MESSAGES = {
  rateLimited: "Rate limit exceeded. Please wait and try again.",
  creditsExhausted: "AI credits exhausted. Please contact support.",
  notExtracted: "Failed to extract content",
  extractionFailed: "Failed to extract CV content",
  revampFailed: "Failed to revamp CV",
  saveFailed: "Failed to save CV",
  tooLarge: "File size must be less than 5MB",
  wrongType: "Please choose a PDF, DOC, DOCX or TXT file.",
} as const;

export interface WizardFailure {
  message: string;
  /** Seconds before trying the same again may succeed (0: at once); null when it would fail the same way. */
  retryAfter: number | null;
}

/** The API's own error answers carry a message meant for the user; a proxy's error page does not. */
const serverMessage = (error: ApiError): string | null =>
  error.code.startsWith("HTTP_") || error.message.trim() === "" ? null : error.message;

/**
 * Why a step of the wizard failed, in the seed's words: a rate limit (a 429, a retryAfter, or
 * '429' or 'rate limit' in the message) with the wait, credits (402 or needsCredits), else the
 * server's message or the step's own text. A fault of the network or the server may pass at once;
 * a refusal of the file or of the input would not.
 */
export function describeWizardFailure(error: unknown, fallback: string): WizardFailure {
  if (!(error instanceof ApiError)) return { message: fallback, retryAfter: 0 };
  const message = serverMessage(error);
  const { retryAfter, needsCredits } = error.body;
  if (error.status === 429 || retryAfter !== undefined || /429|rate limit/i.test(message ?? "")) {
    return { message: message ?? REVAMP_MESSAGES.rateLimited, retryAfter: retryAfter ?? DEFAULT_RETRY_SECONDS };
  }
  if (error.status === 402 || needsCredits) return { message: message ?? REVAMP_MESSAGES.creditsExhausted, retryAfter: null };
  return { message: message ?? fallback, retryAfter: error.status >= 500 ? 0 : null };
}
