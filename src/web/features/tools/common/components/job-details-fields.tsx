import { useId } from "react";
import { Input } from "#web/components/ui/input";
import { Label } from "#web/components/ui/label";
import { Textarea } from "#web/components/ui/textarea";
import { JOB_DETAILS_LIMITS, type JobDetails } from "../lib/job-details";

/** A field's label with the seed's '*' for a required one (the field itself carries `required` for assistive tech). */
export function FieldLabel({ htmlFor, children, required }: { htmlFor: string; children: string; required?: boolean }) {
  return (
    <Label htmlFor={htmlFor}>
      {children}
      {required ? (
        <span className="-ml-1.5 text-red-600" aria-hidden="true">
          *
        </span>
      ) : null}
    </Label>
  );
}

interface JobDetailsFieldsProps {
  value: JobDetails;
  onChange: (details: JobDetails) => void;
  descriptionRows: number;
}

/** Job Title*, Company Name* and Job Description*, the fields both letter screens start from. */
export function JobDetailsFields({ value, onChange, descriptionRows }: JobDetailsFieldsProps) {
  const id = useId();
  const set = (field: keyof JobDetails) => (event: { target: { value: string } }) => onChange({ ...value, [field]: event.target.value });
  return (
    <>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <div className="space-y-2">
          <FieldLabel htmlFor={`${id}-title`} required>
            Job Title
          </FieldLabel>
          <Input
            id={`${id}-title`}
            value={value.jobTitle}
            onChange={set("jobTitle")}
            required
            maxLength={JOB_DETAILS_LIMITS.jobTitle}
            placeholder="e.g. Senior Frontend Engineer"
            autoComplete="off"
          />
        </div>
        <div className="space-y-2">
          <FieldLabel htmlFor={`${id}-company`} required>
            Company Name
          </FieldLabel>
          <Input
            id={`${id}-company`}
            value={value.companyName}
            onChange={set("companyName")}
            required
            maxLength={JOB_DETAILS_LIMITS.companyName}
            placeholder="e.g. Acme Corp"
            autoComplete="organization"
          />
        </div>
      </div>
      <div className="space-y-2">
        <FieldLabel htmlFor={`${id}-description`} required>
          Job Description
        </FieldLabel>
        <Textarea
          id={`${id}-description`}
          value={value.jobDescription}
          onChange={set("jobDescription")}
          required
          rows={descriptionRows}
          maxLength={JOB_DETAILS_LIMITS.jobDescription}
          placeholder="Paste the job advert: its duties and the skills it asks for."
          className="field-sizing-fixed resize-y"
        />
      </div>
    </>
  );
}
