import { isPhotoTemplate } from "#shared/photo-template.ts";

/**
 * Seed 000 order: 13 resumes, then 9 CVs with a photo; pickers list templates in this order. The
 * ids alone, so a page can count the layouts without loading them (the catalogue is its own chunk).
 */
export const TEMPLATE_IDS = [
  "modern",
  "professional",
  "minimalist",
  "creative",
  "executive",
  "technical",
  "academic",
  "simple",
  "corporate",
  "bold",
  "compact",
  "infographic",
  "classic",
  "cv-photo-modern",
  "cv-photo-professional",
  "cv-photo-creative",
  "cv-photo-elegant",
  "cv-photo-business",
  "cv-photo-academic",
  "cv-photo-minimalist",
  "cv-photo-executive",
  "cv-photo-tech",
] as const;

export type TemplateId = (typeof TEMPLATE_IDS)[number];

const cvCount = TEMPLATE_IDS.filter(isPhotoTemplate).length;

/** How many layouts the catalogue offers, for the pages that say so. */
export const templateCounts = { all: TEMPLATE_IDS.length, resume: TEMPLATE_IDS.length - cvCount, cv: cvCount } as const;
