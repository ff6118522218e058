import type { MiddlewareHandler } from "hono";
import type { Logger } from "../logger";

// Paths that carry a secret in a segment: Better Auth's password-reset link (/reset-password/<token>).
// Tokens in query strings (verify-email?token=) never reach the log: only the path is logged.
const SECRET_SEGMENTS = [/^(\/api\/auth\/reset-password\/)[^/]+/];

/** The request path as it may be logged: live tokens replaced by "[redacted]". */
export function loggablePath(path: string): string {
  return SECRET_SEGMENTS.reduce((redacted, pattern) => redacted.replace(pattern, "$1[redacted]"), path);
}

/** One log line per request, written when the response is ready. */
export function requestLog(logger: Logger): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    await next();
    const ms = Math.round((performance.now() - started) * 10) / 10;
    const status = c.res.status;
    const level = status >= 500 ? "error" : status >= 400 ? "warn" : "info";
    const path = loggablePath(c.req.path);
    logger[level]({ method: c.req.method, path, status, ms }, `${c.req.method} ${path} ${status} ${ms}ms`);
  };
}
