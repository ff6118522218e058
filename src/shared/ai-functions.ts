/**
 * The nine AI functions of seed 001 section 7, by the seed's names. Their request and answer
 * schemas are in ai.ts; the names alone live here, so the landing page can count them without
 * loading zod.
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
