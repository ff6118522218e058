import { defineTemplate, type PageProps } from "../define-template";
import { ContactLine, getContactItems } from "../primitives/contact-line";
import type { EntryClassNames } from "../primitives/entries";

/** Seed 000: the corporate headline falls back to this when no experience has a position. */
export const CORPORATE_HEADLINE_FALLBACK = "Professional";

const entry: EntryClassNames = {
  root: "break-inside-avoid",
  title: "text-[10.5pt] leading-snug font-bold text-slate-900",
  date: "pt-px text-[9pt] leading-snug font-semibold text-slate-500",
  subtitle: "mt-0.5 text-[9.75pt] leading-snug text-slate-500",
  organization: "font-semibold text-[#1b3358]",
  meta: "text-slate-500",
  link: "font-medium text-[#1b3358] underline decoration-slate-300 underline-offset-2",
  description: "mt-1.5 text-[9.75pt] leading-[1.5] text-slate-700",
  list: "list-[square] marker:text-[#1b3358]",
};

/** Navy-and-grey business layout: name and headline over a grey contact band, then sections as labelled ledger rows. */
function CorporatePage({ info, sections, name, headline, contacts }: PageProps<"main">) {
  const hasContactRow = getContactItems(info, contacts).length > 0;
  return (
    <div className="text-[10pt] leading-[1.5] text-slate-700">
      <header className="border-t-[2.5mm] border-[#1b3358]">
        <div className="min-w-0 px-[16mm] pt-[10mm] pb-[6mm]">
          {name && <h1 className="mb-1.5 text-[24pt] leading-[1.1] font-bold tracking-[-0.01em] wrap-anywhere text-[#1b3358]">{name}</h1>}
          <p className="text-[10pt] leading-snug font-semibold tracking-[0.08em] wrap-anywhere text-slate-500 uppercase">{headline}</p>
        </div>
        {hasContactRow && (
          <div className="border-y border-slate-200 bg-slate-100 px-[16mm] py-[2.6mm]">
            <ContactLine
              info={info}
              include={contacts}
              className="gap-x-[7mm] gap-y-1 text-[9pt] leading-snug font-medium text-slate-700"
              iconClassName="text-[#1b3358]"
            />
          </div>
        )}
      </header>
      <div className="space-y-[4.5mm] px-[16mm] pt-[7mm] pb-[14mm]">{sections.main}</div>
    </div>
  );
}

export const corporateTemplate = defineTemplate({
  id: "corporate",
  name: "Corporate",
  description: "Structured, conservative layout with a headline under your name and tidy business styling.",
  tagline: "Suited to finance, consulting & law",
  columns: { main: ["summary", "experience", "education", "skills", "projects", "certifications", "languages", "custom"] },
  titles: { summary: "Professional Summary", skills: "Core Competencies" },
  contacts: ["email", "phone", "location", "linkedin"],
  headline: { firstPositionOr: CORPORATE_HEADLINE_FALLBACK },
  theme: {
    /**
     * A ledger row: the title in a fixed label column, the content beside it, a hairline between rows.
     * The first row drops its rule so the contact band above is the only divider there.
     */
    frame: {
      className: "grid grid-cols-[34mm_minmax(0,1fr)] gap-x-[6mm] border-t border-slate-200 pt-[4.5mm] first:border-t-0 first:pt-0",
      titleClassName: "min-w-0 pt-[1.5pt] text-[8.5pt] leading-[1.35] font-bold tracking-[0.08em] text-[#1b3358] uppercase",
    },
    summary: { className: "text-[10pt] leading-[1.55] text-slate-700", listClassName: "list-[square] marker:text-[#1b3358]" },
    experience: { list: "space-y-[4mm]", classNames: entry },
    education: { list: "space-y-2.5", classNames: entry },
    skills: {
      variant: "stacked",
      classNames: {
        root: "grid grid-cols-2 gap-x-[7mm] gap-y-2.5 space-y-0",
        group: "break-inside-avoid",
        category: "text-[9.5pt] leading-snug font-bold text-slate-900",
        items: "mt-0.5 text-[9.5pt] leading-snug text-slate-600",
      },
    },
    projects: { list: "space-y-[3.5mm]", technologies: "inline", classNames: entry },
    certifications: { list: "space-y-2.5", classNames: entry },
    languages: {
      variant: "grid",
      classNames: {
        root: "grid-cols-3 gap-x-[7mm] gap-y-2",
        item: "break-inside-avoid",
        name: "text-[9.75pt] leading-snug font-bold text-slate-900",
        proficiency: "text-[9pt] leading-snug text-slate-500",
      },
    },
    custom: {
      classNames: {
        ...entry,
        description: "mt-1 text-[9.75pt] leading-[1.5] text-slate-700",
      },
    },
  },
  Page: CorporatePage,
});
