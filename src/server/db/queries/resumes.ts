import type { Kysely } from "kysely";
import type { Database } from "../schema";
import { toIso } from "../timestamps";

export interface ResumeRow {
  id: string;
  title: string;
  template_id: string;
  content: unknown;
  created_at: string;
  updated_at: string;
}

const parseJson = (value: unknown): unknown => (typeof value === "string" ? JSON.parse(value) : value);

/** A user's resumes, most recently updated first. */
export async function listResumes(db: Kysely<Database>, userId: string): Promise<ResumeRow[]> {
  const rows = await db
    .selectFrom("resumes")
    .select(["id", "title", "template_id", "content", "created_at", "updated_at"])
    .where("user_id", "=", userId)
    .orderBy("updated_at", "desc")
    .execute();
  return rows.map((row) => ({
    ...row,
    content: parseJson(row.content),
    created_at: toIso(row.created_at),
    updated_at: toIso(row.updated_at),
  }));
}
