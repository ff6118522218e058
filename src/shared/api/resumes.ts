import { z } from "zod";
import { isResumeId } from "../ids";
import { resumeContentSchema, resumeSchema } from "../resume";
import { defineEndpoint, jsonAnswer, jsonBody, noContent } from "./endpoint";

const RESUMES = "/api/resumes";

export const NOT_A_RESUME_ID = "Not a resume id.";

const resumeId = z.string().refine(isResumeId, NOT_A_RESUME_ID);

// A malformed id is a client bug, not a missing resume: it answers 422, apart from 404.
export const resumeIdParams = z.object({ id: resumeId });

/** save_id: the client's id of this save, kept with the version it writes (see Resume.save_id); null or absent for none. */
const saveId = z.uuid().nullish();

export const createResumeSchema = resumeContentSchema.extend({ id: resumeId, save_id: saveId });
/** updated_at is the version the client last saw; the save only lands if it is still current. */
export const updateResumeSchema = resumeContentSchema.extend({ updated_at: z.iso.datetime({ offset: true }), save_id: saveId });

const oneResume = jsonAnswer(z.object({ resume: resumeSchema }));

/**
 * A resume as the list shows it (the dashboard's cards, the tools' pickers), kept in columns written
 * with each save, so a list read never reads a resume's content (decision 035). An action that needs
 * the whole resume (export, duplicate, a tool) fetches it by id.
 */
export const resumeSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  template_id: z.string(),
  /** The completion score (src/shared/completion.ts) of the content as saved. */
  completion_score: z.number().int().min(0).max(100),
  updated_at: z.string(),
});
export type ResumeSummary = z.infer<typeof resumeSummarySchema>;

/** The session user's resumes; every route answers 401 without a session. */
export const resumesApi = {
  /** Summaries, most recently updated first; at most ACCOUNT_LIMITS.resumes of them. */
  list: defineEndpoint({
    method: "GET",
    path: RESUMES,
    answer: jsonAnswer(z.object({ resumes: z.array(resumeSummarySchema) })),
    status: 200,
    errors: ["UNAUTHORIZED"],
  }),
  get: defineEndpoint({
    method: "GET",
    path: `${RESUMES}/:id`,
    params: resumeIdParams,
    answer: oneResume,
    status: 200,
    errors: ["UNAUTHORIZED", "VALIDATION_FAILED", "NOT_FOUND"],
  }),
  /**
   * Stores a new resume under the id the client made; an id the server already has answers CONFLICT,
   * an account with all the resumes or bytes it may keep ACCOUNT_LIMIT_REACHED.
   */
  create: defineEndpoint({
    method: "POST",
    path: RESUMES,
    body: jsonBody(createResumeSchema),
    answer: oneResume,
    status: 201,
    errors: ["UNAUTHORIZED", "VALIDATION_FAILED", "CONFLICT", "ACCOUNT_LIMIT_REACHED"],
  }),
  /**
   * Saves over the version the client last saw; a newer version on the server answers RESUME_CONFLICT,
   * a save that grows the account's resumes past their bytes ACCOUNT_LIMIT_REACHED.
   */
  update: defineEndpoint({
    method: "PUT",
    path: `${RESUMES}/:id`,
    params: resumeIdParams,
    body: jsonBody(updateResumeSchema),
    answer: oneResume,
    status: 200,
    errors: ["UNAUTHORIZED", "VALIDATION_FAILED", "NOT_FOUND", "RESUME_CONFLICT", "ACCOUNT_LIMIT_REACHED"],
  }),
  delete: defineEndpoint({
    method: "DELETE",
    path: `${RESUMES}/:id`,
    params: resumeIdParams,
    answer: noContent,
    status: 204,
    errors: ["UNAUTHORIZED", "VALIDATION_FAILED", "NOT_FOUND"],
  }),
};
