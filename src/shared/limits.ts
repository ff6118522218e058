/**
 * Size limits of a resume, enforced by the server and mirrored by the editor. Generous enough for
 * any real resume, small enough that one resume stays far below the 1 MB request limit.
 */
export const RESUME_LIMITS = {
  title: 120,
  shortText: 200,
  url: 500,
  summary: 5000,
  description: 5000,
  listEntries: 50,
  skillItems: 100,
  customSections: 20,
  customFields: 20,
  customItems: 50,
  customValue: 5000,
  entryId: 100,
} as const;

/** Seed 000 section 9: the completion needed to save and auto-save, and the yellow band's floor. */
export const SAVE_THRESHOLD = 80;
export const WARNING_THRESHOLD = 50;

/** How long the editor waits after the last edit before it saves (below SAVE_THRESHOLD: to the device only). */
export const AUTO_SAVE_DELAY_MS = 2000;

/** Seed 000 section 8: the largest profile photo or profile image accepted, in bytes. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

/** All of one user's stored images together (resume photos and profile images), in bytes. */
export const IMAGE_STORAGE_QUOTA_BYTES = 25 * 1024 * 1024;

const MB = 1024 * 1024;

/**
 * What one account may keep of each thing it stores (decision 035): about twice what the heaviest
 * real user needs, so only a script meets them, and small enough that one account can neither fill
 * the disk nor make a read of its lists heavy. Bytes are UTF-8 bytes of the stored text: a resume's
 * content as JSON, a letter's or an application's texts. One resume is also bounded by the 1 MB
 * request limit, one letter or application by LETTER_LIMITS.
 */
export const ACCOUNT_LIMITS = {
  /** A power user keeps about 100 resumes, one tailored to each kind of job; twice that. */
  resumes: 200,
  /**
   * The longest real CVs (15 pages of an academic's) weigh 30 to 50 KB as JSON: 200 of 50 KB are
   * 10 MB; twice that. At 1 MB each (the request limit), 20 resumes fill it.
   */
  resumeBytes: 20 * MB,
  /** A long search sends some 250 applications, each with at most one letter; twice that. */
  coverLetters: 500,
  /** A letter and the advert it answers weigh about 10 KB: 500 of them are 5 MB; twice that. */
  coverLetterBytes: 10 * MB,
  /** A long search tracks some 500 applications (many added by hand, without a letter); twice that. */
  jobApplications: 1000,
  /** An application with its letter and advert weighs about 10 KB: 1000 of them are 10 MB; twice that. */
  jobApplicationBytes: 20 * MB,
} as const;
