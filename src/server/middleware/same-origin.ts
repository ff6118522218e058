import type { MiddlewareHandler } from "hono";
import { AppError } from "../errors";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

function originOfReferer(referer: string | undefined): string | undefined {
  if (!referer) return undefined;
  try {
    return new URL(referer).origin;
  } catch {
    return undefined;
  }
}

/**
 * Refuses a request that changes something unless it comes from the app's own pages: its Origin
 * (or, when a browser sent none, its Referer) must be PUBLIC_URL's origin. Checked before any route
 * runs, so a refused request changes nothing. SameSite cookies alone do not stop this: a page on
 * another port or a sibling subdomain is the same site.
 */
export function requireSameOrigin(publicUrl: string): MiddlewareHandler {
  const appOrigin = new URL(publicUrl).origin;
  return async (c, next) => {
    if (!SAFE_METHODS.has(c.req.method)) {
      const origin = c.req.header("origin") ?? originOfReferer(c.req.header("referer"));
      if (origin !== appOrigin) {
        throw new AppError("INVALID_ORIGIN", "This request did not come from the Vitae app, so it was refused.");
      }
    }
    await next();
  };
}
