import { Fragment, type ReactNode } from "react";
import type { CustomItem, CustomSection } from "#shared/resume";
import { CustomItemText, customItemFacts } from "./custom-sections";
import { EntryHeader, type EntryClassNames, type EntryFacts, type SubtitlePart } from "./entries";
import { RichText } from "./rich-text";

/**
 * The labelled-rows layout: a narrow label column (a date, a place, a number) beside the content,
 * row after row on the same two tracks, so every text lines up on two edges. The layout writes
 * its tracks out whole, as Tailwind only finds whole class names.
 */
export interface RowsLook {
  /** Each row's grid: its two tracks, the gap between them, the alignment. */
  row: string;
  label?: string;
  /** A label that is one line of text is a paragraph; one of several lines sits in a div. */
  labelAs?: "div" | "p";
}

/** One row, kept together on a printed page: the label, then the content. */
export function LabelledRow({ look, label, children }: { look: RowsLook; label?: ReactNode; children: ReactNode }) {
  const Label = look.labelAs ?? "div";
  return (
    <div className={`${look.row} break-inside-avoid`}>
      <Label className={look.label}>{typeof label === "string" ? <WholeDates range={label} /> : label}</Label>
      <div className="min-w-0">{children}</div>
    </div>
  );
}

/** A numbered reference, such as a publication: its number in the label column, the entry itself beside it. */
export function NumberedRow({ look, number, children }: { look: RowsLook; number: number; children: ReactNode }) {
  return (
    <li className={`${look.row} break-inside-avoid`}>
      <span className={look.label}>[{number}]</span>
      {children}
    </li>
  );
}

/**
 * A label of one line is the date itself; a label of several lines prints the date, and the place
 * under it, as paragraphs of their own.
 */
function rowLabel(look: RowsLook, classNames: { date?: string; place?: string }, date: string, place?: string): ReactNode {
  if (look.labelAs === "p") return date;
  return (
    <>
      {date && (
        <p className={classNames.date}>
          <WholeDates range={date} />
        </p>
      )}
      {place && <p className={classNames.place}>{place}</p>}
    </>
  );
}

/**
 * A range in a narrow column breaks only after its dash ('Nov 2010 –' over 'May 2011'): broken
 * inside a date ('Nov 2010 – May' over '2011'), readers and ATS parsers take it for two dates.
 */
function WholeDates({ range }: { range: string }) {
  const sides = range.split(" – ");
  if (sides.length === 1) return range;
  return sides.map((side, index) => (
    <Fragment key={index}>
      {index > 0 && " – "}
      <span className="whitespace-nowrap">{side}</span>
    </Fragment>
  ));
}

/** An entry row's classes: the label column's date and place, and the entry's own slots. */
export interface EntryRowClassNames extends EntryClassNames {
  place?: string;
}

/** The subtitle without the place, which the label column prints; each part a span of its own. */
function RowSubtitle({ parts, separator, classNames }: { parts: SubtitlePart[]; separator: string; classNames: EntryRowClassNames }) {
  const shown = parts.filter((part) => part.role !== "location");
  if (shown.length === 0) return null;
  return (
    <p className={classNames.subtitle}>
      {shown.map((part, index) => (
        <span key={part.role}>
          {index > 0 && <span aria-hidden="true">{separator}</span>}
          <span className={part.role === "organization" ? classNames.organization : undefined}>
            {part.role === "link" ? (
              <a href={part.href} className={classNames.link}>
                {part.text}
              </a>
            ) : part.role === "meta" && classNames.meta ? (
              <span className={classNames.meta}>{part.text}</span>
            ) : (
              part.text
            )}
          </span>
        </span>
      ))}
    </p>
  );
}

export interface EntryRowProps {
  facts: EntryFacts;
  /** Prose under the title, for the entries that have one. */
  description?: string;
  separator?: string;
  look: RowsLook;
  classNames: EntryRowClassNames;
}

/**
 * An entry as a labelled row: its date, and its place under it, in the label column; its title,
 * the rest of its subtitle and its description beside them.
 */
export function EntryRow({ facts, description, separator = " · ", look, classNames }: EntryRowProps) {
  const place = facts.parts.find((part) => part.role === "location")?.text;
  return (
    <LabelledRow look={look} label={rowLabel(look, classNames, facts.date, place)}>
      <EntryHeader
        title={facts.title}
        subtitle={<RowSubtitle parts={facts.parts} separator={separator} classNames={classNames} />}
        classNames={classNames}
      />
      <RichText text={description} className={classNames.description} listClassName={classNames.list} />
    </LabelledRow>
  );
}

/** Entries as labelled rows, one EntryRow each: the rows are the section's body, in no list of their own. */
export function entryRows<T extends { id: string; description?: string }>(
  entries: T[],
  factsOf: (entry: T) => EntryFacts,
  look: RowsLook,
  classNames: EntryRowClassNames,
): ReactNode[] {
  return entries.map((entry) => (
    <EntryRow key={entry.id} facts={factsOf(entry)} description={entry.description} look={look} classNames={classNames} />
  ));
}

export interface CustomItemRowProps {
  section: CustomSection;
  item: CustomItem;
  look: RowsLook;
  titleAs?: "p" | "h3";
  /** Between the item's other texts. */
  separator?: string;
  /** Between its dates; the separator unless given. */
  dateSeparator?: string;
  classNames: EntryRowClassNames;
}

/** A custom item as a labelled row: its dates in the label column; its title, other texts and prose beside them. */
export function CustomItemRow({ section, item, look, titleAs: Title = "p", separator, dateSeparator, classNames }: CustomItemRowProps) {
  const facts = customItemFacts(section, item, separator, dateSeparator);
  return (
    <LabelledRow look={look} label={rowLabel(look, classNames, facts.date)}>
      {facts.title !== undefined && <Title className={classNames.title}>{facts.title}</Title>}
      <CustomItemText facts={facts} classNames={classNames} />
    </LabelledRow>
  );
}
