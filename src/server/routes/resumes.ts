import { Hono } from "hono";
import type { AppEnv } from "../app-env";
import type { DatabaseHandle } from "../db/database";
import { listResumes } from "../db/queries/resumes";
import { methodNotAllowed } from "../middleware/errors";
import { requireUser } from "../middleware/require-user";

export function resumeRoutes(database: DatabaseHandle) {
  return new Hono<AppEnv>()
    .use(requireUser)
    .get("/", async (c) => c.json({ resumes: await listResumes(database.db, c.get("user")!.id) }))
    .all("/", methodNotAllowed);
}
