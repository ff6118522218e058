import { generateText, NoObjectGeneratedError, Output, type ModelMessage } from "ai";
import type { z } from "zod";
import type { ModelProvider } from "./model-providers";
import type { Prompt } from "./prompts";
import { classifyProviderError, ProviderFailure } from "./provider-failure";

export interface ModelRequest<S extends z.ZodType> {
  prompt: Prompt;
  /** The function's input as the model reads it (JSON of the request, or a document's text). */
  input: string;
  schema: S;
  timeoutMs: number;
  signal?: AbortSignal;
}

// One retry per provider (the AI SDK's own, which honours Retry-After); then the chain moves on.
const MAX_RETRIES = 1;

/**
 * Asks one model for a structured answer. An answer that fails the schema is sent back once with
 * the problems found (a repair); if the second answer fails too, the provider has failed.
 */
export async function askModel<S extends z.ZodType>(provider: ModelProvider, request: ModelRequest<S>): Promise<z.output<S>> {
  const messages: ModelMessage[] = [{ role: "user", content: `${request.prompt.task}\n\nInput:\n${request.input}` }];
  const ask = async (conversation: ModelMessage[]) => {
    const { output } = await generateText({
      model: provider.model,
      system: request.prompt.system,
      messages: conversation,
      output: Output.object({ schema: request.schema }),
      maxRetries: MAX_RETRIES,
      timeout: request.timeoutMs,
      abortSignal: request.signal,
    });
    return output as z.output<S>;
  };
  try {
    return await ask(messages);
  } catch (error) {
    if (!NoObjectGeneratedError.isInstance(error) || error.text === undefined) throw classifyProviderError(error);
    try {
      return await ask([...messages, { role: "assistant", content: error.text }, { role: "user", content: repairRequest(error) }]);
    } catch (repairError) {
      const failure = classifyProviderError(repairError);
      throw failure.kind === "invalid-output"
        ? new ProviderFailure("invalid-output", "output did not match the schema after a repair")
        : failure;
    }
  }
}

function repairRequest(error: NoObjectGeneratedError): string {
  const reason = error.cause instanceof Error ? error.cause.message : "it is not valid JSON";
  return `That answer does not match the required JSON schema: ${reason.slice(0, 2000)}\nAnswer again with the corrected JSON object only.`;
}
