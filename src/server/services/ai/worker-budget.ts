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

export interface WorkerBudgetDeps {
  db: Kysely<Database>;
}

export interface WorkerBudgetCall {
  userId: string;
  /** The call's time: the window its spending counts in. */
  now: Date;
}

/** The user's worker budget for one call: the pool checks it and reports each task's time; settle() writes what was spent. */
export function workerBudget({ db }: WorkerBudgetDeps, { userId, now }: WorkerBudgetCall): WorkerBudget & { settle(): Promise<void> } {
  let spentMs = 0;
  return {
    assertAvailable: () => assertWithinLimit({ db }, { rule: WORKER_TIME, subject: userId, now }),
    spend: (ms) => {
      spentMs += ms;
    },
    settle: async () => {
      if (spentMs > 0) await spendOnLimit({ db }, { rule: WORKER_TIME, subject: userId, amount: spentMs, now });
    },
  };
}
