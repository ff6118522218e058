import { Hono } from "hono";
import { profileApi } from "#shared/api/profile";
import type { AppEnv } from "../app-env";
import { methodNotAllowed } from "../middleware/errors";
import { requireUser } from "../middleware/require-user";
import { validJson, validQuery } from "../middleware/validate";
import type { DatabaseHandle } from "../db/database";
import type { FileStore } from "../storage/file-store";
import { checkUsernameAvailability } from "../services/profiles/check-username-availability";
import { getOwnProfile } from "../services/profiles/get-own-profile";
import { updateProfile } from "../services/profiles/update-profile";
import { answer } from "./answer";

const { get, update, usernameAvailable } = profileApi;

export function profileRoutes(database: DatabaseHandle, files: FileStore) {
  const { db } = database;
  return new Hono<AppEnv>()
    .use(`${get.path}/*`, requireUser)
    .get(get.path, async (c) => answer(c, get, { profile: await getOwnProfile({ db }, { userId: c.get("user")!.id, now: new Date() }) }))
    .put(update.path, validJson(update), async (c) => {
      const profile = await updateProfile({ db, files }, { userId: c.get("user")!.id, settings: c.req.valid("json"), now: new Date() });
      return answer(c, update, { profile });
    })
    .all(get.path, methodNotAllowed)
    .get(usernameAvailable.path, validQuery(usernameAvailable), async (c) => {
      const available = await checkUsernameAvailability({ db }, { userId: c.get("user")!.id, username: c.req.valid("query").username });
      return answer(c, usernameAvailable, { available });
    })
    .all(usernameAvailable.path, methodNotAllowed);
}
