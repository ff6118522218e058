import { useRef, useState, type FormEvent } from "react";
import {
  APPLICATION_STATUS_LABELS,
  APPLICATION_STATUSES,
  jobApplicationInputSchema,
  LETTER_LIMITS,
  type ApplicationStatus,
} from "../../../../shared/applications";
import { jobApplicationsApi } from "../../../../shared/api/job-applications";
import { Button } from "../../../components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "../../../components/ui/dialog";
import { Input } from "../../../components/ui/input";
import { Select, SelectOption } from "../../../components/ui/select";
import { Textarea } from "../../../components/ui/textarea";
import { toast } from "../../../components/ui/toaster";
import { isApiError } from "../../../lib/api-client";
import { useCreateJobApplication } from "../../../lib/api/job-applications";
import { FormField } from "../../../components/ui/form-field";

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
type FieldName = keyof Draft;
type FieldErrors = Partial<Record<FieldName, string>>;

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
const FIELD_ORDER: FieldName[] = [
  "job_title",
  "company_name",
  "status",
  "salary_expectation",
  "availability_date",
  "job_description",
  "notes",
];

function errorsOf(issues: readonly { path: PropertyKey[] | string; message: string }[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = String(Array.isArray(issue.path) ? issue.path[0] : issue.path).split(".")[0] as FieldName;
    if (FIELD_ORDER.includes(field)) errors[field] ??= issue.message;
  }
  return errors;
}

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
  const [draft, setDraft] = useState(emptyDraft);
  const [errors, setErrors] = useState<FieldErrors>({});
  const formRef = useRef<HTMLFormElement>(null);

  const change = (field: FieldName, value: string) => {
    setDraft((current) => ({ ...current, [field]: value }) as Draft);
    // A corrected field stops saying it is wrong; the others keep their message until the next try.
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  };

  const showErrors = (found: FieldErrors) => {
    setErrors(found);
    const first = FIELD_ORDER.find((field) => found[field]);
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = jobApplicationInputSchema.safeParse(draft);
    if (!parsed.success) {
      showErrors(errorsOf(parsed.error.issues));
      return;
    }
    creation.mutate(draft, {
      onSuccess: (created) => {
        toast.success("Saved successfully", { description: `${created.job_title} at ${created.company_name} is in your tracker.` });
        onAdded(created.id);
      },
      onError: (error) => {
        if (isApiError(error, jobApplicationsApi.create, "VALIDATION_FAILED") && error.body.issues?.length) {
          showErrors(errorsOf(error.body.issues));
          return;
        }
        toast.error("Save failed", { description: "Failed to save application. Please try again." });
      },
    });
  };

  const text = (field: FieldName) => ({
    name: field,
    value: draft[field],
    onChange: (event: { target: { value: string } }) => change(field, event.target.value),
  });

  return (
    <form ref={formRef} onSubmit={submit} noValidate className="grid gap-4" aria-busy={creation.isPending}>
      <DialogHeader>
        <DialogTitle>Add application</DialogTitle>
        <DialogDescription>Track a job you applied to elsewhere. Fields marked * are required.</DialogDescription>
      </DialogHeader>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Job Title" isRequired error={errors.job_title}>
          {(control) => <Input {...control} {...text("job_title")} aria-required maxLength={LETTER_LIMITS.jobTitle} autoComplete="off" />}
        </FormField>
        <FormField label="Company Name" isRequired error={errors.company_name}>
          {(control) => (
            <Input {...control} {...text("company_name")} aria-required maxLength={LETTER_LIMITS.companyName} autoComplete="off" />
          )}
        </FormField>
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        <FormField label="Status" error={errors.status}>
          {(control) => (
            <Select {...control} {...text("status")}>
              {APPLICATION_STATUSES.map((value) => (
                <SelectOption key={value} value={value}>
                  {APPLICATION_STATUS_LABELS[value]}
                </SelectOption>
              ))}
            </Select>
          )}
        </FormField>
        <FormField label="Salary Expectation" error={errors.salary_expectation}>
          {(control) => <Input {...control} {...text("salary_expectation")} maxLength={LETTER_LIMITS.freeText} placeholder="Optional" />}
        </FormField>
        <FormField label="Availability Date" error={errors.availability_date}>
          {(control) => <Input {...control} {...text("availability_date")} maxLength={LETTER_LIMITS.freeText} placeholder="Optional" />}
        </FormField>
      </div>
      <FormField label="Job Description" error={errors.job_description}>
        {(control) => (
          <Textarea
            {...control}
            {...text("job_description")}
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
            {...text("notes")}
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
