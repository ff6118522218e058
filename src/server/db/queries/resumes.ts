import type { Kysely } from "kysely";
import { resumeLayoutSchema, type Resume, type ResumeContent } from "../../../shared/resume";
import type { Database } from "../schema";
import { toIso } from "../timestamps";

/** What the content JSON keeps: the sections and the layout; title and template_id have columns of their own. */
const SECTION_KEYS = [
  "personal_info",
  "experience",
  "education",
  "skills",
  "projects",
  "certifications",
  "languages",
  "custom_sections",
  "layout",
] as const satisfies ReadonlyArray<keyof ResumeContent>;

type Sections = Pick<ResumeContent, (typeof SECTION_KEYS)[number]>;

const COLUMNS = ["id", "title", "template_id", "content", "created_at", "updated_at", "save_id"] as const;

interface StoredRow {
  id: string;
  title: string;
  template_id: string;
  content: unknown;
  created_at: Date | string;
  updated_at: Date | string;
  save_id: string | null;
}

// Both dialects get JSON text: SQLite stores it as is, PostgreSQL casts the parameter to jsonb.
const serialiseSections = (content: ResumeContent): string =>
  JSON.stringify(Object.fromEntries(SECTION_KEYS.map((key) => [key, content[key]])));

function toResume(row: StoredRow): Resume {
  // SQLite hands back the text, PostgreSQL the parsed jsonb.
  const stored = (typeof row.content === "string" ? JSON.parse(row.content) : row.content) as Sections;
  const sections = Object.fromEntries(SECTION_KEYS.map((key) => [key, stored[key]])) as Sections;
  return {
    id: row.id,
    title: row.title,
    template_id: row.template_id,
    ...sections,
    // Rows saved before the layout settings existed lack them: they read as the defaults.
    layout: resumeLayoutSchema.parse(stored.layout ?? {}),
    created_at: toIso(row.created_at),
    updated_at: toIso(row.updated_at),
    save_id: row.save_id,
  };
}

/** A user's resumes, most recently updated first (ties: newest id first, UUIDv7 ids sort by creation). */
export async function listResumes(db: Kysely<Database>, userId: string): Promise<Resume[]> {
  const rows = await db
    .selectFrom("resumes")
    .select(COLUMNS)
    .where("user_id", "=", userId)
    .orderBy("updated_at", "desc")
    .orderBy("id", "desc")
    .execute();
  return rows.map(toResume);
}

/** The user's most recently updated resume (ties: newest id first), or undefined when there is none. */
export async function findLatestResume(db: Kysely<Database>, userId: string): Promise<Resume | undefined> {
  const row = await db
    .selectFrom("resumes")
    .select(COLUMNS)
    .where("user_id", "=", userId)
    .orderBy("updated_at", "desc")
    .orderBy("id", "desc")
    .limit(1)
    .executeTakeFirst();
  return row && toResume(row);
}

export async function findResume(db: Kysely<Database>, userId: string, id: string): Promise<Resume | undefined> {
  const row = await db.selectFrom("resumes").select(COLUMNS).where("id", "=", id).where("user_id", "=", userId).executeTakeFirst();
  return row && toResume(row);
}

/**
 * Inserts the resume unless its id is taken by anyone; never overwrites. Returns whether it was
 * inserted. The taken-id check is the insert itself, so two racing creates cannot both succeed.
 */
export async function insertResume(
  db: Kysely<Database>,
  userId: string,
  resume: { id: string; content: ResumeContent; at: string; saveId: string | null },
): Promise<boolean> {
  const result = await db
    .insertInto("resumes")
    .values({
      id: resume.id,
      user_id: userId,
      title: resume.content.title,
      template_id: resume.content.template_id,
      content: serialiseSections(resume.content),
      created_at: resume.at,
      updated_at: resume.at,
      save_id: resume.saveId,
    })
    .onConflict((oc) => oc.column("id").doNothing())
    .executeTakeFirst();
  return result.numInsertedOrUpdatedRows === 1n;
}

/**
 * Compare-and-set in one statement: writes only while the row still has `expectedUpdatedAt`, so of
 * two writers that saw the same version exactly one wins. Returns the new row, or undefined when
 * nothing matched (no such resume for this user, or a newer version).
 */
export async function updateResumeIfUnchanged(
  db: Kysely<Database>,
  userId: string,
  change: { id: string; content: ResumeContent; expectedUpdatedAt: string; updatedAt: string; saveId: string | null },
): Promise<Resume | undefined> {
  const row = await db
    .updateTable("resumes")
    .set({
      title: change.content.title,
      template_id: change.content.template_id,
      content: serialiseSections(change.content),
      updated_at: change.updatedAt,
      save_id: change.saveId,
    })
    .where("id", "=", change.id)
    .where("user_id", "=", userId)
    .where("updated_at", "=", change.expectedUpdatedAt)
    .returning(COLUMNS)
    .executeTakeFirst();
  return row && toResume(row);
}

export async function resumeExists(db: Kysely<Database>, userId: string, id: string): Promise<boolean> {
  const row = await db.selectFrom("resumes").select("id").where("id", "=", id).where("user_id", "=", userId).executeTakeFirst();
  return row !== undefined;
}

const photoUrlOf = (content: unknown): string | undefined =>
  ((typeof content === "string" ? JSON.parse(content) : content) as Pick<Sections, "personal_info">).personal_info.photo_url;

/** The photo URL a stored resume of this user shows; undefined when it has none or there is no such resume. */
export async function findResumePhotoUrl(db: Kysely<Database>, userId: string, id: string): Promise<string | undefined> {
  const row = await db.selectFrom("resumes").select("content").where("id", "=", id).where("user_id", "=", userId).executeTakeFirst();
  return row && photoUrlOf(row.content);
}

/** Deletes a resume of this user; answers whether one was deleted and the photo URL it showed. */
export async function deleteResume(
  db: Kysely<Database>,
  userId: string,
  id: string,
): Promise<{ deleted: boolean; photoUrl?: string | undefined }> {
  const row = await db.deleteFrom("resumes").where("id", "=", id).where("user_id", "=", userId).returning("content").executeTakeFirst();
  return row ? { deleted: true, photoUrl: photoUrlOf(row.content) } : { deleted: false };
}
