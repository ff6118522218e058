import { Fragment, type ComponentType, type ReactNode } from "react";
import type { Certification, CustomSection, Education, Experience, Language, Project, ResumeContent, SkillGroup } from "#shared/resume";
import { cn } from "../../lib/cn";
import { ContactLine, getContactItems, type ContactKind, type ContactLineProps } from "./contact-line";
import { CustomItemView } from "./custom-sections";
import {
  CertificationEntry,
  certificationFacts,
  EducationEntry,
  educationFacts,
  ExperienceEntry,
  experienceFacts,
  LanguageList,
  ProjectEntry,
  projectFacts,
  SkillGroups,
  type CertificationEntryProps,
  type EducationEntryProps,
  type EntryClassNames,
  type ExperienceEntryProps,
  type LanguageListProps,
  type ProjectEntryProps,
  type SkillGroupsProps,
} from "./entries";
import { isPresent, visibleContent } from "./has-content";
import { LabelledRow, NumberedRow, type RowsLook } from "./labelled-rows";
import { RichText, type RichTextProps } from "./rich-text";
import { TimelineStop, type TimelineLook } from "./timeline";

/**
 * The sections a layout can print. 'contact' (the layout's contacts) and 'links' (its website and
 * LinkedIn) are contact lists set as sections, in a sidebar; 'custom' stands for every custom
 * section the user added, each its own section.
 */
export type SectionKind =
  "contact" | "links" | "summary" | "experience" | "education" | "skills" | "projects" | "certifications" | "languages" | "custom";

/** What a 'links' section prints unless the layout says otherwise. */
const LINK_KINDS: readonly ContactKind[] = ["website", "linkedin"];

/** Titles a layout does not rename; 'custom' titles a custom section the user left untitled. */
export const DEFAULT_TITLES: Readonly<Record<SectionKind, string>> = {
  contact: "Contact",
  links: "Links",
  summary: "Summary",
  experience: "Experience",
  education: "Education",
  skills: "Skills",
  projects: "Projects",
  certifications: "Certifications",
  languages: "Languages",
  custom: "Additional Information",
};

/** How a section's title and body are set; the same for every section of a column. */
export interface SectionFrame {
  className?: string;
  titleClassName?: string;
  bodyClassName?: string;
  /** Drawn before the title, e.g. a marker or a section's own icon. */
  icon?: ReactNode | ((kind: SectionKind) => ReactNode);
}

/** What a layout's own renderer of a section body gets besides the content. */
export interface SectionContext {
  resume: ResumeContent;
  presentLabel: string;
}

/** A layout that sets a section body its own way renders it from the visible content. */
export interface CustomBody<T> {
  render: (content: T, context: SectionContext) => ReactNode;
}

/**
 * Entries in a wrapper ('list' styles it: spacing, a grid, a rail), each an entry primitive; with
 * 'rows', each entry is a labelled row with its date in the label column; 'numbered', a numbered
 * list with the numbers in the label column; 'timeline', a stop on the rail the list draws.
 */
type EntriesLook<Props> = Omit<Props, "entry" | "presentLabel"> & {
  list: string;
  rows?: RowsLook;
  numbered?: RowsLook;
  timeline?: TimelineLook;
};

export interface SectionsTheme<Column extends string = string> {
  frame: SectionFrame;
  /** Columns whose sections are framed otherwise, such as a sidebar's. */
  frames?: Partial<Record<Column, SectionFrame>>;
  contact?: Omit<ContactLineProps, "info">;
  links?: Omit<ContactLineProps, "info">;
  summary?: Omit<RichTextProps, "text"> | CustomBody<string>;
  experience?: EntriesLook<ExperienceEntryProps> | CustomBody<Experience[]>;
  education?: EntriesLook<EducationEntryProps> | CustomBody<Education[]>;
  projects?: EntriesLook<ProjectEntryProps> | CustomBody<Project[]>;
  certifications?: EntriesLook<CertificationEntryProps> | CustomBody<Certification[]>;
  skills?: Omit<SkillGroupsProps, "groups"> | CustomBody<SkillGroup[]>;
  languages?: Omit<LanguageListProps, "languages"> | CustomBody<Language[]>;
  /** 'list' styles the items' wrapper, as for entries; each item is set as an entry (CustomItemView). */
  custom?: { list?: string; separator?: string; classNames?: EntryClassNames } | CustomBody<CustomSection>;
}

/** The facts a layout's sections print from: which, where, under what titles. */
export interface SectionsSpec<Column extends string> {
  columns: Record<Column, readonly SectionKind[]>;
  titles: Readonly<Record<SectionKind, string>>;
  contacts: readonly ContactKind[];
  presentLabel: string;
  theme: SectionsTheme<Column>;
}

/** A titled section; the heading keeps with its first entry across a printed page's edge. */
function Section({
  title,
  className,
  titleClassName,
  bodyClassName,
  icon,
  children,
}: Omit<SectionFrame, "icon"> & { title: string; icon: ReactNode; children: ReactNode }) {
  return (
    <section className={cn("min-w-0 wrap-anywhere", className)}>
      <h2 className={cn("break-after-avoid", titleClassName)}>
        {icon}
        {title}
      </h2>
      <div className={cn("min-w-0", bodyClassName)}>{children}</div>
    </section>
  );
}

const isCustomBody = <T,>(look: object | undefined): look is CustomBody<T> => look !== undefined && "render" in look;

/** Each kind's body, or null when the resume has nothing for it: the section is then left out. */
function bodiesOf<Column extends string>(resume: ResumeContent, spec: SectionsSpec<Column>) {
  const { theme, presentLabel } = spec;
  const context: SectionContext = { resume, presentLabel };
  const info = resume.personal_info;
  const visible = visibleContent(resume);

  function contactBody(kind: "contact" | "links"): ReactNode {
    const props = theme[kind] ?? {};
    const include = props.include ?? (kind === "links" ? spec.contacts.filter((c) => LINK_KINDS.includes(c)) : spec.contacts);
    return getContactItems(info, include).length > 0 ? <ContactLine info={info} {...props} include={include} /> : null;
  }

  function entries<T extends { id: string }, Props>(
    items: T[],
    look: EntriesLook<Props> | CustomBody<T[]> | undefined,
    Entry: ComponentType<Props & { entry: T }>,
    dateOf: (item: T) => string,
    extra?: Partial<Props>,
  ): ReactNode {
    if (items.length === 0) return null;
    if (isCustomBody<T[]>(look)) return look.render(items, context);
    const { list, rows, numbered, timeline, ...props } = look ?? { list: "" };
    const entryProps = { ...props, ...extra, ...(rows && { datePlacement: "none" }) } as Props;
    const placed = items.map((item, index) => {
      const entry = <Entry {...entryProps} entry={item} />;
      if (rows) {
        return (
          <LabelledRow key={item.id} look={rows} label={dateOf(item)}>
            {entry}
          </LabelledRow>
        );
      }
      if (numbered) {
        return (
          <NumberedRow key={item.id} look={numbered} number={index + 1}>
            {entry}
          </NumberedRow>
        );
      }
      if (timeline) {
        return (
          <TimelineStop key={item.id} look={timeline}>
            {entry}
          </TimelineStop>
        );
      }
      return <Fragment key={item.id}>{entry}</Fragment>;
    });
    return numbered || timeline ? <ol className={list}>{placed}</ol> : <div className={list}>{placed}</div>;
  }

  function listOf<T, Props extends object>(
    items: T[],
    look: Props | CustomBody<T[]> | undefined,
    render: (props: Props) => ReactNode,
  ): ReactNode {
    if (items.length === 0) return null;
    return isCustomBody<T[]>(look) ? look.render(items, context) : render((look ?? {}) as Props);
  }

  const { summary, custom } = theme;
  return {
    contact: () => contactBody("contact"),
    links: () => contactBody("links"),
    summary: () =>
      !isPresent(info.summary) ? null : isCustomBody<string>(summary) ? (
        summary.render(info.summary, context)
      ) : (
        <RichText text={info.summary} {...summary} />
      ),
    experience: () =>
      entries(visible.experience, theme.experience, ExperienceEntry, (e) => experienceFacts(e, presentLabel).date, { presentLabel }),
    education: () => entries(visible.education, theme.education, EducationEntry, (e) => educationFacts(e).date),
    projects: () => entries(visible.projects, theme.projects, ProjectEntry, (p) => projectFacts(p).date),
    certifications: () => entries(visible.certifications, theme.certifications, CertificationEntry, (c) => certificationFacts(c).date),
    skills: () => listOf(visible.skills, theme.skills, (props) => <SkillGroups {...props} groups={visible.skills} />),
    languages: () => listOf(visible.languages, theme.languages, (props) => <LanguageList {...props} languages={visible.languages} />),
    customSections: visible.customSections,
    custom: (section: CustomSection) =>
      isCustomBody<CustomSection>(custom) ? (
        custom.render(section, context)
      ) : (
        <div className={cn("min-w-0 space-y-3", custom?.list)}>
          {section.items.map((item) => (
            <CustomItemView key={item.id} section={section} item={item} separator={custom?.separator} classNames={custom?.classNames} />
          ))}
        </div>
      ),
  };
}

/**
 * Every column's sections, in the order the layout lists them, each under its title in the
 * column's frame. A section with nothing to show is not there at all, so a layout can tell an
 * empty column by its length and leave the column out.
 */
export function sectionsOf<Column extends string>(resume: ResumeContent, spec: SectionsSpec<Column>): Record<Column, ReactNode[]> {
  const { theme, titles } = spec;
  const bodies = bodiesOf(resume, spec);

  const framed = (column: Column, kind: SectionKind, key: string, title: string, body: ReactNode) => {
    const { icon, ...frame } = theme.frames?.[column] ?? theme.frame;
    return (
      <Section key={key} title={title} icon={typeof icon === "function" ? icon(kind) : icon} {...frame}>
        {body}
      </Section>
    );
  };

  const customSection = (column: Column, section: CustomSection) => {
    const title = isPresent(section.title) ? section.title.trim() : titles.custom;
    return framed(column, "custom", `custom-${section.id}`, title, bodies.custom(section));
  };

  const columns = {} as Record<Column, ReactNode[]>;
  for (const column of Object.keys(spec.columns) as Column[]) {
    columns[column] = spec.columns[column].flatMap((kind) => {
      if (kind === "custom") return bodies.customSections.map((section) => customSection(column, section));
      const body = bodies[kind]();
      return body === null ? [] : [framed(column, kind, kind, titles[kind], body)];
    });
  }
  return columns;
}
