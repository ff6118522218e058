import type { Kysely } from "kysely";
import type { OwnProfile } from "../../../shared/api/profile";
import { ensureProfile, getProfile, type StoredProfile } from "../../db/queries/profiles";
import type { Database } from "../../db/schema";
import { toOwnProfile } from "./profile-view";

/** The user's profile row; a missing one is first created with only the user id (seed section 4). */
export async function loadOrCreateProfile(db: Kysely<Database>, userId: string, now: Date): Promise<StoredProfile> {
  const existing = await getProfile(db, userId);
  if (existing) return existing;
  await ensureProfile(db, userId, now.toISOString());
  const created = await getProfile(db, userId);
  if (!created) throw new Error(`The profile of user ${userId} could not be created.`);
  return created;
}

export async function getOwnProfile(db: Kysely<Database>, userId: string, now: Date): Promise<OwnProfile> {
  return toOwnProfile(await loadOrCreateProfile(db, userId, now));
}
