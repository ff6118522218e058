// Bundles the server into ESM files; npm packages stay external and load from node_modules.
import { cpSync } from "node:fs";
import { build } from "esbuild";

await build({
  // The built-in AI engine's worker threads load builtin-worker.js from beside the bundle (src/server/ai/builtin-pool.ts).
  entryPoints: { main: "src/server/main.ts", admin: "src/server/cli/admin.ts", "builtin-worker": "src/server/ai/builtin-worker.ts" },
  outdir: "dist/server",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  sourcemap: true,
  logLevel: "warning",
});

// The AI prompts are read at run time from ./prompts beside the bundle (src/server/ai/prompts.ts).
cpSync("src/server/ai/prompts", "dist/server/prompts", { recursive: true });
