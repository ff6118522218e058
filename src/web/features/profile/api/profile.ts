import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { profileApi, type OwnProfile, type ProfileSettings } from "#shared/api/profile";
import { request } from "#web/lib/api-client";
import { queryKeys } from "#web/lib/api/query-keys";

/** The signed-in user's profile (contract: src/shared/api/profile.ts). */
export const fetchProfile = async (): Promise<OwnProfile> => (await request(profileApi.get, {})).profile;

export const saveProfile = async (settings: ProfileSettings): Promise<OwnProfile> =>
  (await request(profileApi.update, { body: settings })).profile;

export const checkUsernameAvailable = async (username: string, signal?: AbortSignal): Promise<boolean> =>
  (await request(profileApi.usernameAvailable, { query: { username } }, { signal })).available;

// A load failure is reported once ('Failed to load profile'), not retried behind a spinner.
export const profileQuery = queryOptions({ queryKey: queryKeys.profile, queryFn: fetchProfile, retry: false, staleTime: 0 });

export const usernameAvailabilityQuery = (username: string) =>
  queryOptions({
    queryKey: queryKeys.usernameAvailability(username),
    queryFn: ({ signal }) => checkUsernameAvailable(username, signal),
    retry: false,
    staleTime: 0,
    gcTime: 0,
  });

export function useSaveProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveProfile,
    onSuccess: (profile) => {
      queryClient.setQueryData(profileQuery.queryKey, profile);
      void queryClient.invalidateQueries({ queryKey: profileQuery.queryKey });
    },
  });
}
