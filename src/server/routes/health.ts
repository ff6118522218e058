import { Hono } from "hono";
import { healthApi } from "#shared/api/health";
import type { AppEnv } from "../app-env";
import type { DatabaseHandle } from "../db/database";
import { methodNotAllowed } from "../middleware/errors";
import { checkDatabase } from "../services/database/check-database";
import { answer } from "./answer";

const { get } = healthApi;

export function healthRoutes(database: DatabaseHandle) {
  return new Hono<AppEnv>()
    .get(get.path, async (c) => {
      await checkDatabase({ database });
      return answer(c, get, { status: "ok", database: database.dialect });
    })
    .all(get.path, methodNotAllowed);
}
