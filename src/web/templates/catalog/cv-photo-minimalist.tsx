import type { ReactNode } from "react";
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
import { hasContacts, headlineOf, isPresent, visibleContent } from "../primitives/has-content";
import { ProfilePhoto } from "../primitives/profile-photo";
import { RichText } from "../primitives/rich-text";
import { Section } from "../primitives/section";

// The single accent: section labels, the headline and bullet markers. Everything else is greyscale.
const ACCENT = "text-[#c0532d]";

/** Every section is one row of a two-column grid: a quiet label on the left, content on the right. */
function MinimalSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Section
      title={title}
      className="grid grid-cols-[30mm_minmax(0,1fr)] gap-x-[8mm]"
      titleClassName={`pt-[0.9mm] text-[7.5pt] leading-snug font-semibold tracking-[0.08em] uppercase ${ACCENT}`}
    >
      {children}
    </Section>
  );
}

const entry: EntryClassNames = {
  root: "break-inside-avoid",
  title: "text-[10.5pt] leading-snug font-medium text-slate-900",
  date: "pt-px text-[8.5pt] leading-snug text-slate-400",
  subtitle: "mt-px text-[9.5pt] leading-snug text-slate-500",
  organization: "text-slate-600",
  meta: "text-slate-400",
  link: "text-slate-600 underline decoration-slate-300 underline-offset-2",
  description: "mt-[1.6mm] text-[9.5pt] leading-[1.6] text-slate-600",
  list: "marker:text-[#c0532d]",
};

const customItem: CustomSectionClassNames = {
  root: "space-y-[4mm]",
  item: "break-inside-avoid",
  title: "text-[10.5pt] leading-snug font-medium text-slate-900",
  text: "mt-px text-[9.5pt] leading-snug text-slate-500",
  date: "pt-px text-[8.5pt] leading-snug text-slate-400",
  description: "mt-[1.6mm] text-[9.5pt] leading-[1.6] text-slate-600",
  list: "marker:text-[#c0532d]",
};

/** Quiet two-column CV: name and a small round photo on top, then label/content rows with generous air. */
export function CvPhotoMinimalistPage({ resume }: TemplateProps) {
  // Prints email, phone, location, website and LinkedIn in a labelled contact row, without icons.
  const info = resume.personal_info;
  const name = isPresent(info.fullName) ? info.fullName.trim() : "";
  const headline = headlineOf(resume);
  const { experience, education, skills, projects, certifications, languages, customSections } = visibleContent(resume);

  return (
    <div className="px-[20mm] pt-[20mm] pb-[16mm] text-[9.5pt] leading-[1.5] text-slate-600">
      <header className="flex items-center justify-between gap-x-[8mm]">
        <div className="min-w-0">
          {name && (
            <h1 className="text-[25pt] leading-[1.1] font-light tracking-[-0.02em] text-slate-900">{name}</h1>
          )}
          {headline && <p className={`mt-[1.6mm] text-[11pt] leading-snug ${ACCENT}`}>{headline}</p>}
        </div>
        <ProfilePhoto
          url={info.photo_url}
          name={name || "Profile photo"}
          className="size-[21mm] shrink-0 overflow-hidden rounded-full"
          placeholderClassName="bg-slate-100"
          iconClassName="size-[9mm] text-slate-400"
          iconStrokeWidth={1.25}
        />
      </header>

      <div className="mt-[11mm] space-y-[8mm]">
        <MinimalSection title="Contact">
          {hasContacts(info) && (
            <ContactLine
              info={info}
              // Row by row in two columns: how to reach me on the left, where to read more on the right.
              include={["email", "website", "phone", "linkedin", "location"]}
              icons={false}
              className="grid grid-cols-2 items-start gap-x-[8mm] gap-y-[1mm] text-[9.5pt] leading-snug text-slate-700"
              linkClassName="text-slate-700"
            />
          )}
        </MinimalSection>

        <MinimalSection title="Profile">
          {isPresent(info.summary) && (
            <RichText text={info.summary} className="text-[10pt] leading-[1.65] text-slate-700" listClassName="marker:text-[#c0532d]" />
          )}
        </MinimalSection>

        <MinimalSection title="Experience">
          {experience.length > 0 && (
            <div className="space-y-[5mm]">
              {experience.map((e) => (
                <ExperienceEntry key={e.id} entry={e} separator=", " classNames={entry} />
              ))}
            </div>
          )}
        </MinimalSection>

        <MinimalSection title="Education">
          {education.length > 0 && (
            <div className="space-y-[3.5mm]">
              {education.map((e) => (
                <EducationEntry key={e.id} entry={e} separator=", " classNames={entry} />
              ))}
            </div>
          )}
        </MinimalSection>

        <MinimalSection title="Skills">
          {skills.length > 0 && (
            <SkillGroups
              groups={skills}
              variant="stacked"
              classNames={{
                root: "grid grid-cols-3 gap-x-[6mm] gap-y-[3mm] space-y-0",
                group: "break-inside-avoid",
                category: "text-[8.5pt] leading-snug text-slate-400",
                items: "mt-[0.6mm] text-[9.5pt] leading-[1.5] text-slate-800",
              }}
            />
          )}
        </MinimalSection>

        <MinimalSection title="Projects">
          {projects.length > 0 && (
            <div className="space-y-[4.5mm]">
              {projects.map((p) => (
                <ProjectEntry key={p.id} entry={p} technologies="inline" classNames={entry} />
              ))}
            </div>
          )}
        </MinimalSection>

        <MinimalSection title="Certifications">
          {certifications.length > 0 && (
            <div className="space-y-[3mm]">
              {certifications.map((c) => (
                <CertificationEntry key={c.id} entry={c} separator=", " classNames={entry} />
              ))}
            </div>
          )}
        </MinimalSection>

        <MinimalSection title="Languages">
          {languages.length > 0 && (
            <LanguageList
              languages={languages}
              variant="grid"
              classNames={{
                root: "grid-cols-3 gap-x-[6mm] gap-y-[2.5mm]",
                name: "text-[9.5pt] leading-snug text-slate-800",
                proficiency: "text-[8.5pt] leading-snug text-slate-400",
              }}
            />
          )}
        </MinimalSection>

        <CustomSections sections={customSections} section={MinimalSection} classNames={customItem} />
      </div>
    </div>
  );
}

export const cvPhotoMinimalistTemplate = defineTemplate({
  id: "cv-photo-minimalist",
  name: "Minimalist CV with Photo",
  description: "Clean CV with a small portrait, light typography and plenty of white space.",
  tagline: "Simple, clean, personal",
  category: "cv",
  Page: CvPhotoMinimalistPage,
});
