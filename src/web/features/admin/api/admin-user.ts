// One user's details and the operator's actions (contract: src/shared/api/admin-user.ts).
import { queryOptions, useMutation, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { adminUserApi, type AdminUserDetails } from "#shared/api/admin-user";
import { request } from "#web/lib/api-client";
import { queryKeys } from "#web/lib/api/query-keys";

export const adminUserQuery = (id: string) =>
  queryOptions({
    queryKey: queryKeys.adminUser(id),
    queryFn: ({ signal }) => request(adminUserApi.details, { params: { id } }, { signal }),
    retry: false,
  });

// An action can change what the metrics count (a deleted user, ended sessions) and what the table lists.
const refreshDashboard = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.adminMetrics }),
    queryClient.invalidateQueries({ queryKey: queryKeys.adminUserPages }),
  ]);

function useUserChange<V>(change: (variables: V) => Promise<AdminUserDetails>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: async (details) => {
      queryClient.setQueryData(queryKeys.adminUser(details.id), details);
      await refreshDashboard(queryClient);
    },
  });
}

export const useSetAdminRole = () =>
  useUserChange(({ id, admin }: { id: string; admin: boolean }) => request(adminUserApi.setAdmin, { params: { id }, body: { admin } }));

export const useSetSignInDisabled = () =>
  useUserChange(({ id, disabled }: { id: string; disabled: boolean }) =>
    request(adminUserApi.setSignIn, { params: { id }, body: { disabled } }),
  );

/**
 * The deleted user's details stay cached until unused: removing them while the dialog still shows
 * them would fetch them again (a 404) and unmount the dialog before it could say the user was deleted.
 */
export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, confirmation }: { id: string; confirmation: string }) =>
      request(adminUserApi.delete, { params: { id }, body: { confirmation } }),
    onSuccess: () => refreshDashboard(queryClient),
  });
}
