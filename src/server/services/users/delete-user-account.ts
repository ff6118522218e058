import type { SessionCache } from "../../auth/session-cache";
import type { DatabaseHandle } from "../../db/database";
import { deleteUserAndOwnedRows, lockUser } from "../../db/queries/user-account";
import type { FileStore } from "../../storage/file-store";
import { keepAnAdminWhoCanSignIn } from "../admin/last-admin";
import { listUserImages } from "../storage/user-images";

export interface AccountDeletionDeps {
  database: DatabaseHandle;
  files: FileStore;
  sessionCache: SessionCache;
}

/**
 * Deletes a user and everything they own: resumes, cover letters, tracked applications, AI request
 * records, roles, profile, sessions, sign-in accounts, pending password resets, then their stored
 * images. The one way an account is deleted, by an operator (issue 13) or later by its owner; never
 * the last admin who can sign in (LAST_ADMIN).
 *
 * The rows go in one transaction; the images only once it has committed, so a deletion that fails
 * midway leaves the account whole, images included. The abuse-limit counters keyed by the user are
 * left to end with their window (an hour at most): they hold a hash of the id, nothing of the person.
 * A write of the user still under way fails on its foreign key and is answered 401 (middleware/errors.ts).
 * Answers whether there was such a user.
 */
export async function deleteUserAccount(deps: AccountDeletionDeps, user: { id: string; email: string }): Promise<boolean> {
  const { db, dialect } = deps.database;
  const existed = await db.transaction().execute(async (trx) => {
    // The admins' rows first, then the user's, in the order every operator action takes them.
    await keepAnAdminWhoCanSignIn({ trx, dialect }, user);
    await lockUser(trx, dialect, user.id);
    return deleteUserAndOwnedRows(trx, user.id);
  });
  if (!existed) return false;
  // The sessions are gone from the database; this process must stop honouring their cached lookups too (decision 014).
  deps.sessionCache.forgetUser(user.id);
  for (const image of await listUserImages(deps, { userId: user.id })) await deps.files.delete(image.key);
  return true;
}
