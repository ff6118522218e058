import { createHash } from "node:crypto";
import type { Kysely } from "kysely";
import {
  decrementAttemptCount,
  deleteAttemptCount,
  deleteEndedAttemptCounts,
  findAttemptCount,
  incrementAttemptCount,
} from "../../db/queries/attempt-counts";
import type { Database } from "../../db/schema";
import { AI_LIMITS } from "../../../shared/ai";
import { AppError } from "../../errors";

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
} as const satisfies Record<string, AttemptRule>;

// Subjects (emails, addresses, user ids) are stored hashed: every key has the same small size, and
// the table holds no email an attacker typed.
const keyOf = (rule: AttemptRule, subject: string): string => `${rule.name}:${createHash("sha256").update(subject).digest("base64url")}`;

/**
 * Counts one attempt of the subject before the attempt runs, so concurrent attempts can never all
 * pass; throws RATE_LIMITED (with retryAfter) once the window is full. Refused attempts count too,
 * which changes nothing: the wait ends with the window.
 */
export async function countAttempt(db: Kysely<Database>, rule: AttemptRule, subject: string, now: Date): Promise<void> {
  const { count, resetAt } = await addToCount(db, rule, subject, 1, now);
  if (count > rule.max) throw refusal(rule, resetAt, now);
}

/**
 * For a rule that counts a cost measured afterwards (milliseconds of rendering, say) rather than
 * attempts: refuses while the subject's window has reached the rule's max.
 */
export async function assertWithinLimit(db: Kysely<Database>, rule: AttemptRule, subject: string, now: Date): Promise<void> {
  const current = await findAttemptCount(db, keyOf(rule, subject), now.getTime());
  if (current && current.count >= rule.max) throw refusal(rule, current.resetAt, now);
}

/** Adds a measured cost to the subject's count (see assertWithinLimit). */
export async function spendOnLimit(db: Kysely<Database>, rule: AttemptRule, subject: string, amount: number, now: Date): Promise<void> {
  await addToCount(db, rule, subject, Math.max(1, Math.round(amount)), now);
}

async function addToCount(db: Kysely<Database>, rule: AttemptRule, subject: string, amount: number, now: Date) {
  const at = now.getTime();
  const counted = await incrementAttemptCount(db, keyOf(rule, subject), rule.windowMs, at, amount);
  // A window starting somewhere is the moment to sweep the ended ones, so rows never pile up.
  if (counted.count === amount) await deleteEndedAttemptCounts(db, at);
  return counted;
}

function refusal(rule: AttemptRule, resetAt: number, now: Date): AppError {
  const retryAfter = Math.max(1, Math.ceil((resetAt - now.getTime()) / 1000));
  return new AppError("RATE_LIMITED", rule.refusal(retryAfter), { retryAfter });
}

/** Gives back one counted attempt that turned out not to count (a successful sign-in from a shared address). */
export async function giveBackAttempt(db: Kysely<Database>, rule: AttemptRule, subject: string, now: Date): Promise<void> {
  await decrementAttemptCount(db, keyOf(rule, subject), now.getTime());
}

/** Forgets the subject's attempts (a successful sign-in forgives the email's failures). */
export async function forgetAttempts(db: Kysely<Database>, rule: AttemptRule, subject: string): Promise<void> {
  await deleteAttemptCount(db, keyOf(rule, subject));
}

/** AI function calls per user per hour (AI_HOURLY_LIMIT), whichever provider answers: model spend stays bounded. */
export const aiHourlyRule = (max: number): AttemptRule => ({
  name: "ai-hourly:user",
  max,
  windowMs: 60 * MINUTE_MS,
  refusal: (wait) => `You have reached the limit of ${max} AI requests per hour. Please try again in ${minutes(wait)}.`,
});
