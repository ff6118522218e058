import type { z } from "zod";
import { calculateCvScoresFunction } from "./calculate-cv-scores";
import type { AiFunctionDefinition } from "./define";
import { generateCoverLetterFunction } from "./generate-cover-letter";
import { generateJobApplicationFunction } from "./generate-job-application";
import { generateResumeFunction } from "./generate-resume";
import type { AiFunctionName } from "./names";
import { optimizeLinkedinFunction } from "./optimize-linkedin";
import { optimizeResumeFunction } from "./optimize-resume";
import { parseJobDescriptionFunction } from "./parse-job-description";
import { parseResumeUploadFunction } from "./parse-resume-upload";
import { revampCvContentFunction } from "./revamp-cv-content";

/**
 * The nine AI functions of seed 001 section 7, one file each in this folder: the name, the label,
 * the body it takes and the answer it gives, written once for the server (validation, the models'
 * structured output) and the web. Field names are the seed's. The server's routes, the web's call
 * and the admin's labels are read from this registry; the server's side of each function is its
 * folder in src/server/ai/functions (decision 037).
 */
export const aiFunctions = {
  "generate-resume": generateResumeFunction,
  "parse-resume-upload": parseResumeUploadFunction,
  "generate-cover-letter": generateCoverLetterFunction,
  "generate-job-application": generateJobApplicationFunction,
  "optimize-resume": optimizeResumeFunction,
  "optimize-linkedin": optimizeLinkedinFunction,
  "parse-job-description": parseJobDescriptionFunction,
  "revamp-cv-content": revampCvContentFunction,
  "calculate-cv-scores": calculateCvScoresFunction,
} satisfies { [F in AiFunctionName]: AiFunctionDefinition<F> };

export type AiFunctions = typeof aiFunctions;

export type AiRequest<F extends AiFunctionName> = z.output<AiFunctions[F]["request"]>;
/** What a client sends: fields with defaults may be left out. */
export type AiRequestBody<F extends AiFunctionName> = z.input<AiFunctions[F]["request"]>;
export type AiAnswer<F extends AiFunctionName> = z.output<AiFunctions[F]["answer"]>;

/** The functions sent a file (multipart): the server reads it, and the providers read what it holds. */
export type AiUploadFunctionName = { [F in AiFunctionName]: AiFunctions[F]["body"] extends "multipart" ? F : never }[AiFunctionName];

export type { AiFunctionDefinition } from "./define";
export * from "./names";
export * from "./limits";
export * from "./providers";
export * from "./resume-sections";
export * from "./generate-resume";
export * from "./parse-resume-upload";
export * from "./generate-cover-letter";
export * from "./generate-job-application";
export * from "./optimize-resume";
export * from "./optimize-linkedin";
export * from "./parse-job-description";
export * from "./revamp-cv-content";
export * from "./calculate-cv-scores";
