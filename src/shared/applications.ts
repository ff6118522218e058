import { z } from "zod";
import { AI_LIMITS } from "./ai";
import { RESUME_LIMITS } from "./limits";

/**
 * Letters and tracked applications (seed 001 sections 3 and 4): what the cover letter generator,
 * the job application generator and the job tracker store, written once for the server and the web.
 */

/** Seed 001 section 4, in the tracker's order; 'applied' when a row has none. */
export const APPLICATION_STATUSES = ["applied", "interview", "offer", "rejected"] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

export const APPLICATION_STATUS_LABELS: Record<ApplicationStatus, string> = {
  applied: "Applied",
  interview: "Interview",
  offer: "Offer",
  rejected: "Rejected",
};

export const LETTER_LIMITS = {
  jobTitle: AI_LIMITS.jobField,
  companyName: AI_LIMITS.jobField,
  jobDescription: AI_LIMITS.jobDescription,
  content: AI_LIMITS.letter,
  /** Salary and availability are the user's own words (seed 001: free text, not validated), kept short. */
  freeText: 200,
  notes: 5000,
} as const;

const text = (max: number) => z.string().max(max, `Must be at most ${max} characters.`);
// Required fields answer with the seed's field name, so a 422 reads well wherever it is shown.
const required = (field: string, max: number) =>
  z.string().trim().min(1, `${field} is required.`).max(max, `Must be at most ${max} characters.`);
/** Free text that may be left empty: blank is stored as null, so the tracker can tell 'not given'. */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Must be at most ${max} characters.`)
    .nullish()
    .transform((value) => value || null);

/** resume_id is set only when the letter was written from one of the user's stored resumes. */
const resumeId = z
  .string()
  .nullish()
  .transform((value) => value ?? null);

const timestamps = { created_at: z.string(), updated_at: z.string() };

export const coverLetterSchema = z.object({
  id: z.string(),
  resume_id: z.string().nullable(),
  job_title: z.string(),
  company_name: z.string(),
  job_description: z.string(),
  content: z.string(),
  ...timestamps,
});
export type CoverLetter = z.infer<typeof coverLetterSchema>;

/** What the user saves: the letter as edited, and the job it was written for. */
export const coverLetterInputSchema = z.object({
  resume_id: resumeId,
  job_title: required("Job Title", LETTER_LIMITS.jobTitle),
  company_name: required("Company Name", LETTER_LIMITS.companyName),
  job_description: text(LETTER_LIMITS.jobDescription).default(""),
  content: required("Cover letter", LETTER_LIMITS.content),
});
export type CoverLetterInput = z.input<typeof coverLetterInputSchema>;

export const jobApplicationSchema = z.object({
  id: z.string(),
  resume_id: z.string().nullable(),
  job_title: z.string(),
  company_name: z.string(),
  job_description: z.string(),
  /** The application letter; empty for an application added by hand. */
  content: z.string(),
  salary_expectation: z.string().nullable(),
  availability_date: z.string().nullable(),
  status: z.enum(APPLICATION_STATUSES),
  notes: z.string().nullable(),
  ...timestamps,
});
export type JobApplication = z.infer<typeof jobApplicationSchema>;

const statusSchema = z.enum(APPLICATION_STATUSES, { error: `Status must be one of: ${APPLICATION_STATUSES.join(", ")}.` });

/**
 * A new tracked application: saved from the job application generator (with its letter), or added
 * by hand for a job found elsewhere (title and company are enough).
 */
export const jobApplicationInputSchema = z.object({
  resume_id: resumeId,
  job_title: required("Job Title", LETTER_LIMITS.jobTitle),
  company_name: required("Company Name", LETTER_LIMITS.companyName),
  job_description: text(LETTER_LIMITS.jobDescription).default(""),
  content: text(LETTER_LIMITS.content).default(""),
  salary_expectation: optionalText(LETTER_LIMITS.freeText),
  availability_date: optionalText(LETTER_LIMITS.freeText),
  status: statusSchema.default("applied"),
  notes: optionalText(LETTER_LIMITS.notes),
});
export type JobApplicationInput = z.input<typeof jobApplicationInputSchema>;

/**
 * The tracker's edit (seed 001: status, notes, salary, availability) and, beyond the seed, the
 * letter corrected after it was saved; a field left out keeps its value.
 */
export const jobApplicationChangesSchema = z
  .object({
    status: statusSchema,
    content: text(LETTER_LIMITS.content),
    salary_expectation: optionalText(LETTER_LIMITS.freeText),
    availability_date: optionalText(LETTER_LIMITS.freeText),
    notes: optionalText(LETTER_LIMITS.notes),
  })
  .partial()
  .refine((changes) => Object.keys(changes).length > 0, "Nothing to change.");
export type JobApplicationChanges = z.input<typeof jobApplicationChangesSchema>;

/** The two letters the career tools write, printed alike. */
export const LETTER_KINDS = ["cover-letter", "application-letter"] as const;
export type LetterKind = (typeof LETTER_KINDS)[number];

export const LETTER_KIND_NAMES: Record<LetterKind, string> = {
  "cover-letter": "Cover Letter",
  "application-letter": "Application Letter",
};

/** The candidate's heading, from the resume the letter was written from (its limits); every line may be empty. */
export const letterSenderSchema = z.object({
  fullName: text(RESUME_LIMITS.shortText).default(""),
  email: text(RESUME_LIMITS.shortText).default(""),
  phone: text(RESUME_LIMITS.shortText).default(""),
  location: text(RESUME_LIMITS.shortText).default(""),
  linkedin: text(RESUME_LIMITS.url).default(""),
  website: text(RESUME_LIMITS.url).default(""),
});
export type LetterSender = z.infer<typeof letterSenderSchema>;

/**
 * A letter laid out for print: the heading (candidate, date, company) and the text as the user
 * edited it. The date is the writer's own calendar day (YYYY-MM-DD), not the server's.
 */
export const letterDocumentSchema = z.object({
  kind: z.enum(LETTER_KINDS),
  sender: letterSenderSchema.prefault({}),
  date: z.iso.date("The date must be a calendar date (YYYY-MM-DD)."),
  job_title: required("Job Title", LETTER_LIMITS.jobTitle),
  company_name: required("Company Name", LETTER_LIMITS.companyName),
  content: required("Letter", LETTER_LIMITS.content),
});
export type LetterDocument = z.infer<typeof letterDocumentSchema>;
export type LetterDocumentInput = z.input<typeof letterDocumentSchema>;

/** 'Ada Lovelace - Cover Letter - Acme Corp': the PDF's title and file name, the candidate first when known. */
export function letterFileTitle({ kind, sender, company_name }: Pick<LetterDocumentInput, "kind" | "sender" | "company_name">): string {
  return [sender?.fullName?.trim(), LETTER_KIND_NAMES[kind], company_name.trim()].filter(Boolean).join(" - ");
}

const letterDate = new Intl.DateTimeFormat("en-US", { month: "long", day: "numeric", year: "numeric", timeZone: "UTC" });

/** 'March 5, 2026': a letter's date is written out in full (the tracker's short dates are for lists). */
export const formatLetterDate = (isoDate: string): string => letterDate.format(new Date(`${isoDate}T00:00:00Z`));
