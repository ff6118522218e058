import type { OwnProfile } from "#shared/api/profile";
import { ensureProfile, getProfile, type StoredProfile } from "../../db/queries/profiles";
import type { DbDeps } from "../deps";
import { toOwnProfile } from "./profile-view";

interface ProfileRead {
  userId: string;
  now: Date;
}

/** The user's profile row; a missing one is first created with only the user id (seed section 4). */
export async function loadOrCreateProfile({ db }: DbDeps, { userId, now }: ProfileRead): Promise<StoredProfile> {
  const existing = await getProfile(db, userId);
  if (existing) return existing;
  await ensureProfile(db, userId, now.toISOString());
  const created = await getProfile(db, userId);
  if (!created) throw new Error(`The profile of user ${userId} could not be created.`);
  return created;
}

export async function getOwnProfile(deps: DbDeps, read: ProfileRead): Promise<OwnProfile> {
  return toOwnProfile(await loadOrCreateProfile(deps, read));
}
