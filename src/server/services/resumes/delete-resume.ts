import { deleteResume as deleteUserResume } from "../../db/queries/resumes";
import type { DbAndFilesDeps } from "../deps";
import { removeUnusedImages } from "../storage/user-images";
import { resumeNotFound } from "./resume-errors";

/** Deletes the resume, and its photo unless another resume of the user shows it too. */
export async function deleteResume(deps: DbAndFilesDeps, { userId, resumeId }: { userId: string; resumeId: string }): Promise<void> {
  const { deleted, photoUrl } = await deleteUserResume(deps.db, userId, resumeId);
  if (!deleted) throw resumeNotFound();
  await removeUnusedImages(deps, { userId, urls: [photoUrl] });
}
