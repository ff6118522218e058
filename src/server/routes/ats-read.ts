import { Hono } from "hono";
import { atsReadApi } from "#shared/api/ats-read";
import type { AppEnv } from "../app-env";
import { methodNotAllowed } from "../middleware/errors";
import { requireUser } from "../middleware/require-user";
import { validParams } from "../middleware/validate";
import { readResumeAsAts, type AtsReadDeps } from "../services/resumes/read-as-ats";
import { answer } from "./answer";

const { read } = atsReadApi;

/** POST /api/resumes/:id/ats-read (contract: src/shared/api/ats-read.ts). A client that goes away leaves the queue. */
export function atsReadRoutes(deps: AtsReadDeps) {
  return new Hono<AppEnv>()
    .use(read.path, requireUser)
    .post(read.path, validParams(read), async (c) => {
      const reading = await readResumeAsAts(deps, {
        userId: c.get("user")!.id,
        resumeId: c.req.valid("param").id,
        signal: c.req.raw.signal,
      });
      return answer(c, read, reading);
    })
    .all(read.path, methodNotAllowed);
}
