import type { Kysely } from "kysely";
import { ACCOUNT_LIMITS } from "#shared/limits";
import { lockUserWrites, storedUsage, type StoredTable } from "../../db/queries/stored-usage";
import type { Database } from "../../db/schema";
import { AppError } from "../../errors";
import type { DatabaseDeps } from "../deps";

/** How much of one kind of thing an account may keep, and what the user is told past it. */
export interface AccountLimit {
  table: StoredTable;
  rows: number;
  bytes: number;
  /** A create past `rows`: what to delete to make room. */
  rowsFull: string;
  /** A write past `bytes`. */
  bytesFull: string;
}

const megabytes = (bytes: number) => `${bytes / 1024 / 1024} MB`;

export const RESUMES_LIMIT: AccountLimit = {
  table: "resumes",
  rows: ACCOUNT_LIMITS.resumes,
  bytes: ACCOUNT_LIMITS.resumeBytes,
  rowsFull: `You have ${ACCOUNT_LIMITS.resumes} resumes, the most one account can keep. Delete one you no longer need to create another.`,
  bytesFull: `Your resumes would take more than the ${megabytes(ACCOUNT_LIMITS.resumeBytes)} one account can keep. Delete resumes you no longer need, or shorten this one, then try again.`,
};

export const COVER_LETTERS_LIMIT: AccountLimit = {
  table: "cover_letters",
  rows: ACCOUNT_LIMITS.coverLetters,
  bytes: ACCOUNT_LIMITS.coverLetterBytes,
  rowsFull: `You have ${ACCOUNT_LIMITS.coverLetters} saved cover letters, the most one account can keep. Delete one you no longer need under My cover letters to save another.`,
  bytesFull: `Your saved cover letters would take more than the ${megabytes(ACCOUNT_LIMITS.coverLetterBytes)} one account can keep. Delete letters you no longer need under My cover letters, then save again.`,
};

export const JOB_APPLICATIONS_LIMIT: AccountLimit = {
  table: "job_applications",
  rows: ACCOUNT_LIMITS.jobApplications,
  bytes: ACCOUNT_LIMITS.jobApplicationBytes,
  rowsFull: `You have ${ACCOUNT_LIMITS.jobApplications} applications in your Job Tracker, the most one account can keep. Delete one you no longer need to add another.`,
  bytesFull: `Your Job Tracker would take more than the ${megabytes(ACCOUNT_LIMITS.jobApplicationBytes)} one account can keep. Delete applications you no longer need, then save again.`,
};

interface UserWrite<T> {
  userId: string;
  write: (trx: Kysely<Database>) => Promise<T>;
}

/**
 * Runs a write of the user's stored things in one transaction, after every other such write of the
 * same user has ended: the room `assertRoom` finds in it is still there when `write` uses it, so two
 * creates at the last place cannot both pass (decision 035).
 */
export function writeOneAtATime<T>({ database }: DatabaseDeps, { userId, write }: UserWrite<T>): Promise<T> {
  return database.db.transaction().execute(async (trx) => {
    await lockUserWrites(trx, database.dialect, userId);
    return write(trx);
  });
}

interface StoredChange {
  limit: AccountLimit;
  userId: string;
  bytes: number;
  replacedBytes?: number;
}

/**
 * Throws ACCOUNT_LIMIT_REACHED unless the account has room for the write: a new row of `bytes`
 * (a create), or a row of `replacedBytes` written again as `bytes` (a save). A save that does not
 * grow what is stored always passes, so an account over a limit can still be edited down.
 */
export async function assertRoom({ trx }: { trx: Kysely<Database> }, { limit, userId, bytes, replacedBytes }: StoredChange): Promise<void> {
  const usage = await storedUsage(trx, limit.table, userId);
  if (replacedBytes === undefined) {
    if (usage.rows >= limit.rows) throw new AppError("ACCOUNT_LIMIT_REACHED", limit.rowsFull);
    if (usage.bytes + bytes > limit.bytes) throw new AppError("ACCOUNT_LIMIT_REACHED", limit.bytesFull);
    return;
  }
  const grows = bytes > replacedBytes;
  if (grows && usage.bytes - replacedBytes + bytes > limit.bytes) {
    throw new AppError("ACCOUNT_LIMIT_REACHED", limit.bytesFull);
  }
}
