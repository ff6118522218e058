import type { Kysely } from "kysely";
import { grantRole, revokeRole } from "../../db/queries/user-roles";
import { findUserIdByEmail } from "../../db/queries/users";
import type { Database } from "../../db/schema";
import { AppError } from "../../errors";

async function requireUserId(db: Kysely<Database>, email: string): Promise<string> {
  const userId = await findUserIdByEmail(db, email);
  if (!userId) throw new AppError("NOT_FOUND", `No user has the email ${email}.`);
  return userId;
}

export async function grantAdmin(db: Kysely<Database>, email: string): Promise<void> {
  await grantRole(db, await requireUserId(db, email), "admin", new Date().toISOString());
}

/** Answers whether the user was an admin before. */
export async function revokeAdmin(db: Kysely<Database>, email: string): Promise<boolean> {
  return revokeRole(db, await requireUserId(db, email), "admin");
}
