// `npm test`: the unit, web and API suites (every Vitest project), then the browser journeys on the built app.
// The browser part is skipped, with a notice, only when no Chromium is installed; without
// poppler-utils (pdftotext, pdffonts) only the tests that read PDFs with them are, with a notice too.
// `--api` runs only the API suite (CI reruns it on PostgreSQL with DATABASE_URL set).
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync } from "node:fs";

const apiOnly = process.argv.includes("--api");
const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const totals = { passed: 0, failed: 0, skipped: 0 };

function run(command, args, env = {}) {
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, ...env } });
  return result.status ?? 1;
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, "utf8"));
  } catch {
    return undefined;
  }
}

mkdirSync("test-results", { recursive: true });

const vitestStatus = run("npx", [
  "vitest",
  "run",
  ...(apiOnly ? ["--project", "api"] : []),
  "--reporter=default",
  "--reporter=json",
  "--outputFile=test-results/vitest.json",
]);
const vitest = readJson("test-results/vitest.json");
if (vitest) {
  totals.passed += vitest.numPassedTests;
  totals.failed += vitest.numFailedTests;
  totals.skipped += vitest.numPendingTests + (vitest.numTodoTests ?? 0);
} else if (vitestStatus !== 0) {
  totals.failed += 1;
}

let browserStatus = 0;
if (!apiOnly && existsSync(chromium)) {
  browserStatus = run("npm", ["run", "build", "--silent"]);
  if (browserStatus === 0) {
    browserStatus = run("npx", ["playwright", "test"]);
    const e2e = readJson("test-results/e2e.json");
    if (e2e) {
      totals.passed += e2e.stats.expected;
      totals.failed += e2e.stats.unexpected + e2e.stats.flaky;
      totals.skipped += e2e.stats.skipped;
    } else if (browserStatus !== 0) {
      totals.failed += 1;
    }
  } else {
    totals.failed += 1;
  }
} else if (!apiOnly) {
  console.log(
    `\nNotice: no Chromium at ${chromium}; the browser tests were skipped. Install it (apt-get install chromium) or set CHROMIUM_PATH.`,
  );
}
const missingPoppler = ["pdftotext", "pdffonts"].filter((command) => spawnSync(command, ["-v"]).error !== undefined);
if (!apiOnly && existsSync(chromium) && missingPoppler.length > 0) {
  console.log(
    `\nNotice: ${missingPoppler.join(" and ")} not found; the browser tests that read each layout's PDF as an ATS would were skipped. Install them (apt-get install poppler-utils).`,
  );
}

const label = apiOnly ? (process.env.DATABASE_URL ? "PostgreSQL: " : "SQLite: ") : "";
console.log(`\n${label}${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(vitestStatus !== 0 || browserStatus !== 0 ? 1 : 0);
