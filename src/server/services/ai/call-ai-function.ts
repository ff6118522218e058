import type { Kysely } from "kysely";
import { aiAnswerSchemas, type AiAnswer, type AiFunctionName, type AiRequest } from "../../../shared/ai";
import type { AiEngine } from "../../ai/ai-engine";
import type { AiInput } from "../../ai/results";
import { insertAiRequest, type AiRequestOutcome } from "../../db/queries/ai-requests";
import type { Database } from "../../db/schema";
import { AppError } from "../../errors";
import { aiHourlyRule, ATTEMPT_RULES, countAttempt } from "../limits/attempt-limits";
import { finishAnswer } from "./finish-answer";

export interface AiFunctionDeps {
  db: Kysely<Database>;
  ai: AiEngine;
  /** AI_HOURLY_LIMIT. */
  hourlyLimit: number;
}

export interface AiFunctionCall<F extends AiFunctionName> {
  userId: string;
  name: F;
  request: AiRequest<F>;
  /** What the providers read: the request, or for an upload its extracted text. */
  input: AiInput<F>;
  now: Date;
  signal?: AbortSignal;
}

// Seed 001 section 5: uploads and revamps are the slow, costly calls that a double click repeats.
const HEAVY_FUNCTIONS: readonly AiFunctionName[] = ["parse-resume-upload", "revamp-cv-content"];

function outcomeOf(error: unknown): AiRequestOutcome {
  if (!(error instanceof AppError)) return "error";
  if (error.details.errorType) return error.details.errorType;
  return error.code === "RATE_LIMITED" ? "throttled" : "error";
}

/**
 * One AI function call of a user: the throttles first (the hourly cap on all functions, and the
 * 10-second rule on uploads and revamps, each counted in the database so every instance shares
 * them), then the providers in order. Every call, answered or not, is recorded in ai_requests.
 */
export async function callAiFunction<F extends AiFunctionName>(deps: AiFunctionDeps, call: AiFunctionCall<F>): Promise<AiAnswer<F>> {
  const started = performance.now();
  const record = (outcome: AiRequestOutcome, provider: string | null) =>
    insertAiRequest(deps.db, {
      userId: call.userId,
      functionName: call.name,
      provider,
      outcome,
      durationMs: performance.now() - started,
      at: call.now.toISOString(),
    });
  try {
    if (HEAVY_FUNCTIONS.includes(call.name)) {
      await countAttempt(deps.db, ATTEMPT_RULES.heavyAiFunctionPerUser, `${call.name}:${call.userId}`, call.now);
    }
    await countAttempt(deps.db, aiHourlyRule(deps.hourlyLimit), call.userId, call.now);
    const { result, provider } = await deps.ai.run(call.name, call.input, { owner: call.userId, signal: call.signal });
    // Answers are checked against the contract like requests are; parsing also fills its defaults.
    const answer = aiAnswerSchemas[call.name].parse(finishAnswer(call.name, call.request, result, provider)) as AiAnswer<F>;
    await record("success", provider);
    return answer;
  } catch (error) {
    await record(outcomeOf(error), null);
    throw error;
  }
}
