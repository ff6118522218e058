/**
 * Seed 000 section 3: a template id starting with cv-photo enables the profile photo. A module of
 * its own, without the resume schema, so the web entry can count layouts without loading zod.
 */
export const isPhotoTemplate = (templateId: string): boolean => templateId.startsWith("cv-photo");
