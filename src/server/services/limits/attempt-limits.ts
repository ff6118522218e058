import { createHash } from "node:crypto";
import {
  decrementAttemptCount,
  deleteAttemptCount,
  deleteEndedAttemptCounts,
  findAttemptCount,
  incrementAttemptCount,
  setAttemptCount,
} from "../../db/queries/attempt-counts";
import { AI_LIMITS } from "#shared/ai";
import { AppError } from "../../errors";
import type { DbDeps } from "../deps";

const MINUTE_MS = 60 * 1000;

/** At most `max` attempts per subject in a fixed window of `windowMs` that starts with the first one. */
export interface AttemptRule {
  /** Names the counter; the first part of every key. */
  name: string;
  max: number;
  windowMs: number;
  /** What the client is told when the rule refuses, given the seconds left to wait. */
  refusal: (retryAfter: number) => string;
}

/** A wait as the refusals say it: "1 minute", "15 minutes". */
export const minutes = (seconds: number): string => {
  const whole = Math.ceil(seconds / 60);
  return `${whole} minute${whole === 1 ? "" : "s"}`;
};

/** Decision 008 says what each rule protects and why it has its numbers. */
export const ATTEMPT_RULES = {
  signInPerEmail: {
    name: "sign-in:email",
    max: 5,
    windowMs: 15 * MINUTE_MS,
    refusal: (wait) => `Too many failed sign-in attempts. Please try again in ${minutes(wait)}.`,
  },
  signInPerAddress: {
    name: "sign-in:address",
    max: 50,
    windowMs: 15 * MINUTE_MS,
    refusal: (wait) => `Too many failed sign-in attempts from your network. Please try again in ${minutes(wait)}.`,
  },
  passwordChangePerUser: {
    name: "change-password:user",
    max: 5,
    windowMs: 15 * MINUTE_MS,
    refusal: (wait) => `Too many attempts to change your password. Please try again in ${minutes(wait)}.`,
  },
  mailPerEmail: {
    name: "auth-mail:email",
    max: 5,
    windowMs: 60 * MINUTE_MS,
    refusal: (wait) => `Too many emails were asked for this address. Please try again in ${minutes(wait)}.`,
  },
  mailPerAddress: {
    name: "auth-mail:address",
    max: 60,
    windowMs: 60 * MINUTE_MS,
    refusal: (wait) => `Too many emails were asked for from your network. Please try again in ${minutes(wait)}.`,
  },
  /** Seed 001 section 5: one resume upload, and one revamp, per user every 10 seconds (counted per function). */
  heavyAiFunctionPerUser: {
    name: "ai-heavy:user",
    max: 1,
    windowMs: AI_LIMITS.heavyRequestIntervalSeconds * 1000,
    refusal: (wait) => `Please wait ${wait} seconds before trying again.`,
  },
  /** The seed's exemption from that rule: a manual retry of a failed upload or revamp, one per failure (the grant of grantCredit). */
  heavyAiRetryPerUser: {
    name: "ai-heavy-retry:user",
    max: 1,
    windowMs: AI_LIMITS.heavyRequestIntervalSeconds * 1000,
    refusal: (wait) => `Please wait ${wait} seconds before trying again.`,
  },
} as const satisfies Record<string, AttemptRule>;

/** One subject (an email, a client address, a user id) under one rule. */
interface AttemptSubject {
  rule: AttemptRule;
  subject: string;
}

interface Attempt extends AttemptSubject {
  now: Date;
}

/** A measured cost (see assertWithinLimit) to add to the subject's count. */
interface Spending extends Attempt {
  amount: number;
}

// Subjects (emails, addresses, user ids) are stored hashed: every key has the same small size, and
// the table holds no email an attacker typed.
const keyOf = ({ rule, subject }: AttemptSubject): string => `${rule.name}:${createHash("sha256").update(subject).digest("base64url")}`;

/**
 * Counts one attempt of the subject before the attempt runs, so concurrent attempts can never all
 * pass; throws RATE_LIMITED (with retryAfter) once the window is full. Refused attempts count too,
 * which changes nothing: the wait ends with the window.
 */
export async function countAttempt(deps: DbDeps, attempt: Attempt): Promise<void> {
  const { count, resetAt } = await addToCount(deps, { ...attempt, amount: 1 });
  if (count > attempt.rule.max) throw refusal(attempt, resetAt);
}

/**
 * For a rule that counts a cost measured afterwards (milliseconds of rendering, say) rather than
 * attempts: refuses while the subject's window has reached the rule's max.
 */
export async function assertWithinLimit({ db }: DbDeps, attempt: Attempt): Promise<void> {
  const current = await findAttemptCount(db, keyOf(attempt), attempt.now.getTime());
  if (current && current.count >= attempt.rule.max) throw refusal(attempt, current.resetAt);
}

/** Adds a measured cost to the subject's count (see assertWithinLimit). */
export async function spendOnLimit(deps: DbDeps, spending: Spending): Promise<void> {
  await addToCount(deps, { ...spending, amount: Math.max(1, Math.round(spending.amount)) });
}

async function addToCount({ db }: DbDeps, spending: Spending) {
  const at = spending.now.getTime();
  const counted = await incrementAttemptCount(db, keyOf(spending), spending.rule.windowMs, at, spending.amount);
  // A window starting somewhere is the moment to sweep the ended ones, so rows never pile up.
  if (counted.count === spending.amount) await deleteEndedAttemptCounts(db, at);
  return counted;
}

function refusal({ rule, now }: Attempt, resetAt: number): AppError {
  const retryAfter = Math.max(1, Math.ceil((resetAt - now.getTime()) / 1000));
  return new AppError("RATE_LIMITED", rule.refusal(retryAfter), { retryAfter });
}

/** Gives back one counted attempt that turned out not to count (a successful sign-in from a shared address). */
export async function giveBackAttempt({ db }: DbDeps, attempt: Attempt): Promise<void> {
  await decrementAttemptCount(db, keyOf(attempt), attempt.now.getTime());
}

/**
 * Grants the subject one attempt past a rule, usable until the rule's window from now ends (a
 * failed upload's manual retry); a grant replaces one not yet used, so they never add up.
 */
export async function grantCredit({ db }: DbDeps, attempt: Attempt): Promise<void> {
  await setAttemptCount(db, keyOf(attempt), 1, attempt.now.getTime() + attempt.rule.windowMs);
}

/** Uses the subject's granted attempt, if it has one; true when it did. */
export async function takeCredit({ db }: DbDeps, attempt: Attempt): Promise<boolean> {
  return decrementAttemptCount(db, keyOf(attempt), attempt.now.getTime());
}

/** Forgets the subject's attempts (a successful sign-in forgives the email's failures). */
export async function forgetAttempts({ db }: DbDeps, attempt: AttemptSubject): Promise<void> {
  await deleteAttemptCount(db, keyOf(attempt));
}

/** AI function calls per user per hour (AI_HOURLY_LIMIT), whichever provider answers: model spend stays bounded. */
export const aiHourlyRule = (max: number): AttemptRule => ({
  name: "ai-hourly:user",
  max,
  windowMs: 60 * MINUTE_MS,
  refusal: (wait) => `You have reached the limit of ${max} AI requests per hour. Please try again in ${minutes(wait)}.`,
});
