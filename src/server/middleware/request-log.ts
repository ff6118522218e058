import type { MiddlewareHandler } from "hono";
import type { Logger } from "../logger";

/** One log line per request, written when the response is ready. */
export function requestLog(logger: Logger): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    await next();
    const ms = Math.round((performance.now() - started) * 10) / 10;
    const status = c.res.status;
    const level = status >= 500 ? "error" : status >= 400 ? "warn" : "info";
    logger[level]({ method: c.req.method, path: c.req.path, status, ms }, `${c.req.method} ${c.req.path} ${status} ${ms}ms`);
  };
}
