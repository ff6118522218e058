import { Fragment, type ReactNode } from "react";
import type { PersonalInfo } from "../../../shared/resume";
import { defineTemplate, type TemplateProps } from "../define-template";
import { getContactItems } from "../primitives/contact-line";
import { CustomSections, type CustomSectionClassNames } from "../primitives/custom-sections";
import {
  CertificationEntry,
  EducationEntry,
  ExperienceEntry,
  LanguageList,
  ProjectEntry,
  SkillGroups,
  type EntryClassNames,
} from "../primitives/entries";
import { hasContacts, headlineOf, isPresent, visibleContent } from "../primitives/has-content";
import { RichText } from "../primitives/rich-text";
import { Section } from "../primitives/section";

/**
 * Where a printed CV would use small caps: capitals a size smaller, spaced out. Source Serif 4 as
 * shipped has no small-caps glyphs, and faked ones print as Type 3 glyphs that text extractors
 * split ('J ordan E llis').
 */
const spacedCapitals = "uppercase";

/** A title in spaced capitals centred between two hairlines, the way a printed CV sets its headings. */
function ClassicSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Section
      title={title}
      titleClassName={`mb-[2.8mm] flex items-center gap-[4mm] text-[10.5pt] leading-none font-semibold tracking-[0.08em] text-stone-900 ${spacedCapitals} before:h-px before:min-w-[8mm] before:flex-1 before:bg-stone-400 after:h-px after:min-w-[8mm] after:flex-1 after:bg-stone-400`}
    >
      {children}
    </Section>
  );
}

/**
 * Contacts as one centred line of text. Each '·' is glued to the contact before it, so a wrapped
 * line ends with a dot like a comma and never starts with one (ContactLine's list items cannot).
 */
function ClassicContacts({ info }: { info: PersonalInfo }) {
  const items = getContactItems(info);
  if (items.length === 0) return null;
  return (
    <p className="mt-[2.5mm] text-center text-[9.5pt] leading-[1.5] text-stone-700">
      {items.map((item, index) => (
        <Fragment key={item.kind}>
          {index > 0 && " "}
          <span className="wrap-anywhere">
            {item.href ? <a href={item.href}>{item.label}</a> : item.label}
            {index < items.length - 1 && (
              <span aria-hidden="true" className="pl-[1.8mm] pr-[0.8mm] text-stone-400">
                {"\u00b7"}
              </span>
            )}
          </span>
        </Fragment>
      ))}
    </p>
  );
}

const entry: EntryClassNames = {
  root: "break-inside-avoid",
  title: "text-[11pt] leading-snug font-bold text-stone-900",
  date: "text-[10pt] leading-snug text-stone-600 italic",
  subtitle: "text-[10.5pt] leading-snug text-stone-700",
  organization: "italic",
  location: "text-stone-600",
  meta: "text-stone-600",
  link: "text-stone-700 italic underline decoration-stone-300 underline-offset-2",
  description: "mt-1 text-[10.5pt] leading-[1.45] text-stone-800",
  list: "marker:text-stone-500",
};

const customItem: CustomSectionClassNames = {
  root: "space-y-[2.5mm]",
  item: "break-inside-avoid",
  title: "text-[11pt] leading-snug font-bold text-stone-900",
  text: "text-[10.5pt] leading-snug text-stone-700 italic",
  date: "text-[10pt] leading-snug text-stone-600 italic",
  description: "mt-1 text-[10.5pt] leading-[1.45] text-stone-800",
  list: "marker:text-stone-500",
};

/** Traditional serif page: centred name in spaced capitals over a double rule, ruled headings, one column. */
export function ClassicPage({ resume }: TemplateProps) {
  // Prints email, phone, location, website and LinkedIn (all five, each only when filled), as text joined by '·'.
  const info = resume.personal_info;
  const headline = headlineOf(resume);
  const { experience, education, skills, projects, certifications, languages, customSections } = visibleContent(resume);
  const hasHeader = isPresent(info.fullName) || headline !== undefined || hasContacts(info);

  return (
    <div className="px-[19mm] pt-[15mm] pb-[14mm] font-serif text-[10.5pt] leading-[1.45] text-stone-800">
      {hasHeader && (
        // A thick and a thin rule under the header: the double rule of a printed letterhead.
        <header className="mb-[6mm] border-b-[0.5pt] border-stone-800 pb-[0.8mm] text-center">
          <div className="border-b-[1.6pt] border-stone-800 pb-[4mm]">
            {isPresent(info.fullName) && (
              <h1 className={`text-[20pt] leading-[1.1] font-normal tracking-[0.08em] wrap-anywhere text-stone-900 ${spacedCapitals}`}>
                {info.fullName.trim()}
              </h1>
            )}
            {headline && <p className="mt-[1.2mm] text-[11.5pt] leading-snug wrap-anywhere text-stone-600 italic">{headline}</p>}
            <ClassicContacts info={info} />
          </div>
        </header>
      )}

      <div className="space-y-[5.5mm]">
        <ClassicSection title="Professional Summary">
          {isPresent(info.summary) && (
            <RichText
              text={info.summary}
              className="text-justify text-[10.5pt] leading-[1.5] text-stone-800 hyphens-auto"
              listClassName="text-left marker:text-stone-500"
            />
          )}
        </ClassicSection>

        <ClassicSection title="Experience">
          {experience.length > 0 && (
            <div className="space-y-[4mm]">
              {experience.map((e) => (
                <ExperienceEntry key={e.id} entry={e} separator=", " classNames={entry} />
              ))}
            </div>
          )}
        </ClassicSection>

        <ClassicSection title="Education">
          {education.length > 0 && (
            <div className="space-y-[2.8mm]">
              {education.map((e) => (
                <EducationEntry key={e.id} entry={e} emphasis="institution" separator=", " classNames={entry} />
              ))}
            </div>
          )}
        </ClassicSection>

        <ClassicSection title="Skills">
          {skills.length > 0 && (
            <SkillGroups
              groups={skills}
              variant="inline"
              classNames={{
                root: "space-y-1 text-[10.5pt] leading-snug",
                group: "break-inside-avoid",
                category: "font-bold text-stone-900",
                items: "text-stone-800",
              }}
            />
          )}
        </ClassicSection>

        <ClassicSection title="Projects">
          {projects.length > 0 && (
            <div className="space-y-[3mm]">
              {projects.map((p) => (
                <ProjectEntry key={p.id} entry={p} technologies="inline" classNames={entry} />
              ))}
            </div>
          )}
        </ClassicSection>

        <ClassicSection title="Certifications">
          {certifications.length > 0 && (
            <div className="space-y-[2.2mm]">
              {certifications.map((c) => (
                <CertificationEntry key={c.id} entry={c} separator=", " classNames={{ ...entry, title: "text-[10.5pt] leading-snug font-bold text-stone-900" }} />
              ))}
            </div>
          )}
        </ClassicSection>

        <ClassicSection title="Languages">
          {languages.length > 0 && (
            <LanguageList
              languages={languages}
              variant="inline"
              separator={<span className="px-[1.5mm] text-stone-400">·</span>}
              classNames={{
                root: "text-center text-[10.5pt] leading-snug",
                name: "font-bold text-stone-900",
                proficiency: "text-stone-700 italic",
              }}
            />
          )}
        </ClassicSection>

        <CustomSections sections={customSections} section={ClassicSection} separator=", " classNames={customItem} />
      </div>
    </div>
  );
}

export const classicTemplate = defineTemplate({
  id: "classic",
  name: "Classic",
  description: "Timeless traditional layout with serif headings, horizontal rules and a formal structure.",
  tagline: "Elegant and time-tested",
  category: "resume",
  Page: ClassicPage,
});
