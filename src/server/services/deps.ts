import type { Kysely } from "kysely";
import type { DatabaseHandle } from "../db/database";
import type { Database } from "../db/schema";
import type { FileStore } from "../storage/file-store";

// A service takes its dependencies first, as one object, then one typed input object (DESIGN.md,
// Layout): these are the dependencies most services share.

/** The database, for reads and single writes. */
export interface DbDeps {
  db: Kysely<Database>;
}

/** The database with its dialect, for a service that runs its own transaction with locks (writeOneAtATime). */
export interface DatabaseDeps {
  database: DatabaseHandle;
}

/** The file store, for a service that stores, reads or deletes the user's files. */
export interface FilesDeps {
  files: FileStore;
}

/** The database and the file store, for a service that keeps files which the user's rows refer to. */
export interface DbAndFilesDeps extends DbDeps, FilesDeps {}
