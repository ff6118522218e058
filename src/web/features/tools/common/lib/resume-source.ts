import type { z } from "zod";
import type { aiResumeSchema, ResumeSections } from "#shared/ai";
import type { LetterSender } from "#shared/applications";
import type { ResumeSummary } from "#shared/api/resumes";
import { contentOf, type PersonalInfo, type Resume } from "#shared/resume";

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
 * picked and the upload already read, so going back loses nothing. The stored resume is named by
 * its id; the screen fetches it whole (useChosenResume).
 */
export interface ResumeSource {
  kind: ResumeSourceKind;
  storedId: string | null;
  uploaded: ResumeSections | undefined;
}

export const initialResumeSource: ResumeSource = { kind: "database", storedId: null, uploaded: undefined };

/** A stored resume is picked and the letter waits for it to be fetched. */
export const needsStoredResume = (source: ResumeSource): source is ResumeSource & { storedId: string } =>
  source.kind === "database" && source.storedId !== null;

/**
 * The resume a letter is written from: the stored one picked (`stored`, once fetched), the upload
 * read, or none (the advert alone).
 */
export function resumeForLetter(source: ResumeSource, stored: Resume | undefined): z.input<typeof aiResumeSchema> | null {
  if (needsStoredResume(source)) return stored?.id === source.storedId ? contentOf(stored) : null;
  if (source.kind === "upload") return source.uploaded ?? null;
  return null;
}

/** Seed 001 section 3: a saved letter names its resume only when it was written from a stored one. */
export function savedResumeId(source: ResumeSource): string | null {
  return source.kind === "database" ? source.storedId : null;
}

/** The letter's printed heading: the candidate of the resume it is written from, or nobody. */
export function senderOf(resume: ReturnType<typeof resumeForLetter>): LetterSender {
  const info: Partial<PersonalInfo> = resume?.personal_info ?? {};
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
export function sourceOfSavedLetter(current: ResumeSource, resumeId: string | null, resumes: ResumeSummary[] | undefined): ResumeSource {
  const stored = resumeId ? resumes?.find((resume) => resume.id === resumeId) : undefined;
  return stored ? { ...current, kind: "database", storedId: stored.id } : { ...current, kind: "none" };
}
