import type { Kysely } from "kysely";
import type { ApplicationStatus, JobApplication } from "#shared/applications";
import type { Database } from "../schema";
import { toIso } from "../timestamps";
import { textBytes } from "./stored-usage";

const COLUMNS = [
  "id",
  "resume_id",
  "job_title",
  "company_name",
  "job_description",
  "content",
  "salary_expectation",
  "availability_date",
  "status",
  "notes",
  "created_at",
  "updated_at",
] as const;

type NewApplication = Omit<JobApplication, "id" | "created_at" | "updated_at">;
type ApplicationChanges = Partial<Pick<JobApplication, "status" | "content" | "salary_expectation" | "availability_date" | "notes">>;

interface StoredRow extends Omit<JobApplication, "status" | "created_at" | "updated_at"> {
  status: string;
  created_at: Date | string;
  updated_at: Date | string;
}

/** What an application counts toward the account's byte limit: its texts. */
export const jobApplicationBytes = (
  application: Pick<
    NewApplication,
    "job_title" | "company_name" | "job_description" | "content" | "salary_expectation" | "availability_date" | "notes"
  >,
): number =>
  textBytes(
    application.job_title,
    application.company_name,
    application.job_description,
    application.content,
    application.salary_expectation,
    application.availability_date,
    application.notes,
  );

function toApplication(row: StoredRow): JobApplication {
  return {
    ...row,
    // The table's check constraint allows only the four statuses.
    status: row.status as ApplicationStatus,
    created_at: toIso(row.created_at),
    updated_at: toIso(row.updated_at),
  };
}

/** A user's applications, newest first (seed 001: created_at descending; ties: newest id first). */
export async function listJobApplications(db: Kysely<Database>, userId: string): Promise<JobApplication[]> {
  const rows = await db
    .selectFrom("job_applications")
    .select(COLUMNS)
    .where("user_id", "=", userId)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .execute();
  return rows.map(toApplication);
}

/** This user's application with this id and its stored bytes; undefined when the user has none. */
export async function findJobApplication(
  db: Kysely<Database>,
  userId: string,
  id: string,
): Promise<{ application: JobApplication; storedBytes: number } | undefined> {
  const row = await db
    .selectFrom("job_applications")
    .select([...COLUMNS, "stored_bytes"])
    .where("id", "=", id)
    .where("user_id", "=", userId)
    .executeTakeFirst();
  if (!row) return undefined;
  const { stored_bytes, ...application } = row;
  return { application: toApplication(application), storedBytes: stored_bytes };
}

export async function insertJobApplication(
  db: Kysely<Database>,
  userId: string,
  application: NewApplication & { id: string; at: string },
): Promise<JobApplication> {
  const { at, ...fields } = application;
  const row = await db
    .insertInto("job_applications")
    .values({ ...fields, user_id: userId, created_at: at, updated_at: at, stored_bytes: jobApplicationBytes(fields) })
    .returning(COLUMNS)
    .executeTakeFirstOrThrow();
  return toApplication(row);
}

/**
 * Changes only the given fields of this user's row, and its stored bytes to those of the changed
 * application; undefined when the user has no application with this id.
 */
export async function updateJobApplication(
  db: Kysely<Database>,
  userId: string,
  id: string,
  changes: ApplicationChanges & { at: string; storedBytes: number },
): Promise<JobApplication | undefined> {
  const { at, storedBytes, ...fields } = changes;
  const row = await db
    .updateTable("job_applications")
    .set({ ...fields, updated_at: at, stored_bytes: storedBytes })
    .where("id", "=", id)
    .where("user_id", "=", userId)
    .returning(COLUMNS)
    .executeTakeFirst();
  return row && toApplication(row);
}

/** Answers whether this user had an application with this id. */
export async function deleteJobApplication(db: Kysely<Database>, userId: string, id: string): Promise<boolean> {
  const result = await db.deleteFrom("job_applications").where("id", "=", id).where("user_id", "=", userId).executeTakeFirst();
  return result.numDeletedRows === 1n;
}
