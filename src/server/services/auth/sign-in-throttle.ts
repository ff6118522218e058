import type { Kysely } from "kysely";
import {
  clearSignInFailures,
  listSignInFailuresSince,
  recordSignInFailure,
} from "../../db/queries/sign-in-failures";
import type { Database } from "../../db/schema";
import { AppError } from "../../errors";

export const SIGN_IN_MAX_FAILURES = 5;
export const SIGN_IN_WINDOW_MS = 15 * 60 * 1000;

const normalise = (email: string) => email.trim().toLowerCase();

/** Refuses a sign-in while the email has had too many recent failures; the wait ends when the oldest counted failure ages out. */
export async function assertSignInAllowed(db: Kysely<Database>, email: string, now: Date): Promise<void> {
  const since = new Date(now.getTime() - SIGN_IN_WINDOW_MS).toISOString();
  const failures = await listSignInFailuresSince(db, normalise(email), since);
  if (failures.length < SIGN_IN_MAX_FAILURES) return;
  const unlockingFailure = failures[failures.length - SIGN_IN_MAX_FAILURES]!;
  const retryAfter = Math.max(1, Math.ceil((Date.parse(unlockingFailure) + SIGN_IN_WINDOW_MS - now.getTime()) / 1000));
  const minutes = Math.ceil(retryAfter / 60);
  throw new AppError(
    "RATE_LIMITED",
    `Too many failed sign-in attempts. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
    { retryAfter },
  );
}

export async function noteSignInFailure(db: Kysely<Database>, email: string, now: Date): Promise<void> {
  await recordSignInFailure(db, normalise(email), now.toISOString());
}

/** A successful sign-in forgives the email's failures and sweeps failures too old to count for anyone. */
export async function noteSignInSuccess(db: Kysely<Database>, email: string, now: Date): Promise<void> {
  await clearSignInFailures(db, normalise(email), new Date(now.getTime() - SIGN_IN_WINDOW_MS).toISOString());
}
