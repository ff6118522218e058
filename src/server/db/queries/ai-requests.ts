import { sql, type Kysely } from "kysely";
import { v7 as uuidv7 } from "uuid";
import type { Database } from "../schema";
import { hourlyRefusalId } from "./refusal-rows";

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

/** Adds a call refused before any work to the row that counts them (refusal-rows.ts). */
export async function insertRefusedAiRequest(
  db: Kysely<Database>,
  record: Pick<AiRequestRecord, "userId" | "functionName" | "outcome" | "at">,
): Promise<void> {
  await db
    .insertInto("ai_requests")
    .values({
      id: hourlyRefusalId(record.userId, record.functionName, record.outcome, record.at),
      user_id: record.userId,
      function_name: record.functionName,
      provider: null,
      outcome: record.outcome,
      duration_ms: null,
      created_at: record.at,
      count: 1,
    })
    .onConflict((oc) => oc.column("id").doUpdateSet({ count: sql<number>`ai_requests.count + 1` }))
    .execute();
}

export async function listAiRequests(db: Kysely<Database>, userId: string) {
  return db
    .selectFrom("ai_requests")
    .select(["function_name", "provider", "outcome", "duration_ms", "count"])
    .where("user_id", "=", userId)
    .orderBy("created_at", "asc")
    .orderBy("id", "asc")
    .execute();
}
