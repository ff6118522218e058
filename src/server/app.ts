import { Hono } from "hono";
import { compress } from "hono/compress";
import { except } from "hono/combine";
import { functionsApi } from "#shared/api/functions";
import type { AiEngine } from "./ai/ai-engine";
import type { BuiltinPool } from "./ai/builtin-pool";
import type { AppEnv } from "./app-env";
import type { Auth } from "./auth/create-auth";
import type { SessionCache } from "./auth/session-cache";
import type { Config } from "./config";
import type { DatabaseHandle } from "./db/database";
import type { Logger } from "./logger";
import type { Mailer } from "./mail/mailer";
import { limitBody } from "./middleware/body-limit";
import { clientAddress } from "./middleware/client-address";
import { apiNotFound, errorHandler } from "./middleware/errors";
import { requestLog } from "./middleware/request-log";
import { requireSameOrigin } from "./middleware/same-origin";
import { securityHeaders } from "./middleware/security-headers";
import { recordActivity } from "./middleware/record-activity";
import { loadSession, sessionUserOf } from "./middleware/session";
import type { PdfRenderer } from "./pdf/pdf-renderer";
import { adminRoutes } from "./routes/admin";
import { atsReadRoutes } from "./routes/ats-read";
import { authRoutes } from "./routes/auth";
import { contactRoutes } from "./routes/contact";
import { coverLetterRoutes } from "./routes/cover-letters";
import { healthRoutes } from "./routes/health";
import { fileRoutes } from "./routes/files";
import { functionRoutes } from "./routes/functions";
import { jobApplicationRoutes } from "./routes/job-applications";
import { pdfRoutes } from "./routes/pdf";
import { profileRoutes } from "./routes/profile";
import { publicRoutes } from "./routes/public";
import { resumeRoutes } from "./routes/resumes";
import { storageRoutes } from "./routes/storage";
import { findPublicProfilePage } from "./services/profiles/get-public-profile";
import type { ActivityDays } from "./services/usage/activity-days";
import type { FileStore } from "./storage/file-store";
import type { ServerRenderer } from "./web/server-renderer";
import { webRoutes } from "./web/serve-web";

export interface AppDeps {
  config: Config;
  database: DatabaseHandle;
  auth: Auth;
  sessionCache: SessionCache;
  activityDays: ActivityDays;
  mailer: Mailer;
  logger: Logger;
  files: FileStore;
  pdf: PdfRenderer;
  ai: AiEngine;
  /** The worker threads of the built-in engine and the intake (the AI engine asks them too). */
  builtin: BuiltinPool;
  /** Folder of the built web app; without it only the API is served. */
  webRoot?: string;
  /** The web app's server renderer (dist/ssr, loaded by main.ts); without it pages are drawn in the browser. */
  renderer?: ServerRenderer | null;
}

export function createApp(deps: AppDeps) {
  // Each resource's routes register the full paths of its contract (src/shared/api), so they are
  // mounted at the root; the middleware before them covers /api/* only.
  const api = new Hono<AppEnv>()
    // First of all: a request from another origin must not reach any route, Better Auth's included.
    .use("/api/*", requireSameOrigin(deps.config.publicUrl))
    // Uploads carry images and resumes of up to 5 MB; their routes set their own, larger limit.
    .use("/api/*", except(["/api/storage/*", functionsApi["parse-resume-upload"].path], limitBody()))
    .route("/api/auth", authRoutes(deps.auth, deps.database, deps.sessionCache))
    // Before the session middleware: the health check must not depend on loading a session.
    .route("/", healthRoutes(deps.database))
    .use("/api/*", loadSession(deps.auth, deps.sessionCache))
    .use("/api/*", recordActivity(deps.activityDays))
    .route("/", resumeRoutes(deps.database, deps.files))
    .route("/", coverLetterRoutes(deps.database))
    .route("/", jobApplicationRoutes(deps.database))
    .route("/", pdfRoutes(deps.pdf, deps.database))
    .route("/", atsReadRoutes({ db: deps.database.db, pdf: deps.pdf, builtin: deps.builtin }))
    .route("/", profileRoutes(deps.database, deps.files))
    // Not behind requireUser: public profile pages are for everyone.
    .route("/", publicRoutes(deps.database))
    .route(
      "/",
      contactRoutes({ db: deps.database.db, mailer: deps.mailer, contactEmail: deps.config.contactEmail, siteUrl: deps.config.publicUrl }),
    )
    .route("/", storageRoutes(deps.database, deps.files))
    .route("/", adminRoutes(deps.database, deps.files, deps.sessionCache))
    .route("/", functionRoutes({ db: deps.database.db, ai: deps.ai, builtin: deps.builtin, hourlyLimit: deps.config.aiHourlyLimit }))
    .all("/api/*", apiNotFound);

  const app = new Hono<AppEnv>()
    .use(requestLog(deps.logger))
    // JSON and HTML made per request; the built files carry their own compressed copies, and
    // images and PDFs are compressed already (the filter leaves them alone).
    .use(compress())
    .use(securityHeaders(deps.files.direct?.origins))
    .use(clientAddress(deps.config.trustedProxies))
    .route("/", api)
    // Profile images are served to their owner while the profile is private: the file route needs the session.
    .use("/files/profile-images/*", loadSession(deps.auth, deps.sessionCache))
    .route("/files", fileRoutes(deps.files, deps.database));
  app.onError(errorHandler(deps.logger, deps.database.db));
  if (deps.webRoot) {
    const { db } = deps.database;
    const findProfile = (username: string) => findPublicProfilePage({ db }, { username });
    const findViewer = (headers: Headers) => sessionUserOf(deps.auth, deps.sessionCache, headers);
    const web = { webRoot: deps.webRoot, renderer: deps.renderer ?? null, publicUrl: deps.config.publicUrl, db, logger: deps.logger };
    app.route("/", webRoutes({ ...web, findPublicProfile: findProfile, findViewer }));
  }
  return app;
}

export type AppType = ReturnType<typeof createApp>;
