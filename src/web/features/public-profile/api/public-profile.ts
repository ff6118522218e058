import { queryOptions } from "@tanstack/react-query";
import type { Resume } from "../../../../shared/resume";
import { requestJson } from "../../../lib/api-client";

/** GET /api/public/:username: 404 unless the profile exists and is public. */
export interface PublicProfile {
  profile: { username: string; profile_image_url: string | null };
  resume: Resume | null;
}

export const fetchPublicProfile = (username: string, signal?: AbortSignal): Promise<PublicProfile> =>
  requestJson<PublicProfile>("GET", `/api/public/${encodeURIComponent(username)}`, { signal });

// Any failure shows 'Profile Not Found' at once (seed 000 section 8), so no retries.
export const publicProfileQuery = (username: string) =>
  queryOptions({
    queryKey: ["public-profile", username],
    queryFn: ({ signal }) => fetchPublicProfile(username, signal),
    retry: false,
  });
