import { readFileSync } from "node:fs";
import type { AiFunctionName } from "../../shared/ai";

/**
 * The models' instructions, kept as Markdown files beside this module so they read and diff as
 * text. The server bundle is one file in dist/server, so the build copies them to
 * dist/server/prompts: either way they sit in ./prompts next to the code that reads them.
 */
const PROMPTS_DIR = new URL("./prompts/", import.meta.url);

const read = (name: string): string => readFileSync(new URL(`${name}.md`, PROMPTS_DIR), "utf8").trim();

export interface Prompt {
  system: string;
  task: string;
}

const cache = new Map<AiFunctionName, Prompt>();

export function promptFor(name: AiFunctionName): Prompt {
  let prompt = cache.get(name);
  if (!prompt) {
    prompt = { system: read("system"), task: read(name) };
    cache.set(name, prompt);
  }
  return prompt;
}
