import { betterAuth } from "better-auth";
import { APIError } from "better-auth/api";
import { EMAIL_CONFIRMED_PATH, PASSWORD_MIN_LENGTH, SIGN_IN_DISABLED_MESSAGE } from "#shared/auth";
import type { DatabaseHandle } from "../db/database";
import { isSignInDisabled } from "../db/queries/disabled-sign-ins";
import { ensureProfile } from "../db/queries/profiles";
import { grantRole } from "../db/queries/user-roles";
import type { Logger } from "../logger";
import { existingAccountMail, passwordResetMail, verificationMail } from "../mail/auth-mails";
import type { Mailer } from "../mail/mailer";
import { createPasswordHashing } from "./password-hashing";
import type { ActivityDays } from "../services/usage/activity-days";

/**
 * The client's address as routes/auth.ts resolved it (TRUSTED_PROXIES), for Better Auth's rate limiter
 * and the sessions' ipAddress. That route sets or removes it on every request, so no client can.
 */
export const CLIENT_ADDRESS_HEADER = "x-vitae-client-address";

/**
 * Better Auth's own limiter, per client address and route, in every environment (it is on only under
 * NODE_ENV=production by default). Bursts only: the product limits of decision 008 (services/auth)
 * count over longer windows. Windows in seconds.
 */
const RATE_LIMIT = {
  enabled: true,
  storage: "database",
  window: 60,
  max: 300,
  customRules: {
    "/sign-in/*": { window: 60, max: 60 },
    "/sign-up/*": { window: 60, max: 30 },
    "/change-password": { window: 60, max: 20 },
    "/reset-password": { window: 60, max: 20 },
    "/request-password-reset": { window: 60, max: 20 },
    "/send-verification-email": { window: 60, max: 20 },
    // Every page load asks for the session; limiting it would cost a database write per page.
    "/get-session": false,
  },
} as const;

export interface AuthOptions {
  database: DatabaseHandle;
  publicUrl: string;
  secret: string;
  adminEmails: string[];
  mailer: Mailer;
  logger: Logger;
  /**
   * The session cache, by the one method the session delete hook calls: session-cache.ts takes its
   * user type from this file, so naming its class here would make the two import each other.
   */
  sessionCache: { forgetUser(userId: string): void };
  activityDays: ActivityDays;
}

/**
 * Every confirmation link returns to the page that signs the user in and explains used or broken
 * links: also the one Better Auth mails when an unconfirmed user signs in, which would land on "/".
 */
function toConfirmationPage(link: string): string {
  const url = new URL(link);
  url.searchParams.set("callbackURL", EMAIL_CONFIRMED_PATH);
  return url.href;
}

export function createAuth(options: AuthOptions) {
  const { database, mailer, logger } = options;
  const db = database.db;
  const isAdminEmail = (email: string) => options.adminEmails.includes(email.toLowerCase());
  const grantAdminIfListed = async (user: { id: string; email: string }) => {
    if (isAdminEmail(user.email)) await grantRole(db, user.id, "admin", new Date().toISOString());
  };

  return betterAuth({
    appName: "Vitae",
    baseURL: options.publicUrl,
    basePath: "/api/auth",
    secret: options.secret,
    trustedOrigins: [options.publicUrl],
    database: { db, type: database.dialect },
    telemetry: { enabled: false },
    rateLimit: RATE_LIMIT,
    // An error Better Auth did not make itself (the database's, mostly) reaches the app's error
    // handler, which answers an unreachable database 503 and a full one 507, instead of a bare 500.
    onAPIError: { throw: true },
    advanced: { ipAddress: { ipAddressHeaders: [CLIENT_ADDRESS_HEADER] } },
    logger: {
      log: (level, message, ...args) => {
        const log = level === "error" ? logger.error : level === "warn" ? logger.warn : logger.debug;
        log.call(logger, { args }, `auth: ${message}`);
      },
    },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      password: createPasswordHashing(),
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, url }) => {
        await mailer.send(passwordResetMail(user.email, url));
      },
      onExistingUserSignUp: async ({ user }) => {
        await mailer.send(existingAccountMail(user.email, `${options.publicUrl}/auth`));
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: true,
      autoSignInAfterVerification: true,
      sendVerificationEmail: async ({ user, url }) => {
        await mailer.send(verificationMail(user.email, toConfirmationPage(url)));
      },
      afterEmailVerification: async (user) => {
        await grantAdminIfListed(user);
      },
    },
    databaseHooks: {
      // Every way a session ends (sign-out, revoke-session(s), a password change or reset that revokes
      // sessions) goes through here, so this process stops honouring it at once (decision 014).
      session: {
        // Every sign-in (password, or the confirmation link's) creates a session: an operator's
        // disabled user is refused here, after the password was checked, so only the account's owner
        // learns it is disabled. The sign-in form shows the message. A sign-in is also using the
        // product: the day counts as active (decision 024).
        create: {
          before: async (session) => {
            if (await isSignInDisabled(db, session.userId)) {
              throw new APIError("FORBIDDEN", { code: "SIGN_IN_DISABLED", message: SIGN_IN_DISABLED_MESSAGE });
            }
          },
          after: async (session) => {
            await options.activityDays.record({ userId: session.userId, now: new Date() });
          },
        },
        delete: {
          after: async (session) => {
            options.sessionCache.forgetUser(session.userId);
          },
        },
      },
      user: {
        create: {
          after: async (user) => {
            // Admin follows from ADMIN_EMAILS only once the address is proven (afterEmailVerification):
            // anyone may sign up with a listed address they do not own.
            await ensureProfile(db, user.id, new Date().toISOString());
          },
        },
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
export type SessionUser = Auth["$Infer"]["Session"]["user"];
