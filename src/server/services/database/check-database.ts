import { sql } from "kysely";
import { JSON_BODY_LIMIT_BYTES } from "../../middleware/body-limit";
import type { DatabaseDeps } from "../deps";
import { databaseUnavailable, storageFull } from "./database-errors";

/**
 * Below this much room the database is reported full: the largest write the API takes is one JSON
 * body at its limit (a resume save), and with less room than that such saves start failing.
 */
export const STORAGE_HEADROOM_BYTES = JSON_BODY_LIMIT_BYTES;

/**
 * For /api/health, which load balancers and monitors poll: the database answers a query and has
 * room to write. Both checks are cheap (a trivial query, SQLite's page counts and one statfs), with
 * no write, so polling costs the database nothing it must store.
 */
export async function checkDatabase({ database }: DatabaseDeps): Promise<void> {
  try {
    await sql`select 1`.execute(database.db);
  } catch {
    throw databaseUnavailable();
  }
  const room = await database.storageRoom();
  if (room !== null && room < STORAGE_HEADROOM_BYTES) throw storageFull();
}
