import type { ResumeContent } from "./resume";

/**
 * The most pages a PDF export prints. The longest real resumes (academic CVs with publications)
 * run to ten or so pages; a resume at the schema's limits would print about a hundred.
 */
export const MAX_PDF_PAGES = 12;

/**
 * More characters than any layout fits on one A4 page: the densest layout (compact) fits about
 * 6,600 characters of long paragraphs on a page; this leaves a quarter more for safety.
 */
export const MAX_CHARACTERS_PER_PAGE = 8_250;

export const pdfTooLongMessage = (maxPages = MAX_PDF_PAGES, document: "resume" | "letter" = "resume") =>
  `This ${document} is too long for a PDF: it would print more than ${maxPages} pages. Shorten it and export again.`;

const stringsOf = (value: unknown): string[] => {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(stringsOf);
  if (value !== null && typeof value === "object") return Object.values(value).flatMap(stringsOf);
  return [];
};

/** Characters of every value a layout may print (entry ids and the like included: a few per entry). */
export function printedCharacters(resume: ResumeContent): number {
  const { personal_info, experience, education, skills, projects, certifications, languages, custom_sections } = resume;
  return stringsOf([personal_info, experience, education, skills, projects, certifications, languages, custom_sections]).reduce(
    (sum, text) => sum + text.length,
    0,
  );
}

/**
 * True when the resume has more text than MAX_PDF_PAGES pages can hold in any layout: it can be
 * refused at once, before any layout is done. Shorter text may still print too many pages (many
 * short entries); the print page counts those after layout, before printing.
 */
export const exceedsPdfPageLimit = (resume: ResumeContent): boolean => printedCharacters(resume) > MAX_PDF_PAGES * MAX_CHARACTERS_PER_PAGE;
