import { Code } from "lucide-react";
import { defineTemplate, type PageProps } from "../define-template";
import { ContactLine } from "../primitives/contact-line";
import type { EntryClassNames } from "../primitives/entries";

const chipBase = "rounded-[2px] border border-zinc-300 px-1.5 py-px font-mono text-[7.75pt] leading-[1.45] text-zinc-700";

const main: EntryClassNames = {
  root: "break-inside-avoid",
  title: "text-[10.5pt] leading-snug font-semibold text-zinc-950",
  date: "pt-px font-mono text-[8.25pt] leading-snug font-medium text-emerald-700",
  subtitle: "mt-0.5 text-[9.5pt] leading-snug text-zinc-500",
  organization: "font-semibold text-zinc-700",
  meta: "font-mono text-[8.5pt] text-zinc-500",
  link: "font-mono text-[8.5pt] font-medium text-emerald-700",
  description: "mt-1.5 text-[9.75pt] leading-[1.5] text-zinc-700",
  list: "list-[square] marker:text-emerald-500",
  chips: "mt-1.5",
  chip: `${chipBase} bg-zinc-50`,
};

const side: EntryClassNames = {
  root: "break-inside-avoid",
  title: "text-[9.5pt] leading-snug font-semibold text-zinc-950",
  subtitle: "mt-0.5 text-[8.75pt] leading-snug text-zinc-600",
  organization: "text-zinc-700",
  // inline-block moves a credential id to the next line whole instead of splitting it at a hyphen.
  meta: "inline-block font-mono text-[8pt] text-zinc-500",
  date: "mt-0.5 font-mono text-[8pt] leading-snug text-emerald-700",
};

/** Near-black header over a two-column body: the story left, the stack and credentials in a tinted rail right. */
function TechnicalPage({ info, sections, name, headline }: PageProps<"main" | "side">) {
  return (
    <div className="flex min-h-[297mm] flex-col text-[9.75pt] leading-[1.5] text-zinc-700">
      <header className="border-b-[1.2mm] border-emerald-500 bg-zinc-950 px-[14mm] pt-[11mm] pb-[8mm] text-zinc-300">
        {name && <h1 className="text-[25pt] leading-[1.1] font-bold tracking-[-0.02em] wrap-anywhere text-white">{name}</h1>}
        {headline && <p className="mt-1.5 font-mono text-[10.5pt] leading-snug font-medium wrap-anywhere text-emerald-400">{headline}</p>}
        {/* Website and LinkedIn first, on their own larger line. */}
        <ContactLine
          info={info}
          include={["website", "linkedin"]}
          className="mt-4 gap-x-6 font-mono text-[9.5pt] leading-snug font-medium text-white"
          iconClassName="text-emerald-400"
          linkClassName="underline decoration-emerald-500/60 underline-offset-[3px]"
        />
        <ContactLine
          info={info}
          include={["email", "phone", "location"]}
          className="mt-2 gap-x-5 font-mono text-[8.5pt] leading-snug text-zinc-400"
          iconClassName="text-zinc-500"
        />
      </header>
      <div className="grid flex-1 grid-cols-[minmax(0,1fr)_64mm]">
        <div data-column="main" className="min-w-0 space-y-[6mm] pt-[8mm] pr-[8mm] pb-[12mm] pl-[14mm]">
          {sections.main}
        </div>
        <aside className="min-w-0 space-y-[6mm] border-l border-zinc-200 bg-zinc-50 px-[7mm] pt-[8mm] pb-[12mm]">{sections.side}</aside>
      </div>
    </div>
  );
}

export const technicalTemplate = defineTemplate({
  id: "technical",
  name: "Technical",
  description: "Dark tech-inspired theme with a monospace touch and a prominent tech stack section.",
  tagline: "Made for engineers & developers",
  icon: Code,
  gradient: "from-emerald-500 to-teal-700",
  columns: {
    main: ["summary", "experience", "projects", "custom"],
    side: ["skills", "education", "certifications", "languages"],
  },
  titles: { projects: "Notable Projects", skills: "Tech Stack" },
  contacts: ["website", "linkedin", "email", "phone", "location"],
  theme: {
    /** Monospace label led by an emerald block, trailed by a dashed rule: reads like a code comment band. */
    frame: {
      titleClassName:
        "mb-3 flex items-center gap-2.5 font-mono text-[9pt] leading-none font-semibold tracking-[0.08em] text-zinc-900 uppercase before:size-[1.9mm] before:shrink-0 before:bg-emerald-500 after:min-w-[8mm] after:flex-1 after:border-t after:border-dashed after:border-zinc-300",
    },
    /** The sidebar's quieter variant: same mono label, no rule, so the narrow column stays calm. */
    frames: {
      side: {
        titleClassName:
          "mb-2.5 flex items-center gap-2 font-mono text-[8.5pt] leading-none font-semibold tracking-[0.08em] text-zinc-900 uppercase before:size-[1.6mm] before:shrink-0 before:bg-emerald-500",
      },
    },
    summary: { className: "text-[10pt] leading-[1.55] text-zinc-700", listClassName: "list-[square] marker:text-emerald-500" },
    experience: { list: "space-y-[4.5mm]", classNames: main },
    projects: { list: "space-y-[4mm]", classNames: main },
    skills: {
      variant: "chips",
      classNames: {
        root: "space-y-3",
        group: "break-inside-avoid",
        category: "mb-1.5 font-mono text-[7.75pt] leading-snug font-medium tracking-[0.06em] text-zinc-500 uppercase",
        // Stack chips sit on the tinted rail, project chips on white: each a shade off its ground.
        chip: `${chipBase} bg-white`,
      },
    },
    education: { list: "space-y-3", datePlacement: "below", classNames: side },
    certifications: { list: "space-y-3", datePlacement: "below", credentialLabel: "ID ", classNames: side },
    languages: {
      variant: "list",
      classNames: {
        root: "gap-1.5",
        item: "break-inside-avoid",
        name: "text-[9.5pt] leading-snug font-semibold text-zinc-900",
        proficiency: "font-mono text-[8pt] leading-snug text-emerald-700",
      },
    },
    custom: {
      classNames: {
        ...main,
        description: "mt-1 text-[9.75pt] leading-[1.5] text-zinc-700",
      },
    },
  },
  Page: TechnicalPage,
});
