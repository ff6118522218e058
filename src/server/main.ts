import path from "node:path";
import { fileURLToPath } from "node:url";
import { serve } from "@hono/node-server";
import { createApp } from "./app";
import { startServices } from "./bootstrap";
import { ConfigError, loadConfig, type Config } from "./config";
import { createLogger } from "./logger";
import { loadServerRenderer } from "./web/server-renderer";

const SHUTDOWN_GRACE_MS = 10_000;

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

const config = readConfig();
const logger = createLogger(config.logLevel);
// The bundled server lives in dist/server, the built web app beside it in dist/web.
const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../web");
const services = await startServices(config, logger, { webRoot });
const renderer = await loadServerRenderer(webRoot);
if (!renderer) logger.warn("dist/ssr is missing: pages are drawn in the browser only (npm run build makes it)");
const app = createApp({ ...services, webRoot, renderer });

const server = serve({ fetch: app.fetch, port: config.port }, (info) => {
  logger.info(
    { port: info.port, database: services.database.dialect, url: config.publicUrl },
    `Vitae is ready at ${config.publicUrl} (listening on port ${info.port})`,
  );
  // Chromium and the built-in engine's workers start once the app already answers, so the first
  // Export PDF or AI call does not wait for them.
  services.builtin.warmUp();
  services.pdf.warmUp().catch(() => logger.warn("PDF export will fall back to the browser's print dialog until Chromium can start"));
});

let stopping = false;
function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, "stopping: no new connections, finishing open requests");
  const forced = setTimeout(() => {
    logger.warn("open requests did not finish in time; closing anyway");
    process.exit(1);
  }, SHUTDOWN_GRACE_MS);
  forced.unref();
  server.close(async () => {
    await services.close();
    logger.info("stopped");
    process.exit(0);
  });
  if ("closeIdleConnections" in server) server.closeIdleConnections();
}

process.on("SIGTERM", () => shutdown("SIGTERM"));
process.on("SIGINT", () => shutdown("SIGINT"));
