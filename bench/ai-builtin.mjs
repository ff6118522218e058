// The built-in AI engine's speed: each function on a typical resume and on the largest one the
// schema accepts, in process (the engine is synchronous, so this is how long a call holds the
// event loop). Figures to bench/results/ai-builtin.json.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { writeResult } from "./support/write-result.mjs";

const dir = mkdtempSync(path.join(os.tmpdir(), "vitae-ai-bench-"));
try {
  const output = path.join(dir, "figures.json");
  const run = spawnSync(process.execPath, ["--import", "tsx", "bench/ai/run.ts", output], { stdio: "inherit" });
  if (run.status !== 0) process.exit(run.status ?? 1);
  writeResult("ai-builtin", JSON.parse(readFileSync(output, "utf8")));
} finally {
  rmSync(dir, { recursive: true, force: true });
}
