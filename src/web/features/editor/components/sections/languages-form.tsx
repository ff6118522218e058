import { useId } from "react";
import { RESUME_LIMITS as L } from "#shared/limits";
import type { Language } from "#shared/resume";
import { EntryCard } from "./entry-card";
import { joinSummary } from "./entry-summary";
import { TextField } from "./field";
import { EntryListSection, type EntryControls } from "./list-section-layout";
import type { ListSectionProps } from "./list-section-props";

/** Suggestions only: proficiency stays free text, so 'C1' or 'Conversational' are fine too. */
export const PROFICIENCY_SUGGESTIONS = ["Native", "Fluent", "Advanced", "Intermediate", "Basic"] as const;

const titleOf = (language: Language) => joinSummary([language.name, language.proficiency]);

export function LanguagesForm(props: ListSectionProps<Language>) {
  const suggestionsId = useId();
  return (
    <EntryListSection
      {...props}
      title="Languages"
      description="The languages you speak and how well."
      listLabel="Languages"
      emptyText="No languages added yet."
      addLabel="Add Language"
      entryLabel={titleOf}
      renderEntry={(language, controls) => <LanguageEntry language={language} suggestionsId={suggestionsId} {...controls} />}
    >
      <datalist id={suggestionsId}>
        {PROFICIENCY_SUGGESTIONS.map((level) => (
          <option key={level} value={level} />
        ))}
      </datalist>
    </EntryListSection>
  );
}

interface LanguageEntryProps extends EntryControls<Language> {
  language: Language;
  suggestionsId: string;
}

function LanguageEntry({ language, handle, suggestionsId, onChange, onRemove }: LanguageEntryProps) {
  return (
    <EntryCard
      title={titleOf(language)}
      handle={handle}
      removeLabel="Remove language"
      onRemove={onRemove}
      defaultOpen={language.name.trim() === "" || language.proficiency.trim() === ""}
    >
      <div className="grid gap-x-4 gap-y-5 sm:grid-cols-2">
        <TextField
          label="Language"
          value={language.name}
          onChange={(name) => onChange({ name })}
          maxLength={L.shortText}
          placeholder="Spanish"
        />
        <TextField
          label="Proficiency"
          list={suggestionsId}
          value={language.proficiency}
          onChange={(proficiency) => onChange({ proficiency })}
          maxLength={L.shortText}
          placeholder="e.g. Fluent"
          autoComplete="off"
          hint="Pick a suggestion or type your own."
        />
      </div>
    </EntryCard>
  );
}
