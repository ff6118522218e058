import { type FormEvent } from "react";
import {
  APPLICATION_STATUS_LABELS,
  APPLICATION_STATUSES,
  jobApplicationInputSchema,
  LETTER_LIMITS,
  type ApplicationStatus,
} from "#shared/applications";
import { jobApplicationsApi } from "#shared/api/job-applications";
import { Button } from "#web/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "#web/components/ui/dialog";
import { Input } from "#web/components/ui/input";
import { Select, SelectOption } from "#web/components/ui/select";
import { Textarea } from "#web/components/ui/textarea";
import { toast } from "#web/lib/toast";
import { accountLimitMessage } from "#web/lib/account-limit";
import { isApiError } from "#web/lib/api-client";
import { useCreateJobApplication } from "#web/lib/api/job-applications";
import { useFormDraft } from "#web/lib/use-form-draft";
import { FormField } from "#web/components/ui/form-field";

/** The form as typed; the schema turns blanks into "not given". */
interface Draft {
  job_title: string;
  company_name: string;
  status: ApplicationStatus;
  salary_expectation: string;
  availability_date: string;
  job_description: string;
  notes: string;
}

const emptyDraft = (): Draft => ({
  job_title: "",
  company_name: "",
  status: "applied",
  salary_expectation: "",
  availability_date: "",
  job_description: "",
  notes: "",
});

/** The form's fields in screen order: the first one in error takes the focus. */
const FIELD_ORDER: (keyof Draft)[] = [
  "job_title",
  "company_name",
  "status",
  "salary_expectation",
  "availability_date",
  "job_description",
  "notes",
];

interface AddApplicationDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Called with the new application's id once it is saved. */
  onAdded: (id: string) => void;
}

/** An application for a job found elsewhere, added by hand: title and company are enough, the rest can follow. */
export function AddApplicationDialog({ open, onOpenChange, onAdded }: AddApplicationDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {open ? (
        <DialogContent className="sm:max-w-2xl">
          <AddForm onCancel={() => onOpenChange(false)} onAdded={onAdded} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function AddForm({ onCancel, onAdded }: { onCancel: () => void; onAdded: (id: string) => void }) {
  const creation = useCreateJobApplication();
  const { draft, errors, showIssues, field, formRef } = useFormDraft<Draft, keyof Draft>(emptyDraft, FIELD_ORDER);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = jobApplicationInputSchema.safeParse(draft);
    if (!parsed.success) {
      showIssues(parsed.error.issues);
      return;
    }
    creation.mutate(draft, {
      onSuccess: (created) => {
        toast.success("Saved successfully", { description: `${created.job_title} at ${created.company_name} is in your tracker.` });
        onAdded(created.id);
      },
      onError: (error) => {
        if (isApiError(error, jobApplicationsApi.create, "VALIDATION_FAILED") && error.body.issues?.length) {
          showIssues(error.body.issues);
          return;
        }
        toast.error("Save failed", { description: accountLimitMessage(error) ?? "Failed to save application. Please try again." });
      },
    });
  };

  return (
    <form ref={formRef} onSubmit={submit} noValidate className="grid gap-4" aria-busy={creation.isPending}>
      <DialogHeader>
        <DialogTitle>Add application</DialogTitle>
        <DialogDescription>Track a job you applied to elsewhere. Fields marked * are required.</DialogDescription>
      </DialogHeader>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Job Title" isRequired error={errors.job_title}>
          {(control) => <Input {...control} {...field("job_title")} aria-required maxLength={LETTER_LIMITS.jobTitle} autoComplete="off" />}
        </FormField>
        <FormField label="Company Name" isRequired error={errors.company_name}>
          {(control) => (
            <Input {...control} {...field("company_name")} aria-required maxLength={LETTER_LIMITS.companyName} autoComplete="off" />
          )}
        </FormField>
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        <FormField label="Status" error={errors.status}>
          {(control) => (
            <Select {...control} {...field("status")}>
              {APPLICATION_STATUSES.map((value) => (
                <SelectOption key={value} value={value}>
                  {APPLICATION_STATUS_LABELS[value]}
                </SelectOption>
              ))}
            </Select>
          )}
        </FormField>
        <FormField label="Salary Expectation" error={errors.salary_expectation}>
          {(control) => <Input {...control} {...field("salary_expectation")} maxLength={LETTER_LIMITS.freeText} placeholder="Optional" />}
        </FormField>
        <FormField label="Availability Date" error={errors.availability_date}>
          {(control) => <Input {...control} {...field("availability_date")} maxLength={LETTER_LIMITS.freeText} placeholder="Optional" />}
        </FormField>
      </div>
      <FormField label="Job Description" error={errors.job_description}>
        {(control) => (
          <Textarea
            {...control}
            {...field("job_description")}
            rows={6}
            maxLength={LETTER_LIMITS.jobDescription}
            placeholder="Paste the advert, so it is at hand before an interview (optional)"
            className="max-h-[30vh] min-h-24 resize-y"
          />
        )}
      </FormField>
      <FormField label="Notes" error={errors.notes}>
        {(control) => (
          <Textarea
            {...control}
            {...field("notes")}
            rows={3}
            maxLength={LETTER_LIMITS.notes}
            placeholder="Where you found it, who you spoke to... (optional)"
            className="max-h-[30vh] min-h-20 resize-y"
          />
        )}
      </FormField>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={creation.isPending}>
          {creation.isPending ? "Adding..." : "Add application"}
        </Button>
      </DialogFooter>
    </form>
  );
}
