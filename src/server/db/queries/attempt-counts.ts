import { sql, type Kysely } from "kysely";
import type { Database } from "../schema";

export interface AttemptCount {
  count: number;
  /** Epoch milliseconds when the window of this count ends. */
  resetAt: number;
}

/**
 * Adds `amount` to the key's count, or starts a new window at `amount` when its last window has
 * ended. One upsert: the database serialises writers on the row, so concurrent calls each see
 * their own count.
 */
export async function incrementAttemptCount(
  db: Kysely<Database>,
  key: string,
  windowMs: number,
  now: number,
  amount = 1,
): Promise<AttemptCount> {
  const resetAt = now + windowMs;
  const row = await db
    .insertInto("attempt_counts")
    .values({ key, count: amount, reset_at: resetAt })
    .onConflict((oc) =>
      oc.column("key").doUpdateSet({
        count: sql<number>`case when attempt_counts.reset_at <= ${now} then ${amount} else attempt_counts.count + ${amount} end`,
        reset_at: sql<number>`case when attempt_counts.reset_at <= ${now} then ${resetAt} else attempt_counts.reset_at end`,
      }),
    )
    .returning(["count", "reset_at"])
    .executeTakeFirstOrThrow();
  return { count: Number(row.count), resetAt: Number(row.reset_at) };
}

/** The key's count in its current window, or undefined when it has none (never counted, or the window ended). */
export async function findAttemptCount(db: Kysely<Database>, key: string, now: number): Promise<AttemptCount | undefined> {
  const row = await db
    .selectFrom("attempt_counts")
    .select(["count", "reset_at"])
    .where("key", "=", key)
    .where("reset_at", ">", now)
    .executeTakeFirst();
  return row && { count: Number(row.count), resetAt: Number(row.reset_at) };
}

/** Takes one from a live count above zero; false when there was none to take. One statement, so two callers never take the same one. */
export async function decrementAttemptCount(db: Kysely<Database>, key: string, now: number): Promise<boolean> {
  const result = await db
    .updateTable("attempt_counts")
    .set({ count: sql<number>`count - 1` })
    .where("key", "=", key)
    .where("count", ">", 0)
    .where("reset_at", ">", now)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Sets the key's count and starts its window anew, whatever it held. */
export async function setAttemptCount(db: Kysely<Database>, key: string, count: number, resetAt: number): Promise<void> {
  await db
    .insertInto("attempt_counts")
    .values({ key, count, reset_at: resetAt })
    .onConflict((oc) => oc.column("key").doUpdateSet({ count, reset_at: resetAt }))
    .execute();
}

export async function deleteAttemptCount(db: Kysely<Database>, key: string): Promise<void> {
  await db.deleteFrom("attempt_counts").where("key", "=", key).execute();
}

export async function deleteEndedAttemptCounts(db: Kysely<Database>, now: number): Promise<void> {
  await db.deleteFrom("attempt_counts").where("reset_at", "<=", now).execute();
}
