import { useId } from "react";
import { RESUME_LIMITS as L } from "#shared/limits";
import type { Experience } from "#shared/resume";
import { Checkbox } from "#web/components/ui/checkbox";
import { Label } from "#web/components/ui/label";
import { EntryCard } from "./entry-card";
import { dateRange, joinSummary } from "./entry-summary";
import { DateField, TextAreaField, TextField } from "./field";
import { EntryListSection, type EntryControls } from "./list-section-layout";
import type { ListSectionProps } from "./list-section-props";
import { useFieldChecks } from "./use-field-checks";

/** The entry's card title, also how the import review names it. */
export const experienceTitle = (entry: Experience) => joinSummary([entry.position, entry.company]);

export function ExperienceForm(props: ListSectionProps<Experience>) {
  return (
    <EntryListSection
      {...props}
      title="Experience"
      description="Your work history, most recent first. Drag a card or use the arrows to change the order."
      listLabel="Experience entries"
      emptyText="No experience added yet."
      addLabel="Add Experience"
      entryLabel={experienceTitle}
      renderEntry={(entry, controls) => <ExperienceEntry entry={entry} {...controls} />}
    />
  );
}

interface ExperienceEntryProps extends EntryControls<Experience> {
  entry: Experience;
}

function ExperienceEntry({ entry, handle, onChange, onRemove }: ExperienceEntryProps) {
  const currentId = useId();
  const { checks, count } = useFieldChecks("experience", entry.id);
  return (
    <EntryCard
      title={experienceTitle(entry)}
      subtitle={dateRange(entry.startDate, entry.endDate, entry.current)}
      handle={handle}
      toCheck={count}
      removeLabel="Remove experience"
      onRemove={onRemove}
    >
      <div className="grid gap-x-4 gap-y-5 sm:grid-cols-2">
        <TextField
          label="Company"
          value={entry.company}
          {...checks("company")}
          onChange={(company) => onChange({ company })}
          maxLength={L.shortText}
          placeholder="Acme Inc."
          autoComplete="organization"
        />
        <TextField
          label="Position"
          value={entry.position}
          {...checks("position")}
          onChange={(position) => onChange({ position })}
          maxLength={L.shortText}
          placeholder="Senior Software Engineer"
          autoComplete="organization-title"
        />
        <TextField
          className="sm:col-span-2"
          label="Location"
          value={entry.location}
          {...checks("location")}
          onChange={(location) => onChange({ location })}
          maxLength={L.shortText}
          placeholder="New York, NY or Remote"
        />
        <DateField
          label="Start Date"
          value={entry.startDate}
          {...checks("startDate")}
          onChange={(startDate) => onChange({ startDate })}
          maxLength={L.shortText}
          placeholder="Jan 2020"
        />
        <DateField
          label="End Date"
          // While current, the stored end date is kept (in case the box is unticked) but not shown.
          value={entry.current ? "" : entry.endDate}
          {...checks("endDate")}
          onChange={(endDate) => onChange({ endDate })}
          maxLength={L.shortText}
          placeholder={entry.current ? "Present" : "Dec 2023"}
          disabled={entry.current}
        />
        <div className="flex items-center gap-2.5 sm:col-span-2">
          <Checkbox id={currentId} checked={entry.current} onCheckedChange={(checked) => onChange({ current: checked === true })} />
          <Label htmlFor={currentId} className="text-sm font-normal">
            I currently work here
          </Label>
        </div>
        <TextAreaField
          className="sm:col-span-2"
          label="Description"
          value={entry.description}
          {...checks("description")}
          onChange={(description) => onChange({ description })}
          maxLength={L.description}
          rows={6}
          placeholder={"- Led the migration to a new billing platform\n- Cut page load time by 40%"}
          hint="One achievement per line. Start lines with '-' or '•' to show them as bullet points."
        />
      </div>
    </EntryCard>
  );
}
