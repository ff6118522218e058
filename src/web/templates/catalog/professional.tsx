import { Briefcase } from "lucide-react";
import { defineTemplate, type PageProps } from "../define-template";
import type { EntryClassNames } from "../primitives/entries";

const entry: EntryClassNames = {
  root: "break-inside-avoid",
  title: "text-[10.5pt] leading-snug font-semibold text-slate-900",
  date: "pt-px text-[8.5pt] font-medium whitespace-nowrap text-slate-500",
  subtitle: "mt-0.5 text-[9.5pt] leading-snug text-slate-500",
  organization: "font-semibold text-teal-700",
  meta: "text-slate-500",
  link: "font-medium text-teal-700",
  description: "mt-1.5 text-[9.5pt] leading-[1.5] text-slate-700",
  list: "marker:text-teal-600",
  chips: "mt-1.5 gap-1",
  chip: "rounded-sm border border-slate-200 px-1.5 text-[8pt] leading-[1.6] font-medium text-slate-600",
};

/** Dark sidebar beside a white main column; every contact stacked in the sidebar. */
function ProfessionalPage({ sections, name, headline }: PageProps<"side" | "main">) {
  const hasHeader = name !== undefined || headline !== undefined;
  return (
    // DOM order is name, sidebar, main: the grid places the name beside the sidebar's top.
    <div className="grid min-h-[297mm] grid-cols-[68mm_minmax(0,1fr)] grid-rows-[auto_1fr] text-[10pt] leading-[1.45] text-slate-700">
      {hasHeader && (
        <header className="col-start-2 row-start-1 min-w-0 px-[11mm] pt-[14mm] pb-[2mm]">
          {name && <h1 className="text-[25pt] leading-[1.1] font-bold tracking-[-0.01em] wrap-anywhere text-slate-900">{name}</h1>}
          {headline && (
            <p className="mt-2 text-[10pt] leading-snug font-semibold tracking-[0.08em] wrap-anywhere text-teal-700 uppercase">
              {headline}
            </p>
          )}
        </header>
      )}
      <aside className="col-start-1 row-span-2 row-start-1 min-w-0 space-y-[7mm] bg-slate-800 px-[8mm] pt-[15mm] pb-[12mm] text-[9pt] leading-snug text-slate-200">
        {sections.side}
      </aside>
      <div
        data-column="main"
        className={`col-start-2 row-start-2 min-w-0 space-y-[6mm] px-[11mm] pb-[12mm] ${hasHeader ? "pt-[8mm]" : "pt-[14mm]"}`}
      >
        {sections.main}
      </div>
    </div>
  );
}

export const professionalTemplate = defineTemplate({
  id: "professional",
  name: "Professional",
  description: "Two-column layout with a dark sidebar for contact details, skills and languages beside your experience.",
  tagline: "Ideal for corporate roles",
  icon: Briefcase,
  gradient: "from-slate-700 to-slate-900",
  columns: {
    side: ["contact", "skills", "languages", "certifications"],
    main: ["summary", "experience", "education", "projects", "custom"],
  },
  titles: { summary: "Profile" },
  theme: {
    /** Main-column headings: dark capitals with a short teal tab before them and a hairline under. */
    frame: {
      titleClassName:
        "mb-3 flex items-center gap-2 border-b border-slate-200 pb-1.5 text-[10pt] leading-none font-bold tracking-[0.08em] text-slate-800 uppercase before:h-[2.2mm] before:w-[1mm] before:shrink-0 before:bg-teal-600",
    },
    /** Sidebar headings: small spaced capitals in the teal accent over a faint rule. */
    frames: {
      side: {
        titleClassName:
          "mb-3 border-b border-white/15 pb-1.5 text-[8.5pt] leading-none font-semibold tracking-[0.08em] text-teal-300 uppercase",
      },
    },
    contact: {
      className: "flex-col items-start gap-y-2 text-[9pt] leading-snug text-slate-100",
      itemClassName: "items-start gap-2",
      iconClassName: "mt-[0.15em] text-teal-300",
      linkClassName: "text-slate-100",
    },
    skills: {
      variant: "stacked",
      classNames: {
        root: "space-y-2.5",
        category: "text-[9pt] leading-snug font-semibold text-white",
        items: "mt-0.5 text-[9pt] leading-[1.45] text-slate-300",
      },
    },
    languages: { variant: "list", classNames: { root: "gap-1.5", name: "font-medium text-white", proficiency: "text-slate-400" } },
    certifications: {
      list: "space-y-3",
      datePlacement: "below",
      classNames: {
        root: "break-inside-avoid",
        title: "text-[9pt] leading-snug font-semibold text-white",
        subtitle: "mt-0.5 text-[8.5pt] leading-snug text-slate-300",
        organization: "text-slate-300",
        meta: "text-slate-400",
        date: "mt-0.5 text-[8.5pt] leading-snug text-teal-200",
      },
    },
    summary: { className: "text-[10pt] leading-[1.55] text-slate-700", listClassName: "marker:text-teal-600" },
    experience: { list: "space-y-[4.5mm]", classNames: entry },
    education: { list: "space-y-3", classNames: entry },
    projects: { list: "space-y-[4mm]", classNames: entry },
    custom: {
      classNames: {
        ...entry,
        date: "pt-px text-[8.5pt] font-medium text-slate-500",
        subtitle: "mt-0.5 text-[9.5pt] text-slate-500",
        description: "mt-1 text-[9.5pt] leading-[1.5] text-slate-700",
      },
    },
  },
  Page: ProfessionalPage,
});
