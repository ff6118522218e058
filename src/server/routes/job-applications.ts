import { Hono } from "hono";
import { jobApplicationsApi } from "../../shared/api/job-applications";
import type { AppEnv } from "../app-env";
import type { DatabaseHandle } from "../db/database";
import { methodNotAllowed } from "../middleware/errors";
import { requireUser } from "../middleware/require-user";
import { validJson, validParams } from "../middleware/validate";
import {
  createJobApplication,
  deleteJobApplication,
  listJobApplications,
  updateJobApplication,
} from "../services/applications/job-applications";
import { answer } from "./answer";

const { list, create, update, delete: remove } = jobApplicationsApi;

export function jobApplicationRoutes(database: DatabaseHandle) {
  const { db } = database;
  return new Hono<AppEnv>()
    .use(`${list.path}/*`, requireUser)
    .get(list.path, async (c) => answer(c, list, { applications: await listJobApplications(db, c.get("user")!.id) }))
    .post(create.path, validJson(create), async (c) =>
      answer(c, create, { application: await createJobApplication(db, c.get("user")!.id, c.req.valid("json"), new Date()) }),
    )
    .all(list.path, methodNotAllowed)
    .put(update.path, validParams(update), validJson(update), async (c) => {
      const application = await updateJobApplication(db, c.get("user")!.id, c.req.valid("param").id, c.req.valid("json"), new Date());
      return answer(c, update, { application });
    })
    .delete(remove.path, validParams(remove), async (c) => {
      await deleteJobApplication(db, c.get("user")!.id, c.req.valid("param").id);
      return c.body(null, remove.status);
    })
    .all(update.path, methodNotAllowed);
}
