import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import { ATTEMPT_RULES, countAttempt, forgetAttempts, giveBackAttempt } from "../limits/attempt-limits";

/** Who is trying: the email in the request (when it has one) and the client's address key. */
export interface AuthAttempt {
  email: string | undefined;
  clientAddress: string;
}

const normaliseEmail = (email: string) => email.trim().toLowerCase();

/**
 * Before a password is checked: one attempt for the client's address, then one for the email. The
 * address goes first so that a refused client cannot create counters for emails it makes up.
 */
export async function admitSignIn(db: Kysely<Database>, attempt: AuthAttempt, now: Date): Promise<void> {
  await countAttempt(db, ATTEMPT_RULES.signInPerAddress, attempt.clientAddress, now);
  if (attempt.email) await countAttempt(db, ATTEMPT_RULES.signInPerEmail, normaliseEmail(attempt.email), now);
}

/**
 * A successful sign-in forgives the email's failures and gives its address the attempt back (many
 * people can share one address). Anything else stays counted, also "email not verified", since that
 * answer mails a new link.
 */
export async function settleSignIn(db: Kysely<Database>, attempt: AuthAttempt, succeeded: boolean, now: Date): Promise<void> {
  if (!succeeded) return;
  await giveBackAttempt(db, ATTEMPT_RULES.signInPerAddress, attempt.clientAddress, now);
  if (attempt.email) await forgetAttempts(db, ATTEMPT_RULES.signInPerEmail, normaliseEmail(attempt.email));
}

/** A request that mails (sign-up, password reset, a new confirmation link): counted per address and per recipient. */
export async function admitAuthMail(db: Kysely<Database>, attempt: AuthAttempt, now: Date): Promise<void> {
  await countAttempt(db, ATTEMPT_RULES.mailPerAddress, attempt.clientAddress, now);
  if (attempt.email) await countAttempt(db, ATTEMPT_RULES.mailPerEmail, normaliseEmail(attempt.email), now);
}

/** Before the current password is checked on a password change. */
export async function admitPasswordChange(db: Kysely<Database>, userId: string, now: Date): Promise<void> {
  await countAttempt(db, ATTEMPT_RULES.passwordChangePerUser, userId, now);
}

/** A successful change forgives the user's failed attempts. */
export async function settlePasswordChange(db: Kysely<Database>, userId: string, succeeded: boolean): Promise<void> {
  if (succeeded) await forgetAttempts(db, ATTEMPT_RULES.passwordChangePerUser, userId);
}
