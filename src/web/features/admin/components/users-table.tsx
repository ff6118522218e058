import { useQuery } from "@tanstack/react-query";
import { ArrowDown, ArrowUp, ArrowUpDown, ChevronLeft, ChevronRight, Search } from "lucide-react";
import { useRef, useState } from "react";
import type { AdminUserSortField, AdminUsersPage } from "#shared/api/admin";
import { ListLoadFailure } from "#web/components/list-load-failure";
import { Button } from "#web/components/ui/button";
import { Input } from "#web/components/ui/input";
import { formatShortDate } from "#web/lib/format-date";
import { useDebouncedValue } from "#web/lib/use-debounced-value";
import { adminUsersQuery, type UsersView } from "../api/admin";
import { UserDetailsDialog } from "./user-details-dialog";

const PAGE_SIZE = 25;
const SEARCH_DEBOUNCE_MS = 300;
/** Seed 000 section 9: the User ID column shows 8 characters. */
const SHOWN_ID_LENGTH = 8;
const shortId = (id: string) => `${id.slice(0, SHOWN_ID_LENGTH)}…`;

// The first click on a column sorts the way one usually reads it: newest, A to Z, most resumes.
const FIRST_DIRECTION = { created_at: "desc", username: "asc", resume_count: "desc" } as const;

type Sort = UsersView["sort"];

function SortableHeader({
  field,
  label,
  sort,
  onSort,
}: {
  field: AdminUserSortField;
  label: string;
  sort: Sort;
  onSort: (sort: Sort) => void;
}) {
  const active = sort.field === field;
  const Icon = !active ? ArrowUpDown : sort.direction === "asc" ? ArrowUp : ArrowDown;
  const next: Sort = active
    ? { field, direction: sort.direction === "asc" ? "desc" : "asc" }
    : { field, direction: FIRST_DIRECTION[field] };
  return (
    <th scope="col" aria-sort={active ? (sort.direction === "asc" ? "ascending" : "descending") : "none"} className="px-2 py-3 sm:px-4">
      <button
        type="button"
        onClick={() => onSort(next)}
        className="-mx-1 inline-flex items-center gap-1.5 rounded px-1 font-medium hover:text-slate-900 focus-visible:ring-2 focus-visible:ring-blue-500 focus-visible:outline-none"
      >
        {label}
        <Icon className={active ? "size-3.5 text-slate-900" : "size-3.5 text-slate-400"} aria-hidden="true" />
      </button>
    </th>
  );
}

/** `currentUserId`: the signed-in admin, whose own details leave out the actions that would lock them out. */
export function UsersTable({ currentUserId }: { currentUserId: string }) {
  const [searchInput, setSearchInput] = useState("");
  const search = useDebouncedValue(searchInput.trim(), SEARCH_DEBOUNCE_MS);
  const [sort, setSort] = useState<Sort>({ field: "created_at", direction: "desc" });
  // A page belongs to the search it was chosen for: a new search starts again from the first page.
  const [paging, setPaging] = useState({ search, page: 1 });
  const page = paging.search === search ? paging.page : 1;
  const setPage = (next: number) => setPaging({ search, page: next });
  const sortBy = (next: Sort) => {
    setSort(next);
    setPage(1);
  };
  const users = useQuery(adminUsersQuery({ search, page, pageSize: PAGE_SIZE, sort }));
  const [openUserId, setOpenUserId] = useState<string | null>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  // The row's button that opened the details; null once that user is deleted.
  const opener = useRef<HTMLElement | null>(null);
  const openUser = (id: string, from: HTMLElement) => {
    opener.current = from;
    setOpenUserId(id);
  };
  const restoreFocus = (event: Event) => {
    event.preventDefault();
    (opener.current ?? searchRef.current)?.focus();
  };

  return (
    <section aria-labelledby="admin-users-heading" className="flex flex-col gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <h2 id="admin-users-heading" className="text-xl font-semibold text-slate-900">
          Users
        </h2>
        <div className="relative w-full sm:max-w-sm">
          <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400" aria-hidden="true" />
          <Input
            type="search"
            aria-label="Search by username or email"
            placeholder="Search by username or email..."
            ref={searchRef}
            value={searchInput}
            onChange={(event) => setSearchInput(event.target.value)}
            className="bg-white pl-9"
          />
        </div>
      </div>

      {users.isPending ? (
        <p role="status" className="py-12 text-center text-slate-500">
          Loading...
        </p>
      ) : users.isError ? (
        <ListLoadFailure
          title="Could not load the users"
          error={users.error}
          isRetrying={users.isFetching}
          onRetry={() => void users.refetch()}
        />
      ) : (
        <UsersResults
          data={users.data}
          sort={sort}
          onSort={sortBy}
          isChanging={users.isPlaceholderData}
          onPage={setPage}
          onOpenUser={openUser}
        />
      )}
      <UserDetailsDialog
        userId={openUserId}
        currentUserId={currentUserId}
        onClose={() => setOpenUserId(null)}
        onDeleted={() => {
          opener.current = null;
          setOpenUserId(null);
        }}
        onCloseAutoFocus={restoreFocus}
      />
    </section>
  );
}

interface UsersResultsProps {
  data: AdminUsersPage;
  sort: Sort;
  onSort: (sort: Sort) => void;
  /** A new page or search is on its way; the previous one stays on screen until it comes. */
  isChanging: boolean;
  onPage: (page: number) => void;
  onOpenUser: (id: string, from: HTMLElement) => void;
}

function UsersResults({ data, sort, onSort, isChanging, onPage, onOpenUser }: UsersResultsProps) {
  const pageCount = Math.max(1, Math.ceil(data.total / data.pageSize));
  const first = (data.page - 1) * data.pageSize + 1;
  const last = first + data.users.length - 1;
  return (
    <>
      <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm" aria-busy={isChanging}>
        <table aria-labelledby="admin-users-heading" className="w-full text-left text-sm sm:min-w-[32rem]">
          <thead className="border-b border-slate-200 bg-slate-50 text-slate-600">
            <tr>
              <SortableHeader field="username" label="Username" sort={sort} onSort={onSort} />
              {/* On a phone the id moves under the email, so the date and the count stay in view. */}
              <th scope="col" className="hidden px-2 py-3 font-medium sm:table-cell sm:px-4">
                User ID
              </th>
              <SortableHeader field="created_at" label="Sign-up Date" sort={sort} onSort={onSort} />
              <SortableHeader field="resume_count" label="Resumes" sort={sort} onSort={onSort} />
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {data.users.length === 0 ? (
              <tr>
                <td colSpan={4} className="px-4 py-12 text-center text-slate-500">
                  No users found
                </td>
              </tr>
            ) : (
              data.users.map((user) => (
                // The whole row opens the details to a pointer; the button in its first cell is the way for keyboards and screen readers.
                <tr
                  key={user.id}
                  onClick={(event) => onOpenUser(user.id, event.currentTarget.querySelector("button") ?? event.currentTarget)}
                  className="cursor-pointer hover:bg-slate-50"
                >
                  <td className="px-2 py-3 sm:px-4">
                    <button
                      type="button"
                      onClick={(event) => {
                        event.stopPropagation();
                        onOpenUser(user.id, event.currentTarget);
                      }}
                      aria-haspopup="dialog"
                      className="-mx-1 block rounded px-1 text-left focus-visible:ring-2 focus-visible:ring-blue-500 focus-visible:outline-none"
                    >
                      {user.username && <span className="block font-medium text-slate-900">{user.username}</span>}
                      <span className={user.username ? "block break-all text-slate-500" : "block break-all text-slate-900"}>
                        {user.email}
                      </span>
                      <span className="block font-mono text-xs text-slate-500 sm:hidden">{shortId(user.id)}</span>
                    </button>
                  </td>
                  <td className="hidden whitespace-nowrap px-2 py-3 font-mono text-slate-600 sm:table-cell sm:px-4" title={user.id}>
                    {shortId(user.id)}
                  </td>
                  <td className="whitespace-nowrap px-2 py-3 sm:px-4 text-slate-700">{formatShortDate(user.created_at)}</td>
                  <td className="px-2 py-3 sm:px-4 text-slate-700 tabular-nums">{user.resumeCount}</td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      <nav aria-label="Users pages" className="flex flex-wrap items-center justify-between gap-3 text-sm text-slate-600">
        <p>{data.users.length === 0 ? `${data.total} users` : `${first}–${last} of ${data.total} users`}</p>
        <div className="flex items-center gap-2">
          <Button variant="outline" size="sm" onClick={() => onPage(data.page - 1)} disabled={data.page <= 1 || isChanging}>
            <ChevronLeft className="size-4" aria-hidden="true" />
            Previous
          </Button>
          <span>
            Page {data.page} of {pageCount}
          </span>
          <Button variant="outline" size="sm" onClick={() => onPage(data.page + 1)} disabled={data.page >= pageCount || isChanging}>
            Next
            <ChevronRight className="size-4" aria-hidden="true" />
          </Button>
        </div>
      </nav>
    </>
  );
}
