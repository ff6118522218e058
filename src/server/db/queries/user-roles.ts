import type { Kysely } from "kysely";
import type { Dialect } from "../database";
import type { Database } from "../schema";

export type Role = "admin";

export async function hasRole(db: Kysely<Database>, userId: string, role: Role): Promise<boolean> {
  const row = await db.selectFrom("user_roles").select("user_id").where("user_id", "=", userId).where("role", "=", role).executeTakeFirst();
  return row !== undefined;
}

export async function grantRole(db: Kysely<Database>, userId: string, role: Role, now: string): Promise<void> {
  await db
    .insertInto("user_roles")
    .values({ user_id: userId, role, created_at: now })
    .onConflict((oc) => oc.columns(["user_id", "role"]).doNothing())
    .execute();
}

export async function revokeRole(db: Kysely<Database>, userId: string, role: Role): Promise<boolean> {
  const result = await db.deleteFrom("user_roles").where("user_id", "=", userId).where("role", "=", role).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/**
 * The users holding the role, read inside a transaction that may remove one of them. On PostgreSQL
 * the rows are locked, so two transactions each removing a different holder run one after the
 * other and the second sees the first's removal; on SQLite the one connection runs one transaction at a time.
 * In the order of their ids, so two transactions lock them in the same order.
 */
export async function lockRoleHolders(db: Kysely<Database>, dialect: Dialect, role: Role): Promise<string[]> {
  const query = db.selectFrom("user_roles").select("user_id").where("role", "=", role).orderBy("user_id");
  const rows = await (dialect === "postgres" ? query.forUpdate() : query).execute();
  return rows.map((row) => row.user_id);
}

/** The email addresses of the users holding the role. */
export async function listRoleHolderEmails(db: Kysely<Database>, role: Role): Promise<string[]> {
  const rows = await db
    .selectFrom("user_roles")
    .innerJoin("user", "user.id", "user_roles.user_id")
    .select("user.email")
    .where("user_roles.role", "=", role)
    .orderBy("user.email")
    .execute();
  return rows.map((row) => row.email);
}
