import type { Kysely } from "kysely";
import { createMiddleware } from "hono/factory";
import type { AppEnv, SignedInEnv } from "../app-env";
import type { Database } from "../db/schema";
import { AppError } from "../errors";
import { isAdmin } from "../services/admin/admin-dashboard";

/**
 * 401 for visitors, 403 for signed-in users without the admin role. The role is read on every
 * request, not cached with the session, so a revoked admin loses access at once.
 */
export const requireAdmin = (db: Kysely<Database>) =>
  createMiddleware<SignedInEnv & AppEnv>(async (c, next) => {
    const user = c.get("user");
    if (!user) throw new AppError("UNAUTHORIZED", "Please sign in to continue.");
    if (!(await isAdmin({ db }, { userId: user.id }))) throw new AppError("FORBIDDEN", "You do not have admin privileges.");
    await next();
  });
