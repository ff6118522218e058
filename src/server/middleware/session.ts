import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../app-env";
import type { Auth } from "../auth/create-auth";
import type { SessionCache } from "../auth/session-cache";

/** Resolves the session cookie once per request; routes read the user from the context. */
export function loadSession(auth: Auth, cache: SessionCache): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const cookie = c.req.header("cookie");
    if (!cookie) {
      c.set("user", null);
      return next();
    }
    const now = Date.now();
    let user = cache.get(cookie, now) ?? null;
    if (!user) {
      const session = await auth.api.getSession({ headers: c.req.raw.headers });
      user = session?.user ?? null;
      if (session) cache.set(cookie, session.user, new Date(session.session.expiresAt), now);
    }
    c.set("user", user);
    await next();
  };
}
