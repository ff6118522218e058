import { createMiddleware } from "hono/factory";
import type { AppEnv, SignedInEnv } from "../app-env";
import { AppError } from "../errors";

/** Answers 401 with the given message unless a user is signed in. */
export const requireSignedIn = (message: string) =>
  createMiddleware<SignedInEnv & AppEnv>(async (c, next) => {
    if (!c.get("user")) throw new AppError("UNAUTHORIZED", message);
    await next();
  });

export const requireUser = requireSignedIn("Please sign in to continue.");
