import { Migrator, sql, type Migration, type MigrationProvider } from "kysely";
import type { DatabaseHandle } from "./database";
import { initialMigration } from "./migrations/001-initial";
import { attemptCountersMigration } from "./migrations/002-attempt-counters";
import { resumeSaveIdMigration } from "./migrations/003-resume-save-id";
import { adminIndexesMigration } from "./migrations/004-admin-indexes";
import { disabledSignInsMigration } from "./migrations/005-disabled-sign-ins";
import { usageRecordsMigration } from "./migrations/006-usage-records";
import { userSearchMigration } from "./migrations/007-user-search";
import { accountLimitsMigration } from "./migrations/008-account-limits";
import { refusalCountsMigration } from "./migrations/009-refusal-counts";

/** Migrations are listed in code, not read from disk, so the bundled server carries them. */
function migrationsFor(handle: DatabaseHandle): Record<string, Migration> {
  return {
    "001-initial": initialMigration(handle.dialect),
    "002-attempt-counters": attemptCountersMigration,
    "003-resume-save-id": resumeSaveIdMigration,
    "004-admin-indexes": adminIndexesMigration,
    "005-disabled-sign-ins": disabledSignInsMigration(handle.dialect),
    "006-usage-records": usageRecordsMigration(handle.dialect),
    "007-user-search": userSearchMigration(handle.dialect),
    "008-account-limits": accountLimitsMigration,
    "009-refusal-counts": refusalCountsMigration,
  };
}

/**
 * On PostgreSQL, Kysely looks for its migration tables in every schema unless told which one, so a
 * database whose other schema already holds them would never get its own. Name the schema the
 * connection writes to (the first on its search_path).
 */
async function migrationTableSchema(handle: DatabaseHandle): Promise<string | undefined> {
  if (handle.dialect !== "postgres") return undefined;
  const { rows } = await sql<{ schema: string | null }>`select current_schema() as schema`.execute(handle.db);
  return rows[0]?.schema ?? undefined;
}

export async function migrateToLatest(handle: DatabaseHandle): Promise<void> {
  const provider: MigrationProvider = { getMigrations: async () => migrationsFor(handle) };
  const migrator = new Migrator({ db: handle.db, provider, migrationTableSchema: await migrationTableSchema(handle) });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === "Error");
  if (error || failed) {
    throw new Error(`Database migration ${failed?.migrationName ?? ""} failed: ${String(error)}`, { cause: error });
  }
}
