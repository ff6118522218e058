import { Hono } from "hono";
import { sql } from "kysely";
import type { AppEnv } from "../app-env";
import type { DatabaseHandle } from "../db/database";
import { AppError } from "../errors";
import { methodNotAllowed } from "../middleware/errors";

export function healthRoutes(database: DatabaseHandle) {
  return new Hono<AppEnv>()
    .get("/", async (c) => {
      try {
        await sql`select 1`.execute(database.db);
      } catch {
        throw new AppError("SERVICE_UNAVAILABLE", "The database is not reachable.");
      }
      return c.json({ status: "ok" as const, database: database.dialect });
    })
    .all("/", methodNotAllowed);
}
