import type { Kysely } from "kysely";
import type { Database } from "../schema";
import { toIso } from "../timestamps";

export interface UserAccountRow {
  id: string;
  email: string;
  emailVerified: boolean;
  createdAt: string;
  username: string | null;
  isAdmin: boolean;
  signInDisabled: boolean;
}

/** The user's account as an operator sees it, or undefined for an id no user has. */
export async function findUserAccount(db: Kysely<Database>, userId: string): Promise<UserAccountRow | undefined> {
  const row = await db
    .selectFrom("user as u")
    .leftJoin("profiles as p", "p.user_id", "u.id")
    .leftJoin("user_roles as r", (join) => join.onRef("r.user_id", "=", "u.id").on("r.role", "=", "admin"))
    .leftJoin("disabled_sign_ins as d", "d.user_id", "u.id")
    .select(["u.id", "u.email", "u.emailVerified", "u.createdAt", "p.username", "r.user_id as admin_id", "d.user_id as disabled_id"])
    .where("u.id", "=", userId)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    id: row.id,
    email: row.email,
    // SQLite keeps booleans as 0 and 1.
    emailVerified: Boolean(row.emailVerified),
    createdAt: toIso(row.createdAt),
    username: row.username,
    isAdmin: row.admin_id !== null,
    signInDisabled: row.disabled_id !== null,
  };
}

/** When any session of the user was last created or extended (Better Auth writes updatedAt on both), or undefined without sessions. */
export async function findLatestSessionActivity(db: Kysely<Database>, userId: string): Promise<string | undefined> {
  const row = await db
    .selectFrom("session")
    .select((eb) => eb.fn.max("updatedAt").as("latest"))
    .where("userId", "=", userId)
    .executeTakeFirst();
  return row?.latest ? toIso(row.latest) : undefined;
}

export interface ResumeSummaryRow {
  id: string;
  title: string;
  template_id: string;
  updated_at: string;
}

/** Every resume of the user without its content, newest save first. */
export async function listResumeSummaries(db: Kysely<Database>, userId: string): Promise<ResumeSummaryRow[]> {
  const rows = await db
    .selectFrom("resumes")
    .select(["id", "title", "template_id", "updated_at"])
    .where("user_id", "=", userId)
    .orderBy("updated_at", "desc")
    .orderBy("id")
    .execute();
  return rows.map((row) => ({ ...row, updated_at: toIso(row.updated_at) }));
}
