import { createMiddleware } from "hono/factory";
import type { AppEnv, SignedInEnv } from "../app-env";
import { AppError } from "../errors";

export const requireUser = createMiddleware<SignedInEnv & AppEnv>(async (c, next) => {
  if (!c.get("user")) throw new AppError("UNAUTHORIZED", "Please sign in to continue.");
  await next();
});
