import { sql, type Kysely } from "kysely";
import { v7 as uuidv7 } from "uuid";
import type { Database } from "../schema";
import { hourlyRefusalId } from "./refusal-rows";

export type PdfExportKind = "resume" | "letter";
/** How an export ended: printed, refused by a limit before printing, stopped by the client, or failed. */
export type PdfExportOutcome = "success" | "refused" | "cancelled" | "failed";

export interface PdfExportRecord {
  userId: string;
  kind: PdfExportKind;
  outcome: PdfExportOutcome;
  durationMs: number;
  at: string;
}

export async function insertPdfExport(db: Kysely<Database>, record: PdfExportRecord): Promise<void> {
  await db
    .insertInto("pdf_exports")
    .values({
      id: uuidv7(),
      user_id: record.userId,
      kind: record.kind,
      outcome: record.outcome,
      duration_ms: Math.round(record.durationMs),
      created_at: record.at,
    })
    .execute();
}

/** Adds an export refused or failed before any render to the row that counts them (refusal-rows.ts). */
export async function insertUnrenderedPdfExport(db: Kysely<Database>, record: Omit<PdfExportRecord, "durationMs">): Promise<void> {
  await db
    .insertInto("pdf_exports")
    .values({
      id: hourlyRefusalId(record.userId, record.kind, record.outcome, record.at),
      user_id: record.userId,
      kind: record.kind,
      outcome: record.outcome,
      duration_ms: 0,
      created_at: record.at,
      count: 1,
    })
    .onConflict((oc) => oc.column("id").doUpdateSet({ count: sql<number>`pdf_exports.count + 1` }))
    .execute();
}
