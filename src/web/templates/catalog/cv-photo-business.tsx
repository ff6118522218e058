import { defineTemplate, type PageProps } from "../define-template";
import { LabelledContacts } from "../primitives/contact-line";
import { certificationFacts, educationFacts, experienceFacts, LanguageList, projectFacts } from "../primitives/entries";
import { CustomItemRow, entryRows, LabelledRow, type EntryRowClassNames, type RowsLook } from "../primitives/labelled-rows";
import { FramedPhoto } from "../primitives/profile-photo";
import { RichText } from "../primitives/rich-text";

// One grid for the whole page: a 42 mm label column (section titles, dates, categories) and the
// content column. Every row below uses the same two tracks, so all text lines up on two edges.
const GRID = "grid grid-cols-[42mm_minmax(0,1fr)] gap-x-[6mm]";

/** One row of the grid: a label or date on the left, the entry itself on the right. */
const rows: RowsLook = { row: `${GRID} min-w-0 items-baseline`, label: "min-w-0 text-right" };

/** The label column's date in navy and, under it, a place in grey; beside them the entry. */
const entry: EntryRowClassNames = {
  date: "text-[9pt] leading-snug font-semibold wrap-anywhere text-[#1c3557] tabular-nums",
  place: "mt-0.5 text-[8.5pt] leading-snug wrap-anywhere text-slate-500",
  title: "text-[10.5pt] leading-snug font-bold text-slate-900",
  subtitle: "mt-px text-[9.5pt] leading-snug text-slate-600",
  organization: "font-semibold text-[#1c3557]",
  link: "font-medium text-[#1c3557] underline decoration-[#1c3557]/30 underline-offset-2",
  description: "mt-1.5 text-[9.75pt] leading-[1.5] text-slate-700",
  list: "list-[square] marker:text-[#1c3557]/70",
};

/** Photo CV: strict two-track grid, navy rules, labelled contacts and a square photo top-right. */
function CvPhotoBusinessPage({ info, sections, name, headline, contacts }: PageProps<"main">) {
  return (
    <div className="text-[10pt] leading-[1.45] text-slate-700">
      <div aria-hidden="true" className="h-[3mm] bg-[#1c3557]" />
      <div className="px-[16mm] pt-[11mm] pb-[14mm]">
        <header className="flex min-w-0 items-start gap-[8mm] border-b border-slate-300 pb-[6mm]">
          <div className="min-w-0 flex-1">
            {name && <h1 className="text-[24pt] leading-[1.1] font-bold tracking-[-0.01em] wrap-anywhere text-[#1c3557]">{name}</h1>}
            {headline && (
              <p className="mt-1 text-[10.5pt] leading-snug font-semibold tracking-[0.08em] wrap-anywhere text-slate-500 uppercase">
                {headline}
              </p>
            )}
            {/* Every contact as a labelled list, European-CV style. */}
            <LabelledContacts
              info={info}
              include={contacts}
              className="mt-[5mm] space-y-1 text-[9.5pt] leading-snug"
              rowClassName={`${GRID} items-baseline`}
              labelClassName="text-right text-[8.5pt] font-semibold tracking-[0.06em] text-slate-500 uppercase"
              valueClassName="text-slate-800"
            />
          </div>
          {/* A hairline navy frame with a 1 mm mat between it and the photo. */}
          <FramedPhoto
            url={info.photo_url}
            name={name}
            frame="size-[36mm] shrink-0 border border-[#1c3557]/25 p-[1mm]"
            placeholder={{ className: "bg-[#1c3557]/8", iconClassName: "size-[17mm] text-[#1c3557]/45", iconStrokeWidth: 1.3 }}
          />
        </header>
        <div className="mt-[7mm] space-y-[6mm]">{sections.main}</div>
      </div>
    </div>
  );
}

export const cvPhotoBusinessTemplate = defineTemplate({
  id: "cv-photo-business",
  name: "Business CV with Photo",
  description: "Crisp business CV with photo, headline and a clear, structured layout.",
  tagline: "Ready for the boardroom",
  columns: { main: ["summary", "experience", "education", "skills", "projects", "certifications", "languages", "custom"] },
  titles: { summary: "Profile", experience: "Work Experience", skills: "Core Competencies" },
  theme: {
    frame: {
      // The title sits right-aligned in the label column; its rule fills the content column.
      titleClassName: `${GRID} mb-3 items-center text-right text-[9pt] leading-tight font-bold tracking-[0.07em] text-[#1c3557] uppercase after:h-[2px] after:bg-[#1c3557]`,
      bodyClassName: "space-y-3",
    },
    summary: {
      render: (summary) => (
        <LabelledRow look={rows}>
          <RichText text={summary} className="text-[10pt] leading-[1.55] text-slate-700" listClassName={entry.list} />
        </LabelledRow>
      ),
    },
    experience: { render: (experience, { presentLabel }) => entryRows(experience, (e) => experienceFacts(e, presentLabel), rows, entry) },
    education: { render: (education) => entryRows(education, educationFacts, rows, entry) },
    skills: {
      variant: "columns",
      itemSeparator: " | ",
      classNames: {
        root: "grid-cols-[42mm_minmax(0,1fr)] items-baseline gap-x-[6mm] gap-y-2 text-[9.75pt] leading-snug",
        group: "break-inside-avoid",
        category: "text-right font-semibold text-[#1c3557]",
        items: "text-slate-800",
      },
    },
    projects: { render: (projects) => entryRows(projects, (p) => projectFacts(p, "inline"), rows, { ...entry, meta: "text-slate-500" }) },
    certifications: { render: (certifications) => entryRows(certifications, (c) => certificationFacts(c, "Credential ID "), rows, entry) },
    languages: {
      render: (languages) => (
        // Two languages per line keep a long list short; the label track stays empty.
        <LabelledRow look={rows}>
          <LanguageList
            languages={languages}
            variant="list"
            classNames={{
              root: "grid grid-cols-2 gap-x-[6mm] gap-y-1.5 text-[9.75pt] leading-snug",
              item: "border-b border-slate-200 pb-1",
              name: "font-semibold text-slate-900",
              proficiency: "text-slate-500",
            }}
          />
        </LabelledRow>
      ),
    },
    custom: {
      render: (section) =>
        section.items.map((item) => <CustomItemRow key={item.id} section={section} item={item} look={rows} classNames={entry} />),
    },
  },
  Page: CvPhotoBusinessPage,
});
