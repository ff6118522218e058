import { defineConfig } from "vitest/config";

// Two projects so CI can rerun only the API suite against PostgreSQL.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "unit",
          include: ["src/shared/**/*.test.ts", "src/web/**/*.test.{ts,tsx}", "scripts/**/*.test.ts", "src/server/pdf/**/*.test.ts"],
          environment: "node",
        },
      },
      {
        test: {
          name: "api",
          include: ["src/server/**/*.test.ts"],
          // PDF rendering needs no database: it runs once, in the unit project.
          exclude: ["src/server/pdf/**"],
          environment: "node",
          testTimeout: 20_000,
          hookTimeout: 30_000,
        },
      },
    ],
  },
});
