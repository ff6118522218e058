import { Hono } from "hono";
import type { AppEnv } from "../app-env";
import type { DatabaseHandle } from "../db/database";
import { methodNotAllowed } from "../middleware/errors";
import { getPublicProfile } from "../services/profiles/get-public-profile";

/** Pages anyone may read, signed in or not. */
export function publicRoutes(database: DatabaseHandle) {
  const { db } = database;
  return new Hono<AppEnv>()
    .get("/:username", async (c) => c.json(await getPublicProfile(db, c.req.param("username")), 200))
    .all("/:username", methodNotAllowed);
}
