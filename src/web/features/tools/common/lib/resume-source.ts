import type { z } from "zod";
import type { aiResumeSchema, ResumeSections } from "../../../../../shared/ai";
import type { LetterSender } from "../../../../../shared/applications";
import { contentOf, type PersonalInfo, type Resume } from "../../../../../shared/resume";

/** Seed 001: where a letter's facts come from (state 'database, upload or none'). */
export const RESUME_SOURCE_KINDS = ["database", "upload", "none"] as const;
export type ResumeSourceKind = (typeof RESUME_SOURCE_KINDS)[number];

export const RESUME_SOURCE_LABELS: Record<ResumeSourceKind, string> = {
  database: "My Resumes",
  upload: "Upload Resume",
  none: "No Resume",
};

/**
 * The chosen source, and what each source holds: switching between them keeps the stored resume
 * picked and the upload already read, so going back loses nothing.
 */
export interface ResumeSource {
  kind: ResumeSourceKind;
  stored: Resume | undefined;
  uploaded: ResumeSections | undefined;
}

export const initialResumeSource: ResumeSource = { kind: "database", stored: undefined, uploaded: undefined };

/** The resume a letter is written from: the stored one picked, the upload read, or none (the advert alone). */
export function resumeForLetter(source: ResumeSource): z.input<typeof aiResumeSchema> | null {
  if (source.kind === "database") return source.stored ? contentOf(source.stored) : null;
  if (source.kind === "upload") return source.uploaded ?? null;
  return null;
}

/** Seed 001 section 3: a saved letter names its resume only when it was written from a stored one. */
export function savedResumeId(source: ResumeSource): string | null {
  return source.kind === "database" && source.stored ? source.stored.id : null;
}

/** The letter's printed heading: the candidate of the resume it is written from, or nobody. */
export function senderOf(source: ResumeSource): LetterSender {
  const info: Partial<PersonalInfo> = resumeForLetter(source)?.personal_info ?? {};
  const line = (value: string | undefined) => value?.trim() ?? "";
  return {
    fullName: line(info.fullName),
    email: line(info.email),
    phone: line(info.phone),
    location: line(info.location),
    linkedin: line(info.linkedin),
    website: line(info.website),
  };
}

/** A saved letter reopened: its stored resume when it names one the user still has, else no resume. */
export function sourceOfSavedLetter(current: ResumeSource, resumeId: string | null, resumes: Resume[] | undefined): ResumeSource {
  const stored = resumeId ? resumes?.find((resume) => resume.id === resumeId) : undefined;
  return stored ? { ...current, kind: "database", stored } : { ...current, kind: "none" };
}
