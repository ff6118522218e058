import { cn } from "../../lib/cn";
import { defineTemplate, type PageProps } from "../define-template";
import { ContactLine } from "../primitives/contact-line";
import type { EntryClassNames } from "../primitives/entries";

const entry: EntryClassNames = {
  root: "break-inside-avoid",
  title: "text-[11pt] leading-snug font-extrabold text-slate-950",
  date: "pt-px text-[8.5pt] font-bold tracking-[0.06em] text-slate-950 uppercase",
  subtitle: "mt-0.5 text-[10pt] leading-snug text-slate-600",
  organization: "font-bold text-red-600",
  meta: "text-slate-600",
  link: "font-semibold text-red-600 underline decoration-red-200 underline-offset-2",
  description: "mt-1.5 text-[10pt] leading-[1.5] text-slate-800",
  list: "list-[square] marker:text-red-600",
  chips: "mt-1.5",
  chip: "border border-slate-950 px-1.5 py-px text-[8pt] leading-[1.5] font-bold tracking-[0.02em] text-slate-950 uppercase",
};

/** Oversized name on a black block with a red rule, then heavy ruled rows with gutter titles. */
function BoldPage({ info, sections, name, headline, contacts }: PageProps<"main">) {
  const hasHeader = name !== undefined || headline !== undefined;
  return (
    <div className="text-[10.5pt] leading-[1.45] text-slate-800">
      <header className="border-b-[2.2mm] border-red-600 bg-slate-950 px-[15mm] pt-[13mm] pb-[9mm] text-white">
        {name && <h1 className="text-[38pt] leading-[0.95] font-black tracking-[-0.035em] wrap-anywhere text-white uppercase">{name}</h1>}
        {headline && (
          <p className="mt-3 text-[12.5pt] leading-snug font-bold tracking-[0.08em] wrap-anywhere text-red-500 uppercase">{headline}</p>
        )}
        <ContactLine
          info={info}
          include={contacts}
          className={cn("gap-x-5 gap-y-1.5 text-[9pt] leading-snug font-medium text-slate-200", hasHeader && "mt-5")}
          iconClassName="text-red-500"
        />
      </header>
      <div className="space-y-[6mm] px-[15mm] pt-[8mm] pb-[12mm]">{sections.main}</div>
    </div>
  );
}

export const boldTemplate = defineTemplate({
  id: "bold",
  name: "Bold",
  description: "High-contrast design with oversized headings and strong colour blocks that command attention.",
  tagline: "Stand out from the stack",
  columns: { main: ["summary", "experience", "skills", "education", "projects", "certifications", "languages", "custom"] },
  titles: { summary: "Profile" },
  theme: {
    /**
     * Swiss-style rows: a thick black rule over every section, the title in a left gutter and the
     * content beside it, so the page reads as a stack of heavy bands under the black header.
     */
    frame: {
      className: "grid grid-cols-[35mm_minmax(0,1fr)] gap-x-[5mm] border-t-[2.5pt] border-slate-950 pt-[3.5mm]",
      titleClassName: "min-w-0 text-[11.5pt] leading-[1.15] font-black tracking-[-0.01em] text-slate-950 uppercase wrap-anywhere",
    },
    summary: {
      className: "text-[11pt] leading-[1.55] font-medium text-slate-900",
      listClassName: "list-[square] marker:text-red-600",
    },
    experience: { list: "space-y-[5mm]", classNames: entry },
    skills: {
      variant: "columns",
      classNames: {
        root: "grid-cols-[minmax(0,38mm)_minmax(0,1fr)] gap-x-4 gap-y-2 text-[10pt] leading-snug",
        group: "break-inside-avoid",
        category: "font-extrabold text-slate-950",
        items: "text-slate-800",
      },
    },
    education: { list: "space-y-3", classNames: entry },
    projects: { list: "space-y-[4mm]", classNames: entry },
    certifications: { list: "space-y-2.5", classNames: { ...entry, title: "text-[10.5pt] leading-snug font-extrabold text-slate-950" } },
    languages: {
      variant: "grid",
      classNames: {
        root: "grid-cols-3 gap-x-6 gap-y-2.5",
        item: "break-inside-avoid border-l-[2pt] border-red-600 pl-2.5",
        name: "text-[10pt] leading-snug font-extrabold text-slate-950",
        proficiency: "text-[9pt] leading-snug text-slate-600",
      },
    },
    custom: {
      classNames: {
        ...entry,
        title: "text-[10.5pt] leading-snug font-extrabold text-slate-950",
        subtitle: "mt-0.5 text-[10pt] text-slate-600",
        description: "mt-1 text-[10pt] leading-[1.5] text-slate-800",
      },
    },
  },
  Page: BoldPage,
});
