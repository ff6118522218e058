import type { ResumeSummary } from "#shared/api/resumes";
import { listResumeSummaries } from "../../db/queries/resumes";
import type { DbDeps } from "../deps";

/** The user's resumes as the list shows them, most recently updated first. */
export function listResumes({ db }: DbDeps, { userId }: { userId: string }): Promise<ResumeSummary[]> {
  return listResumeSummaries(db, userId);
}
