import type { Kysely } from "kysely";
import { deleteResume as deleteUserResume } from "../../db/queries/resumes";
import type { Database } from "../../db/schema";
import type { FileStore } from "../../storage/file-store";
import { removeUnusedImages } from "../storage/user-images";
import { resumeNotFound } from "./resume-errors";

/** Deletes the resume, and its photo unless another resume of the user shows it too. */
export async function deleteResume(db: Kysely<Database>, files: FileStore, userId: string, id: string): Promise<void> {
  const { deleted, photoUrl } = await deleteUserResume(db, userId, id);
  if (!deleted) throw resumeNotFound();
  await removeUnusedImages(db, files, userId, [photoUrl]);
}
