import type { ReactNode } from "react";
import { RESUME_LIMITS as L } from "../../../../../shared/limits";
import type { Project } from "../../../../../shared/resume";
import { CommaListInput } from "./comma-list-input";
import { EntryCard } from "./entry-card";
import { dateRange, joinSummary } from "./entry-summary";
import { TextAreaField, TextField } from "./field";
import { ListSectionLayout } from "./list-section-layout";
import type { ListSectionProps } from "./list-section-props";

const titleOf = (project: Project) => joinSummary([project.name]);

export function ProjectsForm({ entries, onAdd, onUpdate, onRemove, onMove }: ListSectionProps<Project>) {
  return (
    <ListSectionLayout
      title="Projects"
      description="Work you are proud of: side projects, open source or notable deliveries."
      listLabel="Projects"
      emptyText="No projects added yet."
      addLabel="Add Project"
      maxEntries={L.listEntries}
      entries={entries}
      onAdd={onAdd}
      onMove={onMove}
      entryLabel={titleOf}
      renderEntry={(project, _index, handle) => (
        <ProjectEntry
          project={project}
          handle={handle}
          onChange={(patch) => onUpdate(project.id, patch)}
          onRemove={() => onRemove(project.id)}
        />
      )}
    />
  );
}

interface ProjectEntryProps {
  project: Project;
  handle: ReactNode;
  onChange: (patch: Partial<Omit<Project, "id">>) => void;
  onRemove: () => void;
}

function ProjectEntry({ project, handle, onChange, onRemove }: ProjectEntryProps) {
  return (
    <EntryCard
      title={titleOf(project)}
      subtitle={joinSummary([dateRange(project.startDate, project.endDate), project.technologies.slice(0, 3).join(", ")])}
      handle={handle}
      removeLabel="Remove project"
      onRemove={onRemove}
    >
      <div className="grid gap-x-4 gap-y-5 sm:grid-cols-2">
        <TextField
          className="sm:col-span-2"
          label="Name"
          value={project.name}
          onChange={(name) => onChange({ name })}
          maxLength={L.shortText}
          placeholder="Open-source design system"
        />
        <TextAreaField
          className="sm:col-span-2"
          label="Description"
          value={project.description}
          onChange={(description) => onChange({ description })}
          maxLength={L.description}
          rows={4}
          placeholder="What it does, your role and the result."
        />
        <CommaListInput
          className="sm:col-span-2"
          label="Technologies"
          value={project.technologies}
          onChange={(technologies) => onChange({ technologies })}
          placeholder="e.g. React, TypeScript, PostgreSQL"
          hint="Separate technologies with commas."
        />
        <TextField
          className="sm:col-span-2"
          label="Link"
          optional
          type="url"
          value={project.link ?? ""}
          onChange={(link) => onChange({ link })}
          maxLength={L.url}
          placeholder="github.com/you/project"
        />
        <TextField
          label="Start Date"
          value={project.startDate}
          onChange={(startDate) => onChange({ startDate })}
          maxLength={L.shortText}
          placeholder="Jan 2020"
        />
        <TextField
          label="End Date"
          value={project.endDate}
          onChange={(endDate) => onChange({ endDate })}
          maxLength={L.shortText}
          placeholder="Jun 2020"
        />
      </div>
    </EntryCard>
  );
}
