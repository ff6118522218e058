import { Hono } from "hono";
import { resumesApi } from "#shared/api/resumes";
import type { AppEnv } from "../app-env";
import type { DatabaseHandle } from "../db/database";
import type { FileStore } from "../storage/file-store";
import { methodNotAllowed } from "../middleware/errors";
import { requireUser } from "../middleware/require-user";
import { validJson, validParams } from "../middleware/validate";
import { createResume } from "../services/resumes/create-resume";
import { deleteResume } from "../services/resumes/delete-resume";
import { getResume } from "../services/resumes/get-resume";
import { listResumes } from "../services/resumes/list-resumes";
import { updateResume } from "../services/resumes/update-resume";
import { answer } from "./answer";

const { list, get, create, update, delete: remove } = resumesApi;

export function resumeRoutes(database: DatabaseHandle, files: FileStore) {
  const { db } = database;
  return new Hono<AppEnv>()
    .use(`${list.path}/*`, requireUser)
    .get(list.path, async (c) => answer(c, list, { resumes: await listResumes({ db }, { userId: c.get("user")!.id }) }))
    .post(create.path, validJson(create), async (c) => {
      const { id, save_id, ...content } = c.req.valid("json");
      const resume = await createResume(
        { database },
        { userId: c.get("user")!.id, resumeId: id, content, saveId: save_id ?? null, now: new Date() },
      );
      return answer(c, create, { resume });
    })
    .all(list.path, methodNotAllowed)
    .get(get.path, validParams(get), async (c) =>
      answer(c, get, { resume: await getResume({ db }, { userId: c.get("user")!.id, resumeId: c.req.valid("param").id }) }),
    )
    .put(update.path, validParams(update), validJson(update), async (c) => {
      const { updated_at, save_id, ...content } = c.req.valid("json");
      const resume = await updateResume(
        { database, files },
        {
          userId: c.get("user")!.id,
          resumeId: c.req.valid("param").id,
          content,
          baseVersion: updated_at,
          saveId: save_id ?? null,
          now: new Date(),
        },
      );
      return answer(c, update, { resume });
    })
    .delete(remove.path, validParams(remove), async (c) => {
      await deleteResume({ db, files }, { userId: c.get("user")!.id, resumeId: c.req.valid("param").id });
      return c.body(null, remove.status);
    })
    .all(get.path, methodNotAllowed);
}
