import { Hono } from "hono";
import type { AiFunctionName, AiRequest } from "../../shared/ai";
import type { Endpoint, JsonAnswer, JsonBody } from "../../shared/api/endpoint";
import type { AiInput } from "../ai/results";
import { functionsApi } from "../../shared/api/functions";
import type { AppEnv } from "../app-env";
import { methodNotAllowed } from "../middleware/errors";
import { requireUser } from "../middleware/require-user";
import { validJson } from "../middleware/validate";
import { callAiFunction, type AiFunctionDeps } from "../services/ai/call-ai-function";
import { answer } from "./answer";

type JsonFunctionName = Exclude<AiFunctionName, "parse-resume-upload">;

/**
 * POST /api/functions/<name> for the AI functions of the contract (src/shared/api/functions.ts).
 * A client that goes away cancels its model call.
 */
export function functionRoutes(deps: AiFunctionDeps) {
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
