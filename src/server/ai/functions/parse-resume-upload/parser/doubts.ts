import type { DraftUnsureField } from "#shared/ai";

/** A field of an entry the parser filled without a sign that it is right: the entry by its place in the list it returned. */
export type EntryDoubt<S extends "experience" | "education"> = Omit<Extract<DraftUnsureField, { section: S }>, "section">;
export type PersonalDoubt = Omit<Extract<DraftUnsureField, { section: "personal_info" }>, "section">;

/**
 * Why the parser is unsure, in the user's words: each names the one signal it lacked, so the user
 * knows what to look at. A field read from a sign (a label, a heading, a role or school word, an
 * address's shape) is not doubted.
 */
export const DOUBTS = {
  nameByFirstLine: "Read as your name only because it is the first line of the file.",
  nameByTypeSize: "Read as your name because it is set in the largest type; its words could also name a job, a company or a place.",
  nameFromSummary: "Taken from the first words of your summary: no name stood at the top of the file.",
  locationGuessed: "Guessed from a place name near your contact details.",
  locationFromFooter: "Found on a contact line away from the top of the file (a page header or footer).",
  titleCompanyByOrder: "Job title and company were told apart by their order on the line, not by their words.",
  companyWithoutTitle: "Read as the company: no job title was found beside it.",
  companyAfterTitle: "Read as the company because it follows the job title on the same line with nothing between them.",
  titleFromDescription: "Taken from the first words of the job's description: no job title stood beside the company.",
  noDates: "No dates were found for this entry.",
  schoolWithoutSchoolWord: "Read as the school by its place: it has no word such as University, College or School.",
} as const;
