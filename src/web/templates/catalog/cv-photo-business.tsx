import type { ReactNode } from "react";
import type { CustomSection } from "../../../shared/resume";
import { cn } from "../../lib/cn";
import { defineTemplate, type TemplateProps } from "../define-template";
import { displayUrl, getContactItems, toHttpsUrl, type ContactKind } from "../primitives/contact-line";
import { getCustomItemParts } from "../primitives/custom-sections";
import { formatDateRange, formatDateValue } from "../primitives/date-range";
import {
  EntryHeader,
  formatDegree,
  formatGpa,
  LanguageList,
  SkillGroups,
  type EntryClassNames,
} from "../primitives/entries";
import { headlineOf, isPresent, presentItems, visibleContent } from "../primitives/has-content";
import { ProfilePhoto } from "../primitives/profile-photo";
import { RichText } from "../primitives/rich-text";
import { Section } from "../primitives/section";

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

function BusinessSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Section
      title={title}
      // The title sits right-aligned in the label column; its rule fills the content column.
      titleClassName={cn(
        GRID,
        "mb-3 items-center text-right text-[9pt] leading-tight font-bold tracking-[0.07em] text-[#1c3557] uppercase after:h-[2px] after:bg-[#1c3557]",
      )}
      bodyClassName="space-y-3"
    >
      {children}
    </Section>
  );
}

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

/** A subtitle of non-empty parts joined by a middle dot; the first part may be styled as the organisation. */
function Parts({ parts, first }: { parts: ReactNode[]; first?: string }) {
  const shown = parts.filter((part) => part !== "" && part !== undefined && part !== null);
  if (shown.length === 0) return null;
  return (
    <p className={header.subtitle}>
      {shown.map((part, index) => (
        <span key={index}>
          {index > 0 && <span aria-hidden="true">{" · "}</span>}
          <span className={index === 0 ? first : undefined}>{part}</span>
        </span>
      ))}
    </p>
  );
}

function CustomSectionRows({ section }: { section: CustomSection }) {
  return (
    <BusinessSection title={isPresent(section.title) ? section.title.trim() : "Additional Information"}>
      {section.items.map((item) => {
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
      })}
    </BusinessSection>
  );
}

/** Photo CV: strict two-track grid, navy rules, labelled contacts and a square photo top-right. */
export function CvPhotoBusinessPage({ resume }: TemplateProps) {
  // Prints email, phone, location, website and LinkedIn as a labelled list, European-CV style.
  const info = resume.personal_info;
  const name = isPresent(info.fullName) ? info.fullName.trim() : "";
  const headline = headlineOf(resume);
  const contacts = getContactItems(info);
  const { experience, education, skills, projects, certifications, languages, customSections } = visibleContent(resume);

  return (
    <div className="text-[10pt] leading-[1.45] text-slate-700">
      <div aria-hidden="true" className="h-[3mm] bg-[#1c3557]" />

      <div className="px-[16mm] pt-[11mm] pb-[14mm]">
        <header className="flex min-w-0 items-start gap-[8mm] border-b border-slate-300 pb-[6mm]">
          <div className="min-w-0 flex-1">
            {name && (
              <h1 className="text-[24pt] leading-[1.1] font-bold tracking-[-0.01em] wrap-anywhere text-[#1c3557]">{name}</h1>
            )}
            {headline && (
              <p className="mt-1 text-[10.5pt] leading-snug font-semibold tracking-[0.08em] wrap-anywhere text-slate-500 uppercase">
                {headline}
              </p>
            )}
            {contacts.length > 0 && (
              <dl className="mt-[5mm] space-y-1 text-[9.5pt] leading-snug">
                {contacts.map((item) => (
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

        <div className="mt-[7mm] space-y-[6mm]">
          <BusinessSection title="Profile">
            {isPresent(info.summary) && (
              <Row>
                <RichText
                  text={info.summary}
                  className="text-[10pt] leading-[1.55] text-slate-700"
                  listClassName="list-[square] marker:text-[#1c3557]/70"
                />
              </Row>
            )}
          </BusinessSection>

          <BusinessSection title="Work Experience">
            {experience.map((e) => {
              const hasPosition = isPresent(e.position);
              return (
                <Row
                  key={e.id}
                  label={<Aside date={formatDateRange(e.startDate, e.endDate, e.current)} place={e.location.trim()} />}
                >
                  <EntryHeader
                    title={hasPosition ? e.position.trim() : e.company.trim()}
                    subtitle={hasPosition && <Parts parts={[e.company.trim()]} first={header.organization} />}
                    classNames={header}
                  />
                  <Description text={e.description} />
                </Row>
              );
            })}
          </BusinessSection>

          <BusinessSection title="Education">
            {education.map((e) => {
              const degree = formatDegree(e.degree, e.field);
              const institution = e.institution.trim();
              return (
                <Row key={e.id} label={<Aside date={formatDateRange(e.startDate, e.endDate)} place={e.location.trim()} />}>
                  <EntryHeader
                    title={degree || institution}
                    subtitle={<Parts parts={[degree ? institution : "", formatGpa(e.gpa)]} first={header.organization} />}
                    classNames={header}
                  />
                </Row>
              );
            })}
          </BusinessSection>

          <BusinessSection title="Core Competencies">
            {skills.length > 0 && (
              <SkillGroups
                groups={skills}
                variant="columns"
                itemSeparator=" | "
                classNames={{
                  root: "grid-cols-[42mm_minmax(0,1fr)] items-baseline gap-x-[6mm] gap-y-2 text-[9.75pt] leading-snug",
                  group: "break-inside-avoid",
                  category: "text-right font-semibold text-[#1c3557]",
                  items: "text-slate-800",
                }}
              />
            )}
          </BusinessSection>

          <BusinessSection title="Projects">
            {projects.map((p) => {
              const link = isPresent(p.link) ? p.link.trim() : "";
              const tech = presentItems(p.technologies).join(", ");
              return (
                <Row key={p.id} label={<Aside date={formatDateRange(p.startDate, p.endDate)} />}>
                  <EntryHeader
                    title={p.name.trim()}
                    subtitle={
                      <Parts
                        parts={[
                          link && (
                            <a href={toHttpsUrl(link)} className={header.link}>
                              {displayUrl(link)}
                            </a>
                          ),
                          tech && <span className="text-slate-500">{tech}</span>,
                        ]}
                      />
                    }
                    classNames={header}
                  />
                  <Description text={p.description} />
                </Row>
              );
            })}
          </BusinessSection>

          <BusinessSection title="Certifications">
            {certifications.map((c) => {
              const hasName = isPresent(c.name);
              return (
                <Row key={c.id} label={<Aside date={formatDateValue(c.date)} />}>
                  <EntryHeader
                    title={hasName ? c.name.trim() : c.issuer.trim()}
                    subtitle={
                      <Parts
                        parts={[
                          hasName ? c.issuer.trim() : "",
                          isPresent(c.credentialId) ? `Credential ID ${c.credentialId.trim()}` : "",
                        ]}
                        first={hasName && isPresent(c.issuer) ? header.organization : undefined}
                      />
                    }
                    classNames={header}
                  />
                </Row>
              );
            })}
          </BusinessSection>

          <BusinessSection title="Languages">
            {languages.length > 0 && (
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
            )}
          </BusinessSection>

          {customSections.map((section) => (
            <CustomSectionRows key={section.id} section={section} />
          ))}
        </div>
      </div>
    </div>
  );
}

export const cvPhotoBusinessTemplate = defineTemplate({
  id: "cv-photo-business",
  name: "Business CV with Photo",
  description: "Crisp business CV with photo, headline and a clear, structured layout.",
  tagline: "Ready for the boardroom",
  category: "cv",
  Page: CvPhotoBusinessPage,
});
