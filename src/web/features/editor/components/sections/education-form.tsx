import { RESUME_LIMITS as L } from "#shared/limits";
import type { Education } from "#shared/resume";
import { EntryCard } from "./entry-card";
import { dateRange, joinSummary } from "./entry-summary";
import { DateField, TextField } from "./field";
import { EntryListSection, type EntryControls } from "./list-section-layout";
import type { ListSectionProps } from "./list-section-props";
import { useFieldChecks } from "./use-field-checks";

/** The entry's card title, also how the import review names it. */
export const educationTitle = (entry: Education) => joinSummary([entry.degree, entry.institution]);

export function EducationForm(props: ListSectionProps<Education>) {
  return (
    <EntryListSection
      {...props}
      title="Education"
      description="Degrees, diplomas and other formal education, most recent first."
      listLabel="Education entries"
      emptyText="No education added yet."
      addLabel="Add Education"
      entryLabel={educationTitle}
      renderEntry={(entry, controls) => <EducationEntry entry={entry} {...controls} />}
    />
  );
}

interface EducationEntryProps extends EntryControls<Education> {
  entry: Education;
}

function EducationEntry({ entry, handle, onChange, onRemove }: EducationEntryProps) {
  const { checks, count } = useFieldChecks("education", entry.id);
  return (
    <EntryCard
      title={educationTitle(entry)}
      subtitle={dateRange(entry.startDate, entry.endDate)}
      handle={handle}
      toCheck={count}
      removeLabel="Remove education"
      onRemove={onRemove}
    >
      <div className="grid gap-x-4 gap-y-5 sm:grid-cols-2">
        <TextField
          label="Institution"
          value={entry.institution}
          {...checks("institution")}
          onChange={(institution) => onChange({ institution })}
          maxLength={L.shortText}
          placeholder="University of California, Berkeley"
        />
        <TextField
          label="Degree"
          value={entry.degree}
          {...checks("degree")}
          onChange={(degree) => onChange({ degree })}
          maxLength={L.shortText}
          placeholder="Bachelor of Science"
        />
        <TextField
          label="Field of Study"
          value={entry.field}
          {...checks("field")}
          onChange={(field) => onChange({ field })}
          maxLength={L.shortText}
          placeholder="Computer Science"
        />
        <TextField
          label="Location"
          value={entry.location}
          {...checks("location")}
          onChange={(location) => onChange({ location })}
          maxLength={L.shortText}
          placeholder="Berkeley, CA"
        />
        <DateField
          label="Start Date"
          value={entry.startDate}
          {...checks("startDate")}
          onChange={(startDate) => onChange({ startDate })}
          maxLength={L.shortText}
          placeholder="Sep 2016"
        />
        <DateField
          label="End Date"
          value={entry.endDate}
          {...checks("endDate")}
          onChange={(endDate) => onChange({ endDate })}
          maxLength={L.shortText}
          placeholder="Jun 2020"
        />
        <TextField
          label="GPA"
          optional
          value={entry.gpa ?? ""}
          {...checks("gpa")}
          onChange={(gpa) => onChange({ gpa })}
          maxLength={L.shortText}
          placeholder="3.8 / 4.0"
        />
      </div>
    </EntryCard>
  );
}
