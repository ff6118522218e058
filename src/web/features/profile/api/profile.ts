import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { requestJson } from "../../../lib/api-client";

/** GET /api/profile: the signed-in user's profile (created with only the user id on first visit). */
export interface Profile {
  username: string | null;
  is_public: boolean;
  profile_image_url: string | null;
  created_at: string;
}

export interface ProfileUpdate {
  username: string | null;
  is_public: boolean;
  profile_image_url: string | null;
}

export const fetchProfile = async (): Promise<Profile> =>
  (await requestJson<{ profile: Profile }>("GET", "/api/profile")).profile;

export const saveProfile = async (update: ProfileUpdate): Promise<Profile> =>
  (await requestJson<{ profile: Profile }>("PUT", "/api/profile", { body: update })).profile;

export const checkUsernameAvailable = async (username: string, signal?: AbortSignal): Promise<boolean> =>
  (await requestJson<{ available: boolean }>("GET", `/api/profile/username-available?username=${encodeURIComponent(username)}`, { signal }))
    .available;

// A load failure is reported once ('Failed to load profile'), not retried behind a spinner.
export const profileQuery = queryOptions({ queryKey: ["profile"], queryFn: fetchProfile, retry: false, staleTime: 0 });

export const usernameAvailabilityQuery = (username: string) =>
  queryOptions({
    queryKey: ["profile", "username-available", username],
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
