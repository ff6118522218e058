import { Hono } from "hono";
import type { AppEnv } from "../app-env";
import type { Auth } from "../auth/create-auth";
import type { SessionCache } from "../auth/session-cache";
import type { DatabaseHandle } from "../db/database";
import { deleteUserSessions } from "../db/queries/users";
import { assertSignInAllowed, noteSignInFailure, noteSignInSuccess } from "../services/auth/sign-in-throttle";

async function readEmail(request: Request): Promise<string | undefined> {
  try {
    const body: unknown = await request.clone().json();
    const email = (body as { email?: unknown } | null)?.email;
    return typeof email === "string" && email.trim() !== "" ? email : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Better Auth serves /api/auth/*. Two of its routes get product rules around them: failed sign-ins
 * are throttled per email, and sign-out ends every session of the user (the seed's global scope).
 */
export function authRoutes(auth: Auth, database: DatabaseHandle, sessionCache: SessionCache) {
  return new Hono<AppEnv>()
    .post("/sign-in/email", async (c) => {
      const email = await readEmail(c.req.raw);
      if (email) await assertSignInAllowed(database.db, email, new Date());
      const response = await auth.handler(c.req.raw);
      if (email && response.status === 401) await noteSignInFailure(database.db, email, new Date());
      if (email && response.ok) await noteSignInSuccess(database.db, email, new Date());
      return response;
    })
    .post("/sign-out", async (c) => {
      const session = await auth.api.getSession({ headers: c.req.raw.headers });
      if (session) {
        await deleteUserSessions(database.db, session.user.id);
        sessionCache.forgetUser(session.user.id);
      }
      return auth.handler(c.req.raw);
    })
    .on(["GET", "POST"], "/*", (c) => auth.handler(c.req.raw));
}
