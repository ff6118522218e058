import type { Resume } from "#shared/resume";
import { findResume } from "../../db/queries/resumes";
import type { DbDeps } from "../deps";
import { resumeNotFound } from "./resume-errors";

export async function getResume({ db }: DbDeps, { userId, resumeId }: { userId: string; resumeId: string }): Promise<Resume> {
  const resume = await findResume(db, userId, resumeId);
  if (!resume) throw resumeNotFound();
  return resume;
}
