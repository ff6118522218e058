import os from "node:os";
import { APIError } from "better-auth/api";
import { hashPassword, verifyPassword } from "better-auth/crypto";
import pLimit from "p-limit";

export const BUSY_RETRY_AFTER_S = 5;

export interface PasswordHashingOptions {
  /** Hashes running at once. */
  concurrency: number;
  /** Hashes waiting for a turn; one more is refused with 503 instead of waiting. */
  queue: number;
}

// One core always stays free for every other request: scrypt (N=16384, r=16) takes about 80 ms of
// a core, and with libuv's four threads a sign-in flood took both cores of a two-core server.
export const defaultPasswordHashing = (): PasswordHashingOptions => ({
  concurrency: Math.max(1, os.availableParallelism() - 1),
  queue: 32,
});

/**
 * Better Auth's own scrypt hash and verify (node:crypto on the libuv pool, `salt:key` in hex, so
 * every stored hash stays valid), run a few at a time behind a short queue.
 */
export function createPasswordHashing(options: PasswordHashingOptions = defaultPasswordHashing()) {
  const limit = pLimit(options.concurrency);
  const run = <T>(task: () => Promise<T>): Promise<T> => {
    if (limit.pendingCount >= options.queue) {
      return Promise.reject(
        new APIError(
          "SERVICE_UNAVAILABLE",
          { code: "SERVICE_UNAVAILABLE", message: "The server is busy. Please try again in a moment." },
          { "Retry-After": String(BUSY_RETRY_AFTER_S) },
        ),
      );
    }
    return limit(task);
  };
  return {
    hash: (password: string) => run(() => hashPassword(password)),
    verify: (data: { hash: string; password: string }) => run(() => verifyPassword(data)),
  };
}
