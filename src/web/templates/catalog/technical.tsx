import { Code } from "lucide-react";
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
import { headlineOf, isPresent, visibleContent } from "../primitives/has-content";
import { RichText } from "../primitives/rich-text";
import { Section } from "../primitives/section";

/** Monospace label led by an emerald block, trailed by a dashed rule: reads like a code comment band. */
function TechSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Section
      title={title}
      titleClassName="mb-3 flex items-center gap-2.5 font-mono text-[9pt] leading-none font-semibold tracking-[0.08em] text-zinc-900 uppercase before:size-[1.9mm] before:shrink-0 before:bg-emerald-500 after:min-w-[8mm] after:flex-1 after:border-t after:border-dashed after:border-zinc-300"
    >
      {children}
    </Section>
  );
}

/** The sidebar's quieter variant: same mono label, no rule, so the narrow column stays calm. */
function SideSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Section
      title={title}
      titleClassName="mb-2.5 flex items-center gap-2 font-mono text-[8.5pt] leading-none font-semibold tracking-[0.08em] text-zinc-900 uppercase before:size-[1.6mm] before:shrink-0 before:bg-emerald-500"
    >
      {children}
    </Section>
  );
}

const chipBase = "rounded-[2px] border border-zinc-300 px-1.5 py-px font-mono text-[7.75pt] leading-[1.45] text-zinc-700";
/** Stack chips sit on the tinted rail, project chips on white: each a shade off its ground. */
const chip = `${chipBase} bg-white`;

const main: EntryClassNames = {
  root: "break-inside-avoid",
  title: "text-[10.5pt] leading-snug font-semibold text-zinc-950",
  date: "pt-px font-mono text-[8.25pt] leading-snug font-medium text-emerald-700",
  subtitle: "mt-0.5 text-[9.5pt] leading-snug text-zinc-500",
  organization: "font-semibold text-zinc-700",
  meta: "font-mono text-[8.5pt] text-zinc-500",
  link: "font-mono text-[8.5pt] font-medium text-emerald-700",
  description: "mt-1.5 text-[9.75pt] leading-[1.5] text-zinc-700",
  list: "list-[square] marker:text-emerald-500",
  chips: "mt-1.5",
  chip: `${chipBase} bg-zinc-50`,
};

const side: EntryClassNames = {
  root: "break-inside-avoid",
  title: "text-[9.5pt] leading-snug font-semibold text-zinc-950",
  subtitle: "mt-0.5 text-[8.75pt] leading-snug text-zinc-600",
  organization: "text-zinc-700",
  // inline-block moves a credential id to the next line whole instead of splitting it at a hyphen.
  meta: "inline-block font-mono text-[8pt] text-zinc-500",
  date: "mt-0.5 font-mono text-[8pt] leading-snug text-emerald-700",
};

const customItem: CustomSectionClassNames = {
  root: "space-y-3",
  item: "break-inside-avoid",
  title: "text-[10.5pt] leading-snug font-semibold text-zinc-950",
  text: "mt-0.5 text-[9.5pt] leading-snug text-zinc-500",
  date: "pt-px font-mono text-[8.25pt] leading-snug font-medium text-emerald-700",
  description: "mt-1 text-[9.75pt] leading-[1.5] text-zinc-700",
  list: "list-[square] marker:text-emerald-500",
};

/** Near-black header over a two-column body: the story (summary, roles, projects) left, the stack and credentials in a tinted rail right. */
export function TechnicalPage({ resume }: TemplateProps) {
  // Prints all five contacts: website and LinkedIn first on their own larger line, then email, phone, location.
  const info = resume.personal_info;
  const headline = headlineOf(resume);
  const { experience, education, skills, projects, certifications, languages, customSections } = visibleContent(resume);

  return (
    <div className="flex min-h-[297mm] flex-col text-[9.75pt] leading-[1.5] text-zinc-700">
      <header className="border-b-[1.2mm] border-emerald-500 bg-zinc-950 px-[14mm] pt-[11mm] pb-[8mm] text-zinc-300">
        {isPresent(info.fullName) && (
          <h1 className="text-[25pt] leading-[1.1] font-bold tracking-[-0.02em] wrap-anywhere text-white">
            {info.fullName.trim()}
          </h1>
        )}
        {headline && (
          <p className="mt-1.5 font-mono text-[10.5pt] leading-snug font-medium wrap-anywhere text-emerald-400">{headline}</p>
        )}
        <ContactLine
          info={info}
          include={["website", "linkedin"]}
          className="mt-4 gap-x-6 font-mono text-[9.5pt] leading-snug font-medium text-white"
          iconClassName="text-emerald-400"
          linkClassName="underline decoration-emerald-500/60 underline-offset-[3px]"
        />
        <ContactLine
          info={info}
          include={["email", "phone", "location"]}
          className="mt-2 gap-x-5 font-mono text-[8.5pt] leading-snug text-zinc-400"
          iconClassName="text-zinc-500"
        />
      </header>

      <div className="grid flex-1 grid-cols-[minmax(0,1fr)_64mm]">
        <div data-column="main" className="min-w-0 space-y-[6mm] pt-[8mm] pr-[8mm] pb-[12mm] pl-[14mm]">
          <TechSection title="Summary">
            {isPresent(info.summary) && (
              <RichText
                text={info.summary}
                className="text-[10pt] leading-[1.55] text-zinc-700"
                listClassName="list-[square] marker:text-emerald-500"
              />
            )}
          </TechSection>

          <TechSection title="Experience">
            {experience.length > 0 && (
              <div className="space-y-[4.5mm]">
                {experience.map((e) => (
                  <ExperienceEntry key={e.id} entry={e} classNames={main} />
                ))}
              </div>
            )}
          </TechSection>

          <TechSection title="Notable Projects">
            {projects.length > 0 && (
              <div className="space-y-[4mm]">
                {projects.map((p) => (
                  <ProjectEntry key={p.id} entry={p} classNames={main} />
                ))}
              </div>
            )}
          </TechSection>

          <CustomSections sections={customSections} section={TechSection} classNames={customItem} />
        </div>

        <aside className="min-w-0 space-y-[6mm] border-l border-zinc-200 bg-zinc-50 px-[7mm] pt-[8mm] pb-[12mm]">
          <SideSection title="Tech Stack">
            {skills.length > 0 && (
              <SkillGroups
                groups={skills}
                variant="chips"
                classNames={{
                  root: "space-y-3",
                  group: "break-inside-avoid",
                  category: "mb-1.5 font-mono text-[7.75pt] leading-snug font-medium tracking-[0.06em] text-zinc-500 uppercase",
                  chip,
                }}
              />
            )}
          </SideSection>

          <SideSection title="Education">
            {education.length > 0 && (
              <div className="space-y-3">
                {education.map((e) => (
                  <EducationEntry key={e.id} entry={e} datePlacement="below" classNames={side} />
                ))}
              </div>
            )}
          </SideSection>

          <SideSection title="Certifications">
            {certifications.length > 0 && (
              <div className="space-y-3">
                {certifications.map((c) => (
                  <CertificationEntry key={c.id} entry={c} datePlacement="below" credentialLabel="ID " classNames={side} />
                ))}
              </div>
            )}
          </SideSection>

          <SideSection title="Languages">
            {languages.length > 0 && (
              <LanguageList
                languages={languages}
                variant="list"
                classNames={{
                  root: "gap-1.5",
                  item: "break-inside-avoid",
                  name: "text-[9.5pt] leading-snug font-semibold text-zinc-900",
                  proficiency: "font-mono text-[8pt] leading-snug text-emerald-700",
                }}
              />
            )}
          </SideSection>
        </aside>
      </div>
    </div>
  );
}

export const technicalTemplate = defineTemplate({
  id: "technical",
  name: "Technical",
  description: "Dark tech-inspired theme with a monospace touch and a prominent tech stack section.",
  tagline: "Made for engineers & developers",
  category: "resume",
  icon: Code,
  gradient: "from-emerald-500 to-teal-700",
  Page: TechnicalPage,
});
