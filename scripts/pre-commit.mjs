// The git pre-commit hook (.githooks/pre-commit, installed by `npm install`): `npm run lint`'s two
// checks, with its caches, on the files being committed only, so a commit costs seconds; CI still
// checks the whole tree. Files are checked as they are in the work tree, so a file staged in part
// is checked with its unstaged lines. `git commit --no-verify` skips the hook. The typecheck is not
// here: tsc checks the whole program, not the staged files, and even incremental it takes 10 to 30 s
// of CPU (no change, then one shared module changed), where editors show type errors as they are
// made and CI checks them.
import { spawnSync } from "node:child_process";

const staged = spawnSync("git", ["diff", "--cached", "--name-only", "--diff-filter=ACMR", "-z"], { encoding: "utf8" });
if (staged.status !== 0) process.exit(staged.status ?? 1);
const files = staged.stdout.split("\0").filter(Boolean);
const scripts = files.filter((file) => /\.(ts|tsx|js|mjs)$/.test(file));

const runScript = (name, args) => spawnSync("npm", ["run", "--silent", name, "--", ...args], { stdio: "inherit" }).status ?? 1;

// Each check runs even when the one before failed, so one commit attempt shows every problem.
const results = [
  files.length > 0 ? runScript("lint:prettier", ["--ignore-unknown", ...files]) : 0,
  scripts.length > 0 ? runScript("lint:eslint", ["--no-warn-ignored", ...scripts]) : 0,
];
if (results.some((status) => status !== 0)) {
  console.error("\npre-commit: fix the problems above (`npm run format` fixes the formatting), or commit with --no-verify.");
  process.exit(1);
}
