import { Hono } from "hono";
import { validator } from "hono/validator";
import { z } from "zod";
import type { AppEnv } from "../app-env";
import { methodNotAllowed } from "../middleware/errors";
import { requireUser } from "../middleware/require-user";
import { jsonBody } from "../middleware/validate";
import type { DatabaseHandle } from "../db/database";
import type { FileStore } from "../storage/file-store";
import { checkUsernameAvailability } from "../services/profiles/check-username-availability";
import { getOwnProfile } from "../services/profiles/get-own-profile";
import { updateProfile } from "../services/profiles/update-profile";

// Omitted fields (and a null username) keep what is saved; the username rules live in the service.
const updateBody = z.object({
  username: z.string().nullable().optional(),
  is_public: z.boolean().optional(),
  profile_image_url: z.string().max(1000).nullable().optional(),
});

const usernameQuery = validator("query", (value) => {
  const raw = value["username"];
  return { username: typeof raw === "string" ? raw : "" };
});

export function profileRoutes(database: DatabaseHandle, files: FileStore) {
  const { db } = database;
  return new Hono<AppEnv>()
    .use(requireUser)
    .get("/", async (c) => c.json({ profile: await getOwnProfile(db, c.get("user")!.id, new Date()) }, 200))
    .put("/", jsonBody(updateBody), async (c) => {
      const profile = await updateProfile(db, files, c.get("user")!.id, c.req.valid("json"), new Date());
      return c.json({ profile }, 200);
    })
    .all("/", methodNotAllowed)
    .get("/username-available", usernameQuery, async (c) => {
      const available = await checkUsernameAvailability(db, c.get("user")!.id, c.req.valid("query").username);
      return c.json({ available }, 200);
    })
    .all("/username-available", methodNotAllowed);
}
