import { useId, useMemo, type ReactNode } from "react";
import { Plus } from "lucide-react";
import { Button } from "#web/components/ui/button";
import { RESUME_LIMITS } from "#shared/limits";
import type { ListSectionProps } from "./list-section-props";
import { SectionHeader } from "./section-header";
import { SortableList } from "./sortable-list";
import { useEntryFocus } from "./use-entry-focus";

export interface ListSectionLayoutProps<T extends { id: string }> {
  title: string;
  description: ReactNode;
  /** Accessible name of the list, e.g. 'Experience entries'. */
  listLabel: string;
  emptyText: string;
  addLabel: string;
  maxEntries: number;
  entries: T[];
  onAdd: () => void;
  onMove: (fromIndex: number, toIndex: number) => void;
  /** Names an entry in drag announcements. */
  entryLabel: (entry: T, index: number) => string;
  renderEntry: (entry: T, index: number, handle: ReactNode) => ReactNode;
  /** Extra content between the header and the list (custom sections put their title and fields here). */
  children?: ReactNode;
  headerAction?: ReactNode;
}

/** Heading, helper text, sortable entries or the empty state, and the add button: the frame of every list section. */
export function ListSectionLayout<T extends { id: string }>({
  title,
  description,
  listLabel,
  emptyText,
  addLabel,
  maxEntries,
  entries,
  onAdd,
  onMove,
  entryLabel,
  renderEntry,
  children,
  headerAction,
}: ListSectionLayoutProps<T>) {
  const headingId = useId();
  const limitId = useId();
  const ids = useMemo(() => entries.map((entry) => entry.id), [entries]);
  const { containerRef, addButtonRef } = useEntryFocus(ids);
  const full = entries.length >= maxEntries;

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-6">
      <SectionHeader id={headingId} title={title} description={description} action={headerAction} />
      {children}
      <div ref={containerRef} className="flex flex-col gap-3">
        {entries.length === 0 ? (
          <p className="rounded-lg border border-dashed px-4 py-8 text-center text-sm text-muted-foreground">{emptyText}</p>
        ) : (
          <SortableList items={entries} onMove={onMove} label={listLabel} itemLabel={entryLabel} renderItem={renderEntry} />
        )}
        <Button
          ref={addButtonRef}
          type="button"
          variant="outline"
          className="w-full border-dashed text-muted-foreground hover:text-accent-foreground"
          onClick={onAdd}
          disabled={full}
          aria-describedby={full ? limitId : undefined}
        >
          <Plus aria-hidden="true" />
          {addLabel}
        </Button>
        {full && (
          <p id={limitId} className="text-center text-xs text-muted-foreground">
            You have reached the limit of {maxEntries} entries.
          </p>
        )}
      </div>
    </section>
  );
}

/** What an entry card needs from its section: the drag handle and its own change and remove actions. */
export interface EntryControls<T extends { id: string }> {
  handle: ReactNode;
  onChange: (patch: Partial<Omit<T, "id">>) => void;
  onRemove: () => void;
}

type EntryListSectionProps<T extends { id: string }> = ListSectionProps<T> &
  Omit<ListSectionLayoutProps<T>, "entries" | "onAdd" | "onMove" | "maxEntries" | "renderEntry"> & {
    renderEntry: (entry: T, controls: EntryControls<T>) => ReactNode;
  };

/** A list section of resume entries (experience, education, ...): binds each card to its entry's actions. */
export function EntryListSection<T extends { id: string }>({
  entries,
  onAdd,
  onUpdate,
  onRemove,
  onMove,
  renderEntry,
  ...layout
}: EntryListSectionProps<T>) {
  return (
    <ListSectionLayout
      {...layout}
      maxEntries={RESUME_LIMITS.listEntries}
      entries={entries}
      onAdd={onAdd}
      onMove={onMove}
      renderEntry={(entry, _index, handle) =>
        renderEntry(entry, { handle, onChange: (patch) => onUpdate(entry.id, patch), onRemove: () => onRemove(entry.id) })
      }
    />
  );
}
