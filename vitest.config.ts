import { configDefaults, defineConfig } from "vitest/config";

// The layouts render to static markup, as the markup snapshot test does: their tests need
// no DOM. Pagination measures and changes a laid-out sheet: its tests do.
const templateTests = "src/web/templates/**/*.test.{ts,tsx}";
const paginationTests = "src/web/templates/pagination/**/*.test.{ts,tsx}";
// The AI engine (model providers against local test servers, the built-in engine), the intake and
// the fair queue they and the PDF renderer share need no database: they run once.
const engineTests = ["src/server/ai/**/*.test.ts", "src/server/intake/**/*.test.ts", "src/server/scheduling/**/*.test.ts"];

// The web app's tests run on jsdom (a DOM, storage, events), the rest on plain Node. The API suite
// is a project of its own so CI can rerun only it against PostgreSQL.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "unit",
          include: ["src/shared/**/*.test.ts", "scripts/**/*.test.ts", "src/server/pdf/**/*.test.ts", ...engineTests, templateTests],
          exclude: [...configDefaults.exclude, paginationTests],
          environment: "node",
          // The engine's vocabulary tests run compromise over every verb and skill: seconds of CPU
          // that a busy two-core CI machine may stretch past the 5 s default.
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: "web",
          include: ["src/web/*.test.{ts,tsx}", "src/web/!(templates)/**/*.test.{ts,tsx}", paginationTests],
          environment: "jsdom",
          setupFiles: ["src/web/test-support/setup.ts"],
        },
      },
      {
        test: {
          name: "api",
          include: ["src/server/**/*.test.ts"],
          // PDF rendering, the engine and the intake need no database: they run once, in the unit project.
          exclude: ["src/server/pdf/**", ...engineTests],
          environment: "node",
          testTimeout: 20_000,
          hookTimeout: 30_000,
        },
      },
    ],
  },
});
