import { cn } from "../../lib/cn";
import { defineTemplate, type PageProps } from "../define-template";
import { ContactLine } from "../primitives/contact-line";
import type { EntryClassNames } from "../primitives/entries";

// Tight rhythm: 9pt body, 1.35 leading, the date beside the title so each entry costs one line less.
const entry: EntryClassNames = {
  root: "break-inside-avoid",
  title: "text-[9.5pt] leading-snug font-semibold text-slate-900",
  date: "text-[8.5pt] leading-snug text-slate-500",
  subtitle: "text-[9pt] leading-snug text-slate-500",
  organization: "font-medium text-teal-800",
  meta: "text-slate-500",
  link: "text-teal-800",
  description: "mt-[0.8mm] space-y-1 text-[9pt] leading-[1.38] text-slate-700",
  list: "space-y-px marker:text-teal-700",
  chips: "mt-[0.8mm] gap-x-1 gap-y-0.5",
  chip: "rounded-[2px] bg-slate-100 px-1 text-[7.5pt] leading-[1.6] font-medium text-slate-600",
};

// The side column is 58 mm wide: dates go under the title there instead of beside it.
const sideEntry: EntryClassNames = {
  ...entry,
  title: "text-[9pt] leading-snug font-semibold text-slate-900",
  subtitle: "text-[8.5pt] leading-snug text-slate-600",
  date: "text-[8pt] leading-snug text-slate-500",
  // Whole parts move to the next line rather than splitting 'Seattle, WA' or an id at its hyphen.
  location: "inline-block",
  meta: "inline-block",
};

/** Slim header line, then a wide main column beside a narrow reference column split by a hairline. */
function CompactPage({ info, sections, name, headline, contacts }: PageProps<"main" | "side">) {
  const hasName = name !== undefined || headline !== undefined;
  const hasSide = sections.side.length > 0;
  return (
    <div className="px-[12mm] pt-[10mm] pb-[10mm] text-[9pt] leading-[1.38] text-slate-700">
      <header className="flex min-w-0 items-end justify-between gap-x-[8mm] gap-y-2 border-b-[1.5pt] border-teal-700 pb-[2.5mm] empty:hidden">
        {hasName && (
          <div className="min-w-0 flex-1">
            {name && <h1 className="text-[20pt] leading-[1.1] font-bold tracking-[-0.01em] wrap-anywhere text-slate-900">{name}</h1>}
            {headline && <p className="mt-0.5 text-[10pt] leading-snug font-medium wrap-anywhere text-teal-800">{headline}</p>}
          </div>
        )}
        <ContactLine
          info={info}
          include={contacts}
          className={cn("gap-x-3.5 gap-y-0.5 text-[8.5pt] leading-snug text-slate-600", hasName ? "max-w-[98mm] justify-end" : "flex-1")}
          iconClassName="text-teal-700"
        />
      </header>
      <div className={cn("mt-[4.5mm] grid min-w-0 gap-x-[6mm]", hasSide ? "grid-cols-[minmax(0,1fr)_56mm]" : "grid-cols-1")}>
        <div className="min-w-0 space-y-[4.5mm]">{sections.main}</div>
        {hasSide && <aside className="min-w-0 space-y-[4.5mm] border-l border-slate-200 pl-[5mm]">{sections.side}</aside>}
      </div>
    </div>
  );
}

export const compactTemplate = defineTemplate({
  id: "compact",
  name: "Compact",
  description: "Dense, space-efficient layout with tight spacing that fits a long career on a single page.",
  tagline: "More experience, less space",
  // Already tight: its spacing has little left to give, and its 9pt body text none at all.
  fit: { minSpacingScale: 0.8, minFontScale: 0.95 },
  columns: {
    main: ["summary", "experience", "projects", "custom"],
    side: ["skills", "education", "certifications", "languages"],
  },
  theme: {
    frame: {
      titleClassName:
        "mb-[2mm] border-b border-teal-700/40 pb-[0.8mm] text-[8.5pt] leading-none font-bold tracking-[0.08em] text-teal-800 uppercase",
    },
    summary: { className: "text-[9pt] leading-[1.45] text-slate-700", listClassName: "marker:text-teal-700" },
    experience: { list: "space-y-[3mm]", classNames: entry },
    projects: { list: "space-y-[2.5mm]", technologies: "inline", classNames: entry },
    skills: {
      variant: "stacked",
      classNames: {
        root: "space-y-[1.8mm]",
        group: "break-inside-avoid",
        category: "text-[8.5pt] leading-snug font-semibold text-slate-900",
        items: "text-[8.5pt] leading-[1.4] text-slate-600",
      },
    },
    education: { list: "space-y-[2.2mm]", datePlacement: "below", classNames: sideEntry },
    certifications: { list: "space-y-[2.2mm]", datePlacement: "below", credentialLabel: "ID ", classNames: sideEntry },
    languages: {
      variant: "list",
      classNames: {
        root: "gap-[1mm] text-[8.5pt] leading-snug",
        item: "break-inside-avoid",
        name: "max-w-[50%] shrink-0 font-semibold text-slate-900",
        proficiency: "text-slate-500",
      },
    },
    custom: {
      list: "space-y-[2mm]",
      classNames: entry,
    },
  },
  Page: CompactPage,
});
