/**
 * Reads one file through the intake (extractDocument) and the parser (parseResume), as the worker
 * does, and prints the times as JSON. Run by bench/intake-stress.mjs, one process per file so a
 * file that stalls can be stopped; arguments: the file, then the source folder (another commit's
 * checkout, to measure before a fix; default src).
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type * as Extract from "#server/intake/extract-document";
import type * as Parse from "#server/ai/functions/parse-resume-upload/parse-resume";

const [file, source = "src"] = process.argv.slice(2);
const module = (name: string) => pathToFileURL(path.resolve(source, name)).href;
// The parser sits with its function since decision 037; an earlier checkout has it in the intake.
const parser = ["server/ai/functions/parse-resume-upload/parse-resume.ts", "server/intake/parse-resume.ts"].find((name) =>
  existsSync(path.resolve(source, name)),
);
const { extractDocument } = (await import(module("server/intake/extract-document.ts"))) as typeof Extract;
const { parseResume } = (await import(module(parser!))) as typeof Parse;

const bytes = new Uint8Array(readFileSync(file!));
const started = performance.now();
try {
  const document = await extractDocument(bytes, { accept: ["pdf", "docx", "doc", "txt"] });
  const extracted = performance.now();
  const result = parseResume(document);
  const parsed = performance.now();
  console.log(
    JSON.stringify({
      extractMs: Math.round(extracted - started),
      parseMs: Math.round(parsed - extracted),
      totalMs: Math.round(parsed - started),
      charactersRead: document.text.length,
      unread: (document as { unread?: unknown }).unread ?? null,
      experienceEntries: result.experience.length,
    }),
  );
} catch (error) {
  // A refusal is an answer too: the time it took is what counts here.
  console.log(
    JSON.stringify({ totalMs: Math.round(performance.now() - started), refused: error instanceof Error ? error.message : String(error) }),
  );
}
