import type { Kysely } from "kysely";
import type { Dialect } from "../database";
import type { Database } from "../schema";
import { utcDayOf } from "../utc-day";

const dayCounts = (rows: { day: string; count: number | string }[]): Map<string, number> =>
  new Map(rows.map((row) => [row.day, Number(row.count)]));

/** Sign-ups of each UTC day from `since` on (a range of the sign-up date index). */
export async function signUpsPerDay(db: Kysely<Database>, dialect: Dialect, since: string): Promise<Map<string, number>> {
  const day = utcDayOf(dialect, "createdAt");
  const rows = await db
    .selectFrom("user")
    .select([day.as("day"), (eb) => eb.fn.countAll<number | string>().as("count")])
    .where("createdAt", ">=", since)
    .groupBy(day)
    .execute();
  return dayCounts(rows);
}

/** Printed PDFs (resumes and letters) of each UTC day from `since` on. */
export async function pdfExportsPerDay(db: Kysely<Database>, dialect: Dialect, since: string): Promise<Map<string, number>> {
  const day = utcDayOf(dialect, "created_at");
  const rows = await db
    .selectFrom("pdf_exports")
    .select([day.as("day"), (eb) => eb.fn.sum<number | string>("count").as("count")])
    .where("created_at", ">=", since)
    .where("outcome", "=", "success")
    .groupBy(day)
    .execute();
  return dayCounts(rows);
}

export interface OutcomeCount {
  name: string;
  outcome: string;
  count: number;
}

/** AI function calls from `since` on, by function and outcome. */
export async function aiRequestsByFunctionAndOutcome(db: Kysely<Database>, since: string): Promise<OutcomeCount[]> {
  const rows = await db
    .selectFrom("ai_requests")
    .select(["function_name", "outcome", (eb) => eb.fn.sum<number | string>("count").as("count")])
    .where("created_at", ">=", since)
    .groupBy(["function_name", "outcome"])
    .execute();
  return rows.map((row) => ({ name: row.function_name, outcome: row.outcome, count: Number(row.count) }));
}

/** PDF exports from `since` on, by kind (resume, letter) and outcome. */
export async function pdfExportsByKindAndOutcome(db: Kysely<Database>, since: string): Promise<OutcomeCount[]> {
  const rows = await db
    .selectFrom("pdf_exports")
    .select(["kind", "outcome", (eb) => eb.fn.sum<number | string>("count").as("count")])
    .where("created_at", ">=", since)
    .groupBy(["kind", "outcome"])
    .execute();
  return rows.map((row) => ({ name: row.kind, outcome: row.outcome, count: Number(row.count) }));
}
