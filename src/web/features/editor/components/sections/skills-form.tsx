import { RESUME_LIMITS as L } from "#shared/limits";
import type { SkillGroup } from "#shared/resume";
import { CommaListInput } from "./comma-list-input";
import { EntryCard } from "./entry-card";
import { joinSummary } from "./entry-summary";
import { TextField } from "./field";
import { EntryListSection, type EntryControls } from "./list-section-layout";
import type { ListSectionProps } from "./list-section-props";

const titleOf = (group: SkillGroup) => joinSummary([group.category]);
const countOf = (group: SkillGroup) =>
  group.items.length === 0 ? "" : `${group.items.length} ${group.items.length === 1 ? "skill" : "skills"}`;

export function SkillsForm(props: ListSectionProps<SkillGroup>) {
  return (
    <EntryListSection
      {...props}
      title="Skills"
      description="Group related skills under a category, such as Languages, Frameworks or Tools."
      listLabel="Skill categories"
      emptyText="No skill categories added yet."
      addLabel="Add Skill Category"
      entryLabel={titleOf}
      renderEntry={(group, controls) => <SkillGroupEntry group={group} {...controls} />}
    />
  );
}

interface SkillGroupEntryProps extends EntryControls<SkillGroup> {
  group: SkillGroup;
}

function SkillGroupEntry({ group, handle, onChange, onRemove }: SkillGroupEntryProps) {
  return (
    <EntryCard
      title={titleOf(group)}
      subtitle={countOf(group)}
      handle={handle}
      removeLabel="Remove skill category"
      onRemove={onRemove}
      // A named category without skills is still unfinished, so it opens like an empty one.
      defaultOpen={group.category.trim() === "" || group.items.length === 0}
    >
      <div className="grid gap-5">
        <TextField
          label="Category"
          value={group.category}
          onChange={(category) => onChange({ category })}
          maxLength={L.shortText}
          placeholder="e.g. Frontend"
        />
        <CommaListInput
          label="Skills"
          value={group.items}
          onChange={(items) => onChange({ items })}
          placeholder="e.g. React, TypeScript, Node.js"
          hint="Separate skills with commas."
        />
      </div>
    </EntryCard>
  );
}
