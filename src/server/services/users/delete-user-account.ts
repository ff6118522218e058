import type { Kysely } from "kysely";
import type { SessionCache } from "../../auth/session-cache";
import { deleteUserAndOwnedRows } from "../../db/queries/user-account";
import type { Database } from "../../db/schema";
import type { FileStore } from "../../storage/file-store";
import { listUserImages } from "../storage/user-images";

export interface AccountDeletionDeps {
  db: Kysely<Database>;
  files: FileStore;
  sessionCache: SessionCache;
}

/**
 * Deletes a user and everything they own: resumes, cover letters, tracked applications, AI request
 * records, roles, profile, sessions, sign-in accounts, pending password resets, then their stored
 * images. The one way an account is deleted, by an operator (issue 13) or later by its owner.
 *
 * The rows go in one transaction; the images only once it has committed, so a deletion that fails
 * midway leaves the account whole, images included. The abuse-limit counters keyed by the user are
 * left to end with their window (an hour at most): they hold a hash of the id, nothing of the person.
 * Answers whether there was such a user.
 */
export async function deleteUserAccount(deps: AccountDeletionDeps, userId: string): Promise<boolean> {
  const existed = await deps.db.transaction().execute((trx) => deleteUserAndOwnedRows(trx, userId));
  if (!existed) return false;
  // The sessions are gone from the database; this process must stop honouring their cached lookups too (decision 014).
  deps.sessionCache.forgetUser(userId);
  for (const image of await listUserImages(deps.files, userId)) await deps.files.delete(image.key);
  return true;
}
