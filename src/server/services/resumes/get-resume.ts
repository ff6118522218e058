import type { Kysely } from "kysely";
import type { Resume } from "../../../shared/resume";
import { findResume } from "../../db/queries/resumes";
import type { Database } from "../../db/schema";
import { resumeNotFound } from "./resume-errors";

export async function getResume(db: Kysely<Database>, userId: string, id: string): Promise<Resume> {
  const resume = await findResume(db, userId, id);
  if (!resume) throw resumeNotFound();
  return resume;
}
