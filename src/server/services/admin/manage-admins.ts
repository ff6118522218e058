import { grantRole, revokeRole } from "../../db/queries/user-roles";
import { findUserIdByEmail } from "../../db/queries/users";
import { AppError } from "../../errors";
import type { DbDeps } from "../deps";

interface ByEmail {
  email: string;
}

async function requireUserId({ db }: DbDeps, { email }: ByEmail): Promise<string> {
  const userId = await findUserIdByEmail(db, email);
  if (!userId) throw new AppError("NOT_FOUND", `No user has the email ${email}.`);
  return userId;
}

export async function grantAdmin({ db }: DbDeps, user: ByEmail): Promise<void> {
  await grantRole(db, await requireUserId({ db }, user), "admin", new Date().toISOString());
}

/** Answers whether the user was an admin before. */
export async function revokeAdmin({ db }: DbDeps, user: ByEmail): Promise<boolean> {
  return revokeRole(db, await requireUserId({ db }, user), "admin");
}
