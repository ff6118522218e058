import { Hono } from "hono";
import { coverLettersApi } from "#shared/api/cover-letters";
import type { AppEnv } from "../app-env";
import type { DatabaseHandle } from "../db/database";
import { methodNotAllowed } from "../middleware/errors";
import { requireUser } from "../middleware/require-user";
import { validJson, validParams } from "../middleware/validate";
import {
  createCoverLetter,
  deleteCoverLetter,
  getCoverLetter,
  listCoverLetters,
  updateCoverLetter,
} from "../services/applications/cover-letters";
import { answer } from "./answer";

const { list, get, create, update, delete: remove } = coverLettersApi;

export function coverLetterRoutes(database: DatabaseHandle) {
  const { db } = database;
  return new Hono<AppEnv>()
    .use(`${list.path}/*`, requireUser)
    .get(list.path, async (c) => answer(c, list, { coverLetters: await listCoverLetters({ db }, { userId: c.get("user")!.id }) }))
    .post(create.path, validJson(create), async (c) => {
      const letter = await createCoverLetter({ database }, { userId: c.get("user")!.id, letter: c.req.valid("json"), now: new Date() });
      return answer(c, create, { coverLetter: letter });
    })
    .all(list.path, methodNotAllowed)
    .get(get.path, validParams(get), async (c) =>
      answer(c, get, { coverLetter: await getCoverLetter({ db }, { userId: c.get("user")!.id, letterId: c.req.valid("param").id }) }),
    )
    .put(update.path, validParams(update), validJson(update), async (c) => {
      const letter = await updateCoverLetter(
        { database },
        { userId: c.get("user")!.id, letterId: c.req.valid("param").id, letter: c.req.valid("json"), now: new Date() },
      );
      return answer(c, update, { coverLetter: letter });
    })
    .delete(remove.path, validParams(remove), async (c) => {
      await deleteCoverLetter({ db }, { userId: c.get("user")!.id, letterId: c.req.valid("param").id });
      return c.body(null, remove.status);
    })
    .all(get.path, methodNotAllowed);
}
