import type { Kysely } from "kysely";
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
