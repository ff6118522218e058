/** Seed 001 section 9. */
export const AI_LIMITS = {
  /** Upload maximum, 5 MB. */
  uploadBytes: 5 * 1024 * 1024,
  /** Seconds between two uploads or two revamps of one user. */
  heavyRequestIntervalSeconds: 10,
  interviewAnswer: 5000,
  jobDescription: 20_000,
  jobField: 200,
  letter: 20_000,
  linkedinHeadline: 120,
  linkedinAbout: 2000,
} as const;
