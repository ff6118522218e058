import type { z } from "zod";
import type { AiAnswer, AiFunctionName, AiProviderId, AiRequest } from "#shared/ai";
import type { ExtractedDocument } from "../../intake/document";

/** What a provider is given: the validated request, except an upload, which arrives as its extracted text. */
export type AiInput<F extends AiFunctionName> = F extends "parse-resume-upload" ? { document: ExtractedDocument } : AiRequest<F>;

/**
 * One AI function on the server, in its folder beside its prompt.md (the models' task, read by
 * ../prompts.ts): what any provider produces for it, the built-in engine's answer, and how the
 * server turns either into the seed's answer. Its name, label, request and answer are its file in
 * src/shared/ai.
 */
export interface ServerAiFunction<F extends AiFunctionName = AiFunctionName, Result extends z.ZodType = z.ZodType> {
  name: F;
  /**
   * What a provider produces, before the server finishes the answer (entry ids, the resume's title
   * and template, the provider's name): a model's structured output is checked against it, and the
   * built-in answer is of its type.
   */
  result: Result;
  /**
   * The built-in engine's answer, deterministic code that always answers. Loaded when asked for:
   * only the engine's worker processes load the engine (decision 022), and the server bundle keeps
   * it in a chunk of its own.
   */
  builtin: () => Promise<(input: AiInput<F>) => z.output<Result>>;
  /**
   * The seed's answer from what a provider produced, named after the provider that gave it. A
   * method, so the registry's general type takes a definition with its own result type.
   */
  finish(request: AiRequest<F>, result: z.output<Result>, provider: AiProviderId): AiAnswer<F>;
}

/** Keeps the definition's literal types (its name, its result schema) for the types derived from the registry. */
export const defineServerAiFunction = <F extends AiFunctionName, Result extends z.ZodType>(
  definition: ServerAiFunction<F, Result>,
): ServerAiFunction<F, Result> => definition;
