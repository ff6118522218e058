import type { Kysely } from "kysely";
import type { Database } from "../schema";
import { toIso } from "../timestamps";

export async function recordSignInFailure(db: Kysely<Database>, email: string, at: string): Promise<void> {
  await db.insertInto("sign_in_failures").values({ id: crypto.randomUUID(), email, failed_at: at }).execute();
}

/** Failure times of one email since a moment, oldest first. */
export async function listSignInFailuresSince(db: Kysely<Database>, email: string, since: string): Promise<string[]> {
  const rows = await db
    .selectFrom("sign_in_failures")
    .select("failed_at")
    .where("email", "=", email)
    .where("failed_at", ">=", since)
    .orderBy("failed_at", "asc")
    .execute();
  return rows.map((row) => toIso(row.failed_at));
}

export async function clearSignInFailures(db: Kysely<Database>, email: string, before: string): Promise<void> {
  await db.deleteFrom("sign_in_failures").where((eb) => eb.or([eb("email", "=", email), eb("failed_at", "<", before)])).execute();
}
