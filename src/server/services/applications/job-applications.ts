import type { Kysely } from "kysely";
import { v7 as uuidv7 } from "uuid";
import type { JobApplication } from "../../../shared/applications";
import * as queries from "../../db/queries/job-applications";
import type { Database } from "../../db/schema";
import { AppError } from "../../errors";
import { assertOwnResume } from "./own-resume";

type NewApplication = Omit<JobApplication, "id" | "created_at" | "updated_at">;
type ApplicationChanges = Partial<Pick<JobApplication, "status" | "content" | "salary_expectation" | "availability_date" | "notes">>;

// One message for "missing" and "someone else's", as for resumes.
function applicationNotFound(): never {
  throw new AppError("NOT_FOUND", "Application not found.");
}

export const listJobApplications = (db: Kysely<Database>, userId: string): Promise<JobApplication[]> =>
  queries.listJobApplications(db, userId);

export async function createJobApplication(
  db: Kysely<Database>,
  userId: string,
  application: NewApplication,
  now: Date,
): Promise<JobApplication> {
  await assertOwnResume(db, userId, application.resume_id);
  return queries.insertJobApplication(db, userId, { ...application, id: uuidv7(), at: now.toISOString() });
}

export async function updateJobApplication(
  db: Kysely<Database>,
  userId: string,
  id: string,
  changes: ApplicationChanges,
  now: Date,
): Promise<JobApplication> {
  return (await queries.updateJobApplication(db, userId, id, { ...changes, at: now.toISOString() })) ?? applicationNotFound();
}

export async function deleteJobApplication(db: Kysely<Database>, userId: string, id: string): Promise<void> {
  if (!(await queries.deleteJobApplication(db, userId, id))) applicationNotFound();
}
