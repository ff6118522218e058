import { v7 as uuidv7 } from "uuid";
import type { CoverLetter } from "#shared/applications";
import * as queries from "../../db/queries/cover-letters";
import { storedBytesOf } from "../../db/queries/stored-usage";
import { AppError } from "../../errors";
import type { DbDeps, DatabaseDeps } from "../deps";
import { assertRoom, COVER_LETTERS_LIMIT, writeOneAtATime } from "../limits/account-limits";
import { assertOwnResume } from "./own-resume";

type LetterFields = Pick<CoverLetter, "resume_id" | "job_title" | "company_name" | "job_description" | "content">;

// One message for "missing" and "someone else's", as for resumes.
function letterNotFound(): never {
  throw new AppError("NOT_FOUND", "Cover letter not found.");
}

/** One of the user's letters. */
interface LetterOfUser {
  userId: string;
  letterId: string;
}

export const listCoverLetters = ({ db }: DbDeps, { userId }: { userId: string }): Promise<CoverLetter[]> =>
  queries.listCoverLetters(db, userId);

export async function getCoverLetter({ db }: DbDeps, { userId, letterId }: LetterOfUser): Promise<CoverLetter> {
  return (await queries.findCoverLetter(db, userId, letterId)) ?? letterNotFound();
}

/** Saves a new letter, if the account has room for it. */
export async function createCoverLetter(
  { database }: DatabaseDeps,
  { userId, letter, now }: { userId: string; letter: LetterFields; now: Date },
): Promise<CoverLetter> {
  await assertOwnResume({ db: database.db }, { userId, resumeId: letter.resume_id });
  return writeOneAtATime(
    { database },
    {
      userId,
      write: async (trx) => {
        await assertRoom({ trx }, { limit: COVER_LETTERS_LIMIT, userId, bytes: queries.coverLetterBytes(letter) });
        return queries.insertCoverLetter(trx, userId, { ...letter, id: uuidv7(), at: now.toISOString() });
      },
    },
  );
}

/** Writes the letter over the saved one, if the account has room for what it adds. */
export async function updateCoverLetter(
  { database }: DatabaseDeps,
  { userId, letterId, letter, now }: LetterOfUser & { letter: LetterFields; now: Date },
): Promise<CoverLetter> {
  await assertOwnResume({ db: database.db }, { userId, resumeId: letter.resume_id });
  return writeOneAtATime(
    { database },
    {
      userId,
      write: async (trx) => {
        const replacedBytes = (await storedBytesOf(trx, "cover_letters", userId, letterId)) ?? letterNotFound();
        await assertRoom({ trx }, { limit: COVER_LETTERS_LIMIT, userId, bytes: queries.coverLetterBytes(letter), replacedBytes });
        return (await queries.updateCoverLetter(trx, userId, letterId, { ...letter, at: now.toISOString() })) ?? letterNotFound();
      },
    },
  );
}

export async function deleteCoverLetter({ db }: DbDeps, { userId, letterId }: LetterOfUser): Promise<void> {
  if (!(await queries.deleteCoverLetter(db, userId, letterId))) letterNotFound();
}
