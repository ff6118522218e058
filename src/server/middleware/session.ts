import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../app-env";
import type { Auth } from "../auth/create-auth";

/** Resolves the session cookie once per request; routes read the user from the context. */
export function loadSession(auth: Auth): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const session = await auth.api.getSession({ headers: c.req.raw.headers });
    c.set("user", session?.user ?? null);
    await next();
  };
}
