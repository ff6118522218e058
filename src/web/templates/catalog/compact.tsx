import type { ReactNode } from "react";
import { cn } from "../../lib/cn";
import { defineTemplate, type TemplateProps } from "../define-template";
import { ContactLine } from "../primitives/contact-line";
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
import { headlineOf, isPresent, visibleContent } from "../primitives/has-content";
import { RichText } from "../primitives/rich-text";
import { Section } from "../primitives/section";

function CompactSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Section
      title={title}
      titleClassName="mb-[2mm] border-b border-teal-700/40 pb-[0.8mm] text-[8.5pt] leading-none font-bold tracking-[0.08em] text-teal-800 uppercase"
    >
      {children}
    </Section>
  );
}

// Tight rhythm: 9pt body, 1.35 leading, the date beside the title so each entry costs one line less.
const entry: EntryClassNames = {
  root: "break-inside-avoid",
  title: "text-[9.5pt] leading-snug font-semibold text-slate-900",
  date: "text-[8.5pt] leading-snug text-slate-500",
  subtitle: "text-[9pt] leading-snug text-slate-500",
  organization: "font-medium text-teal-800",
  meta: "text-slate-500",
  link: "text-teal-800",
  description: "mt-[0.8mm] space-y-1 text-[9pt] leading-[1.38] text-slate-700",
  list: "space-y-px marker:text-teal-700",
  chips: "mt-[0.8mm] gap-x-1 gap-y-0.5",
  chip: "rounded-[2px] bg-slate-100 px-1 text-[7.5pt] leading-[1.6] font-medium text-slate-600",
};

// The side column is 58 mm wide: dates go under the title there instead of beside it.
const sideEntry: EntryClassNames = {
  ...entry,
  title: "text-[9pt] leading-snug font-semibold text-slate-900",
  subtitle: "text-[8.5pt] leading-snug text-slate-600",
  date: "text-[8pt] leading-snug text-slate-500",
  // Whole parts move to the next line rather than splitting 'Seattle, WA' or an id at its hyphen.
  location: "inline-block",
  meta: "inline-block",
};

const customItem: CustomSectionClassNames = {
  root: "space-y-[2mm]",
  item: "break-inside-avoid",
  title: "text-[9.5pt] leading-snug font-semibold text-slate-900",
  text: "text-[9pt] leading-snug text-slate-500",
  date: "text-[8.5pt] leading-snug text-slate-500",
  description: "mt-[0.8mm] space-y-1 text-[9pt] leading-[1.38] text-slate-700",
  list: "space-y-px marker:text-teal-700",
};

/** Slim header line, then a wide main column beside a narrow reference column split by a hairline. */
export function CompactPage({ resume }: TemplateProps) {
  // Prints email, phone, location, website and LinkedIn (all five, each only when filled).
  const info = resume.personal_info;
  const headline = headlineOf(resume);
  const { experience, education, skills, projects, certifications, languages, customSections } = visibleContent(resume);
  const hasName = isPresent(info.fullName) || headline !== undefined;
  const hasSide = skills.length > 0 || education.length > 0 || certifications.length > 0 || languages.length > 0;

  return (
    <div className="px-[12mm] pt-[10mm] pb-[10mm] text-[9pt] leading-[1.38] text-slate-700">
      <header className="flex min-w-0 items-end justify-between gap-x-[8mm] gap-y-2 border-b-[1.5pt] border-teal-700 pb-[2.5mm] empty:hidden">
        {hasName && (
          <div className="min-w-0 flex-1">
            {isPresent(info.fullName) && (
              <h1 className="text-[20pt] leading-[1.1] font-bold tracking-[-0.01em] wrap-anywhere text-slate-900">
                {info.fullName.trim()}
              </h1>
            )}
            {headline && <p className="mt-0.5 text-[10pt] leading-snug font-medium wrap-anywhere text-teal-800">{headline}</p>}
          </div>
        )}
        <ContactLine
          info={info}
          className={cn(
            "gap-x-3.5 gap-y-0.5 text-[8.5pt] leading-snug text-slate-600",
            hasName ? "max-w-[98mm] justify-end" : "flex-1",
          )}
          iconClassName="text-teal-700"
        />
      </header>

      <div
        className={cn(
          "mt-[4.5mm] grid min-w-0 gap-x-[6mm]",
          hasSide ? "grid-cols-[minmax(0,1fr)_56mm]" : "grid-cols-1",
        )}
      >
        <div className="min-w-0 space-y-[4.5mm]">
          <CompactSection title="Summary">
            {isPresent(info.summary) && (
              <RichText text={info.summary} className="text-[9pt] leading-[1.45] text-slate-700" listClassName="marker:text-teal-700" />
            )}
          </CompactSection>

          <CompactSection title="Experience">
            {experience.length > 0 && (
              <div className="space-y-[3mm]">
                {experience.map((e) => (
                  <ExperienceEntry key={e.id} entry={e} classNames={entry} />
                ))}
              </div>
            )}
          </CompactSection>

          <CompactSection title="Projects">
            {projects.length > 0 && (
              <div className="space-y-[2.5mm]">
                {projects.map((p) => (
                  <ProjectEntry key={p.id} entry={p} technologies="inline" classNames={entry} />
                ))}
              </div>
            )}
          </CompactSection>

          <CustomSections sections={customSections} section={CompactSection} classNames={customItem} />
        </div>

        {hasSide && (
          <aside className="min-w-0 space-y-[4.5mm] border-l border-slate-200 pl-[5mm]">
            <CompactSection title="Skills">
              {skills.length > 0 && (
                <SkillGroups
                  groups={skills}
                  variant="stacked"
                  classNames={{
                    root: "space-y-[1.8mm]",
                    group: "break-inside-avoid",
                    category: "text-[8.5pt] leading-snug font-semibold text-slate-900",
                    items: "text-[8.5pt] leading-[1.4] text-slate-600",
                  }}
                />
              )}
            </CompactSection>

            <CompactSection title="Education">
              {education.length > 0 && (
                <div className="space-y-[2.2mm]">
                  {education.map((e) => (
                    <EducationEntry key={e.id} entry={e} datePlacement="below" classNames={sideEntry} />
                  ))}
                </div>
              )}
            </CompactSection>

            <CompactSection title="Certifications">
              {certifications.length > 0 && (
                <div className="space-y-[2.2mm]">
                  {certifications.map((c) => (
                    <CertificationEntry key={c.id} entry={c} datePlacement="below" credentialLabel="ID " classNames={sideEntry} />
                  ))}
                </div>
              )}
            </CompactSection>

            <CompactSection title="Languages">
              {languages.length > 0 && (
                <LanguageList
                  languages={languages}
                  variant="list"
                  classNames={{
                    root: "gap-[1mm] text-[8.5pt] leading-snug",
                    item: "break-inside-avoid",
                    name: "max-w-[50%] shrink-0 font-semibold text-slate-900",
                    proficiency: "text-slate-500",
                  }}
                />
              )}
            </CompactSection>
          </aside>
        )}
      </div>
    </div>
  );
}

export const compactTemplate = defineTemplate({
  id: "compact",
  name: "Compact",
  description: "Dense, space-efficient layout with tight spacing that fits a long career on a single page.",
  tagline: "More experience, less space",
  category: "resume",
  // Already tight: its spacing has little left to give, and its 9pt body text none at all.
  fit: { minSpacingScale: 0.8, minFontScale: 0.95 },
  Page: CompactPage,
});
