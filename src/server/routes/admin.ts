import { Hono } from "hono";
import { adminApi } from "#shared/api/admin";
import { adminUserApi } from "#shared/api/admin-user";
import type { AppEnv } from "../app-env";
import type { SessionCache } from "../auth/session-cache";
import type { DatabaseHandle } from "../db/database";
import { methodNotAllowed } from "../middleware/errors";
import { requireAdmin } from "../middleware/require-admin";
import { validJson, validParams, validQuery } from "../middleware/validate";
import { getAdminActivity, getAdminMetrics, listAdminUsers } from "../services/admin/admin-dashboard";
import { deleteUserAsOperator, setAdminRole, setSignInDisabled } from "../services/admin/operator-actions";
import { getAdminUserDetails } from "../services/admin/user-details";
import type { FileStore } from "../storage/file-store";
import { answer } from "./answer";

const { metrics, activity, users } = adminApi;
const { details, setAdmin, setSignIn, delete: remove } = adminUserApi;

export function adminRoutes(database: DatabaseHandle, files: FileStore, sessionCache: SessionCache) {
  const { db } = database;
  const operator = { database, files, sessionCache };
  return new Hono<AppEnv>()
    .use("/api/admin/*", requireAdmin(db))
    .get(metrics.path, async (c) => answer(c, metrics, await getAdminMetrics({ db }, { now: new Date() })))
    .all(metrics.path, methodNotAllowed)
    .get(activity.path, async (c) => answer(c, activity, await getAdminActivity({ database }, { now: new Date() })))
    .all(activity.path, methodNotAllowed)
    .get(users.path, validQuery(users), async (c) => answer(c, users, await listAdminUsers({ db }, c.req.valid("query"))))
    .all(users.path, methodNotAllowed)
    .get(details.path, validParams(details), async (c) =>
      answer(c, details, await getAdminUserDetails({ db }, { userId: c.req.valid("param").id })),
    )
    .delete(remove.path, validParams(remove), validJson(remove), async (c) => {
      const { confirmation } = c.req.valid("json");
      await deleteUserAsOperator(operator, { actorId: c.get("user")!.id, targetId: c.req.valid("param").id, confirmation });
      return c.body(null, remove.status);
    })
    .all(details.path, methodNotAllowed)
    .put(setAdmin.path, validParams(setAdmin), validJson(setAdmin), async (c) => {
      const action = { actorId: c.get("user")!.id, targetId: c.req.valid("param").id, isAdmin: c.req.valid("json").admin };
      return answer(c, setAdmin, await setAdminRole(operator, action));
    })
    .all(setAdmin.path, methodNotAllowed)
    .put(setSignIn.path, validParams(setSignIn), validJson(setSignIn), async (c) => {
      const action = { actorId: c.get("user")!.id, targetId: c.req.valid("param").id, disabled: c.req.valid("json").disabled };
      return answer(c, setSignIn, await setSignInDisabled(operator, action));
    })
    .all(setSignIn.path, methodNotAllowed);
}
