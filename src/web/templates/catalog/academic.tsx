import { GraduationCap } from "lucide-react";
import { defineTemplate, type PageProps } from "../define-template";
import { ContactLine } from "../primitives/contact-line";
import type { EntryClassNames } from "../primitives/entries";
import { CustomItemRow, type RowsLook } from "../primitives/labelled-rows";

/** The left column every dated row shares: dates, skill areas and language names hang in it. */
const HANG = "grid min-w-0 grid-cols-[29mm_minmax(0,1fr)] items-baseline gap-x-[5mm]";
const hangLabel = "min-w-0 text-[9pt] leading-snug text-stone-600 tabular-nums wrap-anywhere";

/** Rows of a CV list: each date in the hanging column, its entry beside it. */
const hanging: RowsLook = { row: HANG, label: hangLabel, labelAs: "p" };

const entry: EntryClassNames = {
  title: "text-[10.5pt] leading-snug font-bold text-stone-950",
  subtitle: "mt-px text-[10pt] leading-snug text-stone-700",
  organization: "italic",
  meta: "text-stone-600",
  link: "text-indigo-950 underline decoration-stone-400 underline-offset-2",
  description: "mt-1 text-[10pt] leading-[1.5] text-stone-800",
  list: "marker:text-stone-500",
};

/** A conservative serif CV: centred name, section heads in spaced capitals and a hanging date column, education first. */
function AcademicPage({ info, sections, name, hasHeader }: PageProps<"main">) {
  return (
    <div className="px-[20mm] pt-[16mm] pb-[16mm] font-serif text-[10pt] leading-[1.5] text-stone-800">
      {hasHeader && (
        <header className="mb-[6mm] border-b-[3px] border-double border-stone-800 pb-[4mm] text-center">
          {name && <h1 className="text-[23pt] leading-[1.15] font-normal tracking-[0.03em] wrap-anywhere text-stone-950">{name}</h1>}
          {/* All five contacts as plain text separated by middots. */}
          <ContactLine
            info={info}
            icons={false}
            separator="·"
            className="mt-2 justify-center gap-x-2 text-[9.5pt] leading-snug text-stone-700"
            separatorClassName="text-stone-400"
            linkClassName="text-stone-800"
          />
        </header>
      )}
      <div className="space-y-[5.5mm]">{sections.main}</div>
    </div>
  );
}

export const academicTemplate = defineTemplate({
  id: "academic",
  name: "Academic",
  description: "Traditional serif typography with sections for research interests, publications and awards.",
  tagline: "Ideal for research & academia",
  icon: GraduationCap,
  gradient: "from-purple-600 to-indigo-700",
  columns: { main: ["summary", "education", "experience", "projects", "skills", "certifications", "languages", "custom"] },
  /** Seed 000: the academic layout retitles the standard sections. */
  titles: {
    summary: "Research Interests",
    experience: "Academic & Professional Experience",
    projects: "Research & Publications",
    skills: "Skills & Expertise",
    certifications: "Awards & Certifications",
  },
  headline: "none",
  theme: {
    frame: {
      titleClassName:
        "mb-3 border-b border-stone-400 pb-[1.2mm] text-[10pt] leading-tight font-semibold tracking-[0.08em] text-stone-950 uppercase",
    },
    summary: { className: "text-[10pt] leading-[1.55] text-stone-800", listClassName: "marker:text-stone-500" },
    education: { list: "space-y-2.5", rows: hanging, separator: ", ", classNames: entry },
    experience: { list: "space-y-[3.5mm]", rows: hanging, separator: ", ", classNames: entry },
    projects: { list: "space-y-3", rows: hanging, technologies: "inline", classNames: { ...entry, meta: "italic text-stone-600" } },
    skills: {
      variant: "columns",
      classNames: {
        root: "grid-cols-[29mm_minmax(0,1fr)] gap-x-[5mm] gap-y-1",
        group: "items-baseline break-inside-avoid",
        category: `${hangLabel} text-[9.5pt] text-stone-700 italic`,
        items: "text-[10pt] leading-snug text-stone-800",
      },
    },
    certifications: { list: "space-y-2", rows: hanging, separator: ", ", classNames: entry },
    languages: {
      variant: "list",
      classNames: {
        root: "gap-1",
        item: `${HANG} break-inside-avoid`,
        name: `${hangLabel} col-start-1 text-[9.5pt] text-stone-700 italic`,
        proficiency: "col-start-2 text-left text-[10pt] leading-snug text-stone-800",
      },
    },
    custom: {
      render: (section) => (
        <div className="space-y-2.5">
          {section.items.map((item) => (
            <CustomItemRow
              key={item.id}
              section={section}
              item={item}
              look={hanging}
              titleAs="h3"
              separator=", "
              dateSeparator=" · "
              classNames={{ ...entry, subtitle: `${entry.subtitle} italic` }}
            />
          ))}
        </div>
      ),
    },
  },
  Page: AcademicPage,
});
