import { sql, type Kysely } from "kysely";
import type { Database } from "../schema";
import { toIso } from "../timestamps";

export interface StoredProfile {
  user_id: string;
  username: string | null;
  is_public: boolean;
  profile_image_url: string | null;
  created_at: string;
}

const COLUMNS = ["user_id", "username", "is_public", "profile_image_url", "created_at"] as const;

interface ProfileRow {
  user_id: string;
  username: string | null;
  is_public: boolean | number;
  profile_image_url: string | null;
  created_at: Date | string;
}

// PostgreSQL hands back a boolean, SQLite the 0/1 integer.
const toProfile = (row: ProfileRow): StoredProfile => ({
  user_id: row.user_id,
  username: row.username,
  is_public: Boolean(row.is_public),
  profile_image_url: row.profile_image_url,
  created_at: toIso(row.created_at),
});

/** Creates the empty profile row of a user; a second call for the same user changes nothing. */
export async function ensureProfile(db: Kysely<Database>, userId: string, now: string): Promise<void> {
  await db
    .insertInto("profiles")
    .values({ user_id: userId, created_at: now })
    .onConflict((oc) => oc.column("user_id").doNothing())
    .execute();
}

export async function getProfile(db: Kysely<Database>, userId: string): Promise<StoredProfile | undefined> {
  const row = await db.selectFrom("profiles").select(COLUMNS).where("user_id", "=", userId).executeTakeFirst();
  return row && toProfile(row);
}

export interface ProfileChange {
  username: string | null;
  is_public: boolean;
  profile_image_url: string | null;
}

/**
 * Writes the profile in one statement that only matches while the saved username is still null or
 * already `change.username`, so a username once set is never replaced, even by racing saves. Returns
 * the new row, or undefined when nothing matched (no row, or a different username was set meanwhile).
 * A username held by another user fails on the unique index: see isUniqueViolation.
 */
export async function updateProfile(db: Kysely<Database>, userId: string, change: ProfileChange): Promise<StoredProfile | undefined> {
  const row = await db
    .updateTable("profiles")
    .set({
      username: change.username,
      // better-sqlite3 cannot bind booleans; TRUE/FALSE literals read as 1/0 in SQLite and as booleans in PostgreSQL.
      is_public: sql<boolean>`${sql.lit(change.is_public)}`,
      profile_image_url: change.profile_image_url,
    })
    .where("user_id", "=", userId)
    .where((eb) =>
      change.username === null ? eb("username", "is", null) : eb.or([eb("username", "is", null), eb("username", "=", change.username)]),
    )
    .returning(COLUMNS)
    .executeTakeFirst();
  return row && toProfile(row);
}

export async function findUserIdByUsername(db: Kysely<Database>, username: string): Promise<string | undefined> {
  const row = await db.selectFrom("profiles").select("user_id").where("username", "=", username).executeTakeFirst();
  return row?.user_id;
}

export interface PublicProfileRow {
  user_id: string;
  username: string;
  profile_image_url: string | null;
}

/** The usernames of public profiles, for sitemap.xml: at most `limit`, in a stable order. */
export async function listPublicUsernames(db: Kysely<Database>, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom("profiles")
    .select("username")
    .where("username", "is not", null)
    .where("is_public", "=", sql<boolean>`${sql.lit(true)}`)
    .orderBy("username")
    .limit(limit)
    .execute();
  return rows.flatMap((row) => (row.username === null ? [] : [row.username]));
}

/** The profile holding this exact username, only while it is public. */
export async function findPublicProfile(db: Kysely<Database>, username: string): Promise<PublicProfileRow | undefined> {
  const row = await db
    .selectFrom("profiles")
    .select(["user_id", "username", "profile_image_url"])
    .where("username", "=", username)
    .where("is_public", "=", sql<boolean>`${sql.lit(true)}`)
    .executeTakeFirst();
  return row && row.username !== null
    ? { user_id: row.user_id, username: row.username, profile_image_url: row.profile_image_url }
    : undefined;
}

/**
 * Whether a database error is a unique-index violation: PostgreSQL's SQLSTATE 23505, or SQLite's
 * SQLITE_CONSTRAINT_UNIQUE (better-sqlite3). With `column`, only a violation naming that column.
 */
export function isUniqueViolation(error: unknown, column?: string): boolean {
  if (typeof error !== "object" || error === null) return false;
  const { code, message, constraint, detail } = error as { code?: unknown; message?: unknown; constraint?: unknown; detail?: unknown };
  const mentions = (text: unknown) => column === undefined || (typeof text === "string" && text.includes(column));
  if (code === "23505") return mentions(constraint) || mentions(detail);
  if (code === "SQLITE_CONSTRAINT_UNIQUE") return mentions(message);
  return false;
}
