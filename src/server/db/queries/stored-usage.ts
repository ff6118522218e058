import type { Kysely } from "kysely";
import type { Dialect } from "../database";
import type { Database } from "../schema";

/** The tables of what a user writes and keeps; each row carries its stored_bytes. */
export type StoredTable = "resumes" | "cover_letters" | "job_applications";

/** How many rows of a table the user keeps, and their bytes together. */
export interface StoredUsage {
  rows: number;
  bytes: number;
}

/** UTF-8 bytes of the texts a row stores (null for a text left out): what the account limits count. */
export const textBytes = (...texts: Array<string | null>): number =>
  texts.reduce((total, text) => total + (text === null ? 0 : Buffer.byteLength(text)), 0);

/**
 * Makes the user's writes of stored things wait for one another until this transaction ends, so a
 * count read in it stays true until the write that follows. On PostgreSQL the user's row is locked
 * FOR NO KEY UPDATE: a second writer of the same user waits here, while inserts that only refer to
 * the user (sessions, activity days) do not. SQLite's one connection already runs one transaction
 * at a time.
 */
export async function lockUserWrites(trx: Kysely<Database>, dialect: Dialect, userId: string): Promise<void> {
  if (dialect !== "postgres") return;
  await trx.selectFrom("user").select("id").where("id", "=", userId).forNoKeyUpdate().execute();
}

export async function storedUsage(db: Kysely<Database>, table: StoredTable, userId: string): Promise<StoredUsage> {
  const row = await db
    .selectFrom(table)
    .select((eb) => [eb.fn.countAll().as("rows"), eb.fn.coalesce(eb.fn.sum("stored_bytes"), eb.lit(0)).as("bytes")])
    .where("user_id", "=", userId)
    .executeTakeFirstOrThrow();
  // PostgreSQL's bigint sum arrives parsed by the INT8 parser, SQLite's as a number; both as numbers here.
  return { rows: Number(row.rows), bytes: Number(row.bytes) };
}

/** The stored bytes of the user's row with this id; undefined when the user has no such row. */
export async function storedBytesOf(db: Kysely<Database>, table: StoredTable, userId: string, id: string): Promise<number | undefined> {
  const row = await db.selectFrom(table).select("stored_bytes").where("id", "=", id).where("user_id", "=", userId).executeTakeFirst();
  return row?.stored_bytes;
}
