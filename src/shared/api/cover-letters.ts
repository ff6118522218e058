import { z } from "zod";
import { coverLetterInputSchema, coverLetterSchema } from "../applications";
import { defineEndpoint, jsonAnswer, jsonBody, noContent } from "./endpoint";

const COVER_LETTERS = "/api/cover-letters";

const idParams = z.object({ id: z.string().min(1).max(100) });
const oneLetter = jsonAnswer(z.object({ coverLetter: coverLetterSchema }));

/**
 * The session user's saved cover letters; every route answers 401 without a session. Another
 * user's id is NOT_FOUND, the same as a free one; a resume_id that is not one of the user's own
 * resumes is VALIDATION_FAILED. A create, or a save that grows the letters, past what one account
 * may keep (ACCOUNT_LIMITS) is ACCOUNT_LIMIT_REACHED.
 */
export const coverLettersApi = {
  /** Most recently saved first. */
  list: defineEndpoint({
    method: "GET",
    path: COVER_LETTERS,
    answer: jsonAnswer(z.object({ coverLetters: z.array(coverLetterSchema) })),
    status: 200,
    errors: ["UNAUTHORIZED"],
  }),
  get: defineEndpoint({
    method: "GET",
    path: `${COVER_LETTERS}/:id`,
    params: idParams,
    answer: oneLetter,
    status: 200,
    errors: ["UNAUTHORIZED", "NOT_FOUND"],
  }),
  create: defineEndpoint({
    method: "POST",
    path: COVER_LETTERS,
    body: jsonBody(coverLetterInputSchema),
    answer: oneLetter,
    status: 201,
    errors: ["UNAUTHORIZED", "VALIDATION_FAILED", "ACCOUNT_LIMIT_REACHED"],
  }),
  /** Saves the whole letter again (an edit of a saved letter). */
  update: defineEndpoint({
    method: "PUT",
    path: `${COVER_LETTERS}/:id`,
    params: idParams,
    body: jsonBody(coverLetterInputSchema),
    answer: oneLetter,
    status: 200,
    errors: ["UNAUTHORIZED", "VALIDATION_FAILED", "NOT_FOUND", "ACCOUNT_LIMIT_REACHED"],
  }),
  delete: defineEndpoint({
    method: "DELETE",
    path: `${COVER_LETTERS}/:id`,
    params: idParams,
    answer: noContent,
    status: 204,
    errors: ["UNAUTHORIZED", "NOT_FOUND"],
  }),
};
