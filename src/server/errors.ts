import { errorStatus, type ErrorBody, type ErrorCode } from "#shared/api/errors";

type ErrorDetails = Omit<ErrorBody["error"], "code" | "message">;

/** An error the API answers with: services throw these with a code of the contract (src/shared/api/errors.ts); one handler renders them. */
export class AppError extends Error {
  readonly status: (typeof errorStatus)[ErrorCode];

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details: ErrorDetails = {},
  ) {
    super(message);
    this.name = "AppError";
    this.status = errorStatus[code];
  }

  toBody(): ErrorBody {
    return { error: { code: this.code, message: this.message, ...this.details } };
  }
}
