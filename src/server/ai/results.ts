import type { z } from "zod";
import {
  cvScoresSchema,
  jobDataSchema,
  linkedinContentSchema,
  optimizationSchema,
  resumeDraftSchema,
  revampedDraftSchema,
  unplacedLineSchema,
  type AiFunctionName,
  type AiRequest,
} from "../../shared/ai";
import { z as zod } from "zod";
import type { ExtractedDocument } from "../intake/document";

/**
 * What each provider produces for a function, before the server finishes the answer (entry ids,
 * the resume's title and template, the provider's name). A model's structured output is checked
 * against these schemas; the built-in engine returns the same types.
 */
export const aiResultSchemas = {
  "generate-resume": resumeDraftSchema,
  "parse-resume-upload": resumeDraftSchema.extend({ unplaced: zod.array(unplacedLineSchema).max(500).default([]) }),
  "generate-cover-letter": zod.object({ coverLetter: zod.string() }),
  "generate-job-application": zod.object({ applicationLetter: zod.string() }),
  "optimize-resume": optimizationSchema,
  "optimize-linkedin": linkedinContentSchema,
  "parse-job-description": jobDataSchema,
  "revamp-cv-content": revampedDraftSchema,
  "calculate-cv-scores": cvScoresSchema,
} satisfies Record<AiFunctionName, z.ZodType>;

export type AiResult<F extends AiFunctionName> = z.output<(typeof aiResultSchemas)[F]>;

/** What a provider is given: the validated request, except an upload, which arrives as its extracted text. */
export type AiInput<F extends AiFunctionName> = F extends "parse-resume-upload" ? { document: ExtractedDocument } : AiRequest<F>;

/** The built-in engine: one deterministic function per AI function. */
export type BuiltinEngine = { [F in AiFunctionName]: (input: AiInput<F>) => AiResult<F> };
