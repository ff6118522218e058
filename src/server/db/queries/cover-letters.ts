import type { Kysely } from "kysely";
import type { CoverLetter } from "#shared/applications";
import type { Database } from "../schema";
import { toIso } from "../timestamps";
import { textBytes } from "./stored-usage";

const COLUMNS = ["id", "resume_id", "job_title", "company_name", "job_description", "content", "created_at", "updated_at"] as const;

type LetterFields = Pick<CoverLetter, "resume_id" | "job_title" | "company_name" | "job_description" | "content">;

/** What a letter counts toward the account's byte limit: its texts. */
export const coverLetterBytes = (letter: Omit<LetterFields, "resume_id">): number =>
  textBytes(letter.job_title, letter.company_name, letter.job_description, letter.content);

function toCoverLetter(row: Omit<CoverLetter, "created_at" | "updated_at"> & { created_at: Date | string; updated_at: Date | string }) {
  return { ...row, created_at: toIso(row.created_at), updated_at: toIso(row.updated_at) };
}

/** A user's cover letters, most recently saved first (ties: newest id first, ids are UUIDv7). */
export async function listCoverLetters(db: Kysely<Database>, userId: string): Promise<CoverLetter[]> {
  const rows = await db
    .selectFrom("cover_letters")
    .select(COLUMNS)
    .where("user_id", "=", userId)
    .orderBy("updated_at", "desc")
    .orderBy("id", "desc")
    .execute();
  return rows.map(toCoverLetter);
}

export async function findCoverLetter(db: Kysely<Database>, userId: string, id: string): Promise<CoverLetter | undefined> {
  const row = await db.selectFrom("cover_letters").select(COLUMNS).where("id", "=", id).where("user_id", "=", userId).executeTakeFirst();
  return row && toCoverLetter(row);
}

export async function insertCoverLetter(
  db: Kysely<Database>,
  userId: string,
  letter: LetterFields & { id: string; at: string },
): Promise<CoverLetter> {
  const { at, ...fields } = letter;
  const row = await db
    .insertInto("cover_letters")
    .values({ ...fields, user_id: userId, created_at: at, updated_at: at, stored_bytes: coverLetterBytes(fields) })
    .returning(COLUMNS)
    .executeTakeFirstOrThrow();
  return toCoverLetter(row);
}

/** Writes the letter over this user's row; undefined when the user has no letter with this id. */
export async function updateCoverLetter(
  db: Kysely<Database>,
  userId: string,
  id: string,
  letter: LetterFields & { at: string },
): Promise<CoverLetter | undefined> {
  const { at, ...fields } = letter;
  const row = await db
    .updateTable("cover_letters")
    .set({ ...fields, updated_at: at, stored_bytes: coverLetterBytes(fields) })
    .where("id", "=", id)
    .where("user_id", "=", userId)
    .returning(COLUMNS)
    .executeTakeFirst();
  return row && toCoverLetter(row);
}

/** Answers whether this user had a letter with this id. */
export async function deleteCoverLetter(db: Kysely<Database>, userId: string, id: string): Promise<boolean> {
  const result = await db.deleteFrom("cover_letters").where("id", "=", id).where("user_id", "=", userId).executeTakeFirst();
  return result.numDeletedRows === 1n;
}
