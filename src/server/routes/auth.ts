import { Hono, type Context } from "hono";
import { createMiddleware } from "hono/factory";
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH } from "#shared/auth";
import type { AppEnv } from "../app-env";
import { CLIENT_ADDRESS_HEADER, type Auth } from "../auth/create-auth";
import type { SessionCache } from "../auth/session-cache";
import type { DatabaseHandle } from "../db/database";
import { watchDatabaseFailures } from "../db/failure-scope";
import { AppError } from "../errors";
import { UNKNOWN_CLIENT } from "../middleware/client-address";
import { renderError } from "../middleware/errors";
import { isJsonMediaType } from "../middleware/validate";
import {
  admitAuthMail,
  admitPasswordChange,
  admitSignIn,
  settlePasswordChange,
  settleSignIn,
  type AuthAttempt,
} from "../services/auth/auth-throttles";
import { signOutEverywhere } from "../services/auth/sign-out-everywhere";

/** The fields of an auth request body the product rules read; Better Auth validates the rest. */
interface AuthBody {
  email?: unknown;
  name?: unknown;
}

interface AuthEnv extends AppEnv {
  Variables: AppEnv["Variables"] & { authBody: AuthBody };
}

const tooLong = (path: string, label: string, max: number): AppError => {
  const message = `${label} must be at most ${max} characters.`;
  return new AppError("VALIDATION_FAILED", message, { issues: [{ path, message }] });
};

/**
 * Reads the body of every POST once, as Better Auth will: JSON only (Better Auth also reads forms,
 * which would slip past rules that read JSON), and an email or name too long to be real is refused
 * before anything is written.
 */
const readAuthBody = createMiddleware<AuthEnv>(async (c, next) => {
  let body: AuthBody = {};
  if (c.req.method === "POST") {
    const text = await c.req.raw.clone().text();
    if (text !== "" && !isJsonMediaType(c.req.header("content-type"))) {
      throw new AppError("UNSUPPORTED_MEDIA_TYPE", "The request body must be JSON (Content-Type: application/json).");
    }
    try {
      const parsed: unknown = text === "" ? {} : JSON.parse(text);
      if (parsed !== null && typeof parsed === "object") body = parsed as AuthBody;
    } catch {
      // Better Auth answers malformed JSON itself.
    }
  }
  if (typeof body.email === "string" && body.email.length > EMAIL_MAX_LENGTH) throw tooLong("email", "Email", EMAIL_MAX_LENGTH);
  if (typeof body.name === "string" && body.name.length > NAME_MAX_LENGTH) throw tooLong("name", "Name", NAME_MAX_LENGTH);
  c.set("authBody", body);
  await next();
});

const attemptOf = (c: Context<AuthEnv>): AuthAttempt => {
  const { email } = c.get("authBody");
  return { email: typeof email === "string" && email.trim() !== "" ? email : undefined, clientAddress: c.get("clientAddress") };
};

/** Better Auth's limiter answers in its own shape; clients get every 429 in the API's (decision 008). */
async function asApiRateLimit(c: Context, response: Response): Promise<Response> {
  if (response.status !== 429) return response;
  const retryAfter = Math.max(1, Number(response.headers.get("x-retry-after")) || 60);
  return renderError(c, new AppError("RATE_LIMITED", `Too many requests. Please try again in ${retryAfter} seconds.`, { retryAfter }));
}

// Requests that mail: a confirmation link (or, for a taken address, a note to its owner) or a reset link.
const MAILING_ROUTES = ["/sign-up/email", "/request-password-reset", "/send-verification-email"];

/**
 * Better Auth serves /api/auth/*, behind the product rules of decision 008: JSON bodies only, attempt
 * limits per email, user and client address, and a global sign-out. The client's address reaches
 * Better Auth in a header this router always rewrites, so its limiter and sessions see the same one.
 */
export function authRoutes(auth: Auth, database: DatabaseHandle, sessionCache: SessionCache) {
  const { db } = database;
  const forward = async (c: Context<AuthEnv>) => {
    const headers = new Headers(c.req.raw.headers);
    headers.delete(CLIENT_ADDRESS_HEADER);
    const address = c.get("clientAddress");
    if (address !== UNKNOWN_CLIENT) headers.set(CLIENT_ADDRESS_HEADER, address);
    const { value: response, failure } = await watchDatabaseFailures(() => auth.handler(new Request(c.req.raw, { headers })));
    // Better Auth answers some database failures with errors of its own (a 500, a 422 'Failed to
    // create user'): the error handler tells the user the real reason (a 503 or 507) instead.
    if (failure && response.status >= 400) throw failure;
    return asApiRateLimit(c, response);
  };

  return new Hono<AuthEnv>()
    .use(readAuthBody)
    .post("/sign-in/email", async (c) => {
      const attempt = attemptOf(c);
      await admitSignIn({ db }, { attempt, now: new Date() });
      const response = await forward(c);
      await settleSignIn({ db }, { attempt, succeeded: response.ok, now: new Date() });
      return response;
    })
    .on("POST", MAILING_ROUTES, async (c) => {
      await admitAuthMail({ db }, { attempt: attemptOf(c), now: new Date() });
      return forward(c);
    })
    .post("/change-password", async (c) => {
      const session = await auth.api.getSession({ headers: c.req.raw.headers });
      if (!session) return forward(c);
      const userId = session.user.id;
      await admitPasswordChange({ db }, { userId, now: new Date() });
      const response = await forward(c);
      await settlePasswordChange({ db }, { userId, succeeded: response.ok });
      return response;
    })
    .post("/sign-out", async (c) => {
      const session = await auth.api.getSession({ headers: c.req.raw.headers });
      if (session) await signOutEverywhere({ db, sessionCache }, { userId: session.user.id });
      return forward(c);
    })
    .on(["GET", "POST"], "/*", (c) => forward(c));
}
