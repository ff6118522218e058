import { ATTEMPT_RULES, countAttempt, forgetAttempts, giveBackAttempt } from "../limits/attempt-limits";
import type { DbDeps } from "../deps";

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
export async function admitSignIn(deps: DbDeps, { attempt, now }: { attempt: AuthAttempt; now: Date }): Promise<void> {
  await countAttempt(deps, { rule: ATTEMPT_RULES.signInPerAddress, subject: attempt.clientAddress, now });
  if (attempt.email) await countAttempt(deps, { rule: ATTEMPT_RULES.signInPerEmail, subject: normaliseEmail(attempt.email), now });
}

/**
 * A successful sign-in forgives the email's failures and gives its address the attempt back (many
 * people can share one address). Anything else stays counted, also "email not verified", since that
 * answer mails a new link.
 */
export async function settleSignIn(
  deps: DbDeps,
  { attempt, succeeded, now }: { attempt: AuthAttempt; succeeded: boolean; now: Date },
): Promise<void> {
  if (!succeeded) return;
  await giveBackAttempt(deps, { rule: ATTEMPT_RULES.signInPerAddress, subject: attempt.clientAddress, now });
  if (attempt.email) await forgetAttempts(deps, { rule: ATTEMPT_RULES.signInPerEmail, subject: normaliseEmail(attempt.email) });
}

/** A request that mails (sign-up, password reset, a new confirmation link): counted per address and per recipient. */
export async function admitAuthMail(deps: DbDeps, { attempt, now }: { attempt: AuthAttempt; now: Date }): Promise<void> {
  await countAttempt(deps, { rule: ATTEMPT_RULES.mailPerAddress, subject: attempt.clientAddress, now });
  if (attempt.email) await countAttempt(deps, { rule: ATTEMPT_RULES.mailPerEmail, subject: normaliseEmail(attempt.email), now });
}

/** Before the current password is checked on a password change. */
export async function admitPasswordChange(deps: DbDeps, { userId, now }: { userId: string; now: Date }): Promise<void> {
  await countAttempt(deps, { rule: ATTEMPT_RULES.passwordChangePerUser, subject: userId, now });
}

/** A successful change forgives the user's failed attempts. */
export async function settlePasswordChange(deps: DbDeps, { userId, succeeded }: { userId: string; succeeded: boolean }): Promise<void> {
  if (succeeded) await forgetAttempts(deps, { rule: ATTEMPT_RULES.passwordChangePerUser, subject: userId });
}
