import { z } from "zod";
import { jobApplicationChangesSchema, jobApplicationInputSchema, jobApplicationSchema } from "../applications";
import { defineEndpoint, jsonAnswer, jsonBody, noContent } from "./endpoint";

const JOB_APPLICATIONS = "/api/job-applications";

const idParams = z.object({ id: z.string().min(1).max(100) });
const oneApplication = jsonAnswer(z.object({ application: jobApplicationSchema }));

/**
 * The session user's tracked job applications; every route answers 401 without a session. Another
 * user's id is NOT_FOUND and changes nothing; a resume_id that is not one of the user's own resumes
 * is VALIDATION_FAILED. A create, or a save that grows the applications, past what one account may
 * keep (ACCOUNT_LIMITS) is ACCOUNT_LIMIT_REACHED.
 */
export const jobApplicationsApi = {
  /** Newest first (created_at descending, seed 001 section 7). */
  list: defineEndpoint({
    method: "GET",
    path: JOB_APPLICATIONS,
    answer: jsonAnswer(z.object({ applications: z.array(jobApplicationSchema) })),
    status: 200,
    errors: ["UNAUTHORIZED"],
  }),
  create: defineEndpoint({
    method: "POST",
    path: JOB_APPLICATIONS,
    body: jsonBody(jobApplicationInputSchema),
    answer: oneApplication,
    status: 201,
    errors: ["UNAUTHORIZED", "VALIDATION_FAILED", "ACCOUNT_LIMIT_REACHED"],
  }),
  /** Status, salary, availability, notes and the letter; a status outside the four is VALIDATION_FAILED. */
  update: defineEndpoint({
    method: "PUT",
    path: `${JOB_APPLICATIONS}/:id`,
    params: idParams,
    body: jsonBody(jobApplicationChangesSchema),
    answer: oneApplication,
    status: 200,
    errors: ["UNAUTHORIZED", "VALIDATION_FAILED", "NOT_FOUND", "ACCOUNT_LIMIT_REACHED"],
  }),
  delete: defineEndpoint({
    method: "DELETE",
    path: `${JOB_APPLICATIONS}/:id`,
    params: idParams,
    answer: noContent,
    status: 204,
    errors: ["UNAUTHORIZED", "NOT_FOUND"],
  }),
};
