import type { Kysely } from "kysely";
import type { Resume, ResumeContent } from "../../../shared/resume";
import { findResumePhotoUrl, resumeExists, updateResumeIfUnchanged } from "../../db/queries/resumes";
import type { Database } from "../../db/schema";
import { AppError } from "../../errors";
import type { FileStore } from "../../storage/file-store";
import { removeUnusedImages } from "../storage/user-images";
import { resumeNotFound } from "./resume-errors";
import { assertStorable } from "./storable-content";

/**
 * Saves a resume only if it is still the version the client last saw (`seenUpdatedAt`), so an edit
 * made in another tab or device is never silently overwritten. `saveId` (the client's id of this
 * save, or null) is stored with the new version so its writer can recognise it later. A photo the
 * save replaces is deleted once no resume of the user shows it.
 */
export async function updateResume(
  db: Kysely<Database>,
  files: FileStore,
  userId: string,
  id: string,
  content: ResumeContent,
  seenUpdatedAt: string,
  saveId: string | null,
  now: Date,
): Promise<Resume> {
  assertStorable(content);
  const seen = new Date(seenUpdatedAt);
  // The version stamp must move even when two saves land in the same millisecond or the clock steps back.
  const updatedAt = new Date(Math.max(now.getTime(), seen.getTime() + 1)).toISOString();
  // Stored stamps are always toISOString() text, so SQLite's text comparison needs the same spelling.
  const previousPhotoUrl = await findResumePhotoUrl(db, userId, id);
  const updated = await updateResumeIfUnchanged(db, userId, { id, content, expectedUpdatedAt: seen.toISOString(), updatedAt, saveId });
  if (updated) {
    if (previousPhotoUrl !== updated.personal_info.photo_url) await removeUnusedImages(db, files, userId, [previousPhotoUrl]);
    return updated;
  }
  if (!(await resumeExists(db, userId, id))) throw resumeNotFound();
  throw new AppError("RESUME_CONFLICT", "This resume was changed in another tab or device.");
}
