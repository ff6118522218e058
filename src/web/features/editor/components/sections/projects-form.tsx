import { RESUME_LIMITS as L } from "#shared/limits";
import type { Project } from "#shared/resume";
import { CommaListInput } from "./comma-list-input";
import { EntryCard } from "./entry-card";
import { dateRange, joinSummary } from "./entry-summary";
import { DateField, TextAreaField, TextField } from "./field";
import { EntryListSection, type EntryControls } from "./list-section-layout";
import type { ListSectionProps } from "./list-section-props";

const titleOf = (project: Project) => joinSummary([project.name]);

export function ProjectsForm(props: ListSectionProps<Project>) {
  return (
    <EntryListSection
      {...props}
      title="Projects"
      description="Work you are proud of: side projects, open source or notable deliveries."
      listLabel="Projects"
      emptyText="No projects added yet."
      addLabel="Add Project"
      entryLabel={titleOf}
      renderEntry={(project, controls) => <ProjectEntry project={project} {...controls} />}
    />
  );
}

interface ProjectEntryProps extends EntryControls<Project> {
  project: Project;
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
        <DateField
          label="Start Date"
          value={project.startDate}
          onChange={(startDate) => onChange({ startDate })}
          maxLength={L.shortText}
          placeholder="Jan 2020"
        />
        <DateField
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
