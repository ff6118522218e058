import type { Kysely, Migration } from "kysely";
import type { Database } from "../schema";
import { coverLetterBytes } from "../queries/cover-letters";
import { jobApplicationBytes } from "../queries/job-applications";
import { contentOfRow, storedResumeOf } from "../queries/resumes";

// Rows are filled a page at a time, so a large table is never held in memory at once.
const BACKFILL_PAGE = 500;

/** Visits every row of a table in pages, in id order. */
async function eachPage<Row extends { id: string }>(read: (after: string) => Promise<Row[]>, visit: (row: Row) => Promise<void>) {
  let rows: Row[];
  let after = "";
  do {
    rows = await read(after);
    for (const row of rows) await visit(row);
    after = rows.at(-1)?.id ?? after;
  } while (rows.length === BACKFILL_PAGE);
}

/** Fills the sizes (and a resume's completion score) of every row, as each save writes them. */
export async function fillStoredSizes(db: Kysely<Database>): Promise<void> {
  await eachPage(
    (after) =>
      db
        .selectFrom("resumes")
        .select(["id", "title", "template_id", "content"])
        .where("id", ">", after)
        .orderBy("id")
        .limit(BACKFILL_PAGE)
        .execute(),
    async (row) => {
      const { completion_score, stored_bytes } = storedResumeOf(contentOfRow(row));
      await db.updateTable("resumes").set({ completion_score, stored_bytes }).where("id", "=", row.id).execute();
    },
  );
  await eachPage(
    (after) =>
      db
        .selectFrom("cover_letters")
        .select(["id", "job_title", "company_name", "job_description", "content"])
        .where("id", ">", after)
        .orderBy("id")
        .limit(BACKFILL_PAGE)
        .execute(),
    async (row) => {
      await db
        .updateTable("cover_letters")
        .set({ stored_bytes: coverLetterBytes(row) })
        .where("id", "=", row.id)
        .execute();
    },
  );
  await eachPage(
    (after) =>
      db
        .selectFrom("job_applications")
        .select(["id", "job_title", "company_name", "job_description", "content", "salary_expectation", "availability_date", "notes"])
        .where("id", ">", after)
        .orderBy("id")
        .limit(BACKFILL_PAGE)
        .execute(),
    async (row) => {
      await db
        .updateTable("job_applications")
        .set({ stored_bytes: jobApplicationBytes(row) })
        .where("id", "=", row.id)
        .execute();
    },
  );
}

/**
 * What one account stores is bounded (decision 035): each row of resumes, cover letters and job
 * applications carries its size in bytes, which the account's limits sum. A resume also carries its
 * completion score, so the resume list is read from an index alone, never from the content. The
 * rows written before are filled by the same code that fills them at each save.
 */
export const accountLimitsMigration: Migration = {
  async up(untyped: Kysely<unknown>) {
    const db = untyped as Kysely<Database>;
    await db.schema
      .alterTable("resumes")
      .addColumn("completion_score", "integer", (c) => c.notNull().defaultTo(0))
      .execute();
    for (const table of ["resumes", "cover_letters", "job_applications"] as const) {
      await db.schema
        .alterTable(table)
        .addColumn("stored_bytes", "integer", (c) => c.notNull().defaultTo(0))
        .execute();
    }

    await fillStoredSizes(db);

    // The list's index holds all a summary shows, so listing never reads a row's content (on
    // SQLite a large content spills into overflow pages that would be walked to reach later columns).
    // It starts as the (user_id, updated_at) index did, which it replaces.
    await db.schema
      .createIndex("resumes_user_list_idx")
      .on("resumes")
      .columns(["user_id", "updated_at", "id", "title", "template_id", "completion_score"])
      .execute();
    await db.schema.dropIndex("resumes_user_updated_idx").execute();
  },
};
