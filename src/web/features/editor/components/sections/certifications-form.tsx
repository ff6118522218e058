import { RESUME_LIMITS as L } from "#shared/limits";
import type { Certification } from "#shared/resume";
import { EntryCard } from "./entry-card";
import { joinSummary } from "./entry-summary";
import { DateField, TextField } from "./field";
import { EntryListSection, type EntryControls } from "./list-section-layout";
import type { ListSectionProps } from "./list-section-props";

const titleOf = (certification: Certification) => joinSummary([certification.name, certification.issuer]);

export function CertificationsForm(props: ListSectionProps<Certification>) {
  return (
    <EntryListSection
      {...props}
      title="Certifications"
      description="Professional certifications and licences that back up your skills."
      listLabel="Certifications"
      emptyText="No certifications added yet."
      addLabel="Add Certification"
      entryLabel={titleOf}
      renderEntry={(certification, controls) => <CertificationEntry certification={certification} {...controls} />}
    />
  );
}

interface CertificationEntryProps extends EntryControls<Certification> {
  certification: Certification;
}

function CertificationEntry({ certification, handle, onChange, onRemove }: CertificationEntryProps) {
  return (
    <EntryCard
      title={titleOf(certification)}
      subtitle={certification.date.trim()}
      handle={handle}
      removeLabel="Remove certification"
      onRemove={onRemove}
    >
      <div className="grid gap-x-4 gap-y-5 sm:grid-cols-2">
        <TextField
          label="Name"
          value={certification.name}
          onChange={(name) => onChange({ name })}
          maxLength={L.shortText}
          placeholder="AWS Certified Solutions Architect"
        />
        <TextField
          label="Issuer"
          value={certification.issuer}
          onChange={(issuer) => onChange({ issuer })}
          maxLength={L.shortText}
          placeholder="Amazon Web Services"
        />
        <DateField
          label="Date"
          value={certification.date}
          onChange={(date) => onChange({ date })}
          maxLength={L.shortText}
          placeholder="Mar 2023"
        />
        <TextField
          label="Credential ID"
          value={certification.credentialId}
          onChange={(credentialId) => onChange({ credentialId })}
          maxLength={L.shortText}
          placeholder="ABC-123456"
        />
      </div>
    </EntryCard>
  );
}
