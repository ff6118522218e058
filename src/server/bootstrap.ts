import { createAiEngine } from "./ai/ai-engine";
import { createBuiltinPool } from "./ai/builtin-pool";
import type { AppDeps } from "./app";
import { createAuth } from "./auth/create-auth";
import { SessionCache } from "./auth/session-cache";
import type { Config } from "./config";
import { openDatabase } from "./db/database";
import { migrateToLatest } from "./db/migrate";
import type { Logger } from "./logger";
import { createMailer } from "./mail/mailer";
import { createPdfRenderer } from "./pdf/pdf-renderer";
import { ActivityDays } from "./services/usage/activity-days";
import { LocalFileStore, type FileStore } from "./storage/file-store";
import { S3FileStore } from "./storage/s3-file-store";

export interface Services extends Omit<AppDeps, "webRoot"> {
  close(): Promise<void>;
}

/** Opens the database, brings its schema up to date and wires the services every route needs. */
export async function startServices(
  config: Config,
  logger: Logger,
  // webRoot: the built web app, whose print entry PDF export loads; without it PDF export answers 503.
  options: { searchPath?: string; webRoot?: string } = {},
): Promise<Services> {
  const { webRoot, ...databaseOptions } = options;
  const database = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, logger, ...databaseOptions });
  try {
    await migrateToLatest(database);
  } catch (error) {
    await database.close();
    throw error;
  }
  const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, dataDir: config.dataDir, logger });
  const sessionCache = new SessionCache();
  const activityDays = new ActivityDays({ db: database.db, logger });
  const auth = createAuth({
    database,
    publicUrl: config.publicUrl,
    secret: config.authSecret,
    adminEmails: config.adminEmails,
    mailer,
    logger,
    sessionCache,
    activityDays,
  });
  let files: FileStore;
  if (config.s3) {
    const s3 = new S3FileStore(config.s3);
    try {
      await s3.checkBucket();
    } catch (error) {
      await database.close();
      throw error;
    }
    files = s3;
  } else {
    files = new LocalFileStore(config.dataDir);
  }
  // Nothing starts here: main.ts warms Chromium up once the server listens, else the first export starts it.
  const pdf = createPdfRenderer({
    webRoot,
    files,
    chromiumPath: config.chromiumPath,
    wsEndpoint: config.chromiumWsEndpoint,
    appOrigin: config.publicUrl,
    logger,
  });
  // Nothing starts here either: main.ts warms the workers up once the server listens, else the first AI call or upload starts one.
  const builtin = createBuiltinPool();
  const ai = createAiEngine(config, builtin, logger);
  const close = async () => {
    await builtin.close();
    await pdf.close();
    await database.close();
  };
  return { config, database, auth, sessionCache, activityDays, mailer, logger, files, pdf, ai, builtin, close };
}
