import { defineTemplate, type PageProps } from "../define-template";
import type { EntryClassNames } from "../primitives/entries";
import { ProfilePhoto } from "../primitives/profile-photo";

/*
 * Editor-dark sidebar (#0d1117) with emerald accents: emerald-400 on the dark side, emerald-700 on
 * paper. Monospace marks the machine-ish parts: titles, dates, links and stack chips.
 */

const mainEntry: EntryClassNames = {
  root: "break-inside-avoid",
  title: "text-[11pt] leading-snug font-semibold text-slate-900",
  date: "pt-[0.5mm] font-mono text-[8.5pt] text-slate-500",
  subtitle: "mt-[0.4mm] text-[9.5pt] leading-snug text-slate-500",
  organization: "font-semibold text-emerald-700",
  meta: "text-slate-500",
  link: "font-mono text-[8.5pt] text-emerald-700",
  description: "mt-[1.5mm] text-[9.5pt] leading-[1.5] text-slate-700",
  list: "marker:text-emerald-500",
  chips: "mt-[1.6mm] gap-[1.2mm]",
  chip: "rounded-[1mm] border border-emerald-200 bg-emerald-50 px-[1.6mm] py-[0.2mm] font-mono text-[7.5pt] leading-[1.5] text-emerald-800",
};

const sideContacts = { itemClassName: "gap-[2mm] items-start" } as const;

/** Developer CV: dark sidebar with photo, links and tech stack; experience and project cards on white. */
function CvPhotoTechPage({ info, sections, name, headline }: PageProps<"side" | "main">) {
  return (
    // The sidebar is a grid cell, so its background runs the full height of every page of content.
    <div className="grid min-h-[297mm] grid-cols-[68mm_minmax(0,1fr)] text-[9.5pt] leading-[1.5] text-slate-700">
      <aside className="min-w-0 space-y-[7mm] bg-[#0d1117] px-[7.5mm] pt-[13mm] pb-[12mm] text-slate-300">
        <div>
          <ProfilePhoto
            url={info.photo_url}
            name={name}
            className="m-[1.6mm] size-[30mm] overflow-hidden rounded-[3mm] ring-[0.6mm] ring-emerald-400/80 ring-offset-[1mm] ring-offset-[#0d1117]"
            placeholder={{ className: "bg-emerald-400/10", iconClassName: "size-[13mm] text-emerald-300/70", iconStrokeWidth: 1.25 }}
          />
          {name && <h1 className="mt-[6mm] text-[19pt] leading-[1.12] font-bold tracking-[-0.01em] text-white">{name}</h1>}
          {headline && <p className="mt-[2mm] font-mono text-[8.5pt] leading-snug font-medium text-emerald-400">{headline}</p>}
        </div>
        {sections.side}
      </aside>
      <div className="min-w-0 space-y-[6.5mm] px-[11mm] pt-[13mm] pb-[12mm]">{sections.main}</div>
    </div>
  );
}

export const cvPhotoTechTemplate = defineTemplate({
  id: "cv-photo-tech",
  name: "Tech CV with Photo",
  description: "Dark, developer-styled CV with photo, tech stack and notable projects.",
  tagline: "For engineers who show their face",
  columns: {
    side: ["links", "contact", "skills", "certifications", "languages"],
    main: ["summary", "experience", "projects", "education", "custom"],
  },
  titles: { skills: "Tech Stack", summary: "About Me", projects: "Notable Projects" },
  // Website and LinkedIn as prominent links, then the direct ways to reach.
  contacts: ["website", "linkedin", "email", "phone", "location"],
  theme: {
    frame: {
      // A small emerald block opens the title and a hairline runs on to the margin.
      titleClassName:
        "mb-[3.5mm] flex items-center gap-[2.5mm] font-mono text-[10.5pt] leading-none font-bold tracking-[0.02em] text-slate-900 after:h-px after:min-w-[8mm] after:flex-1 after:bg-slate-200",
      icon: <span aria-hidden="true" className="size-[2.2mm] shrink-0 rounded-[0.4mm] bg-emerald-500" />,
    },
    frames: {
      side: {
        titleClassName: "mb-[2.5mm] font-mono text-[8pt] leading-none font-semibold tracking-[0.08em] text-emerald-400 uppercase",
      },
    },
    links: {
      className: "flex-col items-start gap-y-[1.6mm] font-mono text-[8pt] leading-snug",
      iconClassName: "size-[3.6mm] text-emerald-400",
      ...sideContacts,
      linkClassName: "text-emerald-300 underline decoration-emerald-400/40 underline-offset-2",
    },
    contact: {
      include: ["email", "phone", "location"],
      className: "flex-col items-start gap-y-[1.4mm] text-[8.5pt] leading-snug",
      iconClassName: "size-[3.4mm] text-slate-500",
      ...sideContacts,
      linkClassName: "text-slate-200",
    },
    skills: {
      variant: "chips",
      classNames: {
        root: "space-y-[3mm]",
        group: "break-inside-avoid",
        category: "text-[8.5pt] leading-snug font-semibold text-white",
        chips: "mt-[1.4mm] gap-[1.2mm]",
        chip: "rounded-[1mm] border border-white/10 bg-white/[0.06] px-[1.5mm] py-[0.2mm] font-mono text-[7.5pt] leading-[1.5] text-slate-200",
      },
    },
    certifications: {
      list: "space-y-[2.8mm]",
      datePlacement: "below",
      separator: <br />,
      credentialLabel: "ID: ",
      classNames: {
        root: "break-inside-avoid",
        title: "text-[9pt] leading-snug font-semibold text-white",
        subtitle: "mt-[0.4mm] text-[8.5pt] leading-snug text-slate-400",
        organization: "text-slate-300",
        meta: "font-mono text-[7.5pt] text-slate-500",
        date: "mt-[0.4mm] font-mono text-[7.5pt] leading-snug text-emerald-400/90",
      },
    },
    languages: {
      variant: "list",
      classNames: {
        root: "gap-[1.2mm] text-[8.5pt] leading-snug",
        name: "text-slate-200",
        proficiency: "font-mono text-[7.5pt] text-slate-400",
      },
    },
    summary: { className: "text-[10pt] leading-[1.55] text-slate-700", listClassName: "marker:text-emerald-500" },
    experience: { list: "space-y-[4.5mm]", classNames: mainEntry },
    /** Projects are cards: the one boxed element on the page, so they read as the showcase. */
    projects: {
      list: "space-y-[3mm]",
      classNames: {
        ...mainEntry,
        root: "break-inside-avoid rounded-r-[1.5mm] border border-slate-200 border-l-[0.8mm] border-l-emerald-500 px-[4mm] py-[3mm]",
        title: "text-[10.5pt] leading-snug font-semibold text-slate-900",
        subtitle: "mt-[0.4mm] leading-snug",
      },
    },
    education: { list: "space-y-[3mm]", classNames: mainEntry },
    custom: {
      list: "space-y-[3.5mm]",
      classNames: {
        ...mainEntry,
        title: "text-[10.5pt] leading-snug font-semibold text-slate-900",
        description: "mt-[1.2mm] text-[9.5pt] leading-[1.5] text-slate-700",
      },
    },
  },
  Page: CvPhotoTechPage,
});
