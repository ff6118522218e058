import type { Kysely } from "kysely";
import type { ResumeSummary } from "#shared/api/resumes";
import { computeCompletion } from "#shared/completion";
import { resumeLayoutSchema, type Resume, type ResumeContent } from "#shared/resume";
import type { Database } from "../schema";
import { toIso } from "../timestamps";
import { textBytes } from "./stored-usage";

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

/** What a row of a resume keeps: its content, and the summary and size written with it at each save. */
export interface StoredResume {
  title: string;
  template_id: string;
  /** The sections and the layout as JSON text: SQLite stores it as is, PostgreSQL casts the parameter to jsonb. */
  content: string;
  completion_score: number;
  stored_bytes: number;
}

/** The row a resume's content is stored as, computed once per save so that no list read parses the content. */
export function storedResumeOf(content: ResumeContent): StoredResume {
  const sections = JSON.stringify(Object.fromEntries(SECTION_KEYS.map((key) => [key, content[key]])));
  return {
    title: content.title,
    template_id: content.template_id,
    content: sections,
    completion_score: computeCompletion(content).score,
    stored_bytes: textBytes(content.title, content.template_id, sections),
  };
}

/** The content of a stored row (SQLite hands back the JSON text, PostgreSQL the parsed jsonb). */
export function contentOfRow(row: Pick<StoredRow, "title" | "template_id" | "content">): ResumeContent {
  const stored = (typeof row.content === "string" ? JSON.parse(row.content) : row.content) as Sections;
  const sections = Object.fromEntries(SECTION_KEYS.map((key) => [key, stored[key]])) as Sections;
  return {
    title: row.title,
    template_id: row.template_id,
    ...sections,
    // Rows saved before the layout settings existed lack them: they read as the defaults.
    layout: resumeLayoutSchema.parse(stored.layout ?? {}),
  };
}

function toResume(row: StoredRow): Resume {
  return {
    id: row.id,
    ...contentOfRow(row),
    created_at: toIso(row.created_at),
    updated_at: toIso(row.updated_at),
    save_id: row.save_id,
  };
}

/**
 * A user's resumes as the list shows them, most recently updated first (ties: newest id first,
 * UUIDv7 ids sort by creation). Read from the list's index alone: the content is never read.
 */
export async function listResumeSummaries(db: Kysely<Database>, userId: string): Promise<ResumeSummary[]> {
  const rows = await db
    .selectFrom("resumes")
    .select(["id", "title", "template_id", "completion_score", "updated_at"])
    .where("user_id", "=", userId)
    .orderBy("updated_at", "desc")
    .orderBy("id", "desc")
    .execute();
  return rows.map((row) => ({ ...row, updated_at: toIso(row.updated_at) }));
}

/** The photo URL each of the user's resumes shows (undefined for one without a photo). */
export async function listResumePhotoUrls(db: Kysely<Database>, userId: string): Promise<Array<string | undefined>> {
  const rows = await db.selectFrom("resumes").select("content").where("user_id", "=", userId).execute();
  return rows.map((row) => photoUrlOf(row.content));
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

/** Whether any user has a resume with this id. */
export async function resumeIdTaken(db: Kysely<Database>, id: string): Promise<boolean> {
  return (await db.selectFrom("resumes").select("id").where("id", "=", id).executeTakeFirst()) !== undefined;
}

/**
 * Inserts the resume unless its id is taken by anyone; never overwrites. Returns whether it was
 * inserted. The taken-id check is the insert itself, so two racing creates cannot both succeed.
 */
export async function insertResume(
  db: Kysely<Database>,
  userId: string,
  resume: { id: string; stored: StoredResume; at: string; saveId: string | null },
): Promise<boolean> {
  const result = await db
    .insertInto("resumes")
    .values({
      id: resume.id,
      user_id: userId,
      ...resume.stored,
      created_at: resume.at,
      updated_at: resume.at,
      save_id: resume.saveId,
    })
    .onConflict((oc) => oc.column("id").doNothing())
    .executeTakeFirst();
  return result.numInsertedOrUpdatedRows === 1n;
}

/** What a save needs to know of the version it replaces; undefined when the user has no such resume. */
export async function findResumeVersion(
  db: Kysely<Database>,
  userId: string,
  id: string,
): Promise<{ updatedAt: string; storedBytes: number; photoUrl: string | undefined } | undefined> {
  const row = await db
    .selectFrom("resumes")
    .select(["updated_at", "stored_bytes", "content"])
    .where("id", "=", id)
    .where("user_id", "=", userId)
    .executeTakeFirst();
  return row && { updatedAt: toIso(row.updated_at), storedBytes: row.stored_bytes, photoUrl: photoUrlOf(row.content) };
}

/**
 * Compare-and-set in one statement: writes only while the row still has `expectedUpdatedAt`, so of
 * two writers that saw the same version exactly one wins. Returns the new row, or undefined when
 * nothing matched (no such resume for this user, or a newer version).
 */
export async function updateResumeIfUnchanged(
  db: Kysely<Database>,
  userId: string,
  change: { id: string; stored: StoredResume; expectedUpdatedAt: string; updatedAt: string; saveId: string | null },
): Promise<Resume | undefined> {
  const row = await db
    .updateTable("resumes")
    .set({ ...change.stored, updated_at: change.updatedAt, save_id: change.saveId })
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

function photoUrlOf(content: unknown): string | undefined {
  return ((typeof content === "string" ? JSON.parse(content) : content) as Pick<Sections, "personal_info">).personal_info.photo_url;
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
