import type { ReactNode } from "react";
import { RESUME_LIMITS as L } from "../../../../../shared/limits";
import type { Certification } from "../../../../../shared/resume";
import { EntryCard } from "./entry-card";
import { joinSummary } from "./entry-summary";
import { TextField } from "./field";
import { ListSectionLayout } from "./list-section-layout";
import type { ListSectionProps } from "./list-section-props";

const titleOf = (certification: Certification) => joinSummary([certification.name, certification.issuer]);

export function CertificationsForm({
  entries,
  onAdd,
  onUpdate,
  onRemove,
  onMove,
}: ListSectionProps<Certification>) {
  return (
    <ListSectionLayout
      title="Certifications"
      description="Professional certifications and licences that back up your skills."
      listLabel="Certifications"
      emptyText="No certifications added yet."
      addLabel="Add Certification"
      maxEntries={L.listEntries}
      entries={entries}
      onAdd={onAdd}
      onMove={onMove}
      entryLabel={titleOf}
      renderEntry={(certification, _index, handle) => (
        <CertificationEntry
          certification={certification}
          handle={handle}
          onChange={(patch) => onUpdate(certification.id, patch)}
          onRemove={() => onRemove(certification.id)}
        />
      )}
    />
  );
}

interface CertificationEntryProps {
  certification: Certification;
  handle: ReactNode;
  onChange: (patch: Partial<Omit<Certification, "id">>) => void;
  onRemove: () => void;
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
        <TextField
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
