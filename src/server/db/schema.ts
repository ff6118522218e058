import type { ColumnType, Generated } from "kysely";

/** Timestamps are written as ISO-8601 UTC strings; PostgreSQL hands them back as Date, SQLite as text. */
export type Timestamp = ColumnType<Date | string, string, string>;
/** JSON columns: jsonb on PostgreSQL, text on SQLite; queries serialise on write and parse on read. */
export type JsonColumn = ColumnType<unknown, string, string>;

export interface UserTable {
  id: string;
  name: string;
  email: string;
  emailVerified: ColumnType<boolean | number, boolean | number, boolean | number>;
  image: string | null;
  createdAt: ColumnType<Date | string, Date | string, Date | string>;
  updatedAt: ColumnType<Date | string, Date | string, Date | string>;
}

export interface SessionTable {
  id: string;
  userId: string;
  token: string;
  expiresAt: ColumnType<Date | string, Date | string, Date | string>;
  ipAddress: string | null;
  userAgent: string | null;
  createdAt: ColumnType<Date | string, Date | string, Date | string>;
  updatedAt: ColumnType<Date | string, Date | string, Date | string>;
}

type AuthTimestamp = ColumnType<Date | string, Date | string, Date | string>;

/** Better Auth's sign-in methods of a user (the password hash for email + password). */
export interface AccountTable {
  id: string;
  accountId: string;
  providerId: string;
  userId: string;
  accessToken: string | null;
  refreshToken: string | null;
  idToken: string | null;
  accessTokenExpiresAt: AuthTimestamp | null;
  refreshTokenExpiresAt: AuthTimestamp | null;
  scope: string | null;
  password: string | null;
  createdAt: AuthTimestamp;
  updatedAt: AuthTimestamp;
}

/** Better Auth's one-time values; a password reset keeps the user's id as `value`. */
export interface VerificationTable {
  id: string;
  identifier: string;
  value: string;
  expiresAt: AuthTimestamp;
  createdAt: AuthTimestamp;
  updatedAt: AuthTimestamp;
}

export interface ProfilesTable {
  user_id: string;
  username: string | null;
  is_public: ColumnType<boolean | number, boolean | undefined, boolean>;
  profile_image_url: string | null;
  created_at: Timestamp;
}

export interface UserRolesTable {
  user_id: string;
  role: string;
  created_at: Timestamp;
}

export interface ResumesTable {
  id: string;
  user_id: string;
  title: string;
  template_id: string;
  content: JsonColumn;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** The client's id of the save that wrote this version (null for versions written without one). */
  save_id: string | null;
  /** The completion score of the content, written with it: the list shows it without reading the content. */
  completion_score: number;
  /** UTF-8 bytes of the title, the template id and the content JSON: what the account's byte limit counts. */
  stored_bytes: number;
}

export interface CoverLettersTable {
  id: string;
  user_id: string;
  resume_id: string | null;
  job_title: string;
  company_name: string;
  job_description: string;
  content: string;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** UTF-8 bytes of the letter's texts: what the account's byte limit counts. */
  stored_bytes: number;
}

export interface JobApplicationsTable {
  id: string;
  user_id: string;
  resume_id: string | null;
  job_title: string;
  company_name: string;
  job_description: string;
  content: string;
  salary_expectation: string | null;
  availability_date: string | null;
  status: string;
  notes: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** UTF-8 bytes of the application's texts: what the account's byte limit counts. */
  stored_bytes: number;
}

export interface AiRequestsTable {
  id: string;
  user_id: string;
  function_name: string;
  provider: string | null;
  outcome: string;
  duration_ms: number | null;
  created_at: Timestamp;
  /** Calls this row stands for: 1, or the refusals of one function, outcome and hour (migration 009). */
  count: Generated<number>;
}

/** A UTC day ('YYYY-MM-DD') on which the user made a signed-in request. */
export interface UserActivityDaysTable {
  day: string;
  user_id: string;
}

export interface PdfExportsTable {
  id: string;
  user_id: string;
  /** 'resume' or 'letter'. */
  kind: string;
  outcome: string;
  duration_ms: number;
  created_at: Timestamp;
  /** Exports this row stands for: 1, or the refusals of one kind, outcome and hour (migration 009). */
  count: Generated<number>;
}

/** A user whose sign-in an operator disabled: Better Auth refuses their new sessions while the row exists. */
export interface DisabledSignInsTable {
  user_id: string;
  disabled_at: Timestamp;
}

/** One fixed-window counter of an abuse limit; times in epoch milliseconds. */
export interface AttemptCountsTable {
  key: string;
  count: number;
  reset_at: number;
}

export interface Database {
  user: UserTable;
  session: SessionTable;
  account: AccountTable;
  verification: VerificationTable;
  profiles: ProfilesTable;
  user_roles: UserRolesTable;
  resumes: ResumesTable;
  cover_letters: CoverLettersTable;
  job_applications: JobApplicationsTable;
  ai_requests: AiRequestsTable;
  attempt_counts: AttemptCountsTable;
  user_activity_days: UserActivityDaysTable;
  pdf_exports: PdfExportsTable;
  disabled_sign_ins: DisabledSignInsTable;
}
