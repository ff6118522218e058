import type { Kysely, Migration } from "kysely";

/**
 * AI calls and PDF exports refused before any work (a throttle, a busy pool, a spent share) are
 * kept as one row per user, function or kind, outcome and hour with their count, not one row each:
 * one user's flood wrote 858 rows a second (issue 24). Every row counts `count` calls; the ones
 * before this counted one. The dashboard's indexes on a range of days are rebuilt with the count,
 * so it still reads from the index alone.
 */
export const refusalCountsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    for (const [table, what] of [
      ["ai_requests", "function_name"],
      ["pdf_exports", "kind"],
    ] as const) {
      await db.schema
        .alterTable(table)
        .addColumn("count", "integer", (c) => c.notNull().defaultTo(1))
        .execute();
      await db.schema.dropIndex(`${table}_created_idx`).execute();
      await db.schema.createIndex(`${table}_created_idx`).on(table).columns(["created_at", what, "outcome", "count"]).execute();
    }
  },
};
