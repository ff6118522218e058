/**
 * The nine AI functions of seed 001 section 7, by the seed's names. Each has its file in this
 * folder (its label, request and answer) and its line in index.ts; the names alone live here, so
 * the landing page can count them without loading zod.
 */
export const AI_FUNCTION_NAMES = [
  "generate-resume",
  "parse-resume-upload",
  "generate-cover-letter",
  "generate-job-application",
  "optimize-resume",
  "optimize-linkedin",
  "parse-job-description",
  "revamp-cv-content",
  "calculate-cv-scores",
] as const;

export type AiFunctionName = (typeof AI_FUNCTION_NAMES)[number];
