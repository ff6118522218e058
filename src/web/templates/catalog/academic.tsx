import { GraduationCap } from "lucide-react";
import type { ReactNode } from "react";
import { defineTemplate, type PageProps } from "../define-template";
import { ContactLine } from "../primitives/contact-line";
import { getCustomItemParts } from "../primitives/custom-sections";
import { formatDateRange, formatDateValue } from "../primitives/date-range";
import { CertificationEntry, EducationEntry, ExperienceEntry, ProjectEntry, type EntryClassNames } from "../primitives/entries";
import { hasContacts, isPresent } from "../primitives/has-content";
import { RichText } from "../primitives/rich-text";

/** The left column every dated row shares: dates, skill areas and language names hang in it. */
const HANG = "grid min-w-0 grid-cols-[29mm_minmax(0,1fr)] items-baseline gap-x-[5mm]";
const hangLabel = "min-w-0 text-[9pt] leading-snug text-stone-600 tabular-nums wrap-anywhere";

/** Rows of a CV list: each date in the hanging column, its entry beside it, kept together on one page. */
function datedRows<T extends { id: string }>(list: string, items: T[], dateOf: (item: T) => string, entryOf: (item: T) => ReactNode) {
  return (
    <div className={list}>
      {items.map((item) => (
        <div key={item.id} className={`${HANG} break-inside-avoid`}>
          <p className={hangLabel}>{dateOf(item)}</p>
          <div className="min-w-0">{entryOf(item)}</div>
        </div>
      ))}
    </div>
  );
}

/** The entry primitives print dates beside titles; here the row prints them, so they are blanked in the entry. */
const undated = { startDate: "", endDate: "" };

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
function AcademicPage({ resume, sections }: PageProps<"main">) {
  // All five contacts as plain text separated by middots.
  const info = resume.personal_info;
  return (
    <div className="px-[20mm] pt-[16mm] pb-[16mm] font-serif text-[10pt] leading-[1.5] text-stone-800">
      {(isPresent(info.fullName) || hasContacts(info)) && (
        <header className="mb-[6mm] border-b-[3px] border-double border-stone-800 pb-[4mm] text-center">
          {isPresent(info.fullName) && (
            <h1 className="text-[23pt] leading-[1.15] font-normal tracking-[0.03em] wrap-anywhere text-stone-950">
              {info.fullName.trim()}
            </h1>
          )}
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
    education: {
      render: (education) =>
        datedRows(
          "space-y-2.5",
          education,
          (e) => formatDateRange(e.startDate, e.endDate),
          (e) => <EducationEntry entry={{ ...e, ...undated }} separator=", " classNames={entry} />,
        ),
    },
    experience: {
      render: (experience, { presentLabel }) =>
        datedRows(
          "space-y-[3.5mm]",
          experience,
          (e) => formatDateRange(e.startDate, e.endDate, e.current, presentLabel),
          (e) => <ExperienceEntry entry={{ ...e, ...undated, current: false }} separator=", " classNames={entry} />,
        ),
    },
    projects: {
      render: (projects) =>
        datedRows(
          "space-y-3",
          projects,
          (p) => formatDateRange(p.startDate, p.endDate),
          (p) => (
            <ProjectEntry entry={{ ...p, ...undated }} technologies="inline" classNames={{ ...entry, meta: "italic text-stone-600" }} />
          ),
        ),
    },
    skills: {
      variant: "columns",
      classNames: {
        root: "grid-cols-[29mm_minmax(0,1fr)] gap-x-[5mm] gap-y-1",
        group: "items-baseline break-inside-avoid",
        category: `${hangLabel} text-[9.5pt] text-stone-700 italic`,
        items: "text-[10pt] leading-snug text-stone-800",
      },
    },
    certifications: {
      render: (certifications) =>
        datedRows(
          "space-y-2",
          certifications,
          (c) => formatDateValue(c.date),
          (c) => <CertificationEntry entry={{ ...c, date: "" }} separator=", " classNames={entry} />,
        ),
    },
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
      render: (section) =>
        datedRows(
          "space-y-2.5",
          section.items,
          (item) =>
            getCustomItemParts(section, item)
              .dates.map((d) => d.value)
              .join(" · "),
          (item) => {
            const { texts, textareas } = getCustomItemParts(section, item);
            const [first, ...rest] = texts;
            return (
              <>
                {first && <h3 className="text-[10.5pt] leading-snug font-bold text-stone-950">{first.value}</h3>}
                {rest.length > 0 && (
                  <p className="mt-px text-[10pt] leading-snug text-stone-700 italic">{rest.map((t) => t.value).join(", ")}</p>
                )}
                {textareas.map((t) => (
                  <RichText key={t.field.id} text={t.value} className={entry.description} listClassName={entry.list} />
                ))}
              </>
            );
          },
        ),
    },
  },
  Page: AcademicPage,
});
