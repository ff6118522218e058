import { readFileSync } from "node:fs";
import { AI_FUNCTION_NAMES, type AiFunctionName } from "#shared/ai";

/**
 * The models' instructions, kept as Markdown files so they read and diff as text: functions/system.md
 * shared by all, and each function's task in functions/<name>/prompt.md. The server bundle is one
 * folder, dist/server, so the build copies them to dist/server/functions: either way they sit in
 * ./functions next to the code that reads them.
 */
const FUNCTIONS_DIR = new URL("./functions/", import.meta.url);

const read = (file: string): string => readFileSync(new URL(file, FUNCTIONS_DIR), "utf8").trim();

export interface Prompt {
  system: string;
  task: string;
}

const system = read("system.md");
// Read as the server starts, so a function without its prompt stops the start, not its first call.
const prompts = new Map<AiFunctionName, Prompt>(AI_FUNCTION_NAMES.map((name) => [name, { system, task: read(`${name}/prompt.md`) }]));

export function promptFor(name: AiFunctionName): Prompt {
  return prompts.get(name)!;
}
