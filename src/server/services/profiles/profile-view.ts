import type { StoredProfile } from "../../db/queries/profiles";

/** What the owner sees of their profile (GET and PUT /api/profile). */
export interface OwnProfile {
  username: string | null;
  is_public: boolean;
  profile_image_url: string | null;
  created_at: string;
}

export const toOwnProfile = (profile: StoredProfile): OwnProfile => ({
  username: profile.username,
  is_public: profile.is_public,
  profile_image_url: profile.profile_image_url,
  created_at: profile.created_at,
});
