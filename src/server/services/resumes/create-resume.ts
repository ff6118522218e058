import type { Resume, ResumeContent } from "#shared/resume";
import { insertResume, resumeIdTaken, storedResumeOf } from "../../db/queries/resumes";
import { AppError } from "../../errors";
import type { DatabaseDeps } from "../deps";
import { assertRoom, RESUMES_LIMIT, writeOneAtATime } from "../limits/account-limits";
import { assertStorable } from "./storable-content";

interface NewResume {
  userId: string;
  /** The id the client made. */
  resumeId: string;
  content: ResumeContent;
  saveId: string | null;
  now: Date;
}

/**
 * Stores a new resume under the id the client made, if the account has room for it. An id already
 * taken, by this user or any other, is refused and the existing resume left as it is: a retried
 * create must not clobber edits, and is told so before it is told of a full account.
 */
export async function createResume({ database }: DatabaseDeps, { userId, resumeId, content, saveId, now }: NewResume): Promise<Resume> {
  assertStorable(content);
  const at = now.toISOString();
  const stored = storedResumeOf(content);
  const inserted = await writeOneAtATime(
    { database },
    {
      userId,
      write: async (trx) => {
        if (await resumeIdTaken(trx, resumeId)) return false;
        await assertRoom({ trx }, { limit: RESUMES_LIMIT, userId, bytes: stored.stored_bytes });
        return insertResume(trx, userId, { id: resumeId, stored, at, saveId });
      },
    },
  );
  if (!inserted) throw new AppError("CONFLICT", "A resume with this id already exists.");
  return { id: resumeId, ...content, created_at: at, updated_at: at, save_id: saveId };
}
