import { queryOptions } from "@tanstack/react-query";
import { publicProfileApi, type PublicProfile } from "#shared/api/public-profile";
import { request } from "#web/lib/api-client";
import { queryKeys } from "#web/lib/api/query-keys";

/** 404 unless the profile exists and is public (contract: src/shared/api/public-profile.ts). */
export const fetchPublicProfile = (username: string, signal?: AbortSignal): Promise<PublicProfile> =>
  request(publicProfileApi.get, { params: { username } }, { signal });

// Any failure shows 'Profile Not Found' at once (seed 000 section 8), so no retries.
export const publicProfileQuery = (username: string) =>
  queryOptions({
    queryKey: queryKeys.publicProfile(username),
    queryFn: ({ signal }) => fetchPublicProfile(username, signal),
    retry: false,
  });
