import { deletionConfirmationOf, type AdminUserDetails } from "#shared/api/admin-user";
import type { SessionCache } from "../../auth/session-cache";
import type { DatabaseHandle } from "../../db/database";
import { findUserAccount } from "../../db/queries/admin-user-details";
import { disableSignIn, enableSignIn } from "../../db/queries/disabled-sign-ins";
import { grantRole, revokeRole } from "../../db/queries/user-roles";
import { deleteUserSessions } from "../../db/queries/users";
import { AppError } from "../../errors";
import type { FileStore } from "../../storage/file-store";
import { deleteUserAccount } from "../users/delete-user-account";
import { keepAnAdminWhoCanSignIn } from "./last-admin";
import { getAdminUserDetails, userNotFound } from "./user-details";

/** What the operator actions work with. */
export interface OperatorDeps {
  database: DatabaseHandle;
  files: FileStore;
  sessionCache: SessionCache;
}

/** Who acts on whom: `actorId` is the signed-in admin acting, `targetId` the user acted on. */
interface OperatorAction {
  actorId: string;
  targetId: string;
}

// An admin who locked themselves out could not undo it from the dashboard; another admin (or the CLI) can.
function refuseSelf({ actorId, targetId }: OperatorAction, message: string): void {
  if (actorId === targetId) throw new AppError("SELF_LOCKOUT", message);
}

async function requireAccount(deps: OperatorDeps, userId: string) {
  const account = await findUserAccount(deps.database.db, userId);
  if (!account) throw userNotFound();
  return account;
}

/**
 * Grants or revokes the admin role. Revoking reads the admins and removes one in one transaction,
 * so two admins revoking each other at once cannot leave the product without one who can sign in.
 */
export async function setAdminRole(deps: OperatorDeps, action: OperatorAction & { isAdmin: boolean }): Promise<AdminUserDetails> {
  const { db, dialect } = deps.database;
  const { targetId } = action;
  const account = await requireAccount(deps, targetId);
  if (action.isAdmin) {
    await grantRole(db, targetId, "admin", new Date().toISOString());
  } else {
    refuseSelf(action, "You cannot revoke your own admin role. Another admin can.");
    await db.transaction().execute(async (trx) => {
      await keepAnAdminWhoCanSignIn({ trx, dialect }, account);
      await revokeRole(trx, targetId, "admin");
    });
  }
  return getAdminUserDetails({ db }, { userId: targetId });
}

/**
 * Disables or enables the user's sign-in. Disabling also ends every session of the user at once:
 * their next request is signed out, and Better Auth refuses a new session while the flag is set
 * (auth/create-auth.ts). It never disables the last admin who can sign in, even when two admins
 * disable each other at once.
 */
export async function setSignInDisabled(deps: OperatorDeps, action: OperatorAction & { disabled: boolean }): Promise<AdminUserDetails> {
  const { db, dialect } = deps.database;
  const { targetId } = action;
  const account = await requireAccount(deps, targetId);
  if (action.disabled) {
    refuseSelf(action, "You cannot disable your own sign-in.");
    await db.transaction().execute(async (trx) => {
      await keepAnAdminWhoCanSignIn({ trx, dialect }, account);
      await disableSignIn(trx, targetId, new Date().toISOString());
      await deleteUserSessions(trx, targetId);
    });
    // The sessions are deleted outside Better Auth, so its delete hook does not run: forget them here (decision 014).
    deps.sessionCache.forgetUser(targetId);
  } else {
    await enableSignIn(db, targetId);
  }
  return getAdminUserDetails({ db }, { userId: targetId });
}

/**
 * Deletes the user and all they own, once the operator typed the user's username (or email without
 * one); never the last admin who can sign in, even when two admins delete each other at once.
 */
export async function deleteUserAsOperator(deps: OperatorDeps, action: OperatorAction & { confirmation: string }): Promise<void> {
  const account = await requireAccount(deps, action.targetId);
  refuseSelf(action, "You cannot delete your own account from the admin dashboard.");
  const expected = deletionConfirmationOf(account);
  if (action.confirmation.trim() !== expected) {
    const message = account.username ? "Type the user's username to confirm." : "Type the user's email to confirm.";
    throw new AppError("VALIDATION_FAILED", message, { issues: [{ path: "confirmation", message }] });
  }
  if (!(await deleteUserAccount(deps, account))) {
    throw userNotFound();
  }
}
