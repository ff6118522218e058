import type { Resume, ResumeContent } from "#shared/resume";
import { findResumeVersion, storedResumeOf, updateResumeIfUnchanged } from "../../db/queries/resumes";
import { AppError } from "../../errors";
import type { DatabaseDeps, FilesDeps } from "../deps";
import { assertRoom, RESUMES_LIMIT, writeOneAtATime } from "../limits/account-limits";
import { removeUnusedImages } from "../storage/user-images";
import { resumeNotFound } from "./resume-errors";
import { assertStorable } from "./storable-content";

const resumeConflict = () => new AppError("RESUME_CONFLICT", "This resume was changed in another tab or device.");

interface ResumeSave {
  userId: string;
  resumeId: string;
  content: ResumeContent;
  /** The version the client last saw: the `updated_at` it was sent. */
  baseVersion: string;
  /** The client's id of this save, or null. */
  saveId: string | null;
  now: Date;
}

/**
 * Saves a resume only if it is still the version the client last saw (`baseVersion`), so an edit
 * made in another tab or device is never silently overwritten, and only if the account has room
 * for what the save adds. `saveId` is stored with the new version so its writer can recognise it
 * later. A photo the save replaces is deleted once no resume of the user shows it.
 */
export async function updateResume(
  { database, files }: DatabaseDeps & FilesDeps,
  { userId, resumeId, content, baseVersion, saveId, now }: ResumeSave,
): Promise<Resume> {
  assertStorable(content);
  const seen = new Date(baseVersion);
  // The version stamp must move even when two saves land in the same millisecond or the clock steps back.
  const updatedAt = new Date(Math.max(now.getTime(), seen.getTime() + 1)).toISOString();
  const stored = storedResumeOf(content);
  const { updated, previousPhotoUrl } = await writeOneAtATime(
    { database },
    {
      userId,
      write: async (trx) => {
        const previous = await findResumeVersion(trx, userId, resumeId);
        if (!previous) throw resumeNotFound();
        // A stale save is a conflict whatever it weighs: the user chooses a version before anything is counted.
        if (previous.updatedAt !== seen.toISOString()) throw resumeConflict();
        await assertRoom({ trx }, { limit: RESUMES_LIMIT, userId, bytes: stored.stored_bytes, replacedBytes: previous.storedBytes });
        // Stored stamps are always toISOString() text, so SQLite's text comparison needs the same spelling.
        const change = { id: resumeId, stored, expectedUpdatedAt: seen.toISOString(), updatedAt, saveId };
        return { updated: await updateResumeIfUnchanged(trx, userId, change), previousPhotoUrl: previous.photoUrl };
      },
    },
  );
  if (!updated) throw resumeConflict();
  if (previousPhotoUrl !== updated.personal_info.photo_url)
    await removeUnusedImages({ db: database.db, files }, { userId, urls: [previousPhotoUrl] });
  return updated;
}
