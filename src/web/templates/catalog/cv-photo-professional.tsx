import { defineTemplate, type PageProps } from "../define-template";
import type { EntryClassNames } from "../primitives/entries";
import { ProfilePhoto } from "../primitives/profile-photo";

const entry: EntryClassNames = {
  root: "break-inside-avoid",
  title: "text-[10.5pt] leading-snug font-bold text-slate-900",
  date: "pt-px text-[9pt] font-medium text-slate-500",
  subtitle: "mt-0.5 text-[9.5pt] leading-snug text-slate-500",
  organization: "font-semibold text-teal-700",
  meta: "text-slate-500",
  link: "font-medium text-teal-700",
  description: "mt-1.5 text-[9.75pt] leading-[1.5] text-slate-700",
  list: "marker:text-teal-600",
  chips: "mt-1.5 gap-1",
  chip: "rounded-[2px] bg-slate-100 px-1.5 py-px text-[8.5pt] leading-[1.5] font-medium text-slate-700",
};

/** A pipe between company, location and details, lighter than the text it separates. */
const pipe = <span className="text-slate-300">{" | "}</span>;

/** Photo CV: a dark sidebar (photo, name, contacts, skills, languages) beside the career story. */
function CvPhotoProfessionalPage({ info, sections, name, headline }: PageProps<"side" | "main">) {
  return (
    // The grid stretches the sidebar's background down the whole sheet, however short the content.
    <div className="grid min-h-[297mm] grid-cols-[70mm_minmax(0,1fr)] text-[10pt] leading-[1.45] text-slate-700">
      <aside className="min-w-0 space-y-[7mm] bg-slate-800 px-[8mm] pt-[13mm] pb-[12mm] text-slate-200">
        <header className="text-center">
          <ProfilePhoto
            url={info.photo_url}
            name={name}
            className="mx-auto block size-[40mm] overflow-hidden rounded-full ring-[0.7mm] ring-teal-300/80 ring-offset-[1.6mm] ring-offset-slate-800"
            placeholder={{ className: "bg-slate-700", iconClassName: "size-[18mm] text-teal-200/70", iconStrokeWidth: 1.4 }}
          />
          {name && <h1 className="mt-[6mm] text-[20pt] leading-[1.1] font-bold tracking-[-0.01em] wrap-anywhere text-white">{name}</h1>}
          {headline && (
            <p className="mt-2 text-[9.5pt] leading-snug font-semibold tracking-[0.08em] wrap-anywhere text-teal-300 uppercase">
              {headline}
            </p>
          )}
        </header>
        {sections.side}
      </aside>
      <div className="min-w-0 space-y-[6.5mm] px-[11mm] pt-[13mm] pb-[12mm]">{sections.main}</div>
    </div>
  );
}

export const cvPhotoProfessionalTemplate = defineTemplate({
  id: "cv-photo-professional",
  name: "Professional CV with Photo",
  description: "Dark sidebar CV with your photo above contact details, skills and languages.",
  tagline: "Polished for corporate applications",
  columns: {
    side: ["contact", "skills", "languages"],
    main: ["summary", "experience", "education", "projects", "certifications", "custom"],
  },
  titles: { summary: "Profile", experience: "Work Experience" },
  contacts: ["email", "phone", "location", "linkedin", "website"],
  theme: {
    frame: {
      // A teal segment sits on the grey hairline, the sidebar's accent carried into the main column.
      titleClassName:
        "relative mb-3 border-b border-slate-200 pb-1.5 text-[10.5pt] leading-none font-bold tracking-[0.08em] text-slate-800 uppercase after:absolute after:-bottom-px after:left-0 after:h-[2px] after:w-[12mm] after:bg-teal-600",
    },
    frames: {
      side: {
        titleClassName:
          "mb-2.5 border-b border-white/15 pb-1.5 text-[9pt] leading-none font-bold tracking-[0.08em] text-teal-300 uppercase",
      },
    },
    contact: {
      className: "flex-col items-start gap-y-2 text-[9pt] leading-snug text-slate-200",
      itemClassName: "items-start gap-2.5",
      iconClassName: "mt-px size-[1.15em] text-teal-300",
    },
    skills: {
      variant: "chips",
      classNames: {
        root: "space-y-3",
        category: "mb-1.5 text-[9.5pt] leading-snug font-semibold text-white",
        chips: "gap-1",
        chip: "rounded-[2px] bg-white/10 px-1.5 py-px text-[8.5pt] leading-[1.5] text-slate-100",
      },
    },
    languages: {
      variant: "list",
      classNames: {
        root: "gap-1.5 text-[9.5pt] leading-snug",
        name: "font-semibold text-white",
        proficiency: "text-[9pt] text-teal-200",
      },
    },
    summary: { className: "text-[10pt] leading-[1.55] text-slate-700", listClassName: "marker:text-teal-600" },
    experience: { list: "space-y-[4.5mm]", separator: pipe, classNames: entry },
    education: { list: "space-y-3", separator: pipe, classNames: entry },
    projects: { list: "space-y-[4mm]", separator: pipe, classNames: entry },
    certifications: { list: "space-y-2.5", separator: pipe, classNames: entry },
    custom: {
      separator: " | ",
      classNames: {
        ...entry,
        subtitle: "mt-0.5 text-[9.5pt] text-slate-500",
        description: "mt-1 text-[9.75pt] leading-[1.5] text-slate-700",
      },
    },
  },
  Page: CvPhotoProfessionalPage,
});
