import type { ComponentProps } from "react";
import { formatLetterDate, type LetterDocument, type LetterSender } from "#shared/applications";
import { cn } from "../lib/cn";
import { PX_PER_MM, A4_HEIGHT_PX, type PageGeometry } from "../templates/pagination/page-geometry";
import "../templates/fonts.css";
import "../templates/print.css";

/** The letter's margins, on every page: the sheet's padding on the first, the cut's margins on the others. */
const MARGIN_Y_MM = 20;

/** Where a letter is cut into pages: the same margin above and below the text of every page. */
export const LETTER_GEOMETRY: PageGeometry = {
  pageHeight: A4_HEIGHT_PX,
  pitch: A4_HEIGHT_PX,
  marginTop: MARGIN_Y_MM * PX_PER_MM,
  marginBottom: MARGIN_Y_MM * PX_PER_MM,
};

/** The candidate's contact lines in the heading, in the order a reader looks for them. */
const contactsOf = (sender: LetterSender) => [sender.email, sender.phone, sender.location, sender.linkedin, sender.website].filter(Boolean);

/**
 * Paragraphs are separated by blank lines; a single line break (the sign-off's name under
 * 'Sincerely,') stays a line break inside its paragraph.
 */
const paragraphsOf = (content: string) =>
  content
    .replace(/\r\n?/g, "\n")
    .split(/\n[ \t]*\n+/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);

/**
 * A cover or application letter on a sheet 210 mm wide: the candidate's name and contacts when the
 * letter was written from a resume, the date, the company, then the text as the user edited it.
 * Set in the static fonts the resumes print with, so the PDF embeds TrueType subsets an applicant
 * tracking system reads.
 */
export function LetterSheet({ letter, className, ...props }: { letter: LetterDocument } & Omit<ComponentProps<"div">, "children">) {
  const { sender } = letter;
  const contacts = contactsOf(sender);
  return (
    <div
      data-letter-sheet=""
      className={cn(
        "box-border min-h-[297mm] w-[210mm] bg-white px-[24mm] py-[20mm] font-serif text-[11pt] leading-[1.55] text-slate-800 antialiased",
        "wrap-anywhere",
        className,
      )}
      {...props}
    >
      {sender.fullName || contacts.length > 0 ? (
        <header className="mb-[10mm] border-b border-slate-300 pb-[4mm] font-sans">
          {sender.fullName ? <h1 className="text-[19pt] leading-tight font-bold text-slate-900">{sender.fullName}</h1> : null}
          {contacts.length > 0 ? <p className="mt-[1.5mm] text-[9.5pt] leading-snug text-slate-600">{contacts.join("  ·  ")}</p> : null}
        </header>
      ) : null}
      <p>{formatLetterDate(letter.date)}</p>
      <p className="mt-[6mm] mb-[8mm] font-semibold text-slate-900">{letter.company_name}</p>
      <div className="space-y-[0.85em]">
        {paragraphsOf(letter.content).map((paragraph, index) => (
          <p key={index} className={cn("whitespace-pre-line", /^re:/i.test(paragraph) && "font-semibold text-slate-900")}>
            {paragraph}
          </p>
        ))}
      </div>
    </div>
  );
}
