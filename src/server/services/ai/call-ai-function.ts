import type { Kysely } from "kysely";
import { aiFunctions, type AiAnswer, type AiFunctionName, type AiProviderId, type AiRequest } from "#shared/ai";
import type { AiEngine } from "../../ai/ai-engine";
import type { EngineCall } from "../../ai/builtin-pool";
import { finishAnswer, type AiInput, type AiResult } from "../../ai/functions";
import { insertAiRequest, insertRefusedAiRequest, type AiRequestOutcome } from "../../db/queries/ai-requests";
import type { Database } from "../../db/schema";
import { AppError } from "../../errors";
import { aiHourlyRule, ATTEMPT_RULES, countAttempt, giveBackAttempt, grantCredit, takeCredit } from "../limits/attempt-limits";
import { engineErrorOf } from "./engine-refusals";
import { workerBudget } from "./worker-budget";

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
  /**
   * What the providers read: the request, or for an upload its extracted text, read once the
   * throttles let the call through, on the user's share of the workers.
   */
  input: AiInput<F> | ((call: EngineCall) => Promise<AiInput<F>>);
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
 * Seed 001 section 5: one upload, and one revamp, per user every 10 seconds, failed and refused
 * ones counted too; the seed exempts a manual retry, so a call that failed lets one more through
 * at once. True when the call came in on that retry, which grants none of its own: a failing file
 * sent again and again is read at most twice in 10 seconds.
 */
async function admitHeavyCall(db: Kysely<Database>, subject: string, now: Date): Promise<boolean> {
  try {
    await countAttempt({ db }, { rule: ATTEMPT_RULES.heavyAiFunctionPerUser, subject, now });
    return false;
  } catch (refusal) {
    if (refusal instanceof AppError && (await takeCredit({ db }, { rule: ATTEMPT_RULES.heavyAiRetryPerUser, subject, now }))) return true;
    throw refusal;
  }
}

/**
 * The 10-second rule alone, for an upload read without the providers (a LinkedIn export, decision
 * 039): the same count as the providers' uploads, and a failed read lets one retry through at once.
 */
export async function withUploadThrottle<T>(db: Kysely<Database>, userId: string, now: Date, read: () => T): Promise<T> {
  const subject = `parse-resume-upload:${userId}`;
  const onRetry = await admitHeavyCall(db, subject, now);
  try {
    return read();
  } catch (error) {
    if (!onRetry) await grantCredit({ db }, { rule: ATTEMPT_RULES.heavyAiRetryPerUser, subject, now });
    throw error;
  }
}

/** Answers are checked against the contract like requests are; parsing also fills its defaults. */
function answerOf<F extends AiFunctionName>(call: AiFunctionCall<F>, result: AiResult<F>, provider: AiProviderId): AiAnswer<F> {
  const parsed = aiFunctions[call.name].answer.safeParse(finishAnswer(call.name, call.request, result, provider));
  if (parsed.success) return parsed.data as AiAnswer<F>;
  // The request was valid: an answer that breaks the contract is the server's fault (500, logged with the issues), not the user's.
  throw new Error(`The ${provider} answer to ${call.name} does not match its schema: ${JSON.stringify(parsed.error.issues.slice(0, 5))}`);
}

/**
 * One AI function call of a user: the throttles first (the 10-second rule on uploads and revamps,
 * the hourly cap on all functions, each counted in the database so every instance shares them),
 * then the providers in order, on the user's share of worker time (decision 032). A call a
 * provider took is counted toward the hourly cap and recorded in ai_requests, one row each; a call
 * refused before (a throttle, a busy pool, a spent share, an unreadable upload) is given back to
 * the cap and added to one row per function, outcome and hour, so a flood of refusals writes
 * almost nothing.
 */
export async function callAiFunction<F extends AiFunctionName>(deps: AiFunctionDeps, call: AiFunctionCall<F>): Promise<AiAnswer<F>> {
  const { db } = deps;
  const started = performance.now();
  const budget = workerBudget({ db }, { userId: call.userId, now: call.now });
  const heavySubject = HEAVY_FUNCTIONS.includes(call.name) ? `${call.name}:${call.userId}` : null;
  let admitted = false;
  let heavyAdmitted: "counted" | "retry" | null = null;
  let countedHourly = false;
  const engineCall: EngineCall = { owner: call.userId, signal: call.signal, budget };
  try {
    if (heavySubject) heavyAdmitted = (await admitHeavyCall(db, heavySubject, call.now)) ? "retry" : "counted";
    const input = typeof call.input === "function" ? await call.input(engineCall) : call.input;
    // Counted before it runs, so a burst cannot pass the cap; a refused count holds a place too until given back below.
    countedHourly = true;
    await countAttempt({ db }, { rule: aiHourlyRule(deps.hourlyLimit), subject: call.userId, now: call.now });
    const { result, provider } = await deps.ai.run(call.name, input, { ...engineCall, onAdmitted: () => (admitted = true) });
    const answer = answerOf(call, result, provider);
    await insertAiRequest(db, {
      userId: call.userId,
      functionName: call.name,
      provider,
      outcome: "success",
      durationMs: performance.now() - started,
      at: call.now.toISOString(),
    });
    return answer;
  } catch (caught) {
    const error = engineErrorOf(caught);
    const outcome = outcomeOf(error);
    if (heavySubject && heavyAdmitted === "counted") {
      await grantCredit({ db }, { rule: ATTEMPT_RULES.heavyAiRetryPerUser, subject: heavySubject, now: call.now });
    }
    if (admitted) {
      await insertAiRequest(db, {
        userId: call.userId,
        functionName: call.name,
        provider: null,
        outcome,
        durationMs: performance.now() - started,
        at: call.now.toISOString(),
      });
    } else {
      if (countedHourly) await giveBackAttempt({ db }, { rule: aiHourlyRule(deps.hourlyLimit), subject: call.userId, now: call.now });
      await insertRefusedAiRequest(db, { userId: call.userId, functionName: call.name, outcome, at: call.now.toISOString() });
    }
    throw error;
  } finally {
    await budget.settle();
  }
}
