import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { createApp, type AppType } from "../app";
import { startServices, type Services } from "../bootstrap";
import { loadConfig } from "../config";
import { createLogger } from "../logger";
import { startMailCapture, type MailCapture } from "./mail-capture";

export const TEST_ORIGIN = "http://localhost:3000";

export interface TestApp {
  app: AppType;
  services: Services;
  mail: MailCapture;
  dataDir: string;
  /** Database URL that reaches this app's tables (PostgreSQL: with its own search_path), or undefined on SQLite. */
  databaseUrl: string | undefined;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /**
   * A web root with a print entry: only then can the app's PDF renderer start Chromium. Without it
   * (the default) PDF export answers 503, so API suites never launch a browser.
   */
  webRoot?: string;
}

/**
 * A fresh app on a fresh database: SQLite in a temporary folder by default, or a schema of its own
 * in the PostgreSQL database named by DATABASE_URL, so suites never see each other's rows.
 */
export async function createTestApp(env: Record<string, string> = {}, options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "vitae-test-"));
  const mail = await startMailCapture();
  const baseUrl = process.env.DATABASE_URL;
  const schema = baseUrl ? `test_${crypto.randomUUID().replace(/-/g, "")}` : undefined;
  if (baseUrl && schema) {
    const client = new pg.Client({ connectionString: baseUrl });
    await client.connect();
    await client.query(`create schema ${schema}`);
    await client.end();
  }
  const config = loadConfig({
    DATA_DIR: dataDir,
    PUBLIC_URL: TEST_ORIGIN,
    SMTP_URL: mail.url,
    LOG_LEVEL: "silent",
    ...(baseUrl ? { DATABASE_URL: baseUrl } : {}),
    ...env,
  });
  const services = await startServices(config, createLogger("silent"), {
    ...(schema ? { searchPath: schema } : {}),
    ...(options.webRoot ? { webRoot: options.webRoot } : {}),
  });
  const app = createApp(services);
  const databaseUrl = baseUrl && schema ? withSearchPath(baseUrl, schema) : undefined;
  return {
    app,
    services,
    mail,
    dataDir,
    databaseUrl,
    async close() {
      await services.close();
      await mail.close();
      if (baseUrl && schema) {
        const client = new pg.Client({ connectionString: baseUrl });
        await client.connect();
        await client.query(`drop schema ${schema} cascade`);
        await client.end();
      }
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

function withSearchPath(databaseUrl: string, schema: string): string {
  const url = new URL(databaseUrl);
  url.searchParams.set("options", `-c search_path=${schema}`);
  return url.toString();
}
