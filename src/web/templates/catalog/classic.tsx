import { defineTemplate, type PageProps } from "../define-template";
import { ContactText } from "../primitives/contact-line";
import type { EntryClassNames } from "../primitives/entries";

/**
 * Where a printed CV would use small caps: capitals a size smaller, spaced out. Source Serif 4 as
 * shipped has no small-caps glyphs, and faked ones print as Type 3 glyphs that text extractors
 * split ('J ordan E llis').
 */
const spacedCapitals = "uppercase";

const entry: EntryClassNames = {
  root: "break-inside-avoid",
  title: "text-[11pt] leading-snug font-bold text-stone-900",
  date: "text-[10pt] leading-snug text-stone-600 italic",
  subtitle: "text-[10.5pt] leading-snug text-stone-700",
  organization: "italic",
  location: "text-stone-600",
  meta: "text-stone-600",
  link: "text-stone-700 italic underline decoration-stone-300 underline-offset-2",
  description: "mt-1 text-[10.5pt] leading-[1.45] text-stone-800",
  list: "marker:text-stone-500",
};

/** Traditional serif page: centred name in spaced capitals over a double rule, ruled headings, one column. */
function ClassicPage({ info, sections, name, headline, contacts, hasHeader }: PageProps<"main">) {
  return (
    <div className="px-[19mm] pt-[15mm] pb-[14mm] font-serif text-[10.5pt] leading-[1.45] text-stone-800">
      {hasHeader && (
        // A thick and a thin rule under the header: the double rule of a printed letterhead.
        <header className="mb-[6mm] border-b-[0.5pt] border-stone-800 pb-[0.8mm] text-center">
          <div className="border-b-[1.6pt] border-stone-800 pb-[4mm]">
            {name && (
              <h1 className={`text-[20pt] leading-[1.1] font-normal tracking-[0.08em] wrap-anywhere text-stone-900 ${spacedCapitals}`}>
                {name}
              </h1>
            )}
            {headline && <p className="mt-[1.2mm] text-[11.5pt] leading-snug wrap-anywhere text-stone-600 italic">{headline}</p>}
            <ContactText
              info={info}
              include={contacts}
              className="mt-[2.5mm] text-center text-[9.5pt] leading-[1.5] text-stone-700"
              separatorClassName="pl-[1.8mm] pr-[0.8mm] text-stone-400"
            />
          </div>
        </header>
      )}
      <div className="space-y-[5.5mm]">{sections.main}</div>
    </div>
  );
}

export const classicTemplate = defineTemplate({
  id: "classic",
  name: "Classic",
  description: "Timeless traditional layout with serif headings, horizontal rules and a formal structure.",
  tagline: "Elegant and time-tested",
  columns: { main: ["summary", "experience", "education", "skills", "projects", "certifications", "languages", "custom"] },
  titles: { summary: "Professional Summary" },
  theme: {
    /** A title in spaced capitals centred between two hairlines, the way a printed CV sets its headings. */
    frame: {
      titleClassName: `mb-[2.8mm] flex items-center gap-[4mm] text-[10.5pt] leading-none font-semibold tracking-[0.08em] text-stone-900 ${spacedCapitals} before:h-px before:min-w-[8mm] before:flex-1 before:bg-stone-400 after:h-px after:min-w-[8mm] after:flex-1 after:bg-stone-400`,
    },
    summary: {
      className: "text-justify text-[10.5pt] leading-[1.5] text-stone-800 hyphens-auto",
      listClassName: "text-left marker:text-stone-500",
    },
    experience: { list: "space-y-[4mm]", separator: ", ", classNames: entry },
    education: { list: "space-y-[2.8mm]", emphasis: "institution", separator: ", ", classNames: entry },
    skills: {
      variant: "inline",
      classNames: {
        root: "space-y-1 text-[10.5pt] leading-snug",
        group: "break-inside-avoid",
        category: "font-bold text-stone-900",
        items: "text-stone-800",
      },
    },
    projects: { list: "space-y-[3mm]", technologies: "inline", classNames: entry },
    certifications: {
      list: "space-y-[2.2mm]",
      separator: ", ",
      classNames: { ...entry, title: "text-[10.5pt] leading-snug font-bold text-stone-900" },
    },
    languages: {
      variant: "inline",
      separator: <span className="px-[1.5mm] text-stone-400">·</span>,
      classNames: {
        root: "text-center text-[10.5pt] leading-snug",
        name: "font-bold text-stone-900",
        proficiency: "text-stone-700 italic",
      },
    },
    custom: {
      list: "space-y-[2.5mm]",
      separator: ", ",
      classNames: {
        ...entry,
        subtitle: "text-[10.5pt] leading-snug text-stone-700 italic",
      },
    },
  },
  Page: ClassicPage,
});
