import { defineTemplate, type PageProps } from "../define-template";
import type { EntryClassNames } from "../primitives/entries";
import { LanguageDots, SkillBars, type ScaleTone } from "../primitives/scales";
import { SectionIcon } from "../primitives/section-icon";

/** Skill bars and language dots in teal on the tinted sidebar. */
const scale: ScaleTone = { text: "text-slate-800", muted: "text-slate-500", empty: "bg-teal-100", filled: "bg-teal-600" };

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

/** Tinted sidebar (name, contacts, skill bars, language dots) beside a main column with icon markers and a timeline. */
function InfographicPage({ sections, name, headline }: PageProps<"side" | "main">) {
  return (
    <div className="grid min-h-[297mm] grid-cols-[70mm_minmax(0,1fr)] text-[9.5pt] leading-[1.45] text-slate-700">
      <aside className="min-w-0 space-y-[7mm] bg-teal-50/70 pt-[13mm] pr-[7mm] pb-[12mm] pl-[10mm]">
        {(name || headline) && (
          <div className="min-w-0">
            {name && <h1 className="text-[23pt] leading-[1.08] font-extrabold tracking-[-0.02em] wrap-anywhere text-slate-900">{name}</h1>}
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
      /** Each main section's marker: its icon in a teal disc. */
      icon: (kind) => (
        <SectionIcon
          kind={kind}
          className="inline-flex size-[6.5mm] shrink-0 items-center justify-center rounded-full bg-teal-600 text-white"
          iconClassName="size-[3.6mm]"
          strokeWidth={2.2}
        />
      ),
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
    skills: { render: (groups) => <SkillBars groups={groups} tone={scale} /> },
    languages: { render: (languages) => <LanguageDots languages={languages} tone={scale} /> },
    summary: { className: "text-[10pt] leading-[1.55] text-slate-700", listClassName: "marker:text-teal-500" },
    /** The timeline: a rule down the left with a ring on it at each role. */
    experience: {
      list: "ml-[3.25mm] space-y-[4.5mm] border-l-[1.5pt] border-teal-200",
      timeline: {
        item: "relative min-w-0 pl-[5mm]",
        marker: "absolute top-[1.2mm] left-[-1.85mm] size-[3.2mm] rounded-full border-[1.5pt] border-teal-600 bg-white",
      },
      classNames: entry,
    },
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
        ...entry,
        subtitle: "mt-0.5 text-[9.5pt] text-slate-500",
        description: "mt-1 text-[9.5pt] leading-[1.5] text-slate-700",
      },
    },
  },
  Page: InfographicPage,
});
