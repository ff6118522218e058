import type { Kysely } from "kysely";
import type { Database } from "../schema";

export async function isSignInDisabled(db: Kysely<Database>, userId: string): Promise<boolean> {
  const row = await db.selectFrom("disabled_sign_ins").select("user_id").where("user_id", "=", userId).executeTakeFirst();
  return row !== undefined;
}

export async function disableSignIn(db: Kysely<Database>, userId: string, now: string): Promise<void> {
  await db
    .insertInto("disabled_sign_ins")
    .values({ user_id: userId, disabled_at: now })
    .onConflict((oc) => oc.column("user_id").doNothing())
    .execute();
}

export async function enableSignIn(db: Kysely<Database>, userId: string): Promise<void> {
  await db.deleteFrom("disabled_sign_ins").where("user_id", "=", userId).execute();
}

/** Which of the users have their sign-in disabled. */
export async function findDisabledSignIns(db: Kysely<Database>, userIds: readonly string[]): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const rows = await db.selectFrom("disabled_sign_ins").select("user_id").where("user_id", "in", userIds).execute();
  return new Set(rows.map((row) => row.user_id));
}
