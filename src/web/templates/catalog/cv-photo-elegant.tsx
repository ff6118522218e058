import { defineTemplate, type PageProps } from "../define-template";
import { ContactLine } from "../primitives/contact-line";
import type { EntryClassNames } from "../primitives/entries";
import { ProfilePhoto } from "../primitives/profile-photo";

const entry: EntryClassNames = {
  root: "break-inside-avoid",
  title: "text-[11pt] leading-snug font-semibold text-stone-900",
  date: "pt-px text-[9.5pt] text-stone-500 italic",
  subtitle: "mt-0.5 text-[10pt] leading-snug text-stone-500 italic",
  organization: "text-emerald-900",
  meta: "text-stone-500",
  link: "text-emerald-900 underline decoration-stone-300 underline-offset-2",
  description: "mt-1.5 text-[10pt] leading-[1.55] text-stone-700",
  list: "list-[square] pl-[1.1em] marker:text-emerald-900/55",
  item: "pl-[0.4em]",
};

/** Photo CV: serif type, warm greys and a deep green accent, everything balanced on the centre line. */
function CvPhotoElegantPage({ info, sections, name, headline, contacts }: PageProps<"main">) {
  return (
    <div className="px-[21mm] pt-[15mm] pb-[16mm] font-serif text-[10pt] leading-[1.5] text-stone-700">
      <header className="text-center">
        <ProfilePhoto
          url={info.photo_url}
          name={name}
          className="mx-auto block size-[31mm] overflow-hidden rounded-full ring-[0.3mm] ring-stone-400 ring-offset-[1.4mm] ring-offset-white"
          placeholder={{ className: "bg-stone-100", iconClassName: "size-[14mm] text-emerald-900/45", iconStrokeWidth: 1.2 }}
        />
        {name && (
          <h1 className="mt-[6mm] text-[24pt] leading-[1.15] font-normal tracking-[0.08em] wrap-anywhere text-stone-900 uppercase [text-indent:0.14em]">
            {name}
          </h1>
        )}
        {headline && <p className="mt-1.5 text-[12pt] leading-snug wrap-anywhere text-emerald-900 italic">{headline}</p>}
        {(name || headline) && <div aria-hidden="true" className="mx-auto mt-[4mm] h-px w-[18mm] bg-emerald-900/60" />}
        <ContactLine
          info={info}
          include={contacts}
          icons={false}
          separator="·"
          className="mt-[4mm] justify-center gap-x-2.5 gap-y-1 text-[9.5pt] leading-snug tracking-[0.02em] text-stone-600"
          separatorClassName="text-emerald-900/50"
        />
      </header>
      <div className="mt-[8mm] space-y-[6.5mm]">{sections.main}</div>
    </div>
  );
}

export const cvPhotoElegantTemplate = defineTemplate({
  id: "cv-photo-elegant",
  name: "Elegant CV with Photo",
  description: "Refined CV with serif typography, soft neutral tones and a centred portrait.",
  tagline: "Understated elegance",
  columns: { main: ["summary", "experience", "education", "skills", "projects", "certifications", "languages", "custom"] },
  titles: { summary: "Profile", skills: "Expertise", projects: "Selected Projects" },
  contacts: ["email", "phone", "location", "linkedin"],
  theme: {
    frame: {
      // Letter-spaced capitals centred between two hairlines.
      titleClassName:
        "mb-3.5 flex items-center gap-4 text-[9.5pt] leading-none font-normal tracking-[0.08em] text-emerald-900 uppercase before:h-px before:flex-1 before:bg-stone-300 after:-ml-[0.3em] after:h-px after:flex-1 after:bg-stone-300",
    },
    summary: {
      className: "text-[10.5pt] leading-[1.6] text-stone-700",
      listClassName: "list-[square] pl-[1.1em] marker:text-emerald-900/55",
      itemClassName: "pl-[0.4em]",
    },
    experience: { list: "space-y-[4.5mm]", separator: ", ", classNames: entry },
    education: { list: "space-y-3", emphasis: "institution", separator: ", ", classNames: entry },
    skills: {
      variant: "stacked",
      itemSeparator: " · ",
      classNames: {
        root: "grid grid-cols-3 gap-x-[7mm] gap-y-3.5 space-y-0",
        category: "mb-1 border-b border-stone-200 pb-1 text-[9pt] leading-snug tracking-[0.08em] text-emerald-900 uppercase",
        items: "text-[10pt] leading-[1.55] text-stone-700",
      },
    },
    projects: { list: "space-y-[4mm]", technologies: "inline", separator: " · ", classNames: entry },
    certifications: { list: "space-y-2.5", separator: ", ", classNames: entry },
    languages: {
      variant: "inline",
      separator: <span className="px-2.5 text-emerald-900/50">·</span>,
      classNames: { root: "text-center text-[10.5pt] leading-[1.6]", name: "text-stone-900", proficiency: "text-stone-500 italic" },
    },
    custom: {
      list: "space-y-3.5",
      separator: ", ",
      classNames: {
        ...entry,
        subtitle: "mt-0.5 text-[10pt] text-stone-500 italic",
        description: "mt-1 text-[10pt] leading-[1.55] text-stone-700",
      },
    },
  },
  Page: CvPhotoElegantPage,
});
