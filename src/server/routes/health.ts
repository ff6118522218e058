import { Hono } from "hono";
import { sql } from "kysely";
import { healthApi } from "../../shared/api/health";
import type { AppEnv } from "../app-env";
import type { DatabaseHandle } from "../db/database";
import { AppError } from "../errors";
import { methodNotAllowed } from "../middleware/errors";
import { answer } from "./answer";

const { get } = healthApi;

export function healthRoutes(database: DatabaseHandle) {
  return new Hono<AppEnv>()
    .get(get.path, async (c) => {
      try {
        await sql`select 1`.execute(database.db);
      } catch {
        throw new AppError("SERVICE_UNAVAILABLE", "The database is not reachable.");
      }
      return answer(c, get, { status: "ok", database: database.dialect });
    })
    .all(get.path, methodNotAllowed);
}
