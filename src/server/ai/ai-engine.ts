import type { AiFunctionName, AiProviderId } from "#shared/ai";
import type { Config } from "../config";
import { AppError } from "../errors";
import type { Logger } from "../logger";
import { askModel } from "./ask-model";
import type { EngineCall, BuiltinPool } from "./builtin-pool";
import { AI_FAILURE_MESSAGES } from "./failure-messages";
import { createModelProviders, type ModelProvider } from "./model-providers";
import { promptFor } from "./prompts";
import { ProviderFailure, type FailureKind } from "./provider-failure";
import { aiResultSchemas, type AiInput, type AiResult } from "./functions";

export interface AiOutcome<F extends AiFunctionName> {
  result: AiResult<F>;
  provider: AiProviderId;
}

/** Runs an AI function on the providers of AI_PROVIDERS in order, until one answers. */
export interface AiEngine {
  run<F extends AiFunctionName>(name: F, input: AiInput<F>, call: EngineCall): Promise<AiOutcome<F>>;
}

/** A model reads the request as JSON, or an upload as its text. */
function modelInput<F extends AiFunctionName>(input: AiInput<F>): string {
  return "document" in input ? input.document.text : JSON.stringify(input, null, 1);
}

/**
 * What the user is told when no provider answered: credits come first (retrying will not help),
 * then busy (retrying soon will), then plain unavailability.
 */
function noAnswer(failures: ProviderFailure[]): AppError {
  const some = (kind: FailureKind) => failures.filter((failure) => failure.kind === kind);
  if (some("payment").length > 0) {
    return new AppError("PAYMENT_REQUIRED", AI_FAILURE_MESSAGES.payment, { errorType: "payment_required", needsCredits: true });
  }
  const busy = some("rate-limited");
  if (busy.length === failures.length && busy.length > 0) {
    const retryAfter = Math.min(...busy.map((failure) => failure.retryAfter ?? 10));
    return new AppError("RATE_LIMITED", AI_FAILURE_MESSAGES.busy, { errorType: "rate_limited", retryAfter });
  }
  return new AppError("SERVICE_UNAVAILABLE", AI_FAILURE_MESSAGES.unavailable, { errorType: "all_providers_failed" });
}

export function createAiEngine(
  config: Pick<Config, "aiProviders" | "openai" | "anthropic" | "aiTimeoutMs">,
  builtin: Pick<BuiltinPool, "run">,
  logger: Logger,
): AiEngine {
  const models = createModelProviders(config);

  const askOne = async <F extends AiFunctionName>(provider: ModelProvider, name: F, input: AiInput<F>, signal?: AbortSignal) =>
    (await askModel(provider, {
      prompt: promptFor(name),
      input: modelInput(input),
      schema: aiResultSchemas[name],
      timeoutMs: config.aiTimeoutMs,
      signal,
    })) as AiResult<F>;

  return {
    async run(name, input, call) {
      const { signal } = call;
      const failures: ProviderFailure[] = [];
      for (const id of config.aiProviders) {
        if (id === "builtin") {
          // The engine is deterministic code that always answers: a throw here is a bug (the error
          // handler reports it), a busy pool, or a client that went away.
          return { result: await builtin.run(name, input, call), provider: id };
        }
        try {
          call.onAdmitted?.();
          return { result: await askOne(models[id], name, input, signal), provider: id };
        } catch (error) {
          const failure = error instanceof ProviderFailure ? error : new ProviderFailure("unavailable", String(error));
          // Only the kind and a short reason: the request and the key never reach the log.
          logger.warn({ provider: id, function: name, failure: failure.kind, reason: failure.message }, "AI provider gave no answer");
          failures.push(failure);
          if (signal?.aborted) break;
        }
      }
      throw noAnswer(failures);
    },
  };
}
