import { defineTemplate, type PageProps } from "../define-template";
import type { EntryClassNames } from "../primitives/entries";
import { ProfilePhoto } from "../primitives/profile-photo";

// The single accent: section labels, the headline and bullet markers. Everything else is greyscale.
const ACCENT = "text-[#c0532d]";

const entry: EntryClassNames = {
  root: "break-inside-avoid",
  title: "text-[10.5pt] leading-snug font-medium text-slate-900",
  date: "pt-px text-[8.5pt] leading-snug text-slate-400",
  subtitle: "mt-px text-[9.5pt] leading-snug text-slate-500",
  organization: "text-slate-600",
  meta: "text-slate-400",
  link: "text-slate-600 underline decoration-slate-300 underline-offset-2",
  description: "mt-[1.6mm] text-[9.5pt] leading-[1.6] text-slate-600",
  list: "marker:text-[#c0532d]",
};

/** Quiet two-column CV: name and a small round photo on top, then label/content rows with generous air. */
function CvPhotoMinimalistPage({ info, sections, name, headline }: PageProps<"main">) {
  return (
    <div className="px-[20mm] pt-[20mm] pb-[16mm] text-[9.5pt] leading-[1.5] text-slate-600">
      <header className="flex items-center justify-between gap-x-[8mm]">
        <div className="min-w-0">
          {name && <h1 className="text-[25pt] leading-[1.1] font-light tracking-[-0.02em] text-slate-900">{name}</h1>}
          {headline && <p className={`mt-[1.6mm] text-[11pt] leading-snug ${ACCENT}`}>{headline}</p>}
        </div>
        <ProfilePhoto
          url={info.photo_url}
          name={name}
          className="size-[21mm] shrink-0 overflow-hidden rounded-full"
          placeholder={{ className: "bg-slate-100", iconClassName: "size-[9mm] text-slate-400", iconStrokeWidth: 1.25 }}
        />
      </header>
      <div className="mt-[11mm] space-y-[8mm]">{sections.main}</div>
    </div>
  );
}

export const cvPhotoMinimalistTemplate = defineTemplate({
  id: "cv-photo-minimalist",
  name: "Minimalist CV with Photo",
  description: "Clean CV with a small portrait, light typography and plenty of white space.",
  tagline: "Simple, clean, personal",
  columns: {
    main: ["contact", "summary", "experience", "education", "skills", "projects", "certifications", "languages", "custom"],
  },
  titles: { summary: "Profile" },
  // Row by row in two columns: how to reach me on the left, where to read more on the right.
  contacts: ["email", "website", "phone", "linkedin", "location"],
  theme: {
    /** Every section is one row of a two-column grid: a quiet label on the left, content on the right. */
    frame: {
      className: "grid grid-cols-[30mm_minmax(0,1fr)] gap-x-[8mm]",
      titleClassName: `pt-[0.9mm] text-[7.5pt] leading-snug font-semibold tracking-[0.08em] uppercase ${ACCENT}`,
    },
    contact: {
      icons: false,
      className: "grid grid-cols-2 items-start gap-x-[8mm] gap-y-[1mm] text-[9.5pt] leading-snug text-slate-700",
      linkClassName: "text-slate-700",
    },
    summary: { className: "text-[10pt] leading-[1.65] text-slate-700", listClassName: "marker:text-[#c0532d]" },
    experience: { list: "space-y-[5mm]", separator: ", ", classNames: entry },
    education: { list: "space-y-[3.5mm]", separator: ", ", classNames: entry },
    skills: {
      variant: "stacked",
      classNames: {
        root: "grid grid-cols-3 gap-x-[6mm] gap-y-[3mm] space-y-0",
        group: "break-inside-avoid",
        category: "text-[8.5pt] leading-snug text-slate-400",
        items: "mt-[0.6mm] text-[9.5pt] leading-[1.5] text-slate-800",
      },
    },
    projects: { list: "space-y-[4.5mm]", technologies: "inline", classNames: entry },
    certifications: { list: "space-y-[3mm]", separator: ", ", classNames: entry },
    languages: {
      variant: "grid",
      classNames: {
        root: "grid-cols-3 gap-x-[6mm] gap-y-[2.5mm]",
        name: "text-[9.5pt] leading-snug text-slate-800",
        proficiency: "text-[8.5pt] leading-snug text-slate-400",
      },
    },
    custom: {
      list: "space-y-[4mm]",
      classNames: entry,
    },
  },
  Page: CvPhotoMinimalistPage,
});
