import { GraduationCap } from "lucide-react";
import type { ReactNode } from "react";
import type { ResumeContent } from "../../../shared/resume";
import { defineTemplate, type TemplateProps } from "../define-template";
import { ContactLine } from "../primitives/contact-line";
import { getCustomItemParts } from "../primitives/custom-sections";
import { formatDateRange, formatDateValue } from "../primitives/date-range";
import {
  CertificationEntry,
  EducationEntry,
  ExperienceEntry,
  LanguageList,
  ProjectEntry,
  SkillGroups,
  type EntryClassNames,
} from "../primitives/entries";
import { hasContacts, isPresent, visibleContent, visibleCustomSections } from "../primitives/has-content";
import { RichText } from "../primitives/rich-text";
import { Section } from "../primitives/section";

/** Seed 000: the academic layout retitles the standard sections. */
export const ACADEMIC_TITLES = {
  summary: "Research Interests",
  education: "Education",
  experience: "Academic & Professional Experience",
  projects: "Research & Publications",
  skills: "Skills & Expertise",
  certifications: "Awards & Certifications",
  languages: "Languages",
} as const;

/** The left column every dated row shares: dates, skill areas and language names hang in it. */
const HANG = "grid min-w-0 grid-cols-[29mm_minmax(0,1fr)] items-baseline gap-x-[5mm]";
const hangLabel = "min-w-0 text-[9pt] leading-snug text-stone-600 tabular-nums wrap-anywhere";

function AcademicSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Section
      title={title}
      titleClassName="mb-3 border-b border-stone-400 pb-[1.2mm] text-[10pt] leading-tight font-semibold tracking-[0.08em] text-stone-950 uppercase"
    >
      {children}
    </Section>
  );
}

/** A CV row: the date in the hanging column, the entry beside it, kept together on one page. */
function DatedRow({ date, children }: { date: string; children: ReactNode }) {
  return (
    <div className={`${HANG} break-inside-avoid`}>
      <p className={hangLabel}>{date}</p>
      <div className="min-w-0">{children}</div>
    </div>
  );
}

/** The entry primitives print dates beside titles; here the row prints them, so they are blanked in the entry. */
const undated = { startDate: "", endDate: "" };

const entry: EntryClassNames = {
  title: "text-[10.5pt] leading-snug font-bold text-stone-950",
  subtitle: "mt-px text-[10pt] leading-snug text-stone-700",
  organization: "italic",
  meta: "text-stone-600",
  link: "text-indigo-950 underline decoration-stone-400 underline-offset-2",
  description: "mt-1 text-[10pt] leading-[1.5] text-stone-800",
  list: "marker:text-stone-500",
};

function AcademicCustomSections({ resume }: { resume: ResumeContent }) {
  return visibleCustomSections(resume).map((section) => (
    <AcademicSection key={section.id} title={isPresent(section.title) ? section.title.trim() : "Additional Information"}>
      <div className="space-y-2.5">
        {section.items.map((item) => {
          const { texts, textareas, dates } = getCustomItemParts(section, item);
          const [first, ...rest] = texts;
          return (
            <DatedRow key={item.id} date={dates.map((d) => d.value).join(" · ")}>
              {first && <h3 className="text-[10.5pt] leading-snug font-bold text-stone-950">{first.value}</h3>}
              {rest.length > 0 && (
                <p className="mt-px text-[10pt] leading-snug text-stone-700 italic">{rest.map((t) => t.value).join(", ")}</p>
              )}
              {textareas.map((t) => (
                <RichText key={t.field.id} text={t.value} className={entry.description} listClassName={entry.list} />
              ))}
            </DatedRow>
          );
        })}
      </div>
    </AcademicSection>
  ));
}

/** A conservative serif CV: centred name, section heads in spaced capitals and a hanging date column, education first. */
export function AcademicPage({ resume }: TemplateProps) {
  // Prints all five contacts as plain text separated by middots: email, phone, location, website, LinkedIn.
  const info = resume.personal_info;
  const { experience, education, skills, projects, certifications, languages } = visibleContent(resume);

  return (
    <div className="px-[20mm] pt-[16mm] pb-[16mm] font-serif text-[10pt] leading-[1.5] text-stone-800">
      {(isPresent(info.fullName) || hasContacts(info)) && (
        <header className="mb-[6mm] border-b-[3px] border-double border-stone-800 pb-[4mm] text-center">
          {isPresent(info.fullName) && (
            <h1 className="text-[23pt] leading-[1.15] font-normal tracking-[0.03em] wrap-anywhere text-stone-950">
              {info.fullName.trim()}
            </h1>
          )}
          <ContactLine
            info={info}
            icons={false}
            separator="·"
            className="mt-2 justify-center gap-x-2 text-[9.5pt] leading-snug text-stone-700"
            separatorClassName="text-stone-400"
            linkClassName="text-stone-800"
          />
        </header>
      )}

      <div className="space-y-[5.5mm]">
        <AcademicSection title={ACADEMIC_TITLES.summary}>
          {isPresent(info.summary) && (
            <RichText text={info.summary} className="text-[10pt] leading-[1.55] text-stone-800" listClassName="marker:text-stone-500" />
          )}
        </AcademicSection>

        <AcademicSection title={ACADEMIC_TITLES.education}>
          {education.length > 0 && (
            <div className="space-y-2.5">
              {education.map((e) => (
                <DatedRow key={e.id} date={formatDateRange(e.startDate, e.endDate)}>
                  <EducationEntry entry={{ ...e, ...undated }} separator=", " classNames={entry} />
                </DatedRow>
              ))}
            </div>
          )}
        </AcademicSection>

        <AcademicSection title={ACADEMIC_TITLES.experience}>
          {experience.length > 0 && (
            <div className="space-y-[3.5mm]">
              {experience.map((e) => (
                <DatedRow key={e.id} date={formatDateRange(e.startDate, e.endDate, e.current)}>
                  <ExperienceEntry entry={{ ...e, ...undated, current: false }} separator=", " classNames={entry} />
                </DatedRow>
              ))}
            </div>
          )}
        </AcademicSection>

        <AcademicSection title={ACADEMIC_TITLES.projects}>
          {projects.length > 0 && (
            <div className="space-y-3">
              {projects.map((p) => (
                <DatedRow key={p.id} date={formatDateRange(p.startDate, p.endDate)}>
                  <ProjectEntry entry={{ ...p, ...undated }} technologies="inline" classNames={{ ...entry, meta: "italic text-stone-600" }} />
                </DatedRow>
              ))}
            </div>
          )}
        </AcademicSection>

        <AcademicSection title={ACADEMIC_TITLES.skills}>
          {skills.length > 0 && (
            <SkillGroups
              groups={skills}
              variant="columns"
              classNames={{
                root: "grid-cols-[29mm_minmax(0,1fr)] gap-x-[5mm] gap-y-1",
                group: "items-baseline break-inside-avoid",
                category: `${hangLabel} text-[9.5pt] text-stone-700 italic`,
                items: "text-[10pt] leading-snug text-stone-800",
              }}
            />
          )}
        </AcademicSection>

        <AcademicSection title={ACADEMIC_TITLES.certifications}>
          {certifications.length > 0 && (
            <div className="space-y-2">
              {certifications.map((c) => (
                <DatedRow key={c.id} date={formatDateValue(c.date)}>
                  <CertificationEntry entry={{ ...c, date: "" }} separator=", " classNames={entry} />
                </DatedRow>
              ))}
            </div>
          )}
        </AcademicSection>

        <AcademicSection title={ACADEMIC_TITLES.languages}>
          {languages.length > 0 && (
            <LanguageList
              languages={languages}
              variant="list"
              classNames={{
                root: "gap-1",
                item: `${HANG} break-inside-avoid`,
                name: `${hangLabel} col-start-1 text-[9.5pt] text-stone-700 italic`,
                proficiency: "col-start-2 text-left text-[10pt] leading-snug text-stone-800",
              }}
            />
          )}
        </AcademicSection>

        <AcademicCustomSections resume={resume} />
      </div>
    </div>
  );
}

export const academicTemplate = defineTemplate({
  id: "academic",
  name: "Academic",
  description: "Traditional serif typography with sections for research interests, publications and awards.",
  tagline: "Ideal for research & academia",
  category: "resume",
  icon: GraduationCap,
  gradient: "from-purple-600 to-indigo-700",
  Page: AcademicPage,
});
