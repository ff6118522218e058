import { useId, type ReactNode } from "react";
import { RESUME_LIMITS as L } from "#shared/limits";
import type { PersonalInfo } from "#shared/resume";
import { TextAreaField, TextField } from "./field";
import { SectionHeader } from "./section-header";
import { useFieldChecks } from "./use-field-checks";

export interface PersonalInfoFormProps {
  value: PersonalInfo;
  onChange: (patch: Partial<PersonalInfo>) => void;
  /** The photo uploader, shown above the fields for photo CV templates. */
  photo?: ReactNode;
}

export function PersonalInfoForm({ value, onChange, photo }: PersonalInfoFormProps) {
  const headingId = useId();
  const { checks } = useFieldChecks("personal_info");
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-6">
      <SectionHeader
        id={headingId}
        title="Personal Info"
        description="How employers will reach you, and a short summary of who you are professionally."
      />
      <div className="flex flex-col gap-6 rounded-lg border bg-card p-4 text-card-foreground shadow-xs sm:p-5">
        {photo}
        <div className="grid gap-x-4 gap-y-5 sm:grid-cols-2">
          <TextField
            label="Full Name"
            value={value.fullName}
            {...checks("fullName")}
            onChange={(fullName) => onChange({ fullName })}
            maxLength={L.shortText}
            placeholder="Jane Doe"
            autoComplete="name"
          />
          <TextField
            label="Email"
            type="email"
            value={value.email}
            {...checks("email")}
            onChange={(email) => onChange({ email })}
            maxLength={L.shortText}
            placeholder="jane.doe@example.com"
            autoComplete="email"
          />
          <TextField
            label="Phone"
            type="tel"
            value={value.phone}
            {...checks("phone")}
            onChange={(phone) => onChange({ phone })}
            maxLength={L.shortText}
            placeholder="+1 555 123 4567"
            autoComplete="tel"
          />
          <TextField
            label="Location"
            value={value.location}
            {...checks("location")}
            onChange={(location) => onChange({ location })}
            maxLength={L.shortText}
            placeholder="San Francisco, CA"
          />
          <TextField
            label="LinkedIn"
            optional
            type="url"
            value={value.linkedin ?? ""}
            {...checks("linkedin")}
            onChange={(linkedin) => onChange({ linkedin })}
            maxLength={L.url}
            placeholder="linkedin.com/in/janedoe"
            autoComplete="url"
          />
          <TextField
            label="Website"
            optional
            type="url"
            value={value.website ?? ""}
            {...checks("website")}
            onChange={(website) => onChange({ website })}
            maxLength={L.url}
            placeholder="janedoe.dev"
            autoComplete="url"
          />
          <TextAreaField
            className="sm:col-span-2"
            label="Professional Summary"
            value={value.summary}
            {...checks("summary")}
            onChange={(summary) => onChange({ summary })}
            maxLength={L.summary}
            rows={5}
            placeholder="Two or three sentences about your experience, strengths and what you are looking for."
            hint="At least 50 characters for a complete profile"
          />
        </div>
      </div>
    </section>
  );
}
