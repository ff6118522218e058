import { Crown } from "lucide-react";
import type { ReactNode } from "react";
import type { SkillGroup } from "../../../shared/resume";
import { defineTemplate, type TemplateProps } from "../define-template";
import { ContactLine, getContactItems, type ContactKind } from "../primitives/contact-line";
import { CustomSections, type CustomSectionClassNames } from "../primitives/custom-sections";
import {
  CertificationEntry,
  EducationEntry,
  ExperienceEntry,
  LanguageList,
  ProjectEntry,
  type EntryClassNames,
} from "../primitives/entries";
import { headlineOf, isPresent, visibleContent } from "../primitives/has-content";
import { RichText } from "../primitives/rich-text";
import { Section } from "../primitives/section";

/** A personal website reads as junior on an executive page; LinkedIn stays. */
const CONTACTS: readonly ContactKind[] = ["email", "phone", "location", "linkedin"];

/** Serif capitals over a hairline, with a short gold bar laid over the rule's start. */
function ExecutiveSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Section
      title={title}
      titleClassName="relative mb-3.5 border-b border-stone-300 pb-1.5 font-serif text-[12pt] leading-tight font-bold tracking-[0.08em] text-stone-900 uppercase after:absolute after:-bottom-[2px] after:left-0 after:h-[3px] after:w-[14mm] after:bg-amber-500"
    >
      {children}
    </Section>
  );
}

const entry: EntryClassNames = {
  root: "break-inside-avoid",
  title: "text-[11pt] leading-snug font-bold text-stone-900",
  date: "pt-px text-[9pt] font-semibold text-stone-600",
  subtitle: "mt-0.5 text-[9.5pt] leading-snug text-stone-500",
  organization: "text-[9pt] font-semibold tracking-[0.08em] text-amber-800 uppercase",
  location: "italic",
  meta: "text-stone-500",
  link: "font-medium text-amber-800",
  description: "mt-1.5 text-[10pt] leading-[1.55] text-stone-700",
  list: "list-[square] marker:text-amber-600",
};

/** Institution first, as senior resumes list them; the degree in plain weight beneath. */
const educationEntry: EntryClassNames = { ...entry, organization: "font-medium text-stone-700" };

const customItem: CustomSectionClassNames = {
  root: "space-y-3",
  item: "break-inside-avoid",
  title: "text-[10.5pt] leading-snug font-bold text-stone-900",
  text: "mt-0.5 text-[9.5pt] text-stone-500",
  date: "pt-px text-[9pt] font-semibold text-stone-600",
  description: "mt-1 text-[10pt] leading-[1.55] text-stone-700",
  list: "list-[square] marker:text-amber-600",
};

/** Skill groups as a three-column grid of short lists: the 'Core Competencies' block. */
function CoreCompetencies({ groups }: { groups: SkillGroup[] }) {
  return (
    <div className="grid grid-cols-3 gap-x-[7mm] gap-y-4">
      {groups.map((g) => (
        <div key={g.id} className="min-w-0 break-inside-avoid">
          {g.category && (
            <h3 className="mb-1.5 text-[8.5pt] leading-snug font-bold tracking-[0.08em] text-amber-800 uppercase">{g.category}</h3>
          )}
          <ul className="list-[square] space-y-0.5 pl-[1.1em] text-[9.5pt] leading-snug text-stone-800 marker:text-amber-600">
            {g.items.map((item, index) => (
              <li key={`${index}-${item}`} className="pl-[0.15em]">
                {item}
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}

/**
 * Dark header band with a gold rule, serif capitals for the name and the first position as the
 * headline. Prints email, phone, location and LinkedIn; omits the personal website.
 */
export function ExecutivePage({ resume }: TemplateProps) {
  const info = resume.personal_info;
  const headline = headlineOf(resume);
  const { experience, education, skills, projects, certifications, languages, customSections } = visibleContent(resume);
  const hasContacts = getContactItems(info, CONTACTS).length > 0;
  const hasHeader = isPresent(info.fullName) || headline !== undefined || hasContacts;

  return (
    <div className="text-[10pt] leading-[1.5] text-stone-700">
      {hasHeader && (
        <header className="border-b-[1.2mm] border-amber-500 bg-stone-900 px-[16mm] pt-[14mm] pb-[10mm] text-white">
          {isPresent(info.fullName) && (
            <h1 className="font-serif text-[27pt] leading-[1.1] font-bold tracking-[0.06em] wrap-anywhere text-white uppercase">
              {info.fullName.trim()}
            </h1>
          )}
          {headline && (
            <p className="mt-2.5 text-[10pt] leading-snug font-semibold tracking-[0.08em] wrap-anywhere text-amber-400 uppercase">
              {headline}
            </p>
          )}
          {hasContacts && (
            <ContactLine
              info={info}
              include={CONTACTS}
              className="mt-5 gap-x-6 gap-y-1.5 text-[9pt] leading-snug text-stone-200"
              iconClassName="text-amber-400"
            />
          )}
        </header>
      )}

      <div className={`space-y-[6.5mm] px-[16mm] pb-[14mm] ${hasHeader ? "pt-[9mm]" : "pt-[14mm]"}`}>
        <ExecutiveSection title="Executive Summary">
          {isPresent(info.summary) && (
            <RichText
              text={info.summary}
              className="text-[10.5pt] leading-[1.6] text-stone-700"
              listClassName="list-[square] marker:text-amber-600"
            />
          )}
        </ExecutiveSection>

        <ExecutiveSection title="Core Competencies">{skills.length > 0 && <CoreCompetencies groups={skills} />}</ExecutiveSection>

        <ExecutiveSection title="Professional Experience">
          {experience.length > 0 && (
            <div className="space-y-[5mm]">
              {experience.map((e) => (
                <ExperienceEntry key={e.id} entry={e} classNames={entry} />
              ))}
            </div>
          )}
        </ExecutiveSection>

        <ExecutiveSection title="Education">
          {education.length > 0 && (
            <div className="space-y-3">
              {education.map((e) => (
                <EducationEntry key={e.id} entry={e} emphasis="institution" classNames={educationEntry} />
              ))}
            </div>
          )}
        </ExecutiveSection>

        <ExecutiveSection title="Selected Projects">
          {projects.length > 0 && (
            <div className="space-y-[4mm]">
              {projects.map((p) => (
                <ProjectEntry key={p.id} entry={p} technologies="inline" classNames={entry} />
              ))}
            </div>
          )}
        </ExecutiveSection>

        <ExecutiveSection title="Certifications">
          {certifications.length > 0 && (
            <div className="space-y-2.5">
              {certifications.map((c) => (
                <CertificationEntry
                  key={c.id}
                  entry={c}
                  classNames={{ ...entry, title: "text-[10.5pt] leading-snug font-bold text-stone-900" }}
                />
              ))}
            </div>
          )}
        </ExecutiveSection>

        <ExecutiveSection title="Languages">
          {languages.length > 0 && (
            <LanguageList
              languages={languages}
              variant="inline"
              separator={<span className="px-2.5 text-amber-600">|</span>}
              classNames={{ root: "text-[10pt]", name: "font-semibold text-stone-900", proficiency: "text-stone-500" }}
            />
          )}
        </ExecutiveSection>

        <CustomSections sections={customSections} section={ExecutiveSection} classNames={customItem} />
      </div>
    </div>
  );
}

export const executiveTemplate = defineTemplate({
  id: "executive",
  name: "Executive",
  description: "Bold, authoritative layout with a dark name header, executive summary and core competencies.",
  tagline: "Built for senior leadership",
  category: "resume",
  icon: Crown,
  gradient: "from-amber-500 to-orange-700",
  Page: ExecutivePage,
});
