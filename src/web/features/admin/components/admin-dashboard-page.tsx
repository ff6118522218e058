import { useQuery } from "@tanstack/react-query";
import { ShieldAlert } from "lucide-react";
import { ListLoadFailure } from "#web/components/list-load-failure";
import { pageColumn } from "#web/components/ui/page-column";
import { cn } from "#web/lib/cn";
import { adminAccessQuery } from "../api/admin";
import { ActivityPanel } from "./activity-panel";
import { MetricCards } from "./metric-cards";
import { UsersTable } from "./users-table";

function AccessDenied() {
  return (
    <div role="alert" className="mx-auto flex max-w-md flex-col items-center py-24 text-center">
      <ShieldAlert className="size-12 text-red-500" aria-hidden="true" />
      <h1 className="mt-4 text-2xl font-bold text-slate-900">Access Denied</h1>
      <p className="mt-2 text-slate-600">You do not have admin privileges.</p>
    </div>
  );
}

/** /users_access_admin: the metrics answer also tells whether the user is an admin (403 otherwise). `currentUserId`: the signed-in user. */
export function AdminDashboardPage({ currentUserId }: { currentUserId: string }) {
  const admin = useQuery(adminAccessQuery);

  if (admin.isPending) {
    return (
      <p role="status" className="py-24 text-center text-slate-500">
        Loading...
      </p>
    );
  }
  if (admin.isSuccess && admin.data.access === "denied") return <AccessDenied />;
  return (
    <div className={cn(pageColumn.boxed, "flex flex-col gap-8 py-8")}>
      <h1 className="text-3xl font-bold text-slate-900">Admin Dashboard</h1>
      {admin.isError ? (
        <ListLoadFailure
          title="Could not load the dashboard"
          error={admin.error}
          isRetrying={admin.isFetching}
          onRetry={() => void admin.refetch()}
        />
      ) : (
        admin.data.access === "granted" && (
          <>
            <MetricCards metrics={admin.data.metrics} />
            <ActivityPanel />
            <UsersTable currentUserId={currentUserId} />
          </>
        )
      )}
    </div>
  );
}
