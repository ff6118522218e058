import { Hono } from "hono";
import { publicProfileApi } from "#shared/api/public-profile";
import type { AppEnv } from "../app-env";
import type { DatabaseHandle } from "../db/database";
import { methodNotAllowed } from "../middleware/errors";
import { validParams } from "../middleware/validate";
import { getPublicProfile } from "../services/profiles/get-public-profile";
import { answer } from "./answer";

const { get } = publicProfileApi;

/** Pages anyone may read, signed in or not. */
export function publicRoutes(database: DatabaseHandle) {
  const { db } = database;
  return new Hono<AppEnv>()
    .get(get.path, validParams(get), async (c) =>
      answer(c, get, await getPublicProfile({ db }, { username: c.req.valid("param").username })),
    )
    .all(get.path, methodNotAllowed);
}
