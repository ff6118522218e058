import { Hono } from "hono";
import { validator } from "hono/validator";
import { z } from "zod";
import { isResumeId } from "../../shared/ids";
import { resumeContentSchema } from "../../shared/resume";
import type { AppEnv } from "../app-env";
import type { DatabaseHandle } from "../db/database";
import type { FileStore } from "../storage/file-store";
import { AppError } from "../errors";
import { methodNotAllowed } from "../middleware/errors";
import { requireUser } from "../middleware/require-user";
import { jsonBody } from "../middleware/validate";
import { createResume } from "../services/resumes/create-resume";
import { deleteResume } from "../services/resumes/delete-resume";
import { getResume } from "../services/resumes/get-resume";
import { listResumes } from "../services/resumes/list-resumes";
import { updateResume } from "../services/resumes/update-resume";

const NOT_A_RESUME_ID = "Not a resume id.";

/** save_id: the client's id of this save, kept with the version it writes (see Resume.save_id); null or absent for none. */
const saveId = z.uuid().nullish();
const createBody = resumeContentSchema.extend({ id: z.string().refine(isResumeId, NOT_A_RESUME_ID), save_id: saveId });
/** updated_at is the version the client last saw; the save only lands if it is still current. */
const updateBody = resumeContentSchema.extend({ updated_at: z.iso.datetime({ offset: true }), save_id: saveId });

// A malformed id is a client bug, not a missing resume: 422 keeps it apart from 404.
const resumeIdParam = validator("param", (value) => {
  const id = value["id"] ?? "";
  if (!isResumeId(id)) throw new AppError("VALIDATION_FAILED", NOT_A_RESUME_ID, { issues: [{ path: "id", message: NOT_A_RESUME_ID }] });
  return { id };
});

export function resumeRoutes(database: DatabaseHandle, files: FileStore) {
  const { db } = database;
  return new Hono<AppEnv>()
    .use(requireUser)
    .get("/", async (c) => c.json({ resumes: await listResumes(db, c.get("user")!.id) }, 200))
    .post("/", jsonBody(createBody), async (c) => {
      const { id, save_id, ...content } = c.req.valid("json");
      return c.json({ resume: await createResume(db, c.get("user")!.id, id, content, save_id ?? null, new Date()) }, 201);
    })
    .all("/", methodNotAllowed)
    .get("/:id", resumeIdParam, async (c) => c.json({ resume: await getResume(db, c.get("user")!.id, c.req.valid("param").id) }, 200))
    .put("/:id", resumeIdParam, jsonBody(updateBody), async (c) => {
      const { updated_at, save_id, ...content } = c.req.valid("json");
      const user = c.get("user")!.id;
      const resume = await updateResume(db, files, user, c.req.valid("param").id, content, updated_at, save_id ?? null, new Date());
      return c.json({ resume }, 200);
    })
    .delete("/:id", resumeIdParam, async (c) => {
      await deleteResume(db, files, c.get("user")!.id, c.req.valid("param").id);
      // An untyped Response on purpose: typed as 204 only, the web client would treat every answer as ok.
      return c.newResponse(null, 204);
    })
    .all("/:id", methodNotAllowed);
}
