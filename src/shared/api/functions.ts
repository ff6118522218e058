import type { z } from "zod";
import { aiAnswerSchemas, aiRequestSchemas, type AiFunctionName } from "../ai";
import { defineEndpoint, jsonAnswer, jsonBody, multipartBody } from "./endpoint";

const FUNCTIONS = "/api/functions";

/**
 * What any AI function may be refused with besides a bad body: RATE_LIMITED (with retryAfter) past
 * the per-user throttles or when every provider is busy; PAYMENT_REQUIRED (needsCredits) when the
 * providers asked for credits; SERVICE_UNAVAILABLE (errorType all_providers_failed) when none answered.
 */
const AI_ERRORS = ["UNAUTHORIZED", "VALIDATION_FAILED", "RATE_LIMITED", "PAYMENT_REQUIRED", "SERVICE_UNAVAILABLE"] as const;

// The name's schemas are passed in, not looked up by a generic name: looked up, they would widen to
// ZodType and the web would read every answer as unknown.
const jsonFunction = <F extends Exclude<AiFunctionName, "parse-resume-upload">, B extends z.ZodType, A extends z.ZodType>(
  name: F,
  body: B,
  answer: A,
) =>
  defineEndpoint({
    method: "POST",
    path: `${FUNCTIONS}/${name}` as `/api/functions/${F}`,
    body: jsonBody(body),
    answer: jsonAnswer(answer),
    status: 200,
    errors: AI_ERRORS,
  });

/** The nine AI functions of seed 001 section 7, at POST /api/functions/<name>, for signed-in users. */
export const functionsApi = {
  "generate-resume": jsonFunction("generate-resume", aiRequestSchemas["generate-resume"], aiAnswerSchemas["generate-resume"]),
  /**
   * The resume file in the multipart field `file`: PDF, DOCX or TXT (DOC too, for the revamp
   * wizard), at most 5 MB (PAYLOAD_TOO_LARGE), its type told by its content (UNSUPPORTED_MEDIA_TYPE);
   * a password-protected, corrupt, scanned or empty document is VALIDATION_FAILED with the reason.
   */
  "parse-resume-upload": defineEndpoint({
    method: "POST",
    path: `${FUNCTIONS}/parse-resume-upload`,
    body: multipartBody(aiRequestSchemas["parse-resume-upload"]),
    answer: jsonAnswer(aiAnswerSchemas["parse-resume-upload"]),
    status: 200,
    errors: [...AI_ERRORS, "PAYLOAD_TOO_LARGE", "UNSUPPORTED_MEDIA_TYPE"],
  }),
  "generate-cover-letter": jsonFunction(
    "generate-cover-letter",
    aiRequestSchemas["generate-cover-letter"],
    aiAnswerSchemas["generate-cover-letter"],
  ),
  "generate-job-application": jsonFunction(
    "generate-job-application",
    aiRequestSchemas["generate-job-application"],
    aiAnswerSchemas["generate-job-application"],
  ),
  "optimize-resume": jsonFunction("optimize-resume", aiRequestSchemas["optimize-resume"], aiAnswerSchemas["optimize-resume"]),
  "optimize-linkedin": jsonFunction("optimize-linkedin", aiRequestSchemas["optimize-linkedin"], aiAnswerSchemas["optimize-linkedin"]),
  "parse-job-description": jsonFunction(
    "parse-job-description",
    aiRequestSchemas["parse-job-description"],
    aiAnswerSchemas["parse-job-description"],
  ),
  "revamp-cv-content": jsonFunction("revamp-cv-content", aiRequestSchemas["revamp-cv-content"], aiAnswerSchemas["revamp-cv-content"]),
  "calculate-cv-scores": jsonFunction(
    "calculate-cv-scores",
    aiRequestSchemas["calculate-cv-scores"],
    aiAnswerSchemas["calculate-cv-scores"],
  ),
} satisfies Record<AiFunctionName, unknown>;
