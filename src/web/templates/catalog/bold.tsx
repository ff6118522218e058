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

/**
 * Swiss-style rows: a thick black rule over every section, the title in a left gutter and the
 * content beside it, so the page reads as a stack of heavy bands under the black header.
 */
function BoldSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Section
      title={title}
      className="grid grid-cols-[35mm_minmax(0,1fr)] gap-x-[5mm] border-t-[2.5pt] border-slate-950 pt-[3.5mm]"
      titleClassName="min-w-0 text-[11.5pt] leading-[1.15] font-black tracking-[-0.01em] text-slate-950 uppercase wrap-anywhere"
    >
      {children}
    </Section>
  );
}

const entry: EntryClassNames = {
  title: "text-[11pt] leading-snug font-extrabold text-slate-950",
  date: "pt-px text-[8.5pt] font-bold tracking-[0.06em] text-slate-950 uppercase",
  subtitle: "mt-0.5 text-[10pt] leading-snug text-slate-600",
  organization: "font-bold text-red-600",
  meta: "text-slate-600",
  link: "font-semibold text-red-600 underline decoration-red-200 underline-offset-2",
  description: "mt-1.5 text-[10pt] leading-[1.5] text-slate-800",
  list: "list-[square] marker:text-red-600",
  chips: "mt-1.5",
  chip: "border border-slate-950 px-1.5 py-px text-[8pt] leading-[1.5] font-bold tracking-[0.02em] text-slate-950 uppercase",
};

const customItem: CustomSectionClassNames = {
  root: "space-y-3",
  title: "text-[10.5pt] leading-snug font-extrabold text-slate-950",
  text: "mt-0.5 text-[10pt] text-slate-600",
  date: "pt-px text-[8.5pt] font-bold tracking-[0.06em] text-slate-950 uppercase",
  description: "mt-1 text-[10pt] leading-[1.5] text-slate-800",
  list: "list-[square] marker:text-red-600",
};

/** Oversized name on a black block with a red rule, then heavy ruled rows with gutter titles. */
export function BoldPage({ resume }: TemplateProps) {
  // Prints email, phone, location, website and LinkedIn (all five, each only when filled).
  const info = resume.personal_info;
  const headline = headlineOf(resume);
  const { experience, education, skills, projects, certifications, languages, customSections } = visibleContent(resume);
  const hasHeader = isPresent(info.fullName) || headline !== undefined;

  return (
    <div className="text-[10.5pt] leading-[1.45] text-slate-800">
      <header className="border-b-[2.2mm] border-red-600 bg-slate-950 px-[15mm] pt-[13mm] pb-[9mm] text-white">
        {isPresent(info.fullName) && (
          <h1 className="text-[38pt] leading-[0.95] font-black tracking-[-0.035em] wrap-anywhere text-white uppercase">
            {info.fullName.trim()}
          </h1>
        )}
        {headline && (
          <p className="mt-3 text-[12.5pt] leading-snug font-bold tracking-[0.08em] wrap-anywhere text-red-500 uppercase">
            {headline}
          </p>
        )}
        <ContactLine
          info={info}
          className={cn("gap-x-5 gap-y-1.5 text-[9pt] leading-snug font-medium text-slate-200", hasHeader && "mt-5")}
          iconClassName="text-red-500"
        />
      </header>

      <div className="space-y-[6mm] px-[15mm] pt-[8mm] pb-[12mm]">
        <BoldSection title="Profile">
          {isPresent(info.summary) && (
            <RichText
              text={info.summary}
              className="text-[11pt] leading-[1.55] font-medium text-slate-900"
              listClassName="list-[square] marker:text-red-600"
            />
          )}
        </BoldSection>

        <BoldSection title="Experience">
          {experience.length > 0 && (
            <div className="space-y-[5mm]">
              {experience.map((e) => (
                <ExperienceEntry key={e.id} entry={e} classNames={{ ...entry, root: "break-inside-avoid" }} />
              ))}
            </div>
          )}
        </BoldSection>

        <BoldSection title="Skills">
          {skills.length > 0 && (
            <SkillGroups
              groups={skills}
              variant="columns"
              classNames={{
                root: "grid-cols-[minmax(0,38mm)_minmax(0,1fr)] gap-x-4 gap-y-2 text-[10pt] leading-snug",
                group: "break-inside-avoid",
                category: "font-extrabold text-slate-950",
                items: "text-slate-800",
              }}
            />
          )}
        </BoldSection>

        <BoldSection title="Education">
          {education.length > 0 && (
            <div className="space-y-3">
              {education.map((e) => (
                <EducationEntry key={e.id} entry={e} classNames={{ ...entry, root: "break-inside-avoid" }} />
              ))}
            </div>
          )}
        </BoldSection>

        <BoldSection title="Projects">
          {projects.length > 0 && (
            <div className="space-y-[4mm]">
              {projects.map((p) => (
                <ProjectEntry key={p.id} entry={p} classNames={{ ...entry, root: "break-inside-avoid" }} />
              ))}
            </div>
          )}
        </BoldSection>

        <BoldSection title="Certifications">
          {certifications.length > 0 && (
            <div className="space-y-2.5">
              {certifications.map((c) => (
                <CertificationEntry
                  key={c.id}
                  entry={c}
                  classNames={{ ...entry, root: "break-inside-avoid", title: "text-[10.5pt] leading-snug font-extrabold text-slate-950" }}
                />
              ))}
            </div>
          )}
        </BoldSection>

        <BoldSection title="Languages">
          {languages.length > 0 && (
            <LanguageList
              languages={languages}
              variant="grid"
              classNames={{
                root: "grid-cols-3 gap-x-6 gap-y-2.5",
                item: "break-inside-avoid border-l-[2pt] border-red-600 pl-2.5",
                name: "text-[10pt] leading-snug font-extrabold text-slate-950",
                proficiency: "text-[9pt] leading-snug text-slate-600",
              }}
            />
          )}
        </BoldSection>

        <CustomSections
          sections={customSections}
          section={BoldSection}
          classNames={{ ...customItem, item: "break-inside-avoid" }}
        />
      </div>
    </div>
  );
}

export const boldTemplate = defineTemplate({
  id: "bold",
  name: "Bold",
  description: "High-contrast design with oversized headings and strong colour blocks that command attention.",
  tagline: "Stand out from the stack",
  category: "resume",
  Page: BoldPage,
});
