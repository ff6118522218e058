import { Fragment, type ReactNode } from "react";
import type { Certification, Education, Experience, Language, Project, SkillGroup } from "#shared/resume";
import { cn } from "../../lib/cn";
import { displayUrl, toHttpsUrl } from "./contact-line";
import { formatDateRange, formatDateValue } from "./date-range";
import { isLanguageFilled, isPresent, presentItems } from "./has-content";
import { RichText } from "./rich-text";

/**
 * Every slot an entry renders, so each layout restyles entries with classes only. Colours live in
 * the layouts, never here.
 */
export interface EntryClassNames {
  root?: string;
  header?: string;
  title?: string;
  date?: string;
  subtitle?: string;
  /** The organisation part of the subtitle: company, institution or issuer. */
  organization?: string;
  location?: string;
  /** Secondary details: GPA, credential id. */
  meta?: string;
  link?: string;
  description?: string;
  paragraph?: string;
  list?: string;
  item?: string;
  chips?: string;
  chip?: string;
}

/**
 * "end": date beside the title, right-aligned; "below": date on its own line under the subtitle;
 * "none": not in the entry, because a labelled row prints it in its label column.
 */
export type DatePlacement = "end" | "below" | "none";

/** One piece of an entry's subtitle, named by what it is so each layout can style it. */
export interface SubtitlePart {
  role: "organization" | "location" | "meta" | "link";
  text: string;
  /** A link's address. */
  href?: string;
}

/** What an entry prints, by the rules every layout shares; layouts differ only in where and how. */
export interface EntryFacts {
  title: string;
  /** Non-empty, in reading order. */
  parts: SubtitlePart[];
  date: string;
}

function PartsLine({ parts, separator, classNames }: { parts: SubtitlePart[]; separator: ReactNode; classNames: EntryClassNames }) {
  if (parts.length === 0) return null;
  return (
    <p className={cn("min-w-0 wrap-anywhere", classNames.subtitle)}>
      {parts.map((part, index) => (
        <Fragment key={part.role}>
          {index > 0 && <span aria-hidden="true">{separator}</span>}
          {part.role === "link" ? (
            <span>
              <a href={part.href} className={cn("wrap-anywhere", classNames.link)}>
                {part.text}
              </a>
            </span>
          ) : (
            <span className={classNames[part.role]}>{part.text}</span>
          )}
        </Fragment>
      ))}
    </p>
  );
}

export interface EntryHeaderProps {
  title?: ReactNode;
  subtitle?: ReactNode;
  date?: string;
  datePlacement?: DatePlacement;
  classNames?: EntryClassNames;
}

/** Title, subtitle and date of any entry; layouts can use it for entries of their own. */
export function EntryHeader({ title, subtitle, date, datePlacement = "end", classNames = {} }: EntryHeaderProps) {
  const dateNode = date && datePlacement !== "none" ? <p className={cn("wrap-anywhere tabular-nums", classNames.date)}>{date}</p> : null;
  const titleNode = title ? <h3 className={cn("min-w-0 wrap-anywhere", classNames.title)}>{title}</h3> : null;
  return (
    // Keeps title, subtitle and date together on one printed page; long descriptions may still split.
    <div className={cn("min-w-0 break-inside-avoid break-after-avoid", classNames.header)}>
      {datePlacement === "end" && dateNode ? (
        <div className="flex min-w-0 items-baseline justify-between gap-x-4">
          <div className="min-w-0 flex-1">{titleNode}</div>
          {/* shrink-0 keeps short dates on one line; the cap lets a very long free-text date wrap. */}
          <div className="max-w-[45%] shrink-0 text-right">{dateNode}</div>
        </div>
      ) : (
        titleNode
      )}
      {subtitle}
      {datePlacement === "below" && dateNode}
    </div>
  );
}

function Chips({ items, className, chipClassName }: { items: string[]; className?: string; chipClassName?: string }) {
  if (items.length === 0) return null;
  return (
    <ul className={cn("flex min-w-0 flex-wrap gap-1", className)}>
      {items.map((item, index) => (
        <li key={`${index}-${item}`} className={cn("min-w-0 wrap-anywhere", chipClassName)}>
          {item}
        </li>
      ))}
    </ul>
  );
}

interface EntryCommonProps {
  datePlacement?: DatePlacement;
  /** Between subtitle parts, e.g. " · " or ", ". */
  separator?: ReactNode;
  classNames?: EntryClassNames;
}

function Description({ text, classNames }: { text: string; classNames: EntryClassNames }) {
  return (
    <RichText
      text={text}
      className={classNames.description}
      paragraphClassName={classNames.paragraph}
      listClassName={classNames.list}
      itemClassName={classNames.item}
    />
  );
}

export interface ExperienceEntryProps extends EntryCommonProps {
  entry: Experience;
  /** 'Present' by default; the creative layout says 'Now'. */
  presentLabel?: string;
}

/** Seed 000: the position is the title, or the company when no position is given. */
export function experienceFacts(entry: Experience, presentLabel = "Present"): EntryFacts {
  const hasPosition = isPresent(entry.position);
  const parts: SubtitlePart[] = [];
  if (hasPosition && isPresent(entry.company)) parts.push({ role: "organization", text: entry.company.trim() });
  if (isPresent(entry.location)) parts.push({ role: "location", text: entry.location.trim() });
  return {
    title: hasPosition ? entry.position.trim() : entry.company.trim(),
    parts,
    date: formatDateRange(entry.startDate, entry.endDate, entry.current, presentLabel),
  };
}

export function ExperienceEntry({
  entry,
  presentLabel = "Present",
  datePlacement = "end",
  separator = " · ",
  classNames = {},
}: ExperienceEntryProps) {
  const { title, parts, date } = experienceFacts(entry, presentLabel);
  return (
    <article className={cn("min-w-0 wrap-anywhere", classNames.root)}>
      <EntryHeader
        title={title}
        subtitle={<PartsLine parts={parts} separator={separator} classNames={classNames} />}
        date={date}
        datePlacement={datePlacement}
        classNames={classNames}
      />
      <Description text={entry.description} classNames={classNames} />
    </article>
  );
}

/** 'Bachelor of Science in Computer Science'; either half alone when the other is blank. */
export function formatDegree(degree: string, field: string): string {
  return [degree.trim(), field.trim()].filter((part) => part !== "").join(" in ");
}

/** Users type either '3.8' or 'GPA 3.8/4.0'; the label is added only when missing. */
export function formatGpa(gpa: string | undefined): string {
  const text = (gpa ?? "").trim();
  if (text === "") return "";
  return /gpa|grade/i.test(text) ? text : `GPA: ${text}`;
}

export interface EducationEntryProps extends EntryCommonProps {
  entry: Education;
  /** Which line is the bold title: the degree (default) or the institution. */
  emphasis?: "degree" | "institution";
}

export function educationFacts(entry: Education, emphasis: "degree" | "institution" = "degree"): EntryFacts {
  const degree = formatDegree(entry.degree, entry.field);
  const institution = entry.institution.trim();
  const degreeFirst = emphasis === "degree" ? degree !== "" : institution === "";
  const other = degreeFirst ? institution : degree;
  const parts: SubtitlePart[] = [];
  if (other) parts.push({ role: "organization", text: other });
  if (isPresent(entry.location)) parts.push({ role: "location", text: entry.location.trim() });
  const gpa = formatGpa(entry.gpa);
  if (gpa) parts.push({ role: "meta", text: gpa });
  return { title: degreeFirst ? degree : institution, parts, date: formatDateRange(entry.startDate, entry.endDate) };
}

export function EducationEntry({
  entry,
  emphasis = "degree",
  datePlacement = "end",
  separator = " · ",
  classNames = {},
}: EducationEntryProps) {
  const { title, parts, date } = educationFacts(entry, emphasis);
  return (
    <article className={cn("min-w-0 wrap-anywhere", classNames.root)}>
      <EntryHeader
        title={title}
        subtitle={<PartsLine parts={parts} separator={separator} classNames={classNames} />}
        date={date}
        datePlacement={datePlacement}
        classNames={classNames}
      />
    </article>
  );
}

export interface ProjectEntryProps extends EntryCommonProps {
  entry: Project;
  technologies?: "chips" | "inline" | "none";
}

/** The link, and the technologies when they print inline rather than as chips. */
export function projectFacts(entry: Project, technologies: "chips" | "inline" | "none" = "chips"): EntryFacts {
  const tech = presentItems(entry.technologies);
  const link = isPresent(entry.link) ? entry.link.trim() : "";
  const parts: SubtitlePart[] = [];
  if (link) parts.push({ role: "link", text: displayUrl(link), href: toHttpsUrl(link) });
  if (technologies === "inline" && tech.length > 0) parts.push({ role: "meta", text: tech.join(", ") });
  return { title: entry.name.trim(), parts, date: formatDateRange(entry.startDate, entry.endDate) };
}

export function ProjectEntry({
  entry,
  technologies = "chips",
  datePlacement = "end",
  separator = " · ",
  classNames = {},
}: ProjectEntryProps) {
  const { title, parts, date } = projectFacts(entry, technologies);
  return (
    <article className={cn("min-w-0 wrap-anywhere", classNames.root)}>
      <EntryHeader
        title={title}
        subtitle={<PartsLine parts={parts} separator={separator} classNames={classNames} />}
        date={date}
        datePlacement={datePlacement}
        classNames={classNames}
      />
      {technologies === "chips" && (
        <Chips items={presentItems(entry.technologies)} className={classNames.chips} chipClassName={classNames.chip} />
      )}
      <Description text={entry.description} classNames={classNames} />
    </article>
  );
}

export interface CertificationEntryProps extends EntryCommonProps {
  entry: Certification;
  /** Prefix of the credential id; set to "" to print the bare id. */
  credentialLabel?: string;
}

/** The name is the title, or the issuer when no name is given. */
export function certificationFacts(entry: Certification, credentialLabel = "Credential ID: "): EntryFacts {
  const hasName = isPresent(entry.name);
  const parts: SubtitlePart[] = [];
  if (hasName && isPresent(entry.issuer)) parts.push({ role: "organization", text: entry.issuer.trim() });
  if (isPresent(entry.credentialId)) parts.push({ role: "meta", text: `${credentialLabel}${entry.credentialId.trim()}` });
  return { title: hasName ? entry.name.trim() : entry.issuer.trim(), parts, date: formatDateValue(entry.date) };
}

export function CertificationEntry({
  entry,
  credentialLabel = "Credential ID: ",
  datePlacement = "end",
  separator = " · ",
  classNames = {},
}: CertificationEntryProps) {
  const { title, parts, date } = certificationFacts(entry, credentialLabel);
  return (
    <article className={cn("min-w-0 wrap-anywhere", classNames.root)}>
      <EntryHeader
        title={title}
        subtitle={<PartsLine parts={parts} separator={separator} classNames={classNames} />}
        date={date}
        datePlacement={datePlacement}
        classNames={classNames}
      />
    </article>
  );
}

export interface LanguageListClassNames {
  root?: string;
  item?: string;
  name?: string;
  proficiency?: string;
}

export interface LanguageListProps {
  languages: Language[];
  /**
   * inline: 'English (Native) · Spanish (Fluent)' as running text; list: one row each, proficiency
   * right-aligned; grid: name over proficiency in columns (set grid-cols-* on root); chips: tags.
   */
  variant?: "inline" | "list" | "grid" | "chips";
  separator?: ReactNode;
  classNames?: LanguageListClassNames;
}

export function LanguageList({ languages, variant = "inline", separator = " · ", classNames = {} }: LanguageListProps) {
  const items = languages.filter(isLanguageFilled).map((l) => ({ id: l.id, name: l.name.trim(), proficiency: l.proficiency.trim() }));
  if (items.length === 0) return null;

  if (variant === "inline") {
    return (
      <p className={cn("min-w-0 wrap-anywhere", classNames.root)}>
        {items.map((l, index) => (
          <Fragment key={l.id}>
            {index > 0 && <span aria-hidden="true">{separator}</span>}
            <span className={classNames.item}>
              <span className={classNames.name}>{l.name}</span>
              {l.proficiency && <span className={classNames.proficiency}>{l.name ? ` (${l.proficiency})` : l.proficiency}</span>}
            </span>
          </Fragment>
        ))}
      </p>
    );
  }

  const layout = {
    list: "flex flex-col gap-1",
    grid: "grid grid-cols-3 gap-x-6 gap-y-2",
    chips: "flex flex-wrap gap-1.5",
  }[variant];
  return (
    <ul className={cn("min-w-0 wrap-anywhere", layout, classNames.root)}>
      {items.map((l) => (
        <li
          key={l.id}
          className={cn(
            "min-w-0",
            variant === "list" && "flex items-baseline justify-between gap-3",
            variant === "grid" && "flex flex-col",
            variant === "chips" && "inline-flex items-baseline gap-1",
            classNames.item,
          )}
        >
          {l.name && <span className={cn("min-w-0", classNames.name)}>{l.name}</span>}
          {l.proficiency && (
            <span className={cn("min-w-0", variant === "list" && "text-right", classNames.proficiency)}>
              {variant === "chips" && l.name ? `· ${l.proficiency}` : l.proficiency}
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}

export interface SkillGroupsClassNames {
  root?: string;
  group?: string;
  category?: string;
  items?: string;
  chips?: string;
  chip?: string;
}

export interface SkillGroupsProps {
  groups: SkillGroup[];
  /**
   * inline: 'Category: a, b, c' per line; columns: category in a label column beside its items
   * (set the column width on root); stacked: category heading over a comma list; chips: category
   * heading over tags.
   */
  variant?: "inline" | "columns" | "stacked" | "chips";
  itemSeparator?: string;
  classNames?: SkillGroupsClassNames;
}

export function SkillGroups({ groups, variant = "inline", itemSeparator = ", ", classNames = {} }: SkillGroupsProps) {
  const visible = groups
    .map((g) => ({ id: g.id, category: g.category.trim(), items: presentItems(g.items) }))
    .filter((g) => g.items.length > 0);
  if (visible.length === 0) return null;

  if (variant === "columns") {
    return (
      <dl className={cn("grid min-w-0 grid-cols-[minmax(0,36mm)_minmax(0,1fr)] gap-x-5 gap-y-1.5 wrap-anywhere", classNames.root)}>
        {visible.map((g) => (
          <div key={g.id} className={cn("col-span-full grid min-w-0 grid-cols-subgrid", classNames.group)}>
            {g.category ? <dt className={cn("min-w-0", classNames.category)}>{g.category}</dt> : null}
            <dd className={cn("min-w-0", !g.category && "col-span-full", classNames.items)}>{g.items.join(itemSeparator)}</dd>
          </div>
        ))}
      </dl>
    );
  }

  return (
    <div className={cn("min-w-0 space-y-1.5 wrap-anywhere", classNames.root)}>
      {visible.map((g) => {
        if (variant === "inline") {
          return (
            <p key={g.id} className={cn("min-w-0", classNames.group)}>
              {g.category && <span className={classNames.category}>{`${g.category}: `}</span>}
              <span className={classNames.items}>{g.items.join(itemSeparator)}</span>
            </p>
          );
        }
        return (
          <div key={g.id} className={cn("min-w-0", classNames.group)}>
            {g.category && <p className={classNames.category}>{g.category}</p>}
            {variant === "chips" ? (
              <Chips items={g.items} className={classNames.chips} chipClassName={classNames.chip} />
            ) : (
              <p className={classNames.items}>{g.items.join(itemSeparator)}</p>
            )}
          </div>
        );
      })}
    </div>
  );
}
