import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { defineConfig } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 3210);
// One fresh data folder per run; the tests read the mails the server writes there.
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(os.tmpdir(), "vitae-e2e-"));
process.env.E2E_BASE_URL = `http://localhost:${port}`;

export default defineConfig({
  testDir: "e2e",
  // Every journey signs its own user up (the layout and fit files, one per worker), so any test
  // may run beside any other: two at a time, for the two cores CI has.
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [["list"], ["json", { outputFile: "test-results/e2e.json" }]],
  use: {
    baseURL: process.env.E2E_BASE_URL,
    screenshot: "only-on-failure",
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-dev-shm-usage"],
    },
  },
  webServer: {
    command: "node dist/server/main.js",
    url: `${process.env.E2E_BASE_URL}/api/health`,
    reuseExistingServer: false,
    timeout: 30_000,
    env: {
      PORT: String(port),
      PUBLIC_URL: process.env.E2E_BASE_URL,
      DATA_DIR: process.env.E2E_DATA_DIR,
      LOG_LEVEL: "warn",
      // As behind a reverse proxy on the same host: each test's browser is a client of its own
      // (e2e/support/test.ts), so the per-address limits see many users, as a real site does.
      TRUSTED_PROXIES: "loopback",
      // The contact form's messages go here (written to DATA_DIR/mail, as the server has no SMTP_URL).
      CONTACT_EMAIL: "contact@vitae.test",
    },
  },
});
