import type { Context, ErrorHandler, NotFoundHandler } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { HTTPException } from "hono/http-exception";
import type { Kysely } from "kysely";
import { ZodError } from "zod";
import type { AppEnv } from "../app-env";
import { databaseFailureOf } from "../db/database-failures";
import { userExists } from "../db/queries/users";
import type { Database } from "../db/schema";
import { AppError } from "../errors";
import type { Logger } from "../logger";
import { databaseUnavailable, storageFull } from "../services/database/database-errors";
import { loggablePath } from "./request-log";

export function renderError(c: Context, error: AppError): Response {
  if (error.details.retryAfter !== undefined) c.header("Retry-After", String(error.details.retryAfter));
  // 499 is not an official status, so Hono's types do not list it; Node sends it all the same.
  return c.json(error.toBody(), error.status as ContentfulStatusCode);
}

/**
 * What a request meets when its user's account is deleted while it runs: a row of theirs no longer
 * found (404), a save that no longer matches (409), a letter's resume gone (422), or a write whose
 * foreign key to the user or to a row of theirs breaks. Its session went with the account, so it is
 * answered as the user's next request is: 401. The user is looked up only after such an error.
 */
const ERRORS_OF_A_DELETED_ACCOUNT: ReadonlySet<number> = new Set([404, 409, 422]);
const accountDeleted = () => new AppError("UNAUTHORIZED", "Your account was deleted, so this was not saved.");

async function sessionUserWasDeleted(c: Context<AppEnv>, db: Kysely<Database>): Promise<boolean> {
  const user = c.get("user");
  if (!user) return false;
  try {
    return !(await userExists(db, user.id));
  } catch {
    return false;
  }
}

export function errorHandler(logger: Logger, db: Kysely<Database>): ErrorHandler<AppEnv> {
  return async (error, c) => {
    if (error instanceof AppError) {
      if (ERRORS_OF_A_DELETED_ACCOUNT.has(error.status) && (await sessionUserWasDeleted(c, db))) return renderError(c, accountDeleted());
      return renderError(c, error);
    }
    if (error instanceof ZodError) {
      const issues = error.issues.map((issue) => ({ path: issue.path.join("."), message: issue.message }));
      return renderError(c, new AppError("VALIDATION_FAILED", "Some fields are not valid.", { issues }));
    }
    if (error instanceof HTTPException && error.status < 500) {
      const code = error.status === 413 ? "PAYLOAD_TOO_LARGE" : error.status === 401 ? "UNAUTHORIZED" : "BAD_REQUEST";
      return renderError(c, new AppError(code, error.message || "The request could not be read."));
    }
    const request = { method: c.req.method, path: loggablePath(c.req.path) };
    const failure = databaseFailureOf(error);
    if (failure === "unavailable") {
      logger.warn({ err: error, ...request }, "database unavailable");
      return renderError(c, databaseUnavailable());
    }
    if (failure === "storage-full") {
      logger.error({ err: error, ...request }, "database storage full");
      return renderError(c, storageFull());
    }
    if (failure === "foreign-key" && (await sessionUserWasDeleted(c, db))) return renderError(c, accountDeleted());
    logger.error({ err: error, ...request }, "unhandled error");
    return renderError(c, new AppError("INTERNAL", "Something went wrong on our side. Please try again."));
  };
}

export const apiNotFound: NotFoundHandler = (c) => renderError(c, new AppError("NOT_FOUND", `No API route ${c.req.method} ${c.req.path}.`));

export const methodNotAllowed = (c: Context): Response =>
  renderError(c, new AppError("METHOD_NOT_ALLOWED", `${c.req.method} is not allowed on ${c.req.path}.`));
