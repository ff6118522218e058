import { sql, type Kysely } from "kysely";
import type { Database } from "../schema";

export async function countUsers(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom("user")
    .select((eb) => eb.fn.countAll<number | string>().as("count"))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function countResumes(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom("resumes")
    .select((eb) => eb.fn.countAll<number | string>().as("count"))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * Users with a session touched or a resume saved at or after `since` (decision 024). The union
 * removes a user found in both, and each half is a range of its table's time index.
 */
export async function countActiveUsersSince(db: Kysely<Database>, since: string): Promise<number> {
  const { rows } = await sql<{ count: number | string }>`
    select count(*) as count from (
      select ${sql.ref("userId")} as user_id from ${sql.table("session")} where ${sql.ref("updatedAt")} >= ${since}
      union
      select user_id from resumes where updated_at >= ${since}
    ) active`.execute(db);
  return Number(rows[0]?.count ?? 0);
}

/** The template id of the most resumes (ties go to the first id in alphabetical order), or null without resumes. */
export async function mostUsedTemplateId(db: Kysely<Database>): Promise<string | null> {
  const row = await db
    .selectFrom("resumes")
    .select(["template_id", (eb) => eb.fn.countAll().as("uses")])
    .groupBy("template_id")
    .orderBy("uses", "desc")
    .orderBy("template_id", "asc")
    .limit(1)
    .executeTakeFirst();
  return row?.template_id ?? null;
}
