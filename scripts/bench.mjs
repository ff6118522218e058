// `npm run bench`: builds the app, then runs every bench/*.mjs benchmark in turn.
import { spawnSync } from "node:child_process";
import { readdirSync } from "node:fs";

const only = process.argv[2];
const build = spawnSync("npm", ["run", "build", "--silent"], { stdio: "inherit" });
if (build.status !== 0) process.exit(build.status ?? 1);
const benches = readdirSync("bench").filter((file) => file.endsWith(".mjs") && (!only || file.startsWith(only)));
for (const file of benches) {
  console.log(`\n== bench/${file}`);
  const result = spawnSync(process.execPath, [`bench/${file}`], { stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
