import { AppError } from "../../errors";

/**
 * When a client may try again after the database could not be reached: a restart or a failover of
 * PostgreSQL takes seconds, and the pool connects anew on the first request after it (decision 034).
 */
export const DATABASE_RETRY_AFTER_S = 5;

export const databaseUnavailable = (): AppError =>
  new AppError("DATABASE_UNAVAILABLE", "The database cannot be reached right now. Please try again in a few seconds.", {
    retryAfter: DATABASE_RETRY_AFTER_S,
  });

export const storageFull = (): AppError =>
  new AppError(
    "INSUFFICIENT_STORAGE",
    "The server's storage is full, so nothing new can be saved until it has room again. Deleting what you no longer need still works; please try again later.",
  );
