// Bundles the server into ESM files; npm packages stay external and load from node_modules.
import { cpSync, readdirSync, rmSync } from "node:fs";
import { build } from "esbuild";

// Chunks are named by their content's hash: a folder left from an earlier build would keep the old ones.
rmSync("dist/server", { recursive: true, force: true });

await build({
  // The built-in AI engine's worker processes load builtin-worker.js from beside the bundle (src/server/ai/worker-process.ts).
  entryPoints: { main: "src/server/main.ts", admin: "src/server/cli/admin.ts", "builtin-worker": "src/server/ai/builtin-worker.ts" },
  outdir: "dist/server",
  bundle: true,
  // Each AI function loads its built-in answer with import() (src/server/ai/functions/define.ts): split
  // into chunks, the engine and the packages it imports load in the worker processes only, not in main.js.
  splitting: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  sourcemap: true,
  logLevel: "warning",
});

// The AI prompts are read at run time from ./functions beside the bundle (src/server/ai/prompts.ts):
// the shared system prompt and each function folder's prompt.md, which must exist.
const functions = "src/server/ai/functions";
cpSync(`${functions}/system.md`, "dist/server/functions/system.md");
for (const entry of readdirSync(functions, { withFileTypes: true })) {
  if (entry.isDirectory()) cpSync(`${functions}/${entry.name}/prompt.md`, `dist/server/functions/${entry.name}/prompt.md`);
}
