import { sql, type Kysely, type Migration } from "kysely";
import type { Dialect } from "../database";
import { utcDayOf } from "../utc-day";

/**
 * What the admin dashboard's 90-day chart reads (decision 024). The days a user was active can not
 * be read back from sessions and resumes, which only keep their latest touch, so each active day
 * is kept as a row; the history before this migration is filled from those latest touches. Every
 * PDF export is kept like every AI call is in ai_requests, and both are counted by day.
 */
export function usageRecordsMigration(dialect: Dialect): Migration {
  const timestamp = dialect === "postgres" ? "timestamptz" : "text";
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("user_activity_days")
        .addColumn("day", "text", (c) => c.notNull())
        .addColumn("user_id", "text", (c) => c.notNull().references("user.id").onDelete("cascade"))
        // Day first: the chart and the 30-day count read a range of days.
        .addPrimaryKeyConstraint("user_activity_days_pk", ["day", "user_id"])
        .execute();
      await db.schema.createIndex("user_activity_days_user_idx").on("user_activity_days").column("user_id").execute();
      await sql`
        insert into user_activity_days (day, user_id)
        select ${utcDayOf(dialect, "updatedAt")}, ${sql.ref("userId")} from ${sql.table("session")}
        union
        select ${utcDayOf(dialect, "updated_at")}, user_id from resumes`.execute(db);

      await db.schema
        .createTable("pdf_exports")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("user_id", "text", (c) => c.notNull().references("user.id").onDelete("cascade"))
        .addColumn("kind", "text", (c) => c.notNull())
        .addColumn("outcome", "text", (c) => c.notNull())
        .addColumn("duration_ms", "integer", (c) => c.notNull())
        .addColumn("created_at", sql.raw(timestamp), (c) => c.notNull())
        .execute();
      // The dashboard counts a range of days by kind and outcome, or by function and outcome: read from the index alone.
      await db.schema.createIndex("pdf_exports_created_idx").on("pdf_exports").columns(["created_at", "kind", "outcome"]).execute();
      await db.schema
        .createIndex("ai_requests_created_idx")
        .on("ai_requests")
        .columns(["created_at", "function_name", "outcome"])
        .execute();
    },
  };
}
