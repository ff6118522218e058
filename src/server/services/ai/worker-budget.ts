import type { Kysely } from "kysely";
import type { WorkerBudget } from "../../ai/builtin-pool";
import type { Database } from "../../db/schema";
import { assertWithinLimit, minutes, spendOnLimit, type AttemptRule } from "../limits/attempt-limits";

/**
 * Worker time (the built-in engine and the reading of uploads) one user may use in the window,
 * every task counted, failed and refused ones too, as PDF render time is (decisions 009, 032).
 * A job seeker's session takes a few seconds of it: a call on a typical resume takes 0.2-25 ms,
 * reading an upload up to a second or two, the largest resume the schema takes 1-3 s a function.
 * Past it the next call is answered 429 until the window ends, so one user's stream of costly
 * calls takes at most a tenth of a worker over the window.
 */
export const WORKER_TIME: AttemptRule = {
  name: "worker-ms:user",
  max: 60_000,
  windowMs: 10 * 60_000,
  refusal: (wait) => `You have used your share of the AI engine's time for now. Please try again in ${minutes(wait)}.`,
};

/**
 * OCR time (decision 040) one user may use in the window, apart from WORKER_TIME: a scan's page
 * takes 3 to 6 s, so a four-page scan about 20 s, and the single OCR worker is shared by every
 * user. Every page counts, failed and refused ones too.
 */
export const OCR_TIME: AttemptRule = {
  name: "ocr-ms:user",
  max: 120_000,
  windowMs: 10 * 60_000,
  refusal: (wait) => `You have used your share of the time for reading scans for now. Please try again in ${minutes(wait)}.`,
};

export interface WorkerBudgetDeps {
  db: Kysely<Database>;
}

export interface WorkerBudgetCall {
  userId: string;
  /** The call's time: the window its spending counts in. */
  now: Date;
  /** WORKER_TIME unless told: OCR_TIME for the OCR lane. */
  rule?: AttemptRule;
}

/** The user's worker budget for one call: the pool checks it and reports each task's time; settle() writes what was spent. */
export function workerBudget(
  { db }: WorkerBudgetDeps,
  { userId, now, rule = WORKER_TIME }: WorkerBudgetCall,
): WorkerBudget & { settle(): Promise<void> } {
  let spentMs = 0;
  return {
    assertAvailable: () => assertWithinLimit({ db }, { rule, subject: userId, now }),
    spend: (ms) => {
      spentMs += ms;
    },
    settle: async () => {
      if (spentMs > 0) await spendOnLimit({ db }, { rule, subject: userId, amount: spentMs, now });
    },
  };
}
