import { resumeExists } from "../../db/queries/resumes";
import { AppError } from "../../errors";
import type { DbDeps } from "../deps";

/**
 * A letter or application may point at the resume it was written from, but only one of the user's
 * own: another user's resume id is refused like a free one, so it tells nothing about strangers.
 */
export async function assertOwnResume({ db }: DbDeps, { userId, resumeId }: { userId: string; resumeId: string | null }): Promise<void> {
  if (resumeId !== null && !(await resumeExists(db, userId, resumeId))) {
    throw new AppError("VALIDATION_FAILED", "The resume this was written from was not found.", {
      issues: [{ path: "resume_id", message: "Resume not found." }],
    });
  }
}
