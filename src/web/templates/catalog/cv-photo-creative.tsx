import type { SkillGroup } from "#shared/resume";
import { cn } from "../../lib/cn";
import { defineTemplate, type PageProps } from "../define-template";
import { ContactLine } from "../primitives/contact-line";
import { SkillGroups, type EntryClassNames } from "../primitives/entries";
import { ProfilePhoto } from "../primitives/profile-photo";

const entry: EntryClassNames = {
  root: "break-inside-avoid",
  title: "text-[10.5pt] leading-snug font-bold text-slate-900",
  date: "rounded-full bg-violet-100 px-2 py-px text-[8.5pt] leading-normal font-semibold whitespace-nowrap text-violet-800",
  subtitle: "mt-0.5 text-[9.5pt] leading-snug text-slate-500",
  organization: "font-semibold text-rose-600",
  meta: "text-slate-500",
  link: "font-semibold text-violet-700 underline decoration-violet-300 underline-offset-2",
  description: "mt-1.5 text-[9.75pt] leading-[1.5] text-slate-700",
  list: "marker:text-rose-400",
  chips: "mt-1.5 gap-1",
  chip: "rounded-full border border-slate-300 px-2 py-px text-[8.5pt] leading-[1.4] font-medium text-slate-700",
};

/** The side column is narrow, so its entries put the date on its own line. */
const sideEntry: EntryClassNames = {
  ...entry,
  title: "text-[10pt] leading-snug font-bold text-slate-900",
  date: "mt-0.5 text-[8.75pt] font-semibold text-violet-700",
  subtitle: "mt-0.5 text-[9pt] leading-snug text-slate-600",
};

/** Skill groups take turns through the palette so each reads as its own cluster. */
const skillTones = ["bg-violet-100 text-violet-900", "bg-rose-100 text-rose-900", "bg-amber-100 text-amber-900"] as const;

function ToneClusters(skills: SkillGroup[]) {
  return (
    <div className="space-y-3">
      {skills.map((group, index) => (
        <SkillGroups
          key={group.id}
          groups={[group]}
          variant="chips"
          classNames={{
            category: "mb-1 text-[9.5pt] leading-snug font-bold text-slate-900",
            chips: "gap-1",
            chip: cn("rounded-full px-2 py-px text-[8.75pt] leading-[1.45] font-semibold", skillTones[index % skillTones.length]),
          }}
        />
      ))}
    </div>
  );
}

/** Photo CV: framed portrait, corner shapes, a wide story column and a narrow column of facts. */
function CvPhotoCreativePage({ info, sections, name, headline, contacts }: PageProps<"main" | "side">) {
  return (
    <div className="relative min-h-[297mm] text-[10pt] leading-[1.45] text-slate-700">
      {/* Decoration only: corner shapes stay inside the sheet and carry no text. */}
      <div aria-hidden="true" className="absolute top-0 right-0 size-[50mm] rounded-bl-full bg-amber-300" />
      <div aria-hidden="true" className="absolute top-[41.4mm] right-[10mm] size-[12mm] rounded-full border-[1.5mm] border-violet-500" />
      <div aria-hidden="true" className="absolute bottom-0 left-0 size-[20mm] rounded-tr-full bg-violet-500" />

      <header className="relative flex min-w-0 items-center gap-[9mm] px-[14mm] pt-[15mm] pb-[9mm]">
        {/* A coral block offset behind the heavy ink frame, like a pasted print. */}
        <div className="relative size-[42mm] shrink-0">
          <div aria-hidden="true" className="absolute inset-0 translate-x-[3.5mm] translate-y-[3.5mm] rounded-[5mm] bg-rose-400" />
          <ProfilePhoto
            url={info.photo_url}
            name={name}
            className="relative block size-[42mm] overflow-hidden rounded-[5mm] border-[1.3mm] border-slate-900 bg-white"
            placeholder={{ className: "bg-violet-100", iconClassName: "size-[19mm] text-violet-500", iconStrokeWidth: 1.5 }}
          />
        </div>
        <div className="min-w-0 flex-1 pr-[22mm]">
          {headline && (
            <p className="mb-1.5 text-[9.5pt] leading-snug font-bold tracking-[0.08em] wrap-anywhere text-violet-600 uppercase">
              {headline}
            </p>
          )}
          {name && <h1 className="text-[30pt] leading-[1.02] font-black tracking-[-0.03em] wrap-anywhere text-slate-900">{name}</h1>}
          <ContactLine
            info={info}
            include={contacts}
            className="mt-3.5 gap-x-4 gap-y-1 text-[9pt] leading-snug font-medium text-slate-700"
            iconClassName="text-rose-500"
          />
        </div>
      </header>

      <div className="relative grid grid-cols-[minmax(0,1fr)_58mm] gap-x-[9mm] px-[14mm] pb-[24mm]">
        <div className="min-w-0 space-y-[6.5mm]">{sections.main}</div>
        <aside className="min-w-0 space-y-[6.5mm]">{sections.side}</aside>
      </div>
    </div>
  );
}

export const cvPhotoCreativeTemplate = defineTemplate({
  id: "cv-photo-creative",
  name: "Creative CV with Photo",
  description: "Colourful CV with a framed portrait and bold, expressive accents.",
  tagline: "For creatives who want to be remembered",
  columns: {
    main: ["summary", "experience", "projects", "custom"],
    side: ["skills", "education", "certifications", "languages"],
  },
  titles: { summary: "About Me" },
  // The website is the portfolio; LinkedIn is left out.
  contacts: ["email", "phone", "location", "website"],
  presentLabel: "Now",
  theme: {
    frame: {
      // A highlighter stroke under the lower half of the words, drawn as a background gradient.
      titleClassName:
        "mb-3 w-fit bg-[linear-gradient(to_top,var(--color-amber-200)_45%,transparent_45%)] px-0.5 text-[14pt] leading-tight font-black tracking-[-0.015em] text-slate-900",
    },
    summary: { className: "text-[10.5pt] leading-[1.55] text-slate-800", listClassName: "marker:text-rose-400" },
    experience: {
      // A timeline: the violet rail runs down the left, each role hangs a coral dot on it.
      list: "space-y-[4.5mm] border-l-2 border-violet-200 pl-[5mm]",
      classNames: {
        ...entry,
        root: "relative break-inside-avoid before:absolute before:top-[1.2mm] before:-left-[6.55mm] before:size-[2.9mm] before:rounded-full before:border-2 before:border-white before:bg-rose-400",
      },
    },
    projects: { list: "space-y-[4mm]", classNames: entry },
    skills: { render: ToneClusters },
    education: { list: "space-y-3", datePlacement: "below", separator: ", ", classNames: sideEntry },
    certifications: { list: "space-y-3", datePlacement: "below", separator: ", ", classNames: sideEntry },
    languages: {
      variant: "list",
      classNames: {
        root: "gap-1.5 text-[9.5pt] leading-snug",
        item: "border-b border-dashed border-slate-200 pb-1.5 last:border-0 last:pb-0",
        name: "font-bold text-slate-900",
        proficiency: "text-[9pt] font-medium text-rose-600",
      },
    },
    custom: {
      classNames: {
        ...entry,
        date: "inline-block rounded-full bg-violet-100 px-2 py-px text-[8.5pt] leading-normal font-semibold whitespace-nowrap text-violet-800",
        subtitle: "mt-0.5 text-[9.5pt] text-slate-500",
        description: "mt-1 text-[9.75pt] leading-[1.5] text-slate-700",
      },
    },
  },
  Page: CvPhotoCreativePage,
});
