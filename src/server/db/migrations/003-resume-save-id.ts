import type { Kysely, Migration } from "kysely";

/**
 * Each stored version remembers the id of the save that wrote it, so a tab that never saw the
 * answer to its own save (the page unloaded, the connection dropped) can tell its own write from
 * another tab's when the next save meets a newer version.
 */
export const resumeSaveIdMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable("resumes").addColumn("save_id", "text").execute();
  },
};
