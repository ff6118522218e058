import { FileText } from "lucide-react";
import { defineTemplate, type PageProps } from "../define-template";
import { ContactLine } from "../primitives/contact-line";
import type { EntryClassNames } from "../primitives/entries";

/** Seed 000: the simple template prints a placeholder name so the page never starts blank. */
export const SIMPLE_NAME_PLACEHOLDER = "Your Name";

const entry: EntryClassNames = {
  root: "break-inside-avoid",
  title: "text-[10.5pt] leading-snug font-bold text-black",
  date: "text-[10pt] leading-snug text-black",
  subtitle: "text-[10pt] leading-snug text-neutral-800",
  organization: "font-semibold text-black",
  meta: "text-neutral-800",
  link: "text-black underline underline-offset-2",
  description: "mt-1 text-[10pt] leading-[1.45] text-neutral-900",
  list: "marker:text-black",
};

const contactProps = {
  icons: false,
  separator: "|",
  className: "gap-x-2 text-[10pt] leading-snug text-black",
  separatorClassName: "text-neutral-500",
  linkClassName: "text-black",
} as const;

/** One plain column in black and white: name, one contact line, ruled sections, nothing a parser could trip on. */
function SimplePage({ info, sections, name }: PageProps<"main">) {
  return (
    <div className="px-[18mm] pt-[15mm] pb-[15mm] text-[10pt] leading-[1.45] text-neutral-900">
      <header className="mb-[5mm]">
        <h1 className="text-[21pt] leading-[1.15] font-bold wrap-anywhere text-black">{name ?? SIMPLE_NAME_PLACEHOLDER}</h1>
        {/* Two fixed lines, so a wrap never strands a separator at the end of a line. */}
        <ContactLine
          info={info}
          include={["email", "phone", "location"]}
          {...contactProps}
          className={`mt-1.5 ${contactProps.className}`}
        />
        <ContactLine info={info} include={["linkedin", "website"]} {...contactProps} className={`mt-0.5 ${contactProps.className}`} />
      </header>
      <div className="space-y-[5mm]">{sections.main}</div>
    </div>
  );
}

export const simpleTemplate = defineTemplate({
  id: "simple",
  name: "Simple",
  description: "Plain, no-frills layout in black and white that puts your content first and reads cleanly in ATS.",
  tagline: "Straightforward and ATS-friendly",
  icon: FileText,
  gradient: "from-green-500 to-emerald-600",
  columns: { main: ["summary", "experience", "education", "skills", "projects", "certifications", "languages", "custom"] },
  contacts: ["email", "phone", "location", "linkedin", "website"],
  headline: "none",
  theme: {
    /** Bold caps over a black rule: the heading style every applicant tracking system parses. */
    frame: {
      titleClassName: "mb-2 border-b border-black pb-[0.8mm] text-[10.5pt] leading-tight font-bold tracking-[0.05em] text-black uppercase",
    },
    summary: { className: "text-[10pt] leading-[1.5]", listClassName: "marker:text-black" },
    experience: { list: "space-y-[3.5mm]", separator: ", ", classNames: entry },
    education: {
      list: "space-y-2",
      emphasis: "institution",
      separator: ", ",
      classNames: { ...entry, organization: "text-black italic" },
    },
    skills: {
      variant: "inline",
      classNames: { root: "space-y-0.5 text-[10pt] leading-[1.45]", group: "break-inside-avoid", category: "font-bold text-black" },
    },
    projects: { list: "space-y-[3mm]", technologies: "inline", separator: " | ", classNames: entry },
    certifications: { list: "space-y-1.5", separator: ", ", classNames: entry },
    languages: { variant: "inline", separator: ", ", classNames: { root: "text-[10pt]", name: "font-bold text-black" } },
    custom: {
      list: "space-y-2.5",
      separator: ", ",
      classNames: entry,
    },
  },
  Page: SimplePage,
});
