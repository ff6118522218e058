import type { OwnProfile } from "#shared/api/profile";
import type { StoredProfile } from "../../db/queries/profiles";

export const toOwnProfile = (profile: StoredProfile): OwnProfile => ({
  username: profile.username,
  is_public: profile.is_public,
  profile_image_url: profile.profile_image_url,
  created_at: profile.created_at,
});
