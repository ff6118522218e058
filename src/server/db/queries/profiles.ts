import type { Kysely } from "kysely";
import type { Database } from "../schema";

/** Creates the empty profile row of a user; a second call for the same user changes nothing. */
export async function ensureProfile(db: Kysely<Database>, userId: string, now: string): Promise<void> {
  await db
    .insertInto("profiles")
    .values({ user_id: userId, created_at: now })
    .onConflict((oc) => oc.column("user_id").doNothing())
    .execute();
}
