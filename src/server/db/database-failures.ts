import SQLite from "better-sqlite3";
import pg from "pg";

/**
 * The database could not be reached: no connection could be made in time, or the connection was
 * lost under a query. pg reports these as plain Errors without a code, so the pool marks them where
 * it sees them happen (db/postgres-pool.ts) instead of anyone reading their messages.
 */
export class DatabaseUnavailableError extends Error {
  constructor(cause: unknown) {
    super("The database could not be reached.", { cause });
    this.name = "DatabaseUnavailableError";
  }
}

/**
 * What a failed statement says about the database rather than about the statement:
 * - `unavailable`: it could not be reached, or it is shutting down or starting up;
 * - `storage-full`: it has no room to store more;
 * - `foreign-key`: a row referred to one that does not exist (for a user's writes: the user was deleted meanwhile).
 */
export type DatabaseFailure = "unavailable" | "storage-full" | "foreign-key";

// PostgreSQL's SQLSTATEs (its manual, appendix A). Class 08 is "connection exception"; 57P01-57P03
// are a server shutting down, crashed or still starting, each of which ends or refuses the connection.
const UNAVAILABLE_SQLSTATE = /^(08...|57P0[123])$/;
const DISK_FULL_SQLSTATE = "53100";
const FOREIGN_KEY_VIOLATION_SQLSTATE = "23503";

function failureOf(error: unknown): DatabaseFailure | undefined {
  if (error instanceof DatabaseUnavailableError) return "unavailable";
  if (error instanceof pg.DatabaseError && error.code) {
    if (UNAVAILABLE_SQLSTATE.test(error.code)) return "unavailable";
    if (error.code === DISK_FULL_SQLSTATE) return "storage-full";
    if (error.code === FOREIGN_KEY_VIOLATION_SQLSTATE) return "foreign-key";
  }
  if (error instanceof SQLite.SqliteError) {
    // SQLITE_FULL: the disk is full, or the database reached its max_page_count.
    if (error.code === "SQLITE_FULL") return "storage-full";
    if (error.code === "SQLITE_CONSTRAINT_FOREIGNKEY") return "foreign-key";
  }
  return undefined;
}

// Libraries wrap what they catch (Better Auth's session lookup keeps the database's error as its cause); a few levels are plenty.
const MAX_CAUSE_DEPTH = 5;

/** The database failure behind `error`, itself or one of its causes; undefined when it is not one. */
export function databaseFailureOf(error: unknown): DatabaseFailure | undefined {
  let current = error;
  for (let depth = 0; depth <= MAX_CAUSE_DEPTH && current instanceof Error; depth++) {
    const failure = failureOf(current);
    if (failure) return failure;
    current = current.cause;
  }
  return undefined;
}
