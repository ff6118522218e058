/** Every error the API can answer with, and its HTTP status. Services throw these; one handler renders them. */
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
  /** A PDF render that did not finish within its time limit. */
  PDF_TIMEOUT: 504,
} as const;

export type ErrorCode = keyof typeof errorStatus;

export interface FieldIssue {
  path: string;
  message: string;
}

export interface ErrorBody {
  error: {
    code: ErrorCode;
    message: string;
    issues?: FieldIssue[];
    retryAfter?: number;
  };
}

export class AppError extends Error {
  readonly status: (typeof errorStatus)[ErrorCode];

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details: { issues?: FieldIssue[]; retryAfter?: number } = {},
  ) {
    super(message);
    this.name = "AppError";
    this.status = errorStatus[code];
  }

  toBody(): ErrorBody {
    return { error: { code: this.code, message: this.message, ...this.details } };
  }
}
