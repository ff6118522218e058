import { createAnthropic } from "@ai-sdk/anthropic";
import { createOpenAICompatible } from "@ai-sdk/openai-compatible";
import type { LanguageModel } from "ai";
import type { Config } from "../config";

export type ModelProviderId = "openai" | "anthropic";

export interface ModelProvider {
  id: ModelProviderId;
  model: LanguageModel;
}

const OPENAI_DEFAULT_BASE_URL = "https://api.openai.com/v1";

/**
 * The configured model providers by id. `openai` is any OpenAI-compatible endpoint (OpenAI, Ollama,
 * vLLM, LM Studio, OpenRouter): schemas are sent as json_schema response formats, non-strict,
 * because strict mode refuses the optional fields our schemas have and local servers often lack it.
 */
export function createModelProviders(config: Pick<Config, "openai" | "anthropic">): Record<ModelProviderId, ModelProvider> {
  const openai = createOpenAICompatible({
    name: "openai",
    baseURL: config.openai.baseUrl ?? OPENAI_DEFAULT_BASE_URL,
    apiKey: config.openai.apiKey,
    supportsStructuredOutputs: true,
  });
  const anthropic = createAnthropic({ apiKey: config.anthropic.apiKey, baseURL: config.anthropic.baseUrl });
  return {
    openai: { id: "openai", model: openai.chatModel(config.openai.model) },
    anthropic: { id: "anthropic", model: anthropic(config.anthropic.model) },
  };
}
