import { AsyncLocalStorage } from "node:async_hooks";
import { databaseFailureOf } from "./database-failures";

interface Scope {
  failure?: unknown;
}

const scopes = new AsyncLocalStorage<Scope>();

/**
 * Runs `work` and answers, besides its value, the last database failure (databaseFailureOf) that a
 * statement or connection met while it ran. For code that catches the database's errors and answers
 * with its own: Better Auth turns some into a 500 or a 422 without their cause, and its caller can
 * still tell the user the real reason.
 */
export async function watchDatabaseFailures<T>(work: () => Promise<T>): Promise<{ value: T; failure: unknown }> {
  const scope: Scope = {};
  const value = await scopes.run(scope, work);
  return { value, failure: scope.failure };
}

/** Every failed statement (Kysely's log) and connection (db/postgres-pool.ts) is reported here. */
export function noteDatabaseError(error: unknown): void {
  const scope = scopes.getStore();
  if (scope && databaseFailureOf(error)) scope.failure = error;
}
