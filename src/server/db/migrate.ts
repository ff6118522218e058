import { Migrator, type Migration, type MigrationProvider } from "kysely";
import type { DatabaseHandle } from "./database";
import { initialMigration } from "./migrations/001-initial";

/** Migrations are listed in code, not read from disk, so the bundled server carries them. */
function migrationsFor(handle: DatabaseHandle): Record<string, Migration> {
  return {
    "001-initial": initialMigration(handle.dialect),
  };
}

export async function migrateToLatest(handle: DatabaseHandle): Promise<void> {
  const provider: MigrationProvider = { getMigrations: async () => migrationsFor(handle) };
  const migrator = new Migrator({ db: handle.db, provider });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === "Error");
  if (error || failed) {
    throw new Error(`Database migration ${failed?.migrationName ?? ""} failed: ${String(error)}`, { cause: error });
  }
}
