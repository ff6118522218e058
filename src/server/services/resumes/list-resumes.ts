import type { Kysely } from "kysely";
import type { Resume } from "../../../shared/resume";
import { listResumes as listUserResumes } from "../../db/queries/resumes";
import type { Database } from "../../db/schema";

/** The user's resumes, most recently updated first. */
export function listResumes(db: Kysely<Database>, userId: string): Promise<Resume[]> {
  return listUserResumes(db, userId);
}
