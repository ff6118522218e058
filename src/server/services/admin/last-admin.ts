import type { Kysely } from "kysely";
import type { Dialect } from "../../db/database";
import { findDisabledSignIns } from "../../db/queries/disabled-sign-ins";
import { lockRoleHolders } from "../../db/queries/user-roles";
import type { Database } from "../../db/schema";
import { AppError } from "../../errors";

/**
 * Refuses to let `target` stop being an admin who can sign in (their role revoked, their sign-in
 * disabled, their account deleted) when no other such admin remains: the product would be left
 * without anyone to run it but the CLI. Runs first in the action's transaction: on PostgreSQL the
 * admins' role rows are locked (SELECT ... FOR UPDATE), so two admins acting on each other at once
 * act one after the other and the second sees what the first did; SQLite runs one transaction at a time.
 */
export async function keepAnAdminWhoCanSignIn(
  { trx, dialect }: { trx: Kysely<Database>; dialect: Dialect },
  target: { id: string; email: string },
): Promise<void> {
  const admins = await lockRoleHolders(trx, dialect, "admin");
  // A statement of its own, after the lock: under READ COMMITTED it sees what the transaction it
  // waited for committed (a sign-in disabled meanwhile).
  const disabled = await findDisabledSignIns(trx, admins);
  const enabled = admins.filter((id) => !disabled.has(id));
  if (enabled.length === 1 && enabled[0] === target.id) {
    throw new AppError(
      "LAST_ADMIN",
      `${target.email} is the last admin who can sign in. Grant the role to someone else (or enable another admin's sign-in) first.`,
    );
  }
}
