import { v7 as uuidv7 } from "uuid";
import type { JobApplication } from "#shared/applications";
import * as queries from "../../db/queries/job-applications";
import { AppError } from "../../errors";
import type { DbDeps, DatabaseDeps } from "../deps";
import { assertRoom, JOB_APPLICATIONS_LIMIT, writeOneAtATime } from "../limits/account-limits";
import { assertOwnResume } from "./own-resume";

type NewApplication = Omit<JobApplication, "id" | "created_at" | "updated_at">;
type ApplicationChanges = Partial<Pick<JobApplication, "status" | "content" | "salary_expectation" | "availability_date" | "notes">>;

// One message for "missing" and "someone else's", as for resumes.
function applicationNotFound(): never {
  throw new AppError("NOT_FOUND", "Application not found.");
}

/** One of the user's applications. */
interface ApplicationOfUser {
  userId: string;
  applicationId: string;
}

export const listJobApplications = ({ db }: DbDeps, { userId }: { userId: string }): Promise<JobApplication[]> =>
  queries.listJobApplications(db, userId);

/** Tracks a new application, if the account has room for it. */
export async function createJobApplication(
  { database }: DatabaseDeps,
  { userId, application, now }: { userId: string; application: NewApplication; now: Date },
): Promise<JobApplication> {
  await assertOwnResume({ db: database.db }, { userId, resumeId: application.resume_id });
  return writeOneAtATime(
    { database },
    {
      userId,
      write: async (trx) => {
        await assertRoom({ trx }, { limit: JOB_APPLICATIONS_LIMIT, userId, bytes: queries.jobApplicationBytes(application) });
        return queries.insertJobApplication(trx, userId, { ...application, id: uuidv7(), at: now.toISOString() });
      },
    },
  );
}

/** Changes the given fields, if the account has room for what they add. */
export async function updateJobApplication(
  { database }: DatabaseDeps,
  { userId, applicationId, changes, now }: ApplicationOfUser & { changes: ApplicationChanges; now: Date },
): Promise<JobApplication> {
  return writeOneAtATime(
    { database },
    {
      userId,
      write: async (trx) => {
        const current = (await queries.findJobApplication(trx, userId, applicationId)) ?? applicationNotFound();
        const storedBytes = queries.jobApplicationBytes({ ...current.application, ...changes });
        await assertRoom({ trx }, { limit: JOB_APPLICATIONS_LIMIT, userId, bytes: storedBytes, replacedBytes: current.storedBytes });
        return (
          (await queries.updateJobApplication(trx, userId, applicationId, { ...changes, at: now.toISOString(), storedBytes })) ??
          applicationNotFound()
        );
      },
    },
  );
}

export async function deleteJobApplication({ db }: DbDeps, { userId, applicationId }: ApplicationOfUser): Promise<void> {
  if (!(await queries.deleteJobApplication(db, userId, applicationId))) applicationNotFound();
}
