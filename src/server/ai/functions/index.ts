import type { z } from "zod";
import { AI_FUNCTION_NAMES, type AiAnswer, type AiFunctionName, type AiProviderId, type AiRequest } from "#shared/ai";
import { calculateCvScoresFunction } from "./calculate-cv-scores";
import type { AiInput, ServerAiFunction } from "./define";
import { generateCoverLetterFunction } from "./generate-cover-letter";
import { generateJobApplicationFunction } from "./generate-job-application";
import { generateResumeFunction } from "./generate-resume";
import { optimizeLinkedinFunction } from "./optimize-linkedin";
import { optimizeResumeFunction } from "./optimize-resume";
import { parseJobDescriptionFunction } from "./parse-job-description";
import { parseResumeUploadFunction } from "./parse-resume-upload";
import { revampCvContentFunction } from "./revamp-cv-content";

/**
 * The nine AI functions on the server, one folder each (decision 037): its result schema, its
 * built-in answer, its finish and its prompt.md. Typed over every name of src/shared/ai, so a
 * function left out is a type error; the engine, the result schemas, the finish and the prompts
 * (../prompts.ts) are read from here.
 */
export const serverAiFunctions = {
  "generate-resume": generateResumeFunction,
  "parse-resume-upload": parseResumeUploadFunction,
  "generate-cover-letter": generateCoverLetterFunction,
  "generate-job-application": generateJobApplicationFunction,
  "optimize-resume": optimizeResumeFunction,
  "optimize-linkedin": optimizeLinkedinFunction,
  "parse-job-description": parseJobDescriptionFunction,
  "revamp-cv-content": revampCvContentFunction,
  "calculate-cv-scores": calculateCvScoresFunction,
} satisfies { [F in AiFunctionName]: ServerAiFunction<F> };

type ServerAiFunctions = typeof serverAiFunctions;

/** What a provider produces for a function, before the server finishes the answer. */
export type AiResult<F extends AiFunctionName> = z.output<ServerAiFunctions[F]["result"]>;

/** The registry seen through a generic name: each entry keeps its function's types. */
const byName: { [F in AiFunctionName]: ServerAiFunction<F, ServerAiFunctions[F]["result"]> } = serverAiFunctions;

/** The schema a model's structured output is checked against, per function. */
export const aiResultSchemas = Object.fromEntries(AI_FUNCTION_NAMES.map((name) => [name, byName[name].result])) as {
  [F in AiFunctionName]: ServerAiFunctions[F]["result"];
};

/**
 * Turns what a provider produced into the seed's answer: entries get the ids the editor needs, a
 * generated resume its title and template, and every answer the name of the provider that gave it.
 */
export function finishAnswer<F extends AiFunctionName>(
  name: F,
  request: AiRequest<F>,
  result: AiResult<F>,
  provider: AiProviderId,
): AiAnswer<F> {
  return byName[name].finish(request, result, provider);
}

/** The built-in engine: one deterministic function per AI function. */
export type BuiltinEngine = { [F in AiFunctionName]: (input: AiInput<F>) => AiResult<F> };

/** Loads the whole built-in engine, as its worker processes do before they take a task. */
export async function loadBuiltinEngine(): Promise<BuiltinEngine> {
  const answers = await Promise.all(AI_FUNCTION_NAMES.map(async (name) => [name, await byName[name].builtin()] as const));
  // Object.fromEntries forgets which name holds which function; each came from its own name's entry.
  return Object.fromEntries(answers) as BuiltinEngine;
}

export type { AiInput } from "./define";
