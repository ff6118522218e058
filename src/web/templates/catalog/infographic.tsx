import { Award, Briefcase, FolderKanban, GraduationCap, Star, UserRound } from "lucide-react";
import type { Experience, Language, SkillGroup } from "../../../shared/resume";
import { defineTemplate, type PageProps } from "../define-template";
import { ExperienceEntry, type EntryClassNames } from "../primitives/entries";
import { isPresent } from "../primitives/has-content";
import type { SectionKind } from "../primitives/sections";

/**
 * Seed 000: bar widths come from an item's position in its group, never from a real skill level
 * (the resume has none). The first item is the widest; each next one is a fixed step shorter,
 * down to a floor so late items still read as a bar.
 */
export const SKILL_BAR_FIRST = 95;
export const SKILL_BAR_STEP = 10;
export const SKILL_BAR_FLOOR = 40;

export function skillBarWidth(index: number): number {
  return Math.max(SKILL_BAR_FIRST - index * SKILL_BAR_STEP, SKILL_BAR_FLOOR);
}

const LANGUAGE_DOTS = 5;

/** Dots for a typed proficiency ('Native', 'Fluent', 'B2'...); undefined when the words are unknown. */
export function languageLevel(proficiency: string): number | undefined {
  const text = proficiency.toLowerCase();
  if (/native|mother|bilingual|\bc2\b/.test(text)) return 5;
  if (/fluent|advanced|proficient|professional|upper|\bc1\b|\bb2\b/.test(text)) return 4;
  if (/intermediate|conversational|working|\bb1\b/.test(text)) return 3;
  if (/elementary|basic|limited|\ba2\b/.test(text)) return 2;
  if (/beginner|novice|\ba1\b/.test(text)) return 1;
  return undefined;
}

/** Each main section's marker: its icon in a teal disc. */
const SECTION_ICONS: Partial<Record<SectionKind, typeof Star>> = {
  summary: UserRound,
  experience: Briefcase,
  education: GraduationCap,
  projects: FolderKanban,
  certifications: Award,
  custom: Star,
};

function SectionIcon(kind: SectionKind) {
  const Icon = SECTION_ICONS[kind] ?? Star;
  return (
    <span aria-hidden="true" className="inline-flex size-[6.5mm] shrink-0 items-center justify-center rounded-full bg-teal-600 text-white">
      <Icon className="size-[3.6mm]" strokeWidth={2.2} />
    </span>
  );
}

function SkillBars(groups: SkillGroup[]) {
  return (
    <div className="space-y-[3.5mm]">
      {groups.map((group) => (
        <div key={group.id} className="min-w-0 break-inside-avoid">
          {group.category && (
            <p className="mb-[1.5mm] text-[8.5pt] leading-snug font-semibold tracking-[0.04em] text-slate-500 uppercase">
              {group.category}
            </p>
          )}
          <ul className="space-y-[1.7mm]">
            {group.items.map((item, index) => (
              <li key={`${index}-${item}`} className="min-w-0 break-inside-avoid">
                <span className="block text-[9pt] leading-snug font-medium text-slate-800">{item}</span>
                <span aria-hidden="true" className="mt-[0.7mm] block h-[1.6mm] overflow-hidden rounded-full bg-teal-100">
                  <span
                    data-skill-bar={skillBarWidth(index)}
                    className="block h-full rounded-full bg-teal-600"
                    style={{ width: `${skillBarWidth(index)}%` }}
                  />
                </span>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}

function LanguageDots(languages: Language[]) {
  return (
    <ul className="space-y-[2mm]">
      {languages.map((language) => {
        const name = language.name.trim();
        const proficiency = language.proficiency.trim();
        const level = languageLevel(proficiency);
        return (
          <li key={language.id} className="min-w-0 break-inside-avoid">
            <div className="flex min-w-0 items-center justify-between gap-2">
              {name && <span className="min-w-0 text-[9pt] leading-snug font-semibold text-slate-800">{name}</span>}
              {level !== undefined && (
                <span aria-hidden="true" className="flex shrink-0 gap-[0.9mm]">
                  {Array.from({ length: LANGUAGE_DOTS }, (_, i) => (
                    <span
                      key={i}
                      data-language-dot={i < level ? "on" : "off"}
                      className={i < level ? "size-[2mm] rounded-full bg-teal-600" : "size-[2mm] rounded-full bg-teal-100"}
                    />
                  ))}
                </span>
              )}
            </div>
            {proficiency && <p className="text-[8.5pt] leading-snug text-slate-500">{proficiency}</p>}
          </li>
        );
      })}
    </ul>
  );
}

const entry: EntryClassNames = {
  root: "break-inside-avoid",
  title: "text-[10.5pt] leading-snug font-semibold text-slate-900",
  date: "rounded-full bg-teal-50 px-[2mm] py-px text-[8.5pt] leading-snug font-semibold text-teal-800",
  subtitle: "mt-0.5 text-[9.5pt] leading-snug text-slate-500",
  organization: "font-semibold text-teal-700",
  meta: "text-slate-500",
  link: "font-medium text-teal-700",
  description: "mt-1.5 text-[9.5pt] leading-[1.5] text-slate-700",
  list: "marker:text-teal-500",
  chips: "mt-1.5",
  chip: "rounded-full border border-teal-200 px-[1.8mm] text-[8pt] leading-[1.6] font-medium text-teal-800",
};

/** The timeline: a rule down the left with a ring on it at each role. */
function Timeline(experience: Experience[]) {
  return (
    <ol className="ml-[3.25mm] space-y-[4.5mm] border-l-[1.5pt] border-teal-200">
      {experience.map((e) => (
        <li key={e.id} className="relative min-w-0 pl-[5mm]">
          <span
            aria-hidden="true"
            className="absolute top-[1.2mm] left-[-1.85mm] size-[3.2mm] rounded-full border-[1.5pt] border-teal-600 bg-white"
          />
          <ExperienceEntry entry={e} classNames={entry} />
        </li>
      ))}
    </ol>
  );
}

/** Tinted sidebar (name, contacts, skill bars, language dots) beside a main column with icon markers and a timeline. */
function InfographicPage({ resume, sections, headline }: PageProps<"side" | "main">) {
  const info = resume.personal_info;
  return (
    <div className="grid min-h-[297mm] grid-cols-[70mm_minmax(0,1fr)] text-[9.5pt] leading-[1.45] text-slate-700">
      <aside className="min-w-0 space-y-[7mm] bg-teal-50/70 pt-[13mm] pr-[7mm] pb-[12mm] pl-[10mm]">
        {(isPresent(info.fullName) || headline) && (
          <div className="min-w-0">
            {isPresent(info.fullName) && (
              <h1 className="text-[23pt] leading-[1.08] font-extrabold tracking-[-0.02em] wrap-anywhere text-slate-900">
                {info.fullName.trim()}
              </h1>
            )}
            {headline && (
              <p className="mt-[2mm] text-[9.5pt] leading-snug font-semibold tracking-[0.08em] wrap-anywhere text-teal-700 uppercase">
                {headline}
              </p>
            )}
          </div>
        )}
        {sections.side}
      </aside>
      <div className="min-w-0 space-y-[6.5mm] pt-[13mm] pr-[12mm] pb-[12mm] pl-[9mm]">{sections.main}</div>
    </div>
  );
}

export const infographicTemplate = defineTemplate({
  id: "infographic",
  name: "Infographic",
  description: "Visual layout with skill bars, graphic section markers and an at-a-glance profile.",
  tagline: "Show your skills at a glance",
  columns: {
    side: ["contact", "skills", "languages"],
    main: ["summary", "experience", "education", "projects", "certifications", "custom"],
  },
  titles: { summary: "Profile" },
  theme: {
    frame: {
      titleClassName:
        "mb-[3mm] flex items-center gap-[2.5mm] text-[11pt] leading-none font-bold tracking-[0.08em] text-slate-900 uppercase after:h-px after:min-w-[8mm] after:flex-1 after:bg-teal-100",
      icon: SectionIcon,
    },
    frames: {
      side: {
        // The short bar under the title is drawn, not typed: the title stays plain text.
        titleClassName:
          "mb-[3mm] text-[9.5pt] leading-none font-bold tracking-[0.08em] text-teal-800 uppercase after:mt-[1.6mm] after:block after:h-[1.5pt] after:w-[9mm] after:rounded-full after:bg-teal-500",
      },
    },
    contact: {
      className: "flex-col items-start gap-y-[1.8mm] text-[8.5pt] leading-snug text-slate-700",
      itemClassName: "gap-[2mm]",
      iconClassName: "size-[5mm] rounded-full bg-teal-600 p-[1.1mm] text-white",
    },
    skills: { render: SkillBars },
    languages: { render: LanguageDots },
    summary: { className: "text-[10pt] leading-[1.55] text-slate-700", listClassName: "marker:text-teal-500" },
    experience: { render: Timeline },
    education: { list: "space-y-3", classNames: entry },
    projects: { list: "space-y-[4mm]", classNames: entry },
    certifications: {
      list: "grid grid-cols-2 gap-x-[5mm] gap-y-3",
      datePlacement: "below",
      classNames: {
        ...entry,
        root: "break-inside-avoid rounded-[1.5mm] border border-teal-100 px-[3mm] py-[2.2mm]",
        title: "text-[9.5pt] leading-snug font-semibold text-slate-900",
        subtitle: "mt-0.5 text-[8.5pt] leading-snug text-slate-500",
        date: "mt-1 text-[8.5pt] leading-snug font-semibold text-teal-700",
      },
    },
    custom: {
      classNames: {
        root: "space-y-3",
        item: "break-inside-avoid",
        title: "text-[10.5pt] leading-snug font-semibold text-slate-900",
        text: "mt-0.5 text-[9.5pt] text-slate-500",
        date: "rounded-full bg-teal-50 px-[2mm] py-px text-[8.5pt] leading-snug font-semibold text-teal-800",
        description: "mt-1 text-[9.5pt] leading-[1.5] text-slate-700",
        list: "marker:text-teal-500",
      },
    },
  },
  Page: InfographicPage,
});
