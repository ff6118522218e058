// The built-in AI engine against an earlier commit's, call for call in one process, by CPU time:
// on a shared machine wall-clock figures move with the load (and bench/results/ai-builtin.json may
// come from another machine), while calls of the two engines taken in turn see the same machine.
// Usage: node bench/ai-builtin-against.mjs <git ref>. Figures to bench/results/ai-builtin-against.json.
import { execFileSync, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, symlinkSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { writeResult } from "./support/write-result.mjs";

const ref = process.argv[2];
if (!ref) {
  console.error("usage: node bench/ai-builtin-against.mjs <git ref>");
  process.exit(2);
}
/** The server's and shared sources come to about 10 MB with their test fixtures. */
const ARCHIVE_MAX_BYTES = 200 * 1024 * 1024;
const commit = (name) => execFileSync("git", ["rev-parse", "--short", name], { encoding: "utf8" }).trim();
const dir = mkdtempSync(path.join(os.tmpdir(), "vitae-ai-against-"));
try {
  // The earlier engine as that commit had it, with this checkout's packages.
  const archive = execFileSync("git", ["archive", ref, "src/server", "src/shared", "package.json", "tsconfig.json"], {
    maxBuffer: ARCHIVE_MAX_BYTES,
  });
  execFileSync("tar", ["-x", "-C", dir], { input: archive });
  symlinkSync(path.resolve("node_modules"), path.join(dir, "node_modules"));
  const output = path.join(dir, "figures.json");
  const run = spawnSync(process.execPath, ["--import", "tsx", "bench/ai/against.ts", dir, output], { stdio: "inherit" });
  if (run.status !== 0) process.exit(run.status ?? 1);
  writeResult("ai-builtin-against", { before: commit(ref), after: commit("HEAD"), ...JSON.parse(readFileSync(output, "utf8")) });
} finally {
  rmSync(dir, { recursive: true, force: true });
}
