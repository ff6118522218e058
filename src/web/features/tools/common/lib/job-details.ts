import { LETTER_LIMITS } from "#shared/applications";

/** The job a letter is written for: seed 001's three required fields of both letter screens. */
export interface JobDetails {
  jobTitle: string;
  companyName: string;
  jobDescription: string;
}

export const emptyJobDetails: JobDetails = { jobTitle: "", companyName: "", jobDescription: "" };

/** Seed 001 section 5: generation needs all three (the button stays disabled until then). */
export const hasRequiredJobDetails = ({ jobTitle, companyName, jobDescription }: JobDetails): boolean =>
  jobTitle.trim() !== "" && companyName.trim() !== "" && jobDescription.trim() !== "";

/** Seed 001 section 5, cover letter: 'Missing information' / 'Please fill in all required fields'. */
export const MISSING_INFORMATION = { title: "Missing information", description: "Please fill in all required fields" };

export const JOB_DETAILS_LIMITS = {
  jobTitle: LETTER_LIMITS.jobTitle,
  companyName: LETTER_LIMITS.companyName,
  jobDescription: LETTER_LIMITS.jobDescription,
} as const;
