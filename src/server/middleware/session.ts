import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../app-env";
import type { Auth, SessionUser } from "../auth/create-auth";
import type { SessionCache } from "../auth/session-cache";

/** The user a request's session cookie signs in, or null: from the session cache, else from Better Auth. */
export async function sessionUserOf(auth: Auth, cache: SessionCache, headers: Headers): Promise<SessionUser | null> {
  const cookie = headers.get("cookie");
  if (!cookie) return null;
  const now = Date.now();
  const cached = cache.get(cookie, now);
  if (cached) return cached;
  const session = await auth.api.getSession({ headers });
  if (!session) return null;
  cache.set(cookie, session.user, new Date(session.session.expiresAt), now);
  return session.user;
}

/** Resolves the session cookie once per request; routes read the user from the context. */
export function loadSession(auth: Auth, cache: SessionCache): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    c.set("user", await sessionUserOf(auth, cache, c.req.raw.headers));
    await next();
  };
}
