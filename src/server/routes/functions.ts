import { Hono } from "hono";
import { AI_LIMITS, type AiFunctionName, type AiRequest } from "../../shared/ai";
import type { Endpoint, JsonAnswer, JsonBody } from "../../shared/api/endpoint";
import type { AiInput } from "../ai/results";
import { functionsApi } from "../../shared/api/functions";
import type { AppEnv } from "../app-env";
import { methodNotAllowed } from "../middleware/errors";
import { requireUser } from "../middleware/require-user";
import { limitBody } from "../middleware/body-limit";
import { parseForm, validJson } from "../middleware/validate";
import { callAiFunction } from "../services/ai/call-ai-function";
import { parseResumeUpload, UPLOAD_TOO_LARGE, type UploadDeps } from "../services/ai/parse-resume-upload";
import { answer } from "./answer";

type JsonFunctionName = Exclude<AiFunctionName, "parse-resume-upload">;

const upload = functionsApi["parse-resume-upload"];

// The file plus room for the multipart boundaries and headers; the exact 5 MB rule is checked on the file.
export const RESUME_UPLOAD_BODY_LIMIT_BYTES = AI_LIMITS.uploadBytes + 64 * 1024;

/**
 * POST /api/functions/<name> for the AI functions of the contract (src/shared/api/functions.ts).
 * A client that goes away cancels its model call.
 */
export function functionRoutes(deps: UploadDeps) {
  const routes = new Hono<AppEnv>().use("/api/functions/*", requireUser);
  const jsonFunction = <F extends JsonFunctionName>(name: F) => {
    // Seen through the generic F, the endpoint is any of the JSON functions: its schemas stay general here.
    const endpoint: Endpoint & { body: JsonBody; answer: JsonAnswer; status: 200 } = functionsApi[name];
    routes
      .post(endpoint.path, validJson(endpoint), async (c) => {
        // The endpoint of F validated the body with F's schema; TypeScript cannot follow that through the generic.
        const request = c.req.valid("json") as AiRequest<F>;
        const body = await callAiFunction(deps, {
          userId: c.get("user")!.id,
          name,
          request,
          input: request as AiInput<F>,
          now: new Date(),
          signal: c.req.raw.signal,
        });
        return answer(c, endpoint, body);
      })
      .all(endpoint.path, methodNotAllowed);
  };
  routes
    .post(upload.path, limitBody(RESUME_UPLOAD_BODY_LIMIT_BYTES, UPLOAD_TOO_LARGE), async (c) => {
      const { file } = await parseForm(c, upload);
      const body = await parseResumeUpload(deps, { userId: c.get("user")!.id, file, now: new Date(), signal: c.req.raw.signal });
      return answer(c, upload, body);
    })
    .all(upload.path, methodNotAllowed);
  jsonFunction("generate-resume");
  jsonFunction("generate-cover-letter");
  jsonFunction("generate-job-application");
  jsonFunction("optimize-resume");
  jsonFunction("optimize-linkedin");
  jsonFunction("parse-job-description");
  jsonFunction("revamp-cv-content");
  jsonFunction("calculate-cv-scores");
  return routes;
}
