import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { adminApi, type AdminMetrics, type AdminUserSortField, type AdminUsersPage, type SortDirection } from "#shared/api/admin";
import { isApiError, request } from "#web/lib/api-client";
import { queryKeys } from "#web/lib/api/query-keys";

export interface UsersView {
  search: string;
  page: number;
  pageSize: number;
  sort: { field: AdminUserSortField; direction: SortDirection };
}

/** The metrics, or "denied" for a signed-in user without the admin role: an answer, not a failure to log. */
export type AdminAccess = { access: "granted"; metrics: AdminMetrics } | { access: "denied" };

export async function fetchAdminAccess(): Promise<AdminAccess> {
  try {
    return { access: "granted", metrics: await request(adminApi.metrics, {}) };
  } catch (error) {
    if (isApiError(error, adminApi.metrics, "FORBIDDEN")) return { access: "denied" };
    throw error;
  }
}

export const fetchAdminUsers = ({ search, page, pageSize, sort }: UsersView, signal?: AbortSignal): Promise<AdminUsersPage> =>
  request(
    adminApi.users,
    { query: { search, page: String(page), pageSize: String(pageSize), sort: `${sort.field}:${sort.direction}` } },
    { signal },
  );

export const adminAccessQuery = queryOptions({ queryKey: queryKeys.adminMetrics, queryFn: fetchAdminAccess, retry: false });

export const adminActivityQuery = queryOptions({
  queryKey: queryKeys.adminActivity,
  queryFn: ({ signal }) => request(adminApi.activity, {}, { signal }),
  retry: false,
});

export const adminUsersQuery = (view: UsersView) =>
  queryOptions({
    queryKey: queryKeys.adminUsers(view),
    queryFn: ({ signal }) => fetchAdminUsers(view, signal),
    retry: false,
    // The table keeps the last page on screen while the next search or page loads.
    placeholderData: keepPreviousData,
  });
