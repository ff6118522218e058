import { defineTemplate, type PageProps } from "../define-template";
import { ContactLine } from "../primitives/contact-line";
import type { EntryClassNames } from "../primitives/entries";
import { FramedPhoto } from "../primitives/profile-photo";

/*
 * Charcoal and gold, written out as literal classes so Tailwind finds them: ink #1b1f27, gold
 * #c6a15b for the dark band and rules, deep gold #8a6a2c for text on paper.
 */

/** The header, body and side column share one grid so the portrait sits exactly above the side column. */
const COLUMNS = "grid grid-cols-[minmax(0,1fr)_52mm] gap-x-[9mm] px-[15mm]";

const sideEntry: EntryClassNames = {
  root: "break-inside-avoid",
  title: "text-[9.5pt] leading-snug font-semibold text-[#1b1f27]",
  subtitle: "mt-[0.4mm] text-[9pt] leading-snug text-slate-600",
  organization: "text-slate-700",
  meta: "text-slate-500",
  date: "mt-[0.6mm] text-[8.5pt] leading-snug font-medium text-[#8a6a2c]",
};

/** A key achievement, and a custom item set the same way. */
const achievement: EntryClassNames = {
  root: "break-inside-avoid",
  title: "text-[10.5pt] leading-snug font-semibold text-[#1b1f27]",
  date: "pt-px text-[9pt] font-medium text-slate-500",
  subtitle: "mt-[0.4mm] text-[9pt] leading-snug text-slate-500",
  link: "font-medium text-[#8a6a2c]",
  meta: "text-slate-500",
  description: "mt-[1.2mm] text-[10pt] leading-[1.5] text-slate-700",
  list: "marker:text-[#c6a15b]",
};

/** Dark charcoal band with a framed portrait, a main column led by the summary and key achievements. */
function CvPhotoExecutivePage({ info, sections, name, headline, contacts }: PageProps<"main" | "side">) {
  return (
    <div className="text-[10pt] leading-[1.5] text-slate-700">
      <header className={`${COLUMNS} items-end border-b-[1mm] border-[#c6a15b] bg-[#1b1f27] pt-[14mm] pb-[9mm]`}>
        <div className="min-w-0">
          {name && <h1 className="font-serif text-[27pt] leading-[1.08] font-semibold tracking-[0.005em] text-white">{name}</h1>}
          {headline && (
            <p className="mt-[2.5mm] text-[9pt] leading-snug font-semibold tracking-[0.08em] text-[#c6a15b] uppercase">{headline}</p>
          )}
          <ContactLine
            info={info}
            include={contacts}
            className="mt-[6mm] gap-x-[5mm] gap-y-[1.6mm] text-[9pt] leading-snug text-slate-200"
            iconClassName="text-[#c6a15b]"
          />
        </div>
        {/* The negative margin lets the portrait hang 12 mm below the band whatever the band's height. */}
        <FramedPhoto
          url={info.photo_url}
          name={name}
          frame="-mb-[21mm] h-[46mm] w-[38mm] justify-self-center overflow-hidden border-[1mm] border-white bg-white shadow-[0_1.5mm_4mm_rgba(0,0,0,0.25)] ring-1 ring-[#c6a15b]"
          placeholder={{ className: "bg-[#f4efe4]", iconClassName: "size-[16mm] text-[#8a6a2c]/60", iconStrokeWidth: 1.25 }}
        />
      </header>
      <div className={`${COLUMNS} pb-[14mm]`}>
        <div className="min-w-0 space-y-[7mm] pt-[10mm]">{sections.main}</div>
        {/* Starts below the hanging portrait. */}
        <aside className="min-w-0 space-y-[7mm] pt-[22mm]">{sections.side}</aside>
      </div>
    </div>
  );
}

export const cvPhotoExecutiveTemplate = defineTemplate({
  id: "cv-photo-executive",
  name: "Executive CV with Photo",
  description: "Premium CV with a prominent portrait, executive summary and a commanding header.",
  tagline: "Leadership presence on paper",
  columns: {
    main: ["summary", "projects", "experience", "custom"],
    side: ["skills", "education", "certifications", "languages"],
  },
  titles: {
    summary: "Executive Summary",
    projects: "Key Achievements",
    experience: "Professional Experience",
    skills: "Core Competencies",
  },
  theme: {
    frame: {
      titleClassName:
        "mb-[3.5mm] flex flex-col gap-[1.6mm] text-[10pt] leading-none font-bold tracking-[0.08em] text-[#1b1f27] uppercase after:h-[0.6mm] after:w-[11mm] after:bg-[#c6a15b]",
    },
    frames: {
      side: {
        titleClassName:
          "mb-[3mm] flex flex-col gap-[1.4mm] text-[8.5pt] leading-none font-bold tracking-[0.08em] text-[#1b1f27] uppercase after:h-[0.5mm] after:w-[8mm] after:bg-[#c6a15b]",
      },
    },
    summary: { className: "text-[10.5pt] leading-[1.6] text-slate-700", listClassName: "marker:text-[#c6a15b]" },
    /** Achievements sit in a warm panel: the one place the page raises its voice. */
    projects: {
      list: "space-y-[3.5mm] border-l-[0.8mm] border-[#c6a15b] bg-[#f8f4ea] py-[4mm] pr-[5mm] pl-[5mm]",
      technologies: "inline",
      classNames: achievement,
    },
    experience: {
      list: "space-y-[5mm]",
      classNames: {
        root: "break-inside-avoid",
        title: "text-[11pt] leading-snug font-semibold text-[#1b1f27]",
        date: "pt-px text-[9pt] font-medium text-slate-500",
        subtitle: "mt-[0.6mm] text-[8.5pt] leading-snug font-semibold tracking-[0.08em] uppercase",
        organization: "text-[#8a6a2c]",
        location: "text-slate-500",
        description: "mt-[1.8mm] text-[10pt] leading-[1.5] text-slate-700",
        list: "space-y-[0.8mm] marker:text-[#c6a15b]",
      },
    },
    skills: {
      variant: "stacked",
      classNames: {
        root: "space-y-[2.8mm]",
        group: "break-inside-avoid",
        category: "text-[8pt] leading-snug font-semibold tracking-[0.08em] text-[#8a6a2c] uppercase",
        items: "mt-[0.6mm] text-[9.5pt] leading-[1.45] text-slate-700",
      },
    },
    education: { list: "space-y-[3mm]", datePlacement: "below", separator: ", ", classNames: sideEntry },
    certifications: { list: "space-y-[3mm]", datePlacement: "below", separator: <br />, credentialLabel: "ID: ", classNames: sideEntry },
    languages: {
      variant: "list",
      classNames: {
        root: "gap-[1.2mm]",
        name: "text-[9.5pt] font-semibold text-[#1b1f27]",
        proficiency: "text-[9pt] text-slate-500",
      },
    },
    custom: { list: "space-y-[3.5mm]", classNames: { ...achievement, subtitle: "mt-[0.4mm] text-[9.5pt] leading-snug text-slate-500" } },
  },
  Page: CvPhotoExecutivePage,
});
