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
