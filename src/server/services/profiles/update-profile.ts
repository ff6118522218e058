import type { OwnProfile, ProfileSettings } from "#shared/api/profile";
import { findUserIdByUsername, getProfile, isUniqueViolation, updateProfile as writeProfile } from "../../db/queries/profiles";
import type { DbAndFilesDeps, FilesDeps } from "../deps";
import { ownImageKey, removeUnusedImages } from "../storage/user-images";
import { loadOrCreateProfile } from "./get-own-profile";
import { toOwnProfile } from "./profile-view";
import { assertPublicHasUsername, assertUsernameShape, notOwnProfileImage, usernameLocked, usernameTaken } from "./username-rules";

/** A new profile image must be null or a file that exists in the user's own profile-images folder. */
async function assertOwnProfileImage({ files }: FilesDeps, { userId, url }: { userId: string; url: string | null }): Promise<void> {
  if (url === null) return;
  const key = ownImageKey({ files }, { userId, url });
  if (!key?.startsWith(`profile-images/${userId}/`) || !(await files.exists(key))) throw notOwnProfileImage();
}

/**
 * Saves the profile settings (contract: PUT /api/profile). A username is set only once: a different
 * one afterwards is USERNAME_LOCKED; one held by another user is USERNAME_TAKEN, also when two users
 * race for it (the unique index decides). A replaced profile image is deleted.
 */
export async function updateProfile(
  deps: DbAndFilesDeps,
  { userId, settings, now }: { userId: string; settings: ProfileSettings; now: Date },
): Promise<OwnProfile> {
  const { db } = deps;
  const saved = await loadOrCreateProfile(deps, { userId, now });

  const requested = settings.username ?? null;
  let username = saved.username;
  if (requested !== null && requested !== saved.username) {
    // Contract: any different username after one is saved is refused as locked, whatever its shape.
    if (saved.username !== null) throw usernameLocked();
    assertUsernameShape(requested);
    username = requested;
  }

  const isPublic = settings.is_public ?? saved.is_public;
  const profileImageUrl = settings.profile_image_url === undefined ? saved.profile_image_url : settings.profile_image_url;
  // The saved image was checked when it was set; the settings form sends it back unchanged.
  if (profileImageUrl !== saved.profile_image_url) await assertOwnProfileImage(deps, { userId, url: profileImageUrl });
  assertPublicHasUsername({ isPublic, username });

  if (username !== null && username !== saved.username) {
    const holder = await findUserIdByUsername(db, username);
    if (holder !== undefined && holder !== userId) throw usernameTaken();
  }

  let updated;
  try {
    updated = await writeProfile(db, userId, { username, is_public: isPublic, profile_image_url: profileImageUrl });
  } catch (error) {
    if (isUniqueViolation(error, "username")) throw usernameTaken();
    throw error;
  }
  if (updated) {
    if (updated.profile_image_url !== saved.profile_image_url) await removeUnusedImages(deps, { userId, urls: [saved.profile_image_url] });
    return toOwnProfile(updated);
  }
  // Nothing matched: a concurrent save of this user set a different username first.
  const current = await getProfile(db, userId);
  if (current?.username != null && current.username !== username) throw usernameLocked();
  throw new Error(`The profile of user ${userId} could not be saved.`);
}
