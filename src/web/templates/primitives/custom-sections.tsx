import type { CustomField, CustomItem, CustomSection } from "../../../shared/resume";
import { cn } from "../../lib/cn";
import { formatDateValue } from "./date-range";
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

export interface CustomSectionClassNames {
  root?: string;
  item?: string;
  header?: string;
  /** The first text value, printed as the item's title. */
  title?: string;
  /** The remaining text values, joined on one line. */
  text?: string;
  date?: string;
  description?: string;
  list?: string;
}

export interface CustomItemViewProps {
  section: CustomSection;
  item: CustomItem;
  separator?: string;
  classNames?: CustomSectionClassNames;
}

export function CustomItemView({ section, item, separator = " · ", classNames = {} }: CustomItemViewProps) {
  const { texts, textareas, dates } = getCustomItemParts(section, item);
  const [first, ...rest] = texts;
  const date = dates.map((d) => d.value).join(separator);
  const dateNode = date ? <p className={cn("wrap-anywhere tabular-nums", classNames.date)}>{date}</p> : null;
  return (
    <div className={cn("min-w-0 wrap-anywhere", classNames.item)}>
      {first ? (
        <div className={cn("flex min-w-0 items-baseline justify-between gap-x-4 break-inside-avoid", classNames.header)}>
          <p className={cn("min-w-0 flex-1", classNames.title)}>{first.value}</p>
          {dateNode && <div className="max-w-[45%] shrink-0 text-right">{dateNode}</div>}
        </div>
      ) : (
        dateNode
      )}
      {rest.length > 0 && <p className={classNames.text}>{rest.map((t) => t.value).join(separator)}</p>}
      {textareas.map((t) => (
        <RichText key={t.field.id} text={t.value} className={classNames.description} listClassName={classNames.list} />
      ))}
    </div>
  );
}
