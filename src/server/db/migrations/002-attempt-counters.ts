import type { Kysely, Migration } from "kysely";

/**
 * Counters for the abuse limits (decision 008), replacing sign_in_failures, which kept one row with
 * the raw email per failed sign-in and so grew without bound.
 * - attempt_counts: our fixed-window counters, one row per rule and hashed subject, expiring at reset_at.
 * - rateLimit: Better Auth's own limiter with storage "database" (the columns its CLI generates).
 * Times are epoch milliseconds, which both limiters compare as numbers.
 */
export const attemptCountersMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("attempt_counts")
      .addColumn("key", "text", (c) => c.primaryKey())
      .addColumn("count", "integer", (c) => c.notNull())
      .addColumn("reset_at", "bigint", (c) => c.notNull())
      .execute();
    await db.schema.createIndex("attempt_counts_reset_at_idx").on("attempt_counts").column("reset_at").execute();

    await db.schema
      .createTable("rateLimit")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("key", "text", (c) => c.notNull().unique())
      .addColumn("count", "integer", (c) => c.notNull())
      .addColumn("lastRequest", "bigint", (c) => c.notNull())
      .execute();
    // Better Auth sweeps rows whose window has passed by lastRequest.
    await db.schema.createIndex("rateLimit_lastRequest_idx").on("rateLimit").column("lastRequest").execute();

    await db.schema.dropTable("sign_in_failures").execute();
  },
};
