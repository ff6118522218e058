import type { Kysely } from "kysely";
import type { Dialect } from "../database";
import type { Database } from "../schema";

/**
 * Locks the user's row (PostgreSQL) for a transaction that deletes the account. A write of the user
 * that checks its foreign key to the row (a new resume, letter or AI request) then waits until the
 * deletion commits and fails on the key, instead of the two waiting on each other's rows
 * (a deadlock, which PostgreSQL ends by failing one of them). SQLite runs one transaction at a time.
 */
export async function lockUser(db: Kysely<Database>, dialect: Dialect, userId: string): Promise<void> {
  if (dialect === "postgres") await db.selectFrom("user").select("id").where("id", "=", userId).forUpdate().execute();
}

/**
 * Deletes the user row and every row the user owns, children before parents: run it in a
 * transaction. Each table is named rather than left to ON DELETE CASCADE, so what an account
 * deletion removes reads in one place (a new table of user data is added here). Answers whether
 * the user existed.
 */
export async function deleteUserAndOwnedRows(db: Kysely<Database>, userId: string): Promise<boolean> {
  // Letters and applications point at resumes, so they go first.
  await db.deleteFrom("cover_letters").where("user_id", "=", userId).execute();
  await db.deleteFrom("job_applications").where("user_id", "=", userId).execute();
  await db.deleteFrom("resumes").where("user_id", "=", userId).execute();
  await db.deleteFrom("ai_requests").where("user_id", "=", userId).execute();
  await db.deleteFrom("pdf_exports").where("user_id", "=", userId).execute();
  await db.deleteFrom("user_activity_days").where("user_id", "=", userId).execute();
  await db.deleteFrom("user_roles").where("user_id", "=", userId).execute();
  await db.deleteFrom("disabled_sign_ins").where("user_id", "=", userId).execute();
  await db.deleteFrom("profiles").where("user_id", "=", userId).execute();
  await db.deleteFrom("session").where("userId", "=", userId).execute();
  await db.deleteFrom("account").where("userId", "=", userId).execute();
  // A pending password reset keeps the user's id as its value (Better Auth's reset-password:<token>).
  await db.deleteFrom("verification").where("value", "=", userId).execute();
  const deleted = await db.deleteFrom("user").where("id", "=", userId).executeTakeFirst();
  return Number(deleted.numDeletedRows) > 0;
}
