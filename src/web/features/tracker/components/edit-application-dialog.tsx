import { useState, type FormEvent } from "react";
import {
  APPLICATION_STATUS_LABELS,
  APPLICATION_STATUSES,
  LETTER_LIMITS,
  type ApplicationStatus,
  type JobApplication,
} from "#shared/applications";
import { Button } from "#web/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "#web/components/ui/dialog";
import { Input } from "#web/components/ui/input";
import { Select, SelectOption } from "#web/components/ui/select";
import { Textarea } from "#web/components/ui/textarea";
import { toast } from "#web/lib/toast";
import { accountLimitMessage } from "#web/lib/account-limit";
import { useUpdateJobApplication } from "#web/lib/api/job-applications";
import type { DialogFocusProps } from "./dialog-focus";
import { FormField } from "#web/components/ui/form-field";

interface EditApplicationDialogProps extends DialogFocusProps {
  application: JobApplication | undefined;
  onOpenChange: (open: boolean) => void;
}

/** Seed 001's edit modal: Status, Salary Expectation, Availability Date and Notes; Save Changes and Cancel. */
export function EditApplicationDialog({ application, onOpenChange, onCloseAutoFocus }: EditApplicationDialogProps) {
  return (
    <Dialog open={Boolean(application)} onOpenChange={onOpenChange}>
      {application ? (
        <DialogContent className="sm:max-w-xl" onCloseAutoFocus={onCloseAutoFocus}>
          {/* Keyed: opening another application starts from its own values. */}
          <EditForm key={application.id} application={application} onDone={() => onOpenChange(false)} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function EditForm({ application, onDone }: { application: JobApplication; onDone: () => void }) {
  const update = useUpdateJobApplication();
  const [status, setStatus] = useState<ApplicationStatus>(application.status);
  const [salary, setSalary] = useState(application.salary_expectation ?? "");
  const [availability, setAvailability] = useState(application.availability_date ?? "");
  const [notes, setNotes] = useState(application.notes ?? "");

  const save = (event: FormEvent) => {
    event.preventDefault();
    update.mutate(
      { id: application.id, changes: { status, salary_expectation: salary, availability_date: availability, notes } },
      {
        onSuccess: () => {
          toast.success("Updated", { description: "Application updated successfully" });
          onDone();
        },
        // The form stays open with what the user typed, so a second try loses nothing.
        onError: (error) => toast.error("Error", { description: accountLimitMessage(error) ?? "Failed to update application" }),
      },
    );
  };

  return (
    <form onSubmit={save} className="grid gap-4" aria-busy={update.isPending}>
      <DialogHeader>
        <DialogTitle>Edit Application</DialogTitle>
        <DialogDescription className="break-words">
          {application.job_title} at {application.company_name}
        </DialogDescription>
      </DialogHeader>
      <FormField label="Status">
        {(control) => (
          <Select {...control} value={status} onChange={(event) => setStatus(event.target.value as ApplicationStatus)}>
            {APPLICATION_STATUSES.map((value) => (
              <SelectOption key={value} value={value}>
                {APPLICATION_STATUS_LABELS[value]}
              </SelectOption>
            ))}
          </Select>
        )}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Salary Expectation">
          {(control) => (
            <Input
              {...control}
              value={salary}
              maxLength={LETTER_LIMITS.freeText}
              placeholder="e.g. $95,000"
              onChange={(event) => setSalary(event.target.value)}
            />
          )}
        </FormField>
        <FormField label="Availability Date">
          {(control) => (
            <Input
              {...control}
              value={availability}
              maxLength={LETTER_LIMITS.freeText}
              placeholder="e.g. Immediately"
              onChange={(event) => setAvailability(event.target.value)}
            />
          )}
        </FormField>
      </div>
      <FormField label="Notes">
        {(control) => (
          <Textarea
            {...control}
            value={notes}
            rows={5}
            maxLength={LETTER_LIMITS.notes}
            placeholder="Interview dates, contacts, follow-ups..."
            className="max-h-[40vh] min-h-28 resize-y"
            onChange={(event) => setNotes(event.target.value)}
          />
        )}
      </FormField>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? "Saving..." : "Save Changes"}
        </Button>
      </DialogFooter>
    </form>
  );
}
