import type { Kysely } from "kysely";
import { v7 as uuidv7 } from "uuid";
import type { Database } from "../schema";

/** How an AI function call ended, as the admin metrics count it. */
export type AiRequestOutcome = "success" | "throttled" | "payment_required" | "rate_limited" | "all_providers_failed" | "error";

export interface AiRequestRecord {
  userId: string;
  functionName: string;
  /** The provider that answered; null when none did. */
  provider: string | null;
  outcome: AiRequestOutcome;
  durationMs: number;
  at: string;
}

export async function insertAiRequest(db: Kysely<Database>, record: AiRequestRecord): Promise<void> {
  await db
    .insertInto("ai_requests")
    .values({
      id: uuidv7(),
      user_id: record.userId,
      function_name: record.functionName,
      provider: record.provider,
      outcome: record.outcome,
      duration_ms: Math.round(record.durationMs),
      created_at: record.at,
    })
    .execute();
}

export async function listAiRequests(db: Kysely<Database>, userId: string) {
  return db
    .selectFrom("ai_requests")
    .select(["function_name", "provider", "outcome", "duration_ms"])
    .where("user_id", "=", userId)
    .orderBy("created_at", "asc")
    .orderBy("id", "asc")
    .execute();
}
