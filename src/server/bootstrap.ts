import type { AppDeps } from "./app";
import { createAuth } from "./auth/create-auth";
import { SessionCache } from "./auth/session-cache";
import type { Config } from "./config";
import { openDatabase } from "./db/database";
import { migrateToLatest } from "./db/migrate";
import type { Logger } from "./logger";
import { createMailer } from "./mail/mailer";
import { LocalFileStore } from "./storage/file-store";

export interface Services extends Omit<AppDeps, "webRoot"> {
  close(): Promise<void>;
}

/** Opens the database, brings its schema up to date and wires the services every route needs. */
export async function startServices(config: Config, logger: Logger, options: { searchPath?: string } = {}): Promise<Services> {
  const database = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, ...options });
  try {
    await migrateToLatest(database);
  } catch (error) {
    await database.close();
    throw error;
  }
  const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, dataDir: config.dataDir, logger });
  const sessionCache = new SessionCache();
  const auth = createAuth({
    database,
    publicUrl: config.publicUrl,
    secret: config.authSecret,
    adminEmails: config.adminEmails,
    mailer,
    logger,
    sessionCache,
  });
  const files = new LocalFileStore(config.dataDir);
  return { config, database, auth, sessionCache, mailer, logger, files, close: () => database.close() };
}
