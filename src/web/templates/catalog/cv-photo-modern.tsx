import { defineTemplate, type PageProps } from "../define-template";
import { ContactLine } from "../primitives/contact-line";
import type { EntryClassNames } from "../primitives/entries";
import { ProfilePhoto } from "../primitives/profile-photo";

const entry: EntryClassNames = {
  root: "break-inside-avoid",
  title: "text-[10.5pt] leading-snug font-semibold text-slate-900",
  date: "pt-px text-[9pt] font-semibold text-sky-700",
  subtitle: "mt-0.5 text-[9.5pt] leading-snug text-slate-500",
  organization: "font-semibold text-slate-700",
  meta: "text-slate-500",
  link: "font-medium text-sky-700",
  description: "mt-1.5 text-[10pt] leading-[1.5] text-slate-700",
  list: "marker:text-sky-600",
  chips: "mt-1.5 gap-1",
  chip: "rounded-full border border-sky-200 px-2 py-px text-[8.5pt] leading-[1.45] font-medium text-sky-800",
};

/** Photo CV: the portrait sits in a blue header band and overhangs it; one clean column below. */
function CvPhotoModernPage({ info, sections, name, headline, contacts }: PageProps<"main">) {
  return (
    <div className="text-[10pt] leading-[1.45] text-slate-700">
      <header>
        <div className="bg-linear-to-r from-blue-900 via-blue-800 to-sky-700 px-[15mm] pt-[11mm]">
          <div className="flex min-w-0 items-end gap-[7mm]">
            {/* The negative margin lets the portrait hang below the band onto the white page. */}
            <ProfilePhoto
              url={info.photo_url}
              name={name}
              className="relative z-10 -mb-[11mm] size-[34mm] shrink-0 overflow-hidden rounded-full ring-[1.1mm] ring-white"
              placeholder={{ className: "bg-sky-100", iconClassName: "size-[16mm] text-sky-700/70", iconStrokeWidth: 1.5 }}
            />
            <div className="min-w-0 flex-1 pb-[6.5mm]">
              {name && <h1 className="text-[25pt] leading-[1.08] font-bold tracking-[-0.02em] wrap-anywhere text-white">{name}</h1>}
              {headline && <p className="mt-1.5 text-[12pt] leading-snug font-medium wrap-anywhere text-sky-100">{headline}</p>}
            </div>
          </div>
        </div>
        <div className="min-h-[14mm] pt-[3mm] pr-[15mm] pl-[56mm]">
          <ContactLine
            info={info}
            include={contacts}
            className="gap-x-4 gap-y-1 text-[9pt] leading-snug text-slate-600"
            iconClassName="text-sky-700"
          />
        </div>
      </header>
      <div className="space-y-[6mm] px-[15mm] pt-[5mm] pb-[13mm]">{sections.main}</div>
    </div>
  );
}

export const cvPhotoModernTemplate = defineTemplate({
  id: "cv-photo-modern",
  name: "Modern CV with Photo",
  description: "Contemporary CV with a round profile photo set into a blue header band.",
  tagline: "A friendly face for modern employers",
  columns: { main: ["summary", "experience", "education", "skills", "projects", "certifications", "languages", "custom"] },
  titles: { summary: "Profile" },
  theme: {
    frame: {
      // A short sky tab over the heading marks each section without ruling the page into boxes.
      titleClassName:
        "mb-2.5 flex items-center gap-2 text-[12pt] leading-none font-bold tracking-[-0.005em] text-slate-900 before:size-[2.2mm] before:shrink-0 before:rounded-[0.6mm] before:bg-sky-600",
    },
    summary: { className: "text-[10pt] leading-[1.55] text-slate-700", listClassName: "marker:text-sky-600" },
    experience: { list: "space-y-[4.5mm]", classNames: entry },
    education: { list: "space-y-3", classNames: entry },
    skills: {
      variant: "chips",
      classNames: {
        root: "space-y-2",
        group: "grid grid-cols-[36mm_minmax(0,1fr)] items-baseline gap-x-[5mm]",
        category: "text-[9.5pt] leading-snug font-semibold text-slate-900",
        chips: "col-start-2 gap-1",
        chip: "rounded-full bg-sky-50 px-2 py-px text-[9pt] leading-[1.45] font-medium text-sky-900 ring-1 ring-sky-100",
      },
    },
    projects: { list: "space-y-[4mm]", classNames: entry },
    certifications: { list: "space-y-2.5", classNames: entry },
    languages: {
      variant: "grid",
      classNames: {
        root: "grid-cols-4 gap-x-6 gap-y-2.5",
        item: "border-l-2 border-sky-600 pl-2.5",
        name: "text-[10pt] leading-snug font-semibold text-slate-900",
        proficiency: "text-[9pt] leading-snug text-slate-500",
      },
    },
    custom: {
      classNames: {
        ...entry,
        subtitle: "mt-0.5 text-[9.5pt] text-slate-500",
        description: "mt-1 text-[10pt] leading-[1.5] text-slate-700",
      },
    },
  },
  Page: CvPhotoModernPage,
});
