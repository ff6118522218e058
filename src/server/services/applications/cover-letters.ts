import type { Kysely } from "kysely";
import { v7 as uuidv7 } from "uuid";
import type { CoverLetter } from "../../../shared/applications";
import * as queries from "../../db/queries/cover-letters";
import type { Database } from "../../db/schema";
import { AppError } from "../../errors";
import { assertOwnResume } from "./own-resume";

type LetterFields = Pick<CoverLetter, "resume_id" | "job_title" | "company_name" | "job_description" | "content">;

// One message for "missing" and "someone else's", as for resumes.
function letterNotFound(): never {
  throw new AppError("NOT_FOUND", "Cover letter not found.");
}

export const listCoverLetters = (db: Kysely<Database>, userId: string): Promise<CoverLetter[]> => queries.listCoverLetters(db, userId);

export async function getCoverLetter(db: Kysely<Database>, userId: string, id: string): Promise<CoverLetter> {
  return (await queries.findCoverLetter(db, userId, id)) ?? letterNotFound();
}

export async function createCoverLetter(db: Kysely<Database>, userId: string, letter: LetterFields, now: Date): Promise<CoverLetter> {
  await assertOwnResume(db, userId, letter.resume_id);
  return queries.insertCoverLetter(db, userId, { ...letter, id: uuidv7(), at: now.toISOString() });
}

export async function updateCoverLetter(
  db: Kysely<Database>,
  userId: string,
  id: string,
  letter: LetterFields,
  now: Date,
): Promise<CoverLetter> {
  await assertOwnResume(db, userId, letter.resume_id);
  return (await queries.updateCoverLetter(db, userId, id, { ...letter, at: now.toISOString() })) ?? letterNotFound();
}

export async function deleteCoverLetter(db: Kysely<Database>, userId: string, id: string): Promise<void> {
  if (!(await queries.deleteCoverLetter(db, userId, id))) letterNotFound();
}
