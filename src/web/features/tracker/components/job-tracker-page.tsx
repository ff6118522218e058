import { useQuery } from "@tanstack/react-query";
import { Briefcase, LayoutList, Plus, Search, SearchX, SquareKanban } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import type { JobApplication } from "#shared/applications";
import { ListLoadFailure } from "#web/components/list-load-failure";
import { ToolPage } from "#web/components/tool-page";
import { Button } from "#web/components/ui/button";
import { Input } from "#web/components/ui/input";
import { jobApplicationsQuery } from "#web/lib/api/job-applications";
import { cn } from "#web/lib/cn";
import { searchApplications } from "../lib/search-applications";
import { useTrackerView, type TrackerView } from "../lib/use-tracker-view";
import { AddApplicationDialog } from "./add-application-dialog";
import { ApplicationBoard } from "./application-board";
import { ApplicationCard, type CardAction } from "./application-card";
import { ApplicationDetailsDialog } from "./application-details-dialog";
import { DeleteApplicationDialog } from "./delete-application-dialog";
import { EditApplicationDialog } from "./edit-application-dialog";
import { TrackerStats } from "./tracker-stats";

type TrackerDialog = { kind: CardAction; id: string } | { kind: "add" };

/** The control a dialog was opened from: a card's button, found again even if the card was drawn anew. */
interface FocusOrigin {
  id: string;
  action: CardAction;
}

const originSelector = ({ id, action }: FocusOrigin) => `[data-application-id="${CSS.escape(id)}"] [data-action="${action}"]`;

/** Seed 001's Job Application Tracker at /job-tracker, with a board view and applications added by hand. */
export function JobTrackerPage() {
  const applications = useQuery(jobApplicationsQuery);
  const [view, setView] = useTrackerView();
  const [query, setQuery] = useState("");
  const [dialog, setDialog] = useState<TrackerDialog | null>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  const addButtonRef = useRef<HTMLButtonElement>(null);
  const focusOrigin = useRef<FocusOrigin | null>(null);
  const openDialog = useRef(dialog);
  useEffect(() => {
    openDialog.current = dialog;
  }, [dialog]);

  const now = new Date();
  const list = applications.data ?? [];
  // A failed list must never read as an empty one: the error shows instead, with a way to try again.
  const hasLoadFailed = applications.isError && !applications.data;
  const shown = searchApplications(list, query);
  const selected = dialog && dialog.kind !== "add" ? list.find((application) => application.id === dialog.id) : undefined;
  const selectedFor = (kind: CardAction) => (dialog?.kind === kind ? selected : undefined);

  const openFromCard = (application: JobApplication, action: CardAction) => {
    focusOrigin.current = { id: application.id, action };
    setDialog({ kind: action, id: application.id });
  };
  const close = (open: boolean) => {
    if (!open) setDialog(null);
  };
  // Radix would return focus to the control that opened the dialog, which is gone when one dialog led to another.
  const restoreFocus = (event: Event) => {
    event.preventDefault();
    if (openDialog.current) return;
    const origin = focusOrigin.current && document.querySelector<HTMLElement>(originSelector(focusOrigin.current));
    (origin ?? searchRef.current ?? addButtonRef.current)?.focus();
  };

  const addButton = (
    <Button ref={addButtonRef} onClick={() => setDialog({ kind: "add" })}>
      <Plus aria-hidden="true" />
      Add application
    </Button>
  );

  return (
    <ToolPage
      title="Job Application Tracker"
      description="Every job you applied to in one place: where each one stands, and what comes next."
      actions={addButton}
    >
      {applications.isPending ? (
        <p role="status" className="py-16 text-center text-slate-500">
          Loading your applications...
        </p>
      ) : hasLoadFailed ? (
        <ListLoadFailure
          title="Could not load your applications"
          error={applications.error}
          isRetrying={applications.isFetching}
          onRetry={() => void applications.refetch()}
        />
      ) : (
        <div className="flex flex-col gap-6">
          <TrackerStats applications={list} now={now} />
          {list.length === 0 ? (
            <NoApplications onAdd={() => setDialog({ kind: "add" })} />
          ) : (
            <>
              <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
                <div className="relative w-full sm:max-w-sm">
                  <Search
                    className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400"
                    aria-hidden="true"
                  />
                  <Input
                    ref={searchRef}
                    type="search"
                    aria-label="Search applications by company or job title"
                    placeholder="Search by company or job title"
                    value={query}
                    onChange={(event) => setQuery(event.target.value)}
                    className="bg-white pl-9"
                  />
                </div>
                <ViewSwitch view={view} onChange={setView} />
              </div>
              <p role="status" className="sr-only">
                {query.trim() ? `${shown.length} of ${list.length} applications match.` : ""}
              </p>
              {shown.length === 0 ? (
                <NoMatches query={query} onClear={() => setQuery("")} />
              ) : view === "board" ? (
                <ApplicationBoard applications={shown} now={now} onAction={openFromCard} />
              ) : (
                <ul aria-label="Applications" className="grid gap-4 lg:grid-cols-2">
                  {shown.map((application) => (
                    <li key={application.id}>
                      <ApplicationCard application={application} now={now} onAction={(action) => openFromCard(application, action)} />
                    </li>
                  ))}
                </ul>
              )}
            </>
          )}
        </div>
      )}

      <ApplicationDetailsDialog
        application={selectedFor("details")}
        now={now}
        onOpenChange={close}
        onEdit={() => selected && setDialog({ kind: "edit", id: selected.id })}
        onDelete={() => selected && setDialog({ kind: "delete", id: selected.id })}
        onCloseAutoFocus={restoreFocus}
      />
      <EditApplicationDialog application={selectedFor("edit")} onOpenChange={close} onCloseAutoFocus={restoreFocus} />
      <DeleteApplicationDialog application={selectedFor("delete")} onOpenChange={close} onCloseAutoFocus={restoreFocus} />
      <AddApplicationDialog
        open={dialog?.kind === "add"}
        onOpenChange={close}
        onAdded={(id) => {
          // The new card is where focus lands, whatever matches the search.
          setQuery("");
          focusOrigin.current = { id, action: "details" };
          setDialog(null);
        }}
      />
    </ToolPage>
  );
}

function ViewSwitch({ view, onChange }: { view: TrackerView; onChange: (view: TrackerView) => void }) {
  const option = (value: TrackerView, label: string, Icon: typeof LayoutList) => (
    <button
      type="button"
      aria-pressed={view === value}
      onClick={() => onChange(value)}
      className={cn(
        "inline-flex h-8 flex-1 items-center justify-center gap-1.5 rounded-md px-3 text-sm font-medium transition-colors focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none sm:flex-none",
        view === value ? "bg-white text-slate-900 shadow-sm" : "text-slate-600 hover:text-slate-900",
      )}
    >
      <Icon className="size-4" aria-hidden="true" />
      {label}
    </button>
  );
  return (
    <div role="group" aria-label="View" className="flex rounded-lg bg-slate-100 p-1">
      {option("list", "List", LayoutList)}
      {option("board", "Board", SquareKanban)}
    </div>
  );
}

function NoApplications({ onAdd }: { onAdd: () => void }) {
  return (
    <div className="flex flex-col items-center rounded-2xl border border-dashed border-slate-300 bg-slate-50 px-6 py-16 text-center">
      <Briefcase className="size-12 text-slate-400" aria-hidden="true" />
      <h2 className="mt-4 text-lg font-semibold text-slate-900">No applications yet</h2>
      <p className="mt-1 max-w-md text-slate-600">
        Write an application with the Job Application Generator and save it, and it appears here. Applied somewhere else? Add it by hand.
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-2">
        <Button asChild>
          <Link to="/job-application">Generate an application</Link>
        </Button>
        <Button variant="outline" onClick={onAdd}>
          <Plus aria-hidden="true" />
          Add one by hand
        </Button>
      </div>
    </div>
  );
}

function NoMatches({ query, onClear }: { query: string; onClear: () => void }) {
  return (
    <div className="flex flex-col items-center rounded-2xl border border-dashed border-slate-300 bg-slate-50 px-6 py-12 text-center">
      <SearchX className="size-10 text-slate-400" aria-hidden="true" />
      <h2 className="mt-4 text-lg font-semibold text-slate-900">No matching applications</h2>
      <p className="mt-1 max-w-md break-words text-slate-600">
        No company or job title contains “{query.trim()}”. Check the spelling, or search for part of the name.
      </p>
      <Button variant="outline" className="mt-6" onClick={onClear}>
        Clear search
      </Button>
    </div>
  );
}
