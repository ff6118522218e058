import type { AdminUserDetails } from "#shared/api/admin-user";
import { findLatestSessionActivity, findUserAccount, listResumeSummaries } from "../../db/queries/admin-user-details";
import { AppError } from "../../errors";
import type { DbDeps } from "../deps";

export const userNotFound = () => new AppError("NOT_FOUND", "No user has this id. It may have been deleted.");

const latest = (times: Array<string | undefined>): string | null =>
  times.filter((time): time is string => time !== undefined).reduce<string | null>((a, b) => (a === null || b > a ? b : a), null);

/** One user as the admin dashboard's details show them: account, role, sign-in, last activity and resumes. */
export async function getAdminUserDetails({ db }: DbDeps, { userId }: { userId: string }): Promise<AdminUserDetails> {
  const [account, lastSession, resumes] = await Promise.all([
    findUserAccount(db, userId),
    findLatestSessionActivity(db, userId),
    listResumeSummaries(db, userId),
  ]);
  if (!account) throw userNotFound();
  const { createdAt, ...rest } = account;
  return {
    ...rest,
    created_at: createdAt,
    // Activity as decision 024 reads it: a session created or extended, or a resume saved.
    lastActivityAt: latest([lastSession, resumes[0]?.updated_at]),
    resumes,
  };
}
