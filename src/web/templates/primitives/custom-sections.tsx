import type { CustomField, CustomItem, CustomSection } from "#shared/resume";
import { cn } from "../../lib/cn";
import { formatDateValue } from "./date-range";
import type { EntryClassNames } from "./entries";
import { customValue, printableFields } from "./has-content";
import { RichText } from "./rich-text";

export interface CustomValue {
  field: CustomField;
  value: string;
}

/** An item's filled values sorted by how they print: text inline, textarea as prose, date as a date line. */
export interface CustomItemParts {
  texts: CustomValue[];
  textareas: CustomValue[];
  dates: CustomValue[];
}

export function getCustomItemParts(section: CustomSection, item: CustomItem): CustomItemParts {
  const parts: CustomItemParts = { texts: [], textareas: [], dates: [] };
  for (const field of printableFields(section)) {
    const value = customValue(item, field);
    if (value === "") continue;
    if (field.type === "textarea") parts.textareas.push({ field, value });
    else if (field.type === "date") parts.dates.push({ field, value: formatDateValue(value) });
    else parts.texts.push({ field, value });
  }
  return parts;
}

/**
 * A custom item as it prints: its first text value is its title, the other texts share a line,
 * its dates another, and its textareas are prose.
 */
export interface CustomItemFacts {
  title: string | undefined;
  /** The other text values, joined; "" when there are none. */
  text: string;
  /** The dates, joined; "" when there are none. */
  date: string;
  descriptions: CustomValue[];
}

export function customItemFacts(section: CustomSection, item: CustomItem, separator = " · ", dateSeparator = separator): CustomItemFacts {
  const { texts, textareas, dates } = getCustomItemParts(section, item);
  const [first, ...rest] = texts;
  return {
    title: first?.value,
    text: rest.map((t) => t.value).join(separator),
    date: dates.map((d) => d.value).join(dateSeparator),
    descriptions: textareas,
  };
}

export interface CustomItemViewProps {
  section: CustomSection;
  item: CustomItem;
  separator?: string;
  /**
   * A custom item is set as an entry: root, header (the title line), title and date as theirs,
   * its other texts in the subtitle's place, its prose as the description; so a layout can give
   * custom items its entries' look and change only what differs.
   */
  classNames?: EntryClassNames;
}

/** A custom item's other texts on one line, then its prose: what follows its title, wherever the layout sets that. */
export function CustomItemText({ facts, classNames }: { facts: CustomItemFacts; classNames: EntryClassNames }) {
  return (
    <>
      {facts.text !== "" && <p className={classNames.subtitle}>{facts.text}</p>}
      {facts.descriptions.map((d) => (
        <RichText key={d.field.id} text={d.value} className={classNames.description} listClassName={classNames.list} />
      ))}
    </>
  );
}

export function CustomItemView({ section, item, separator = " · ", classNames = {} }: CustomItemViewProps) {
  const facts = customItemFacts(section, item, separator);
  const dateNode = facts.date ? <p className={cn("wrap-anywhere tabular-nums", classNames.date)}>{facts.date}</p> : null;
  return (
    <div className={cn("min-w-0 wrap-anywhere", classNames.root)}>
      {facts.title !== undefined ? (
        <div className={cn("flex min-w-0 items-baseline justify-between gap-x-4 break-inside-avoid", classNames.header)}>
          <p className={cn("min-w-0 flex-1", classNames.title)}>{facts.title}</p>
          {dateNode && <div className="max-w-[45%] shrink-0 text-right">{dateNode}</div>}
        </div>
      ) : (
        dateNode
      )}
      <CustomItemText facts={facts} classNames={classNames} />
    </div>
  );
}

/**
 * A custom item in an entry's slots, for a layout whose entries place their slots on a grid of
 * their own: the title, the date, the other texts as the subtitle, then the prose.
 */
export function CustomEntry({ section, item, classNames }: { section: CustomSection; item: CustomItem; classNames: EntryClassNames }) {
  const facts = customItemFacts(section, item);
  return (
    <div className={classNames.root}>
      {facts.title !== undefined && <p className={classNames.title}>{facts.title}</p>}
      {facts.date && <p className={cn(classNames.date, "tabular-nums")}>{facts.date}</p>}
      <CustomItemText facts={facts} classNames={classNames} />
    </div>
  );
}
