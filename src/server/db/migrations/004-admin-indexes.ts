import type { Kysely, Migration } from "kysely";

/**
 * The admin dashboard's reads on large tables: the users table sorts by sign-up date, and
 * "Active Users (30d)" (decision 024) reads the sessions and the resume saves of the last 30
 * days as index ranges instead of whole tables.
 */
export const adminIndexesMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.createIndex("user_createdAt_idx").on("user").column("createdAt").execute();
    await db.schema.createIndex("session_updatedAt_idx").on("session").column("updatedAt").execute();
    await db.schema.createIndex("resumes_updated_at_idx").on("resumes").column("updated_at").execute();
  },
};
