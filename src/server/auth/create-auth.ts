import { betterAuth } from "better-auth";
import { PASSWORD_MIN_LENGTH } from "../../shared/auth";
import type { DatabaseHandle } from "../db/database";
import { ensureProfile } from "../db/queries/profiles";
import { grantRole } from "../db/queries/user-roles";
import type { Logger } from "../logger";
import { existingAccountMail, passwordResetMail, verificationMail } from "../mail/auth-mails";
import type { Mailer } from "../mail/mailer";
import type { SessionCache } from "./session-cache";

export interface AuthOptions {
  database: DatabaseHandle;
  publicUrl: string;
  secret: string;
  adminEmails: string[];
  mailer: Mailer;
  logger: Logger;
  sessionCache: SessionCache;
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
      revokeSessionsOnPasswordReset: true,
      onPasswordReset: async ({ user }) => {
        options.sessionCache.forgetUser(user.id);
      },
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
        await mailer.send(verificationMail(user.email, url));
      },
      afterEmailVerification: async (user) => {
        await grantAdminIfListed(user);
      },
    },
    databaseHooks: {
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
