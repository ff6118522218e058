import type { Context, ErrorHandler, NotFoundHandler } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { HTTPException } from "hono/http-exception";
import { ZodError } from "zod";
import { AppError } from "../errors";
import type { Logger } from "../logger";
import { loggablePath } from "./request-log";

export function renderError(c: Context, error: AppError): Response {
  if (error.details.retryAfter !== undefined) c.header("Retry-After", String(error.details.retryAfter));
  // 499 is not an official status, so Hono's types do not list it; Node sends it all the same.
  return c.json(error.toBody(), error.status as ContentfulStatusCode);
}

export function errorHandler(logger: Logger): ErrorHandler {
  return (error, c) => {
    if (error instanceof AppError) return renderError(c, error);
    if (error instanceof ZodError) {
      const issues = error.issues.map((issue) => ({ path: issue.path.join("."), message: issue.message }));
      return renderError(c, new AppError("VALIDATION_FAILED", "Some fields are not valid.", { issues }));
    }
    if (error instanceof HTTPException && error.status < 500) {
      const code = error.status === 413 ? "PAYLOAD_TOO_LARGE" : error.status === 401 ? "UNAUTHORIZED" : "BAD_REQUEST";
      return renderError(c, new AppError(code, error.message || "The request could not be read."));
    }
    logger.error({ err: error, method: c.req.method, path: loggablePath(c.req.path) }, "unhandled error");
    return renderError(c, new AppError("INTERNAL", "Something went wrong on our side. Please try again."));
  };
}

export const apiNotFound: NotFoundHandler = (c) => renderError(c, new AppError("NOT_FOUND", `No API route ${c.req.method} ${c.req.path}.`));

export const methodNotAllowed = (c: Context): Response =>
  renderError(c, new AppError("METHOD_NOT_ALLOWED", `${c.req.method} is not allowed on ${c.req.path}.`));
