import { LayoutTemplate } from "lucide-react";
import { defineTemplate, type PageProps } from "../define-template";
import { ContactLine } from "../primitives/contact-line";
import type { EntryClassNames } from "../primitives/entries";

const entry: EntryClassNames = {
  title: "text-[11pt] leading-snug font-semibold text-slate-900",
  date: "pt-px text-[9pt] font-medium text-slate-500",
  subtitle: "mt-0.5 text-[10pt] leading-snug text-slate-500",
  organization: "font-medium text-blue-700",
  meta: "text-slate-500",
  link: "font-medium text-blue-700",
  description: "mt-1.5 text-[10pt] leading-[1.5] text-slate-700",
  list: "marker:text-blue-500",
  chips: "mt-1.5",
  chip: "rounded-[3px] bg-blue-50 px-1.5 py-px text-[8.5pt] leading-[1.5] font-medium text-blue-800",
};

/** Single column under a blue header band: the safe default every unknown id falls back to. */
function ModernPage({ info, sections, name, headline, contacts }: PageProps<"main">) {
  return (
    <div className="text-[10.5pt] leading-[1.45] text-slate-700">
      <header className="bg-linear-to-br from-blue-800 to-blue-600 px-[15mm] pt-[12mm] pb-[9mm] text-white">
        {name && <h1 className="text-[26pt] leading-[1.1] font-bold tracking-[-0.015em] wrap-anywhere text-white">{name}</h1>}
        {headline && <p className="mt-1.5 text-[12.5pt] leading-snug font-medium wrap-anywhere text-blue-100">{headline}</p>}
        <ContactLine
          info={info}
          include={contacts}
          className="mt-4 gap-x-5 gap-y-1.5 text-[9pt] leading-snug text-blue-50"
          iconClassName="text-blue-200"
        />
      </header>
      <div className="space-y-[6mm] px-[15mm] pt-[8mm] pb-[12mm]">{sections.main}</div>
    </div>
  );
}

export const modernTemplate = defineTemplate({
  id: "modern",
  name: "Modern",
  description: "Clean single-column layout with a bold blue header band, crisp section rules and plenty of breathing room.",
  tagline: "Perfect for tech & startups",
  icon: LayoutTemplate,
  gradient: "from-blue-500 to-indigo-600",
  columns: { main: ["summary", "experience", "education", "skills", "projects", "certifications", "languages", "custom"] },
  titles: { summary: "Professional Summary" },
  theme: {
    frame: {
      // The hairline after the title runs to the margin, so sections read as bands without boxes.
      titleClassName:
        "mb-3 flex items-center gap-3 text-[9.5pt] leading-none font-bold tracking-[0.08em] text-blue-700 uppercase after:h-px after:min-w-[10mm] after:flex-1 after:bg-blue-200",
    },
    summary: { className: "text-[10.5pt] leading-[1.55] text-slate-700", listClassName: "marker:text-blue-500" },
    experience: { list: "space-y-[4.5mm]", classNames: entry },
    education: { list: "space-y-3", classNames: entry },
    skills: {
      variant: "columns",
      classNames: { root: "text-[10pt] leading-snug", category: "font-semibold text-slate-900", items: "text-slate-700" },
    },
    projects: { list: "space-y-[4mm]", classNames: entry },
    certifications: { list: "space-y-2.5", classNames: { ...entry, title: "text-[10.5pt] leading-snug font-semibold text-slate-900" } },
    languages: {
      variant: "grid",
      classNames: {
        root: "grid-cols-4 gap-x-6 gap-y-2.5",
        name: "text-[10pt] leading-snug font-semibold text-slate-900",
        proficiency: "text-[9pt] leading-snug text-slate-500",
      },
    },
    custom: {
      classNames: {
        ...entry,
        title: "text-[10.5pt] leading-snug font-semibold text-slate-900",
        subtitle: "mt-0.5 text-[10pt] text-slate-500",
        description: "mt-1 text-[10pt] leading-[1.5] text-slate-700",
      },
    },
  },
  Page: ModernPage,
});
