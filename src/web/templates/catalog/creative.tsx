import { Palette } from "lucide-react";
import { defineTemplate, type PageProps } from "../define-template";
import { ContactLine } from "../primitives/contact-line";
import { ProjectEntry, type EntryClassNames } from "../primitives/entries";

const card: EntryClassNames = {
  root: "break-inside-avoid rounded-md bg-orange-50 px-[4mm] py-[3.5mm]",
  title: "text-[10.5pt] leading-snug font-bold text-stone-900",
  date: "pt-px text-[8.5pt] font-semibold text-orange-700",
  subtitle: "mt-0.5 text-[9pt] leading-snug",
  link: "font-medium text-orange-700",
  description: "mt-2 text-[9.5pt] leading-[1.5] text-stone-700",
  list: "marker:text-orange-500",
  chips: "mt-2 gap-1",
  chip: "rounded-full bg-white px-2 text-[8pt] leading-[1.7] font-medium text-orange-800 ring-1 ring-orange-200",
};

const compact: EntryClassNames = {
  root: "break-inside-avoid",
  title: "text-[10pt] leading-snug font-bold text-stone-900",
  subtitle: "mt-0.5 text-[9pt] leading-snug text-stone-500",
  organization: "font-medium text-stone-700",
  meta: "text-stone-500",
  date: "mt-0.5 text-[8.5pt] leading-snug font-semibold text-orange-600",
};

/** The first word dark, the rest in orange: 'Jordan' + 'Ellis'. */
function Name({ name }: { name: string }) {
  const [first = "", ...rest] = name.trim().split(/\s+/);
  return (
    <h1 className="text-[30pt] leading-[1.05] font-black tracking-[-0.025em] wrap-anywhere text-stone-900">
      {first}
      {rest.length > 0 && (
        <>
          {" "}
          <span className="text-orange-500">{rest.join(" ")}</span>
        </>
      )}
    </h1>
  );
}

/** Orange accents, a timeline of roles and project cards; contacts in a right-aligned column. */
function CreativePage({ info, sections, name, headline, hasHeader }: PageProps<"top" | "left" | "right" | "bottom">) {
  const hasLeft = sections.left.length > 0;
  const hasRight = sections.right.length > 0;
  return (
    <div className="text-[10pt] leading-[1.5] text-stone-700">
      <div aria-hidden="true" className="h-[2.5mm] bg-linear-to-r from-orange-500 to-rose-500" />
      <div className="space-y-[7mm] px-[15mm] pt-[11mm] pb-[14mm]">
        {hasHeader && (
          <header className="flex min-w-0 items-end justify-between gap-x-[8mm] border-b-2 border-stone-900 pb-[6mm]">
            <div className="min-w-0 flex-1">
              {name && <Name name={name} />}
              {headline && <p className="mt-2 text-[11.5pt] leading-snug font-semibold wrap-anywhere text-stone-500">{headline}</p>}
            </div>
            <ContactLine
              info={info}
              className="max-w-[70mm] shrink-0 flex-col items-end gap-y-1 text-right text-[9pt] leading-snug text-stone-600"
              itemClassName="flex-row-reverse gap-2"
              iconClassName="text-orange-500"
            />
          </header>
        )}
        {sections.top}
        {(hasLeft || hasRight) && (
          // Two columns when both have content; each column is complete before the next in the DOM.
          <div className={hasLeft && hasRight ? "grid grid-cols-2 gap-x-[9mm]" : ""}>
            {hasLeft && <div className="min-w-0 space-y-[7mm]">{sections.left}</div>}
            {hasRight && <div className="min-w-0 space-y-[7mm]">{sections.right}</div>}
          </div>
        )}
        {sections.bottom}
      </div>
    </div>
  );
}

export const creativeTemplate = defineTemplate({
  id: "creative",
  name: "Creative",
  description: "Vibrant orange accents and an expressive layout that shows personality without losing structure.",
  tagline: "Great for designers & marketers",
  icon: Palette,
  gradient: "from-orange-400 to-rose-500",
  columns: {
    top: ["summary", "experience", "projects"],
    left: ["education", "certifications"],
    right: ["skills", "languages"],
    bottom: ["custom"],
  },
  titles: { summary: "About Me" },
  presentLabel: "Now",
  theme: {
    /** Sentence-case headings with a highlighter stroke across their lower half. */
    frame: {
      titleClassName:
        "mb-3.5 -ml-[0.2em] w-fit bg-linear-to-t from-orange-200 from-[48%] to-transparent to-[48%] px-[0.2em] text-[13.5pt] leading-tight font-extrabold tracking-[-0.01em] text-stone-900",
    },
    summary: { className: "text-[10.5pt] leading-[1.6] text-stone-700", listClassName: "marker:text-orange-500" },
    /** Each role is a stop on an orange timeline; the date reads first, above the title. */
    experience: {
      list: "ml-[1.75mm]",
      datePlacement: "below",
      classNames: {
        root: "relative break-inside-avoid border-l-2 border-orange-200 pb-[5mm] pl-[5.5mm] last:pb-0 before:absolute before:top-[0.35mm] before:-left-[1.75mm] before:size-[3.1mm] before:rounded-full before:border-[2.5px] before:border-orange-500 before:bg-white",
        header: "flex flex-col",
        date: "order-first mb-0.5 text-[8.5pt] leading-snug font-bold tracking-[0.08em] text-orange-600 uppercase",
        title: "text-[11pt] leading-snug font-bold text-stone-900",
        subtitle: "mt-0.5 text-[9.5pt] leading-snug text-stone-500",
        organization: "font-semibold text-stone-700",
        description: "mt-1.5 text-[9.5pt] leading-[1.55] text-stone-700",
        list: "marker:text-orange-500",
      },
    },
    projects: {
      render: (projects) => (
        // A lone project takes the full width rather than half a row.
        <div className={projects.length > 1 ? "grid grid-cols-2 gap-[4mm]" : ""}>
          {projects.map((p) => (
            <ProjectEntry key={p.id} entry={p} classNames={card} />
          ))}
        </div>
      ),
    },
    education: { list: "space-y-3", datePlacement: "below", classNames: compact },
    certifications: { list: "space-y-3", datePlacement: "below", classNames: compact },
    skills: {
      variant: "chips",
      classNames: {
        root: "space-y-2.5",
        category: "mb-1 text-[8.5pt] leading-snug font-bold tracking-[0.08em] text-stone-500 uppercase",
        chips: "gap-1",
        chip: "rounded-full bg-orange-100 px-2.5 text-[8.5pt] leading-[1.8] font-medium text-orange-900",
      },
    },
    languages: {
      variant: "list",
      classNames: {
        root: "gap-1.5 text-[9.5pt]",
        item: "border-b border-dashed border-orange-200 pb-1 last:border-0",
        name: "font-semibold text-stone-900",
        proficiency: "text-stone-500",
      },
    },
    custom: {
      list: "space-y-3",
      classNames: {
        root: "break-inside-avoid",
        title: "text-[10.5pt] leading-snug font-bold text-stone-900",
        subtitle: "mt-0.5 text-[9.5pt] text-stone-500",
        date: "pt-px text-[8.5pt] font-bold tracking-[0.08em] text-orange-600 uppercase",
        description: "mt-1 text-[9.5pt] leading-[1.55] text-stone-700",
        list: "marker:text-orange-500",
      },
    },
  },
  Page: CreativePage,
});
