import { FileText } from "lucide-react";
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
import { isPresent, visibleContent } from "../primitives/has-content";
import { RichText } from "../primitives/rich-text";
import { Section } from "../primitives/section";

/** Seed 000: the simple template prints a placeholder name so the page never starts blank. */
export const SIMPLE_NAME_PLACEHOLDER = "Your Name";

/** Bold caps over a black rule: the heading style every applicant tracking system parses. */
function SimpleSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Section
      title={title}
      titleClassName="mb-2 border-b border-black pb-[0.8mm] text-[10.5pt] leading-tight font-bold tracking-[0.05em] text-black uppercase"
    >
      {children}
    </Section>
  );
}

const entry: EntryClassNames = {
  root: "break-inside-avoid",
  title: "text-[10.5pt] leading-snug font-bold text-black",
  date: "text-[10pt] leading-snug text-black",
  subtitle: "text-[10pt] leading-snug text-neutral-800",
  organization: "font-semibold text-black",
  meta: "text-neutral-800",
  link: "text-black underline underline-offset-2",
  description: "mt-1 text-[10pt] leading-[1.45] text-neutral-900",
  list: "marker:text-black",
};

const educationEntry: EntryClassNames = { ...entry, organization: "text-black italic" };

const customItem: CustomSectionClassNames = {
  root: "space-y-2.5",
  item: "break-inside-avoid",
  title: "text-[10.5pt] leading-snug font-bold text-black",
  text: "text-[10pt] leading-snug text-neutral-800",
  date: "text-[10pt] leading-snug text-black",
  description: "mt-1 text-[10pt] leading-[1.45] text-neutral-900",
  list: "marker:text-black",
};

const contactProps = {
  icons: false,
  separator: "|",
  className: "gap-x-2 text-[10pt] leading-snug text-black",
  separatorClassName: "text-neutral-500",
  linkClassName: "text-black",
} as const;

/** One plain column in black and white: name, one contact line, ruled sections, nothing a parser could trip on. */
export function SimplePage({ resume }: TemplateProps) {
  // Prints all five contacts as plain text separated by bars: email, phone, location, then LinkedIn, website.
  const info = resume.personal_info;
  const { experience, education, skills, projects, certifications, languages, customSections } = visibleContent(resume);

  return (
    <div className="px-[18mm] pt-[15mm] pb-[15mm] text-[10pt] leading-[1.45] text-neutral-900">
      <header className="mb-[5mm]">
        <h1 className="text-[21pt] leading-[1.15] font-bold wrap-anywhere text-black">
          {isPresent(info.fullName) ? info.fullName.trim() : SIMPLE_NAME_PLACEHOLDER}
        </h1>
        {/* Two fixed lines, so a wrap never strands a separator at the end of a line. */}
        <ContactLine info={info} include={["email", "phone", "location"]} {...contactProps} className={`mt-1.5 ${contactProps.className}`} />
        <ContactLine info={info} include={["linkedin", "website"]} {...contactProps} className={`mt-0.5 ${contactProps.className}`} />
      </header>

      <div className="space-y-[5mm]">
        <SimpleSection title="Summary">
          {isPresent(info.summary) && <RichText text={info.summary} className="text-[10pt] leading-[1.5]" listClassName="marker:text-black" />}
        </SimpleSection>

        <SimpleSection title="Experience">
          {experience.length > 0 && (
            <div className="space-y-[3.5mm]">
              {experience.map((e) => (
                <ExperienceEntry key={e.id} entry={e} separator=", " classNames={entry} />
              ))}
            </div>
          )}
        </SimpleSection>

        <SimpleSection title="Education">
          {education.length > 0 && (
            <div className="space-y-2">
              {education.map((e) => (
                <EducationEntry key={e.id} entry={e} emphasis="institution" separator=", " classNames={educationEntry} />
              ))}
            </div>
          )}
        </SimpleSection>

        <SimpleSection title="Skills">
          {skills.length > 0 && (
            <SkillGroups
              groups={skills}
              variant="inline"
              classNames={{ root: "space-y-0.5 text-[10pt] leading-[1.45]", group: "break-inside-avoid", category: "font-bold text-black" }}
            />
          )}
        </SimpleSection>

        <SimpleSection title="Projects">
          {projects.length > 0 && (
            <div className="space-y-[3mm]">
              {projects.map((p) => (
                <ProjectEntry key={p.id} entry={p} technologies="inline" separator=" | " classNames={entry} />
              ))}
            </div>
          )}
        </SimpleSection>

        <SimpleSection title="Certifications">
          {certifications.length > 0 && (
            <div className="space-y-1.5">
              {certifications.map((c) => (
                <CertificationEntry key={c.id} entry={c} separator=", " classNames={entry} />
              ))}
            </div>
          )}
        </SimpleSection>

        <SimpleSection title="Languages">
          {languages.length > 0 && (
            <LanguageList
              languages={languages}
              variant="inline"
              separator=", "
              classNames={{ root: "text-[10pt]", name: "font-bold text-black" }}
            />
          )}
        </SimpleSection>

        <CustomSections sections={customSections} section={SimpleSection} separator=", " classNames={customItem} />
      </div>
    </div>
  );
}

export const simpleTemplate = defineTemplate({
  id: "simple",
  name: "Simple",
  description: "Plain, no-frills layout in black and white that puts your content first and reads cleanly in ATS.",
  tagline: "Straightforward and ATS-friendly",
  category: "resume",
  icon: FileText,
  gradient: "from-green-500 to-emerald-600",
  Page: SimplePage,
});
