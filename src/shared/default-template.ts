/**
 * The layout a resume gets when none is chosen. A module of its own, without the resume schema, so
 * the template thumbnails (the marketing galleries) do not load zod to know it.
 */
export const DEFAULT_TEMPLATE_ID = "modern";
