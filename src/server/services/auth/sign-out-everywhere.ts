import type { SessionCache } from "../../auth/session-cache";
import { deleteUserSessions } from "../../db/queries/users";
import type { DbDeps } from "../deps";

interface SignOutDeps extends DbDeps {
  sessionCache: SessionCache;
}

/**
 * The seed signs out everywhere: signing out ends every session of the user, on every device. The
 * sessions are deleted outside Better Auth, so its delete hook does not run: forget them here (decision 014).
 */
export async function signOutEverywhere({ db, sessionCache }: SignOutDeps, { userId }: { userId: string }): Promise<void> {
  await deleteUserSessions(db, userId);
  sessionCache.forgetUser(userId);
}
