import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../app-env";
import type { ActivityDays } from "../services/usage/activity-days";

/** After loadSession: a signed-in request makes today one of the user's active days. */
export function recordActivity(activityDays: ActivityDays): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const user = c.get("user");
    if (user) await activityDays.record({ userId: user.id, now: new Date() });
    await next();
  };
}
