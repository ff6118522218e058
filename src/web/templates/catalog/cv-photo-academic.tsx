import { defineTemplate, type PageProps } from "../define-template";
import { ContactLine } from "../primitives/contact-line";
import { CustomEntry } from "../primitives/custom-sections";
import type { EntryClassNames } from "../primitives/entries";
import { ProfilePhoto } from "../primitives/profile-photo";

/*
 * A hanging-date CV in the tradition of LaTeX academic CVs: one 31 mm margin column carries the
 * photo, every date and the skill categories; everything else reads down the wide column beside it.
 */
const GRID = "grid grid-cols-[31mm_minmax(0,1fr)] gap-x-[6mm]";
const MAIN = "pl-[37mm]";

/*
 * The entry header is flattened (display: contents) so title, subtitle and date become cells of
 * the entry's own grid: the date drops into the margin column beside the title, the rest stays in
 * reading order in the wide column.
 */
const dated: EntryClassNames = {
  root: `${GRID} items-baseline break-inside-avoid`,
  header: "contents",
  title: "col-start-2 text-[10.5pt] leading-snug font-bold text-slate-900",
  date: "col-start-1 row-start-1 text-right text-[9pt] leading-snug text-slate-600",
  subtitle: "col-start-2 text-[10pt] leading-snug italic text-slate-700",
  organization: "text-slate-800",
  meta: "text-slate-600",
  link: "text-[#7b1e2b] underline decoration-[#7b1e2b]/30 underline-offset-2",
  description: "col-start-2 mt-[1.2mm] text-[10pt] leading-[1.5] text-slate-800",
  list: "marker:text-[#7b1e2b]/70",
};

/** Custom items follow the same hanging-date grid as the built-in entries. */
const customItem: EntryClassNames = { ...dated, description: "col-start-2 mt-[1mm] text-[10pt] leading-[1.5] text-slate-800" };

/** A project as a numbered reference: the number hangs in the margin, the entry carries its own date. */
const publication: EntryClassNames = {
  root: "min-w-0",
  title: "text-[10.5pt] leading-snug font-bold text-slate-900",
  date: "pt-px text-[9pt] leading-snug text-slate-600",
  subtitle: "text-[9.5pt] leading-snug italic text-slate-600",
  meta: "text-slate-600",
  link: "text-[#7b1e2b] not-italic underline decoration-[#7b1e2b]/30 underline-offset-2",
  description: "mt-[1mm] text-[10pt] leading-[1.5] text-slate-800",
  list: "marker:text-[#7b1e2b]/70",
};

const contactLine = { icons: false, separator: "·", className: "gap-x-2", separatorClassName: "text-slate-400" } as const;

/** Serif academic CV: square photo beside the name, education first, projects as a numbered list. */
function CvPhotoAcademicPage({ info, sections, name, headline }: PageProps<"main">) {
  return (
    <div className="px-[17mm] pt-[15mm] pb-[14mm] font-serif text-[10pt] leading-[1.45] text-slate-800">
      <header className={`${GRID} items-center border-b-[3px] border-double border-slate-400 pb-[5mm]`}>
        <ProfilePhoto
          url={info.photo_url}
          name={name}
          className="size-[31mm] overflow-hidden border border-slate-300"
          placeholder={{ className: "bg-[#7b1e2b]/[0.06]", iconClassName: "size-[14mm] text-[#7b1e2b]/45", iconStrokeWidth: 1.25 }}
        />
        <div className="min-w-0">
          {name && <h1 className="text-[23pt] leading-[1.1] font-semibold tracking-[-0.005em] text-slate-900">{name}</h1>}
          {headline && <p className="mt-[1.5mm] text-[12pt] leading-snug italic text-[#7b1e2b]">{headline}</p>}
          <div className="mt-[3.5mm] space-y-[0.8mm] text-[9.5pt] leading-snug text-slate-700">
            <ContactLine info={info} include={["email", "phone", "location"]} {...contactLine} />
            <ContactLine info={info} include={["website", "linkedin"]} {...contactLine} linkClassName="text-[#7b1e2b]" />
          </div>
        </div>
      </header>
      {sections.main}
    </div>
  );
}

export const cvPhotoAcademicTemplate = defineTemplate({
  id: "cv-photo-academic",
  name: "Academic CV with Photo",
  description: "Scholarly CV with photo, serif headings and room for research and publications.",
  tagline: "For researchers & lecturers",
  columns: { main: ["summary", "education", "experience", "projects", "skills", "certifications", "languages", "custom"] },
  titles: { summary: "Profile", projects: "Research & Projects" },
  theme: {
    frame: {
      className: "mt-[6.5mm]",
      // The burgundy rule sits in the margin column, so every title starts where the text does.
      titleClassName: `${GRID} mb-[3mm] items-center font-serif text-[12.5pt] leading-tight font-semibold tracking-[0.01em] text-[#7b1e2b]`,
      icon: <span aria-hidden="true" className="h-[1.6mm] bg-[#7b1e2b]/85" />,
    },
    summary: {
      className: `${MAIN} text-justify text-[10pt] leading-[1.55] hyphens-auto text-slate-800`,
      listClassName: "marker:text-[#7b1e2b]/70",
    },
    education: { list: "space-y-[2.6mm]", datePlacement: "below", separator: ", ", classNames: dated },
    experience: { list: "space-y-[3.6mm]", datePlacement: "below", separator: ", ", classNames: dated },
    projects: {
      list: "space-y-[3mm]",
      numbered: { row: `${GRID} items-baseline`, label: "text-right text-[9.5pt] text-slate-500 tabular-nums" },
      technologies: "inline",
      classNames: publication,
    },
    skills: {
      variant: "columns",
      classNames: {
        root: "grid-cols-[31mm_minmax(0,1fr)] gap-x-[6mm] gap-y-[1.2mm] text-[10pt] leading-snug",
        group: "break-inside-avoid",
        category: "text-right text-[9.5pt] italic text-slate-600",
        items: "text-slate-800",
      },
    },
    certifications: { list: "space-y-[2.2mm]", datePlacement: "below", separator: ", ", classNames: dated },
    languages: {
      separator: <span className="px-[1.5mm] text-slate-400">·</span>,
      classNames: { root: `${MAIN} text-[10pt]`, name: "font-semibold text-slate-900", proficiency: "italic text-slate-600" },
    },
    custom: {
      render: (section) => (
        <div className="space-y-[3.2mm]">
          {section.items.map((item) => (
            <CustomEntry key={item.id} section={section} item={item} classNames={customItem} />
          ))}
        </div>
      ),
    },
  },
  Page: CvPhotoAcademicPage,
});
