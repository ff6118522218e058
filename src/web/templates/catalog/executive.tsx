import { Crown } from "lucide-react";
import type { SkillGroup } from "#shared/resume";
import { defineTemplate, type PageProps } from "../define-template";
import { ContactLine } from "../primitives/contact-line";
import type { EntryClassNames } from "../primitives/entries";

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

/** Skill groups as a three-column grid of short lists: the 'Core Competencies' block. */
function CoreCompetencies(groups: SkillGroup[]) {
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

/** Dark header band with a gold rule and serif capitals for the name. */
function ExecutivePage({ info, sections, name, headline, contacts, hasHeader }: PageProps<"main">) {
  return (
    <div className="text-[10pt] leading-[1.5] text-stone-700">
      {hasHeader && (
        <header className="border-b-[1.2mm] border-amber-500 bg-stone-900 px-[16mm] pt-[14mm] pb-[10mm] text-white">
          {name && (
            <h1 className="font-serif text-[27pt] leading-[1.1] font-bold tracking-[0.06em] wrap-anywhere text-white uppercase">{name}</h1>
          )}
          {headline && (
            <p className="mt-2.5 text-[10pt] leading-snug font-semibold tracking-[0.08em] wrap-anywhere text-amber-400 uppercase">
              {headline}
            </p>
          )}
          <ContactLine
            info={info}
            include={contacts}
            className="mt-5 gap-x-6 gap-y-1.5 text-[9pt] leading-snug text-stone-200"
            iconClassName="text-amber-400"
          />
        </header>
      )}
      <div className={`space-y-[6.5mm] px-[16mm] pb-[14mm] ${hasHeader ? "pt-[9mm]" : "pt-[14mm]"}`}>{sections.main}</div>
    </div>
  );
}

export const executiveTemplate = defineTemplate({
  id: "executive",
  name: "Executive",
  description: "Bold, authoritative layout with a dark name header, executive summary and core competencies.",
  tagline: "Built for senior leadership",
  icon: Crown,
  gradient: "from-amber-500 to-orange-700",
  columns: { main: ["summary", "skills", "experience", "education", "projects", "certifications", "languages", "custom"] },
  titles: {
    summary: "Executive Summary",
    skills: "Core Competencies",
    experience: "Professional Experience",
    projects: "Selected Projects",
  },
  /** A personal website reads as junior on an executive page; LinkedIn stays. */
  contacts: ["email", "phone", "location", "linkedin"],
  theme: {
    /** Serif capitals over a hairline, with a short gold bar laid over the rule's start. */
    frame: {
      titleClassName:
        "relative mb-3.5 border-b border-stone-300 pb-1.5 font-serif text-[12pt] leading-tight font-bold tracking-[0.08em] text-stone-900 uppercase after:absolute after:-bottom-[2px] after:left-0 after:h-[3px] after:w-[14mm] after:bg-amber-500",
    },
    summary: { className: "text-[10.5pt] leading-[1.6] text-stone-700", listClassName: "list-[square] marker:text-amber-600" },
    skills: { render: CoreCompetencies },
    experience: { list: "space-y-[5mm]", classNames: entry },
    /** Institution first, as senior resumes list them; the degree in plain weight beneath. */
    education: { list: "space-y-3", emphasis: "institution", classNames: { ...entry, organization: "font-medium text-stone-700" } },
    projects: { list: "space-y-[4mm]", technologies: "inline", classNames: entry },
    certifications: { list: "space-y-2.5", classNames: { ...entry, title: "text-[10.5pt] leading-snug font-bold text-stone-900" } },
    languages: {
      variant: "inline",
      separator: <span className="px-2.5 text-amber-600">|</span>,
      classNames: { root: "text-[10pt]", name: "font-semibold text-stone-900", proficiency: "text-stone-500" },
    },
    custom: {
      classNames: {
        ...entry,
        title: "text-[10.5pt] leading-snug font-bold text-stone-900",
        subtitle: "mt-0.5 text-[9.5pt] text-stone-500",
        description: "mt-1 text-[10pt] leading-[1.55] text-stone-700",
      },
    },
  },
  Page: ExecutivePage,
});
