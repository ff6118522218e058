import { AI_LIMITS } from "#shared/ai";

/**
 * Seed 001 section 5: at least 10 s between two upload or revamp requests of this page, one clock
 * for both (the server keeps the same rule per user and decides; this saves the round trip). A
 * manual retry is exempt: it does not ask, but it still counts as a request.
 */
const INTERVAL_MS = AI_LIMITS.heavyRequestIntervalSeconds * 1000;

let lastRequestAt: number | null = null;

/** Whole seconds, rounded up, until another upload or revamp may be sent; 0 when it may go now. */
export function secondsUntilNextHeavyRequest(now: number = Date.now()): number {
  if (lastRequestAt === null) return 0;
  return Math.max(0, Math.ceil((lastRequestAt + INTERVAL_MS - now) / 1000));
}

export function recordHeavyRequest(now: number = Date.now()): void {
  lastRequestAt = now;
}

/** Seed 001 section 9: how long a retry waits when a refusal names no wait. */
export const DEFAULT_RETRY_SECONDS = 10;

/** The seed's text, which the server's 429 also carries. */
export const pleaseWaitMessage = (seconds: number) => `Please wait ${seconds} seconds before trying again.`;
