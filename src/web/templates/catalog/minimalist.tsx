import { Minus } from "lucide-react";
import { defineTemplate, type PageProps } from "../define-template";
import { ContactLine } from "../primitives/contact-line";
import type { EntryClassNames } from "../primitives/entries";
import { hasContacts } from "../primitives/has-content";

const entry: EntryClassNames = {
  root: "break-inside-avoid",
  title: "text-[10.5pt] leading-snug font-medium text-zinc-900",
  date: "pt-px text-[9pt] font-light tracking-wide text-zinc-500",
  subtitle: "mt-0.5 text-[9.5pt] leading-snug text-zinc-500",
  organization: "text-zinc-600 italic",
  meta: "text-zinc-500",
  link: "text-zinc-600 underline decoration-zinc-300 underline-offset-2",
  description: "mt-1.5 text-[9.5pt] leading-[1.6] font-light text-zinc-700",
  list: "list-[circle] marker:text-zinc-400",
};

const contactLine = {
  icons: false,
  separator: "·",
  className: "justify-center gap-x-2.5 gap-y-1",
  separatorClassName: "text-zinc-300",
} as const;

/** Single column under a centred name, no colour and no icons; contacts on two centred lines. */
function MinimalistPage({ info, sections, name, headline, hasHeader }: PageProps<"main">) {
  return (
    <div className="px-[22mm] pt-[20mm] pb-[18mm] text-[10pt] leading-[1.55] text-zinc-700">
      {hasHeader && (
        <header className="mb-[10mm] text-center">
          {name && (
            // The left padding balances the tracking after the last letter.
            <h1 className="pl-[0.2em] text-[24pt] leading-[1.15] font-extralight tracking-[0.08em] wrap-anywhere text-zinc-900 uppercase">
              {name}
            </h1>
          )}
          {headline && (
            <p className="mt-2.5 pl-[0.28em] text-[9pt] leading-snug tracking-[0.08em] wrap-anywhere text-zinc-500 uppercase">{headline}</p>
          )}
          {hasContacts(info) && (
            // Two deliberate lines, so a wrap never leaves a separator dangling at a line end.
            <div className="mt-5 space-y-1 text-[9pt] leading-snug font-light text-zinc-600">
              <ContactLine info={info} {...contactLine} include={["email", "phone", "location"]} />
              <ContactLine info={info} {...contactLine} include={["website", "linkedin"]} />
            </div>
          )}
        </header>
      )}
      <div className="space-y-[8mm]">{sections.main}</div>
    </div>
  );
}

export const minimalistTemplate = defineTemplate({
  id: "minimalist",
  name: "Minimalist",
  description: "Centred, minimalist design with generous white space, fine rules and understated typography.",
  tagline: "Let your content speak",
  icon: Minus,
  gradient: "from-zinc-400 to-zinc-600",
  columns: { main: ["summary", "experience", "education", "skills", "projects", "certifications", "languages", "custom"] },
  titles: { summary: "Profile" },
  theme: {
    /**
     * Centred, widely spaced capitals between two hairlines. The negative margin on the right rule
     * takes back the tracking after the last letter, so the word sits in the true centre.
     */
    frame: {
      titleClassName:
        "mb-4 flex items-center gap-4 text-center text-[8.5pt] leading-none font-medium tracking-[0.08em] text-zinc-500 uppercase before:h-px before:min-w-[8mm] before:flex-1 before:bg-zinc-200 after:-ml-[0.32em] after:h-px after:min-w-[8mm] after:flex-1 after:bg-zinc-200",
    },
    summary: {
      className: "mx-auto max-w-[150mm] text-center text-[10pt] leading-[1.7] font-light text-zinc-700",
      listClassName: "mx-auto w-fit max-w-full list-[circle] text-left marker:text-zinc-400",
    },
    experience: { list: "space-y-[5mm]", separator: ", ", classNames: entry },
    education: { list: "space-y-3", separator: ", ", classNames: entry },
    skills: {
      variant: "columns",
      classNames: {
        root: "grid-cols-[minmax(0,38mm)_minmax(0,1fr)] gap-x-6 gap-y-1.5 text-[9.5pt] leading-snug",
        category: "font-medium text-zinc-900",
        items: "font-light text-zinc-700",
      },
    },
    projects: { list: "space-y-[4mm]", technologies: "inline", separator: " · ", classNames: entry },
    certifications: { list: "space-y-2.5", separator: ", ", classNames: entry },
    languages: {
      variant: "inline",
      separator: <span className="px-2 text-zinc-300">·</span>,
      classNames: { root: "text-center text-[9.5pt]", name: "font-medium text-zinc-900", proficiency: "font-light text-zinc-500" },
    },
    custom: {
      list: "space-y-3.5",
      separator: ", ",
      classNames: {
        ...entry,
        subtitle: "mt-0.5 text-[9.5pt] text-zinc-500",
        description: "mt-1 text-[9.5pt] leading-[1.6] font-light text-zinc-700",
      },
    },
  },
  Page: MinimalistPage,
});
