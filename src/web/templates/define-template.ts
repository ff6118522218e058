import type { LucideIcon } from "lucide-react";
import { createElement, type ComponentType, type ReactNode } from "react";
import { isPhotoTemplate } from "#shared/photo-template";
import type { PersonalInfo, ResumeContent } from "#shared/resume";
import type { FitBounds } from "./fit/fit-ladder";
import { ALL_CONTACTS, getContactItems, type ContactKind } from "./primitives/contact-line";
import { headlineOf, nameOf } from "./primitives/has-content";
import { DEFAULT_TITLES, sectionsOf, type SectionKind, type SectionsTheme } from "./primitives/sections";

export interface TemplateProps {
  resume: ResumeContent;
}

/** What a layout's page draws with: the person's details for its header, and what its definition makes of the resume. */
export interface PageProps<Column extends string> {
  info: PersonalInfo;
  /** Each column's sections that have something to show, titled and styled: an empty column is []. */
  sections: Record<Column, ReactNode[]>;
  /** The name at the top of the page, trimmed; undefined when left blank. */
  name: string | undefined;
  /** The line under the name, by the definition's headline rule. */
  headline: string | undefined;
  /** The contacts the layout prints, in order. */
  contacts: readonly ContactKind[];
  /** Whether the header has anything to print: the name, the headline or one of those contacts. */
  hasHeader: boolean;
}

/**
 * Seed 000: the headline under the name is the first experience position; some layouts print
 * none, one prints a fixed line when there is no position.
 */
export type HeadlineRule = "first-position" | "none" | { firstPositionOr: string };

/** The facts of one layout, as one catalogue file states them. */
export interface TemplateSpec<Column extends string> {
  id: string;
  name: string;
  description: string;
  tagline: string;
  /** Seed 000: only the eight original templates carry an icon and gradient for the picker. */
  icon?: LucideIcon;
  /** Tailwind gradient classes such as "from-blue-500 to-indigo-600". */
  gradient?: string;
  /** How far 'Fit to one page' may tighten this layout; DEFAULT_FIT_BOUNDS when left out. */
  fit?: FitBounds;
  /** The sections of each column, top to bottom. */
  columns: Record<Column, readonly SectionKind[]>;
  /** Section titles the layout words its own way; the rest are DEFAULT_TITLES. */
  titles?: Partial<Record<SectionKind, string>>;
  /** The contacts it prints, in order; all five unless it leaves some out. */
  contacts?: readonly ContactKind[];
  /** How a current role's end reads; 'Present' unless the layout says otherwise. */
  presentLabel?: string;
  headline?: HeadlineRule;
  theme: SectionsTheme<Column>;
  /** The header and decoration around the sections; pure: the same resume prints the same page. */
  Page: ComponentType<PageProps<Column>>;
}

export interface TemplateDefinition {
  id: string;
  name: string;
  description: string;
  tagline: string;
  /** Decided by the shared id rule (isPhotoTemplate): a 'cv' template prints the photo. */
  category: "resume" | "cv";
  icon?: LucideIcon;
  gradient?: string;
  fit?: FitBounds;
  columns: Readonly<Record<string, readonly SectionKind[]>>;
  titles: Readonly<Record<SectionKind, string>>;
  contacts: readonly ContactKind[];
  presentLabel: string;
  headline: HeadlineRule;
  Page: ComponentType<TemplateProps>;
}

function headlineBy(rule: HeadlineRule, resume: ResumeContent): string | undefined {
  if (rule === "none") return undefined;
  const position = headlineOf(resume);
  return rule === "first-position" ? position : (position ?? rule.firstPositionOr);
}

/** Resolves a catalogue file's facts: defaults filled in, and a page that renders its sections from them. */
export function defineTemplate<Column extends string>(spec: TemplateSpec<Column>): TemplateDefinition {
  const { Page: Layout, theme, columns, ...facts } = spec;
  const definition = {
    ...facts,
    category: isPhotoTemplate(spec.id) ? "cv" : "resume",
    columns,
    titles: { ...DEFAULT_TITLES, ...spec.titles },
    contacts: spec.contacts ?? ALL_CONTACTS,
    presentLabel: spec.presentLabel ?? "Present",
    headline: spec.headline ?? "first-position",
  } satisfies Omit<TemplateDefinition, "Page">;
  function Page({ resume }: TemplateProps) {
    const info = resume.personal_info;
    const name = nameOf(resume);
    const headline = headlineBy(definition.headline, resume);
    const { contacts } = definition;
    const hasHeader = name !== undefined || headline !== undefined || getContactItems(info, contacts).length > 0;
    const sections = sectionsOf(resume, { ...definition, columns, theme });
    return createElement(Layout, { info, sections, name, headline, contacts, hasHeader });
  }
  return { ...definition, Page };
}
