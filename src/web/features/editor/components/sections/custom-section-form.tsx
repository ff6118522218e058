import { useId, useMemo, useState } from "react";
import { Plus, Trash2Icon } from "lucide-react";
import { RESUME_LIMITS as L } from "#shared/limits";
import { CUSTOM_FIELD_TYPES, type CustomField, type CustomFieldType, type CustomItem, type CustomSection } from "#shared/resume";
import { Button } from "#web/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "#web/components/ui/dialog";
import { Label } from "#web/components/ui/label";
import { Select, SelectOption } from "#web/components/ui/select";
import { cn } from "#web/lib/cn";
import { EntryCard } from "./entry-card";
import { joinSummary } from "./entry-summary";
import { DateField, TextAreaField, TextField } from "./field";
import { ListSectionLayout } from "./list-section-layout";
import { useEntryFocus } from "./use-entry-focus";
import { DEFAULT_CUSTOM_SECTION_TITLE } from "#shared/resume-entries";

export interface CustomSectionFormProps {
  section: CustomSection;
  onRename: (title: string) => void;
  onRemoveSection: () => void;
  onAddField: () => void;
  onUpdateField: (fieldId: string, patch: Partial<Omit<CustomField, "id" | "name">>) => void;
  onRemoveField: (fieldId: string) => void;
  onAddItem: () => void;
  onUpdateItem: (itemId: string, fieldName: string, value: string) => void;
  onRemoveItem: (itemId: string) => void;
  onMoveItem: (from: number, to: number) => void;
}

const FIELD_TYPE_LABELS: Record<CustomFieldType, string> = {
  text: "Text",
  textarea: "Long text",
  date: "Date",
};

const fieldLabel = (field: CustomField, index: number) => field.label.trim() || `Field ${index + 1}`;

function isCustomFieldType(value: string): value is CustomFieldType {
  return (CUSTOM_FIELD_TYPES as readonly string[]).includes(value);
}

/** Card title: the first two short values, else the start of the first long one. */
function itemTitle(item: CustomItem, fields: readonly CustomField[]): string {
  const value = (field: CustomField) => item[field.name]?.trim() ?? "";
  const short = fields
    .filter((field) => field.type !== "textarea")
    .map(value)
    .filter(Boolean);
  if (short.length > 0) return joinSummary(short.slice(0, 2));
  const long = fields.map(value).find(Boolean) ?? "";
  return long.split("\n")[0] ?? "";
}

/**
 * Short fields share a row from sm: up; one left alone before a long field or at the end takes the
 * full width so the grid has no lopsided gaps.
 */
function fieldSpans(fields: readonly CustomField[]): boolean[] {
  const spans: boolean[] = [];
  let run = 0;
  fields.forEach((field, index) => {
    if (field.type === "textarea") {
      spans.push(true);
      run = 0;
      return;
    }
    run += 1;
    const next = fields[index + 1];
    const runEnds = next === undefined || next.type === "textarea";
    spans.push(runEnds && run % 2 === 1);
  });
  return spans;
}

export function CustomSectionForm({
  section,
  onRename,
  onRemoveSection,
  onAddField,
  onUpdateField,
  onRemoveField,
  onAddItem,
  onUpdateItem,
  onRemoveItem,
  onMoveItem,
}: CustomSectionFormProps) {
  const displayTitle = section.title.trim() || DEFAULT_CUSTOM_SECTION_TITLE;
  const spans = fieldSpans(section.fields);

  return (
    <ListSectionLayout
      title={displayTitle}
      description="Anything else worth showing, such as awards, volunteering or publications. Choose the fields, then add items."
      listLabel={`${displayTitle} items`}
      emptyText="No items yet. Add one to fill this section."
      addLabel="Add Item"
      maxEntries={L.customItems}
      entries={section.items}
      onAdd={onAddItem}
      onMove={onMoveItem}
      entryLabel={(item) => itemTitle(item, section.fields)}
      headerAction={<RemoveSectionButton title={displayTitle} onConfirm={onRemoveSection} />}
      renderEntry={(item, _index, handle) => (
        <EntryCard title={itemTitle(item, section.fields)} handle={handle} removeLabel="Remove item" onRemove={() => onRemoveItem(item.id)}>
          <div className="grid gap-x-4 gap-y-5 sm:grid-cols-2">
            {section.fields.map((field, fieldIndex) => (
              <CustomItemField
                key={field.id}
                field={field}
                label={fieldLabel(field, fieldIndex)}
                value={item[field.name] ?? ""}
                onChange={(value) => onUpdateItem(item.id, field.name, value)}
                className={spans[fieldIndex] ? "sm:col-span-2" : undefined}
              />
            ))}
          </div>
        </EntryCard>
      )}
    >
      <div className="flex flex-col gap-6 rounded-lg border bg-card p-4 text-card-foreground shadow-xs sm:p-5">
        <TextField
          label="Section Title"
          value={section.title}
          onChange={onRename}
          maxLength={L.shortText}
          placeholder="e.g. Volunteering"
        />
        <FieldsEditor fields={section.fields} onAddField={onAddField} onUpdateField={onUpdateField} onRemoveField={onRemoveField} />
      </div>
      <h3 className="-mb-3 text-base font-semibold text-foreground">Items</h3>
    </ListSectionLayout>
  );
}

interface CustomItemFieldProps {
  field: CustomField;
  label: string;
  value: string;
  onChange: (value: string) => void;
  className?: string | undefined;
}

function CustomItemField({ field, label, value, onChange, className }: CustomItemFieldProps) {
  switch (field.type) {
    case "textarea":
      return (
        <TextAreaField
          className={cn("sm:col-span-2", className)}
          label={label}
          value={value}
          onChange={onChange}
          maxLength={L.customValue}
          rows={4}
        />
      );
    case "date":
      return (
        <DateField className={className} label={label} value={value} onChange={onChange} maxLength={L.customValue} placeholder="Jan 2020" />
      );
    case "text":
      return <TextField className={className} label={label} value={value} onChange={onChange} maxLength={L.customValue} />;
  }
}

interface FieldsEditorProps {
  fields: CustomField[];
  onAddField: () => void;
  onUpdateField: CustomSectionFormProps["onUpdateField"];
  onRemoveField: (fieldId: string) => void;
}

function FieldsEditor({ fields, onAddField, onUpdateField, onRemoveField }: FieldsEditorProps) {
  const headingId = useId();
  const limitId = useId();
  const ids = useMemo(() => fields.map((field) => field.id), [fields]);
  const { containerRef, addButtonRef } = useEntryFocus<HTMLUListElement>(ids, { removalTarget: "input" });
  const full = fields.length >= L.customFields;

  return (
    <div role="group" aria-labelledby={headingId} className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <h3 id={headingId} className="text-base font-semibold text-foreground">
          Fields
        </h3>
        <p className="text-sm text-muted-foreground">Every item in this section gets one input per field.</p>
      </div>
      <ul ref={containerRef} className="flex flex-col gap-3">
        {fields.map((field, index) => (
          <FieldRow
            key={field.id}
            field={field}
            index={index}
            removable={fields.length > 1}
            onUpdate={(patch) => onUpdateField(field.id, patch)}
            onRemove={() => onRemoveField(field.id)}
          />
        ))}
      </ul>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
        <Button
          ref={addButtonRef}
          type="button"
          variant="outline"
          size="sm"
          className="self-start"
          onClick={onAddField}
          disabled={full}
          aria-describedby={full ? limitId : undefined}
        >
          <Plus aria-hidden="true" />
          Add Field
        </Button>
        {full && (
          <p id={limitId} className="text-xs text-muted-foreground">
            You have reached the limit of {L.customFields} fields.
          </p>
        )}
      </div>
    </div>
  );
}

interface FieldRowProps {
  field: CustomField;
  index: number;
  removable: boolean;
  onUpdate: (patch: Partial<Omit<CustomField, "id" | "name">>) => void;
  onRemove: () => void;
}

function FieldRow({ field, index, removable, onUpdate, onRemove }: FieldRowProps) {
  const typeId = useId();
  const name = fieldLabel(field, index);
  return (
    <li data-item-id={field.id} className="rounded-md border bg-muted/40 p-3">
      <fieldset className="grid grid-cols-[minmax(0,1fr)_auto] items-end gap-3 sm:grid-cols-[minmax(0,1fr)_10rem_auto]">
        <legend className="sr-only">Field {index + 1}</legend>
        <TextField
          className="col-span-2 sm:col-span-1"
          label="Label"
          value={field.label}
          onChange={(label) => onUpdate({ label })}
          maxLength={L.shortText}
          placeholder={`Field ${index + 1}`}
        />
        <div className="flex flex-col gap-2">
          <Label htmlFor={typeId} className="text-sm font-medium text-foreground">
            Type
          </Label>
          <Select
            id={typeId}
            value={field.type}
            onChange={(event) => {
              const type = event.target.value;
              if (isCustomFieldType(type)) onUpdate({ type });
            }}
          >
            {CUSTOM_FIELD_TYPES.map((type) => (
              <SelectOption key={type} value={type}>
                {FIELD_TYPE_LABELS[type]}
              </SelectOption>
            ))}
          </Select>
        </div>
        <Button
          type="button"
          variant="ghost"
          size="icon"
          className="justify-self-end text-destructive hover:bg-destructive/10 hover:text-destructive"
          aria-label={`Remove field ${name}`}
          title={removable ? `Remove field ${name}` : "A section needs at least one field"}
          disabled={!removable}
          onClick={onRemove}
        >
          <Trash2Icon aria-hidden="true" />
        </Button>
      </fieldset>
    </li>
  );
}

interface RemoveSectionButtonProps {
  title: string;
  onConfirm: () => void;
}

function RemoveSectionButton({ title, onConfirm }: RemoveSectionButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button
          type="button"
          variant="outline"
          size="sm"
          className="border-destructive/30 text-destructive hover:bg-destructive/10 hover:text-destructive"
        >
          <Trash2Icon aria-hidden="true" />
          Remove Section
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Remove this section?</DialogTitle>
          <DialogDescription>
            <span className="font-medium text-foreground">{title}</span> and all of its items will be removed from this resume.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button type="button" variant="outline">
              Cancel
            </Button>
          </DialogClose>
          <Button
            type="button"
            variant="destructive"
            onClick={() => {
              setOpen(false);
              onConfirm();
            }}
          >
            Remove
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
