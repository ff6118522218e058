import { useId, type ReactNode } from "react";
import { RESUME_LIMITS as L } from "../../../../../shared/limits";
import type { Language } from "../../../../../shared/resume";
import { EntryCard } from "./entry-card";
import { joinSummary } from "./entry-summary";
import { TextField } from "./field";
import { ListSectionLayout } from "./list-section-layout";
import type { ListSectionProps } from "./list-section-props";

/** Suggestions only: proficiency stays free text, so 'C1' or 'Conversational' are fine too. */
export const PROFICIENCY_SUGGESTIONS = ["Native", "Fluent", "Advanced", "Intermediate", "Basic"] as const;

const titleOf = (language: Language) => joinSummary([language.name, language.proficiency]);

export function LanguagesForm({ entries, onAdd, onUpdate, onRemove, onMove }: ListSectionProps<Language>) {
  const suggestionsId = useId();
  return (
    <ListSectionLayout
      title="Languages"
      description="The languages you speak and how well."
      listLabel="Languages"
      emptyText="No languages added yet."
      addLabel="Add Language"
      maxEntries={L.listEntries}
      entries={entries}
      onAdd={onAdd}
      onMove={onMove}
      entryLabel={titleOf}
      renderEntry={(language, _index, handle) => (
        <LanguageEntry
          language={language}
          handle={handle}
          suggestionsId={suggestionsId}
          onChange={(patch) => onUpdate(language.id, patch)}
          onRemove={() => onRemove(language.id)}
        />
      )}
    >
      <datalist id={suggestionsId}>
        {PROFICIENCY_SUGGESTIONS.map((level) => (
          <option key={level} value={level} />
        ))}
      </datalist>
    </ListSectionLayout>
  );
}

interface LanguageEntryProps {
  language: Language;
  handle: ReactNode;
  suggestionsId: string;
  onChange: (patch: Partial<Omit<Language, "id">>) => void;
  onRemove: () => void;
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
