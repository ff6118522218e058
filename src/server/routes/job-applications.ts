import { Hono } from "hono";
import { jobApplicationsApi } from "#shared/api/job-applications";
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
    .get(list.path, async (c) => answer(c, list, { applications: await listJobApplications({ db }, { userId: c.get("user")!.id }) }))
    .post(create.path, validJson(create), async (c) => {
      const application = await createJobApplication(
        { database },
        { userId: c.get("user")!.id, application: c.req.valid("json"), now: new Date() },
      );
      return answer(c, create, { application });
    })
    .all(list.path, methodNotAllowed)
    .put(update.path, validParams(update), validJson(update), async (c) => {
      const application = await updateJobApplication(
        { database },
        { userId: c.get("user")!.id, applicationId: c.req.valid("param").id, changes: c.req.valid("json"), now: new Date() },
      );
      return answer(c, update, { application });
    })
    .delete(remove.path, validParams(remove), async (c) => {
      await deleteJobApplication({ db }, { userId: c.get("user")!.id, applicationId: c.req.valid("param").id });
      return c.body(null, remove.status);
    })
    .all(update.path, methodNotAllowed);
}
