import type { Kysely } from "kysely";
import { deleteResume as deleteUserResume } from "../../db/queries/resumes";
import type { Database } from "../../db/schema";
import { resumeNotFound } from "./resume-errors";

export async function deleteResume(db: Kysely<Database>, userId: string, id: string): Promise<void> {
  if (!(await deleteUserResume(db, userId, id))) throw resumeNotFound();
}
