import { Hono } from "hono";
import { adminApi } from "../../shared/api/admin";
import type { AppEnv } from "../app-env";
import type { DatabaseHandle } from "../db/database";
import { methodNotAllowed } from "../middleware/errors";
import { requireAdmin } from "../middleware/require-admin";
import { validQuery } from "../middleware/validate";
import { getAdminActivity, getAdminMetrics, listAdminUsers } from "../services/admin/admin-dashboard";
import { answer } from "./answer";

const { metrics, activity, users } = adminApi;

export function adminRoutes(database: DatabaseHandle) {
  const { db } = database;
  return new Hono<AppEnv>()
    .use("/api/admin/*", requireAdmin(db))
    .get(metrics.path, async (c) => answer(c, metrics, await getAdminMetrics(db, new Date())))
    .all(metrics.path, methodNotAllowed)
    .get(activity.path, async (c) => answer(c, activity, await getAdminActivity(database, new Date())))
    .all(activity.path, methodNotAllowed)
    .get(users.path, validQuery(users), async (c) => answer(c, users, await listAdminUsers(db, c.req.valid("query"))))
    .all(users.path, methodNotAllowed);
}
