import { Pencil, Trash2 } from "lucide-react";
import type { ReactNode } from "react";
import type { JobApplication } from "#shared/applications";
import { Button } from "#web/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "#web/components/ui/dialog";
import { AppliedWhen } from "./applied-when";
import type { DialogFocusProps } from "./dialog-focus";
import { StatusBadge } from "./status-badge";

interface ApplicationDetailsDialogProps extends DialogFocusProps {
  application: JobApplication | undefined;
  now: Date;
  onOpenChange: (open: boolean) => void;
  onEdit: () => void;
  onDelete: () => void;
}

/** Seed 001's detail modal: status, salary, availability, notes, job description and letter; Edit, Delete, Close. */
export function ApplicationDetailsDialog({
  application,
  now,
  onOpenChange,
  onEdit,
  onDelete,
  onCloseAutoFocus,
}: ApplicationDetailsDialogProps) {
  return (
    <Dialog open={Boolean(application)} onOpenChange={onOpenChange}>
      {application ? (
        <DialogContent className="sm:max-w-2xl" showCloseButton={false} onCloseAutoFocus={onCloseAutoFocus}>
          <DialogHeader>
            <DialogTitle className="leading-snug break-words">{application.job_title}</DialogTitle>
            <DialogDescription className="break-words">{application.company_name}</DialogDescription>
          </DialogHeader>
          <dl className="grid grid-cols-2 gap-x-6 gap-y-3 text-sm">
            <Fact label="Status">
              <StatusBadge status={application.status} />
            </Fact>
            <Fact label="Applied">
              <AppliedWhen createdAt={application.created_at} now={now} />
            </Fact>
            <Fact label="Salary Expectation">{application.salary_expectation ?? <NotGiven />}</Fact>
            <Fact label="Availability Date">{application.availability_date ?? <NotGiven />}</Fact>
          </dl>
          <LongText label="Notes" text={application.notes} empty="No notes yet. Use Edit to add some." />
          <LongText label="Job Description" text={application.job_description} empty="No job description saved." />
          <LongText
            label="Application Letter"
            text={application.content}
            empty="No letter saved: this application was added by hand."
            tall
          />
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline">Close</Button>
            </DialogClose>
            <Button variant="outline" className="text-red-700 hover:bg-red-50 hover:text-red-800" onClick={onDelete}>
              <Trash2 aria-hidden="true" />
              Delete
            </Button>
            <Button onClick={onEdit}>
              <Pencil aria-hidden="true" />
              Edit
            </Button>
          </DialogFooter>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="font-medium text-slate-500">{label}</dt>
      <dd className="mt-1 break-words text-slate-900">{children}</dd>
    </div>
  );
}

function NotGiven() {
  return <span className="text-slate-500">Not specified</span>;
}

/** A text kept as the user wrote it (its line breaks too), scrolling inside the dialog when long. */
function LongText({ label, text, empty, tall = false }: { label: string; text: string | null; empty: string; tall?: boolean }) {
  const headingId = `details-${label.toLowerCase().replace(/\s+/g, "-")}`;
  return (
    <section aria-labelledby={headingId} className="min-w-0">
      <h3 id={headingId} className="text-sm font-medium text-slate-500">
        {label}
      </h3>
      {text?.trim() ? (
        <div
          // Focusable so a keyboard user can scroll a long letter.
          tabIndex={0}
          className={`mt-1 overflow-y-auto rounded-md border border-slate-200 bg-slate-50 p-3 text-sm leading-relaxed break-words whitespace-pre-wrap text-slate-800 focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none ${tall ? "max-h-72" : "max-h-40"}`}
        >
          {text}
        </div>
      ) : (
        <p className="mt-1 text-sm text-slate-500">{empty}</p>
      )}
    </section>
  );
}
