import { Hono } from "hono";
import { AI_FUNCTION_NAMES, AI_LIMITS, aiFunctions, type AiFunctionName, type AiRequest, type AiUploadFunctionName } from "#shared/ai";
import type { Endpoint, JsonAnswer, JsonBody } from "#shared/api/endpoint";
import type { AiInput } from "../ai/functions";
import { functionsApi } from "#shared/api/functions";
import type { AppEnv } from "../app-env";
import { methodNotAllowed } from "../middleware/errors";
import { requireUser } from "../middleware/require-user";
import { limitBody } from "../middleware/body-limit";
import { parseForm, validJson } from "../middleware/validate";
import { callAiFunction } from "../services/ai/call-ai-function";
import { parseResumeUpload, UPLOAD_TOO_LARGE, type UploadDeps } from "../services/ai/parse-resume-upload";
import { answer } from "./answer";

type JsonFunctionName = Exclude<AiFunctionName, AiUploadFunctionName>;

// Read from the definitions, so no function with a JSON body can be left without its route.
const JSON_FUNCTION_NAMES = AI_FUNCTION_NAMES.filter((name): name is JsonFunctionName => aiFunctions[name].body === "json");

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
      const { file, purpose } = await parseForm(c, upload);
      const body = await parseResumeUpload(deps, { userId: c.get("user")!.id, file, purpose, now: new Date(), signal: c.req.raw.signal });
      return answer(c, upload, body);
    })
    .all(upload.path, methodNotAllowed);
  for (const name of JSON_FUNCTION_NAMES) jsonFunction(name);
  return routes;
}
