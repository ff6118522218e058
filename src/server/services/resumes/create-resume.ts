import type { Kysely } from "kysely";
import type { Resume, ResumeContent } from "../../../shared/resume";
import { insertResume } from "../../db/queries/resumes";
import type { Database } from "../../db/schema";
import { AppError } from "../../errors";
import { assertStorable } from "./storable-content";

/**
 * Stores a new resume under the id the client made. An id already taken, by this user or any
 * other, is refused and the existing resume left as it is: a retried create must not clobber edits.
 */
export async function createResume(
  db: Kysely<Database>,
  userId: string,
  id: string,
  content: ResumeContent,
  saveId: string | null,
  now: Date,
): Promise<Resume> {
  assertStorable(content);
  const at = now.toISOString();
  if (!(await insertResume(db, userId, { id, content, at, saveId }))) {
    throw new AppError("CONFLICT", "A resume with this id already exists.");
  }
  return { id, ...content, created_at: at, updated_at: at, save_id: saveId };
}
