import { sql, type Kysely, type Migration } from "kysely";
import type { Dialect } from "../database";

/**
 * Users an operator has stopped from signing in (issue 13): a row here makes Better Auth refuse
 * every new session of the user (auth/create-auth.ts). A table of our own rather than a column on
 * Better Auth's user table, so Better Auth's reads and writes of its table stay as it expects.
 */
export function disabledSignInsMigration(dialect: Dialect): Migration {
  const appTimestamp = dialect === "postgres" ? "timestamptz" : "text";
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("disabled_sign_ins")
        .addColumn("user_id", "text", (c) => c.primaryKey().references("user.id").onDelete("cascade"))
        .addColumn("disabled_at", sql.raw(appTimestamp), (c) => c.notNull())
        .execute();
    },
  };
}
