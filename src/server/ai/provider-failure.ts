import { APICallError, NoObjectGeneratedError, RetryError } from "ai";

/**
 * Why one provider gave no answer. The chain asks the next provider after any of them; when none
 * answers, the kinds decide what the user is told (credits before busy before unavailable).
 */
export type FailureKind = "payment" | "rate-limited" | "timeout" | "invalid-output" | "unavailable";

export class ProviderFailure extends Error {
  constructor(
    readonly kind: FailureKind,
    message: string,
    /** Seconds the provider asked to wait (rate-limited only). */
    readonly retryAfter?: number,
  ) {
    super(message);
    this.name = "ProviderFailure";
  }
}

// Providers say "out of credits" in different ways: OpenAI answers 429 insufficient_quota,
// Anthropic 400 "credit balance is too low", OpenRouter and gateways 402.
const CREDIT_WORDS = /insufficient_quota|credit|billing|payment|quota exceeded/i;

function retryAfterSeconds(headers: Record<string, string> | undefined): number | undefined {
  const value = headers?.["retry-after"];
  if (value === undefined) return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(1, Math.ceil(seconds));
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(1, Math.ceil((at - Date.now()) / 1000));
}

function isTimeout(error: unknown): boolean {
  return error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError");
}

/** Reads an AI SDK error as a ProviderFailure; the retry wrapper's last error is the one that counts. */
export function classifyProviderError(error: unknown): ProviderFailure {
  if (error instanceof ProviderFailure) return error;
  const cause = RetryError.isInstance(error) ? error.lastError : error;
  if (APICallError.isInstance(cause)) {
    const status = cause.statusCode;
    const text = `${cause.message} ${cause.responseBody ?? ""}`;
    if (status === 402 || CREDIT_WORDS.test(text)) return new ProviderFailure("payment", `credits required (${status ?? "no status"})`);
    if (status === 429) return new ProviderFailure("rate-limited", "rate limited", retryAfterSeconds(cause.responseHeaders));
    return new ProviderFailure("unavailable", `answered ${status ?? "without a status"}`);
  }
  if (NoObjectGeneratedError.isInstance(cause)) return new ProviderFailure("invalid-output", "output did not match the schema");
  if (isTimeout(cause)) return new ProviderFailure("timeout", "timed out");
  return new ProviderFailure("unavailable", cause instanceof Error ? cause.message : String(cause));
}
