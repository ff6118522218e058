import { aiFunctions, AI_FUNCTION_NAMES, type AiFunctionDefinition, type AiFunctionName, type AiFunctions } from "../ai";
import { jsonAnswer, jsonBody, multipartBody, type JsonAnswer, type JsonBody, type MultipartBody } from "./endpoint";

const FUNCTIONS = "/api/functions";

/**
 * What any AI function may be refused with besides a bad body: RATE_LIMITED (with retryAfter) past
 * the per-user throttles or when every provider is busy; PAYMENT_REQUIRED (needsCredits) when the
 * providers asked for credits; SERVICE_UNAVAILABLE (errorType all_providers_failed) when none answered.
 */
const AI_ERRORS = ["UNAUTHORIZED", "VALIDATION_FAILED", "RATE_LIMITED", "PAYMENT_REQUIRED", "SERVICE_UNAVAILABLE"] as const;

/**
 * A function sent a file may also be refused for the file: the resume file in the multipart field
 * `file` is PDF, DOCX or TXT (DOC too, for the revamp wizard; a JPG or PNG photo and a LinkedIn
 * export for Import resume), at most 5 MB (PAYLOAD_TOO_LARGE), its type told by its content
 * (UNSUPPORTED_MEDIA_TYPE); a password-protected, corrupt or empty document, or a scan in which OCR
 * read nothing or a page past its deadline, is VALIDATION_FAILED with the reason.
 */
const UPLOAD_ERRORS = [...AI_ERRORS, "PAYLOAD_TOO_LARGE", "UNSUPPORTED_MEDIA_TYPE"] as const;

/** The endpoint of an AI function, its types read from the function's definition in src/shared/ai. */
export type AiFunctionEndpoint<D extends AiFunctionDefinition> = {
  method: "POST";
  path: `${typeof FUNCTIONS}/${D["name"]}`;
  body: D["body"] extends "multipart" ? MultipartBody<D["request"]> : JsonBody<D["request"]>;
  answer: JsonAnswer<D["answer"]>;
  status: 200;
  errors: D["body"] extends "multipart" ? typeof UPLOAD_ERRORS : typeof AI_ERRORS;
};

function endpointOf<D extends AiFunctionDefinition>(definition: D): AiFunctionEndpoint<D> {
  const upload = definition.body === "multipart";
  // The conditional types above follow `body`, which TypeScript cannot narrow through the generic D.
  return {
    method: "POST",
    path: `${FUNCTIONS}/${definition.name}`,
    body: upload ? multipartBody(definition.request) : jsonBody(definition.request),
    answer: jsonAnswer(definition.answer),
    status: 200,
    errors: upload ? UPLOAD_ERRORS : AI_ERRORS,
  } as AiFunctionEndpoint<D>;
}

export type FunctionsApi = { [F in AiFunctionName]: AiFunctionEndpoint<AiFunctions[F]> };

/** The nine AI functions of seed 001 section 7, at POST /api/functions/<name>, for signed-in users: one endpoint per definition. */
export const functionsApi = Object.fromEntries(AI_FUNCTION_NAMES.map((name) => [name, endpointOf(aiFunctions[name])])) as FunctionsApi;
