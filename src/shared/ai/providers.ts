import { z } from "zod";

/** Who answered: a model provider of AI_PROVIDERS or the built-in engine. */
export const AI_PROVIDER_IDS = ["openai", "anthropic", "builtin"] as const;
export type AiProviderId = (typeof AI_PROVIDER_IDS)[number];

/** The names the screens show for 'Generated successfully using {provider}'. */
export const AI_PROVIDER_NAMES: Record<AiProviderId, string> = {
  openai: "OpenAI-compatible model",
  anthropic: "Anthropic Claude",
  builtin: "Vitae built-in engine",
};

/** Every answer names the provider that gave it. */
export const providerSchema = z.enum(AI_PROVIDER_IDS);

/**
 * Why a function could not answer, in the error body beside code and message (seed 001 section 8
 * reads errorType and needsCredits).
 */
export const AI_ERROR_TYPES = ["all_providers_failed", "payment_required", "rate_limited"] as const;
export type AiErrorType = (typeof AI_ERROR_TYPES)[number];
