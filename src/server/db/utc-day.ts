import { sql, type RawBuilder } from "kysely";
import type { Dialect } from "./database";

/** The UTC day ('YYYY-MM-DD') of a timestamp column: ISO text on SQLite, timestamptz on PostgreSQL. */
export function utcDayOf(dialect: Dialect, column: string): RawBuilder<string> {
  return dialect === "postgres"
    ? sql<string>`to_char(${sql.ref(column)} at time zone 'UTC', 'YYYY-MM-DD')`
    : sql<string>`substr(${sql.ref(column)}, 1, 10)`;
}

/** The UTC day of an instant. */
export const utcDay = (at: Date): string => at.toISOString().slice(0, 10);
