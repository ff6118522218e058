import type { AiErrorType } from "../ai";
/**
 * Every error code the API answers with, and its HTTP status. The server's AppError is built from a
 * code; the web compares the codes of its ApiError against this union, so a misspelt code does not compile.
 */
export const errorStatus = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  PAYMENT_REQUIRED: 402,
  FORBIDDEN: 403,
  /** A state-changing request whose Origin is not the app's own (middleware/same-origin.ts). */
  INVALID_ORIGIN: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  CONFLICT: 409,
  RESUME_CONFLICT: 409,
  USERNAME_LOCKED: 409,
  USERNAME_TAKEN: 409,
  /** An operator action that would lock the acting admin out: revoking their own role, disabling or deleting themselves. */
  SELF_LOCKOUT: 409,
  /** Revoking the admin role of, disabling or deleting the only admin left who can sign in. */
  LAST_ADMIN: 409,
  /** A create, or a save that grows what is stored, past what one account may keep (ACCOUNT_LIMITS); the message says what to delete. */
  ACCOUNT_LIMIT_REACHED: 409,
  PAYLOAD_TOO_LARGE: 413,
  /** An upload that would take the user's images past IMAGE_STORAGE_QUOTA_BYTES. */
  STORAGE_FULL: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  VALIDATION_FAILED: 422,
  /** A resume that would print more pages than a PDF may have. */
  PDF_TOO_LONG: 422,
  RATE_LIMITED: 429,
  /** The client went away before its answer was ready (nginx's code); nobody reads the body. */
  CLIENT_CLOSED_REQUEST: 499,
  INTERNAL: 500,
  SERVICE_UNAVAILABLE: 503,
  /** The database could not be reached (an outage, a restart, a network fault); with retryAfter. */
  DATABASE_UNAVAILABLE: 503,
  /** A PDF render that did not finish within its time limit. */
  PDF_TIMEOUT: 504,
  /** The server's storage is full: the database cannot store anything new (WebDAV's status, RFC 4918). */
  INSUFFICIENT_STORAGE: 507,
} as const;

export type ErrorCode = keyof typeof errorStatus;

/**
 * What any /api request may be answered with, whatever its endpoint: a request from another origin,
 * a body too large or not JSON, malformed JSON, a method the path does not take, a server fault, a
 * database that cannot be reached or whose storage is full.
 * An endpoint's contract lists only the codes of its own rules besides these.
 */
export const COMMON_ERROR_CODES = [
  "BAD_REQUEST",
  "INVALID_ORIGIN",
  "METHOD_NOT_ALLOWED",
  "PAYLOAD_TOO_LARGE",
  "UNSUPPORTED_MEDIA_TYPE",
  "INTERNAL",
  "DATABASE_UNAVAILABLE",
  "INSUFFICIENT_STORAGE",
] as const satisfies readonly ErrorCode[];

export type CommonErrorCode = (typeof COMMON_ERROR_CODES)[number];

export interface FieldIssue {
  path: string;
  message: string;
}

/** The body of every error answer: `{ "error": { code, message, issues?, retryAfter? } }`. */
export interface ErrorBody {
  error: {
    code: ErrorCode;
    message: string;
    issues?: FieldIssue[];
    /** Seconds until a retry may succeed; also sent as the Retry-After header. */
    retryAfter?: number;
    /** Why an AI function could not answer (seed 001 section 8 reads it). */
    errorType?: AiErrorType;
    /** Seed 001: set when the AI providers asked for credits. */
    needsCredits?: boolean;
  };
}
