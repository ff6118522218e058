import { deletionConfirmationOf, type AdminUserDetails } from "../../../shared/api/admin-user";
import type { SessionCache } from "../../auth/session-cache";
import type { DatabaseHandle } from "../../db/database";
import { findUserAccount } from "../../db/queries/admin-user-details";
import { disableSignIn, enableSignIn } from "../../db/queries/disabled-sign-ins";
import { grantRole, lockRoleHolders, revokeRole } from "../../db/queries/user-roles";
import { deleteUserSessions } from "../../db/queries/users";
import { AppError } from "../../errors";
import type { FileStore } from "../../storage/file-store";
import { deleteUserAccount } from "../users/delete-user-account";
import { getAdminUserDetails, userNotFound } from "./user-details";

/** What the operator actions work with. Each action takes `actorId`, the signed-in admin acting, and `targetId`, the user acted on. */
export interface OperatorDeps {
  database: DatabaseHandle;
  files: FileStore;
  sessionCache: SessionCache;
}

// An admin who locked themselves out could not undo it from the dashboard; another admin (or the CLI) can.
function refuseSelf(actorId: string, targetId: string, message: string): void {
  if (actorId === targetId) throw new AppError("SELF_LOCKOUT", message);
}

async function requireAccount(deps: OperatorDeps, userId: string) {
  const account = await findUserAccount(deps.database.db, userId);
  if (!account) throw userNotFound();
  return account;
}

/**
 * Grants or revokes the admin role. Revoking reads the admins and removes one in one transaction,
 * so two admins revoking each other at once cannot leave the product without any.
 */
export async function setAdminRole(deps: OperatorDeps, actorId: string, targetId: string, isAdmin: boolean): Promise<AdminUserDetails> {
  const { db, dialect } = deps.database;
  const account = await requireAccount(deps, targetId);
  if (isAdmin) {
    await grantRole(db, targetId, "admin", new Date().toISOString());
  } else {
    refuseSelf(actorId, targetId, "You cannot revoke your own admin role. Another admin can.");
    await db.transaction().execute(async (trx) => {
      const admins = await lockRoleHolders(trx, dialect, "admin");
      if (!admins.includes(targetId)) return;
      if (admins.length === 1) {
        throw new AppError("LAST_ADMIN", `${account.email} is the last admin. Grant the role to someone else first.`);
      }
      await revokeRole(trx, targetId, "admin");
    });
  }
  return getAdminUserDetails(db, targetId);
}

/**
 * Disables or enables the user's sign-in. Disabling also ends every session of the user at once:
 * their next request is signed out, and Better Auth refuses a new session while the flag is set
 * (auth/create-auth.ts).
 */
export async function setSignInDisabled(
  deps: OperatorDeps,
  actorId: string,
  targetId: string,
  disabled: boolean,
): Promise<AdminUserDetails> {
  const { db } = deps.database;
  await requireAccount(deps, targetId);
  if (disabled) {
    refuseSelf(actorId, targetId, "You cannot disable your own sign-in.");
    await db.transaction().execute(async (trx) => {
      await disableSignIn(trx, targetId, new Date().toISOString());
      await deleteUserSessions(trx, targetId);
    });
    // The sessions are deleted outside Better Auth, so its delete hook does not run: forget them here (decision 014).
    deps.sessionCache.forgetUser(targetId);
  } else {
    await enableSignIn(db, targetId);
  }
  return getAdminUserDetails(db, targetId);
}

/** Deletes the user and all they own, once the operator typed the user's username (or email without one). */
export async function deleteUserAsOperator(deps: OperatorDeps, actorId: string, targetId: string, confirmation: string): Promise<void> {
  const account = await requireAccount(deps, targetId);
  refuseSelf(actorId, targetId, "You cannot delete your own account from the admin dashboard.");
  const expected = deletionConfirmationOf(account);
  if (confirmation.trim() !== expected) {
    const message = account.username ? "Type the user's username to confirm." : "Type the user's email to confirm.";
    throw new AppError("VALIDATION_FAILED", message, { issues: [{ path: "confirmation", message }] });
  }
  if (!(await deleteUserAccount({ db: deps.database.db, files: deps.files, sessionCache: deps.sessionCache }, targetId))) {
    throw userNotFound();
  }
}
