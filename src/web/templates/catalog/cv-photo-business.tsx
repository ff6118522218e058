import type { ReactNode } from "react";
import type { CustomSection } from "../../../shared/resume";
import { cn } from "../../lib/cn";
import { defineTemplate, type PageProps } from "../define-template";
import { getContactItems, type ContactKind } from "../primitives/contact-line";
import { getCustomItemParts } from "../primitives/custom-sections";
import {
  certificationFacts,
  educationFacts,
  EntryHeader,
  experienceFacts,
  LanguageList,
  projectFacts,
  type EntryClassNames,
  type EntryFacts,
  type SubtitlePart,
} from "../primitives/entries";
import { isPresent } from "../primitives/has-content";
import { ProfilePhoto } from "../primitives/profile-photo";
import { RichText } from "../primitives/rich-text";

// One grid for the whole page: a 42 mm label column (section titles, dates, categories) and the
// content column. Every row below uses the same two tracks, so all text lines up on two edges.
const GRID = "grid grid-cols-[42mm_minmax(0,1fr)] gap-x-[6mm]";

const CONTACT_LABELS: Record<ContactKind, string> = {
  email: "E-mail",
  phone: "Phone",
  location: "Location",
  website: "Website",
  linkedin: "LinkedIn",
};

/** One row of the grid: a label or date on the left, the entry itself on the right. */
function Row({ label, children, className }: { label?: ReactNode; children: ReactNode; className?: string }) {
  return (
    <div className={cn(GRID, "min-w-0 items-baseline break-inside-avoid", className)}>
      <div className="min-w-0 text-right">{label}</div>
      <div className="min-w-0">{children}</div>
    </div>
  );
}

/** The label column's content: a date in navy and, under it, a place in grey. */
function Aside({ date, place }: { date?: string; place?: string }) {
  return (
    <>
      {date && <p className="text-[9pt] leading-snug font-semibold wrap-anywhere text-[#1c3557] tabular-nums">{date}</p>}
      {place && <p className="mt-0.5 text-[8.5pt] leading-snug wrap-anywhere text-slate-500">{place}</p>}
    </>
  );
}

const header: EntryClassNames = {
  title: "text-[10.5pt] leading-snug font-bold text-slate-900",
  subtitle: "mt-px text-[9.5pt] leading-snug text-slate-600",
  organization: "font-semibold text-[#1c3557]",
  meta: "text-slate-500",
  link: "font-medium text-[#1c3557] underline decoration-[#1c3557]/30 underline-offset-2",
};

function Description({ text }: { text: string }) {
  return (
    <RichText
      text={text}
      className="mt-1.5 text-[9.75pt] leading-[1.5] text-slate-700"
      listClassName="list-[square] marker:text-[#1c3557]/70"
    />
  );
}

/** The subtitle parts joined by a middle dot; the place is left out, the label column prints it. */
function Parts({ parts, metaClassName }: { parts: SubtitlePart[]; metaClassName?: string }) {
  const shown = parts.filter((part) => part.role !== "location");
  if (shown.length === 0) return null;
  return (
    <p className={header.subtitle}>
      {shown.map((part, index) => (
        <span key={part.role}>
          {index > 0 && <span aria-hidden="true">{" · "}</span>}
          <span className={part.role === "organization" ? header.organization : undefined}>
            {part.role === "link" ? (
              <a href={part.href} className={header.link}>
                {part.text}
              </a>
            ) : part.role === "meta" && metaClassName ? (
              <span className={metaClassName}>{part.text}</span>
            ) : (
              part.text
            )}
          </span>
        </span>
      ))}
    </p>
  );
}

/** An entry as a row: its date (and place) in the label column, title and subtitle beside them. */
function EntryRow({
  facts,
  place,
  description,
  metaClassName,
}: {
  facts: EntryFacts;
  place?: string;
  description?: string;
  metaClassName?: string;
}) {
  return (
    <Row label={<Aside date={facts.date} place={place} />}>
      <EntryHeader title={facts.title} subtitle={<Parts parts={facts.parts} metaClassName={metaClassName} />} classNames={header} />
      {description !== undefined && <Description text={description} />}
    </Row>
  );
}

function CustomRows(section: CustomSection) {
  return section.items.map((item) => {
    const { texts, textareas, dates } = getCustomItemParts(section, item);
    const [first, ...rest] = texts;
    return (
      <Row key={item.id} label={<Aside date={dates.map((d) => d.value).join(" · ")} />}>
        {first && <p className={header.title}>{first.value}</p>}
        {rest.length > 0 && <p className={header.subtitle}>{rest.map((t) => t.value).join(" · ")}</p>}
        {textareas.map((t) => (
          <Description key={t.field.id} text={t.value} />
        ))}
      </Row>
    );
  });
}

/** Photo CV: strict two-track grid, navy rules, labelled contacts and a square photo top-right. */
function CvPhotoBusinessPage({ resume, sections, headline, contacts }: PageProps<"main">) {
  // Every contact as a labelled list, European-CV style.
  const info = resume.personal_info;
  const name = isPresent(info.fullName) ? info.fullName.trim() : "";
  const items = getContactItems(info, contacts);
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
            {items.length > 0 && (
              <dl className="mt-[5mm] space-y-1 text-[9.5pt] leading-snug">
                {items.map((item) => (
                  <div key={item.kind} className={cn(GRID, "items-baseline")}>
                    <dt className="text-right text-[8.5pt] font-semibold tracking-[0.06em] text-slate-500 uppercase">
                      {CONTACT_LABELS[item.kind]}
                    </dt>
                    <dd className="min-w-0 wrap-anywhere text-slate-800">
                      {item.href ? <a href={item.href}>{item.label}</a> : item.label}
                    </dd>
                  </div>
                ))}
              </dl>
            )}
          </div>
          {/* A hairline navy frame with a 1 mm mat between it and the photo. */}
          <div className="size-[36mm] shrink-0 border border-[#1c3557]/25 p-[1mm]">
            <ProfilePhoto
              url={info.photo_url}
              name={name || "Profile photo"}
              className="block size-full"
              placeholderClassName="bg-[#1c3557]/8"
              iconClassName="size-[17mm] text-[#1c3557]/45"
              iconStrokeWidth={1.3}
            />
          </div>
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
      titleClassName: cn(
        GRID,
        "mb-3 items-center text-right text-[9pt] leading-tight font-bold tracking-[0.07em] text-[#1c3557] uppercase after:h-[2px] after:bg-[#1c3557]",
      ),
      bodyClassName: "space-y-3",
    },
    summary: {
      render: (summary) => (
        <Row>
          <RichText
            text={summary}
            className="text-[10pt] leading-[1.55] text-slate-700"
            listClassName="list-[square] marker:text-[#1c3557]/70"
          />
        </Row>
      ),
    },
    experience: {
      render: (experience, { presentLabel }) =>
        experience.map((e) => (
          <EntryRow key={e.id} facts={experienceFacts(e, presentLabel)} place={e.location.trim()} description={e.description} />
        )),
    },
    education: {
      render: (education) => education.map((e) => <EntryRow key={e.id} facts={educationFacts(e)} place={e.location.trim()} />),
    },
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
    projects: {
      render: (projects) =>
        projects.map((p) => (
          <EntryRow key={p.id} facts={projectFacts(p, "inline")} description={p.description} metaClassName="text-slate-500" />
        )),
    },
    certifications: {
      render: (certifications) => certifications.map((c) => <EntryRow key={c.id} facts={certificationFacts(c, "Credential ID ")} />),
    },
    languages: {
      render: (languages) => (
        // Two languages per line keep a long list short; the label track stays empty.
        <Row>
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
        </Row>
      ),
    },
    custom: { render: CustomRows },
  },
  Page: CvPhotoBusinessPage,
});
