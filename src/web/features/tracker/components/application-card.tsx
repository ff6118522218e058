import { Building2, Eye, Pencil, Trash2 } from "lucide-react";
import type { JobApplication } from "#shared/applications";
import { Button } from "#web/components/ui/button";
import { AppliedWhen } from "./applied-when";
import { StatusBadge } from "./status-badge";

export type CardAction = "details" | "edit" | "delete";

interface ApplicationCardProps {
  application: JobApplication;
  now: Date;
  onAction: (action: CardAction) => void;
}

/** One application in the list (seed 001): title, status, company, when, salary and availability, and what can be done with it. */
export function ApplicationCard({ application, now, onAction }: ApplicationCardProps) {
  const { job_title: title, company_name: company, salary_expectation: salary, availability_date: availability } = application;
  const titleId = `application-${application.id}-title`;
  const named = `${title} at ${company}`;
  return (
    <article
      aria-labelledby={titleId}
      data-application-id={application.id}
      className="flex h-full flex-col rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id={titleId} className="text-lg leading-snug font-semibold break-words text-slate-900">
            {title}
          </h3>
          <p className="mt-1 flex items-center gap-1.5 text-slate-600">
            <Building2 className="size-4 shrink-0 text-slate-400" aria-hidden="true" />
            <span className="min-w-0 break-words">{company}</span>
          </p>
        </div>
        <StatusBadge status={application.status} className="mt-1" />
      </div>
      <dl className="mt-3 mb-4 flex flex-col gap-1 text-sm text-slate-700">
        <div className="flex flex-wrap gap-x-1.5">
          <dt className="text-slate-500">Applied</dt>{" "}
          <dd>
            <AppliedWhen createdAt={application.created_at} now={now} />
          </dd>
        </div>
        {salary ? (
          <div className="flex min-w-0 gap-x-1.5">
            <dt className="shrink-0 text-slate-500">Salary:</dt> <dd className="min-w-0 break-words">{salary}</dd>
          </div>
        ) : null}
        {availability ? (
          <div className="flex min-w-0 gap-x-1.5">
            <dt className="shrink-0 text-slate-500">Availability:</dt> <dd className="min-w-0 break-words">{availability}</dd>
          </div>
        ) : null}
      </dl>
      {/* A phone's card is too narrow for three buttons with icons: the words stay, the icons go. */}
      <div className="mt-auto flex flex-wrap gap-2 border-t border-slate-100 pt-3 max-sm:[&_svg]:hidden">
        <Button
          size="sm"
          variant="outline"
          data-action="details"
          aria-label={`View details of ${named}`}
          onClick={() => onAction("details")}
        >
          <Eye aria-hidden="true" />
          View details
        </Button>
        <Button size="sm" variant="outline" data-action="edit" aria-label={`Edit ${named}`} onClick={() => onAction("edit")}>
          <Pencil aria-hidden="true" />
          Edit
        </Button>
        <Button
          size="sm"
          variant="ghost"
          data-action="delete"
          className="text-red-700 hover:bg-red-50 hover:text-red-800"
          aria-label={`Delete ${named}`}
          onClick={() => onAction("delete")}
        >
          <Trash2 aria-hidden="true" />
          Delete
        </Button>
      </div>
    </article>
  );
}
