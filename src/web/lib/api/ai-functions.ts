// The AI functions' web API (contract: src/shared/api/functions.ts, one endpoint per definition in
// src/shared/ai). They are commands, not cached data: screens call them from mutations or event handlers.
import type { AiAnswer, AiFunctionName, AiRequestBody } from "#shared/ai";
import type { Endpoint } from "#shared/api/endpoint";
import { functionsApi } from "#shared/api/functions";
import { request } from "../api-client";

/** Calls an AI function with the body its definition takes (a file upload as `{ file }`), and answers as its definition says. */
export function runAiFunction<F extends AiFunctionName>(name: F, body: AiRequestBody<F>, signal?: AbortSignal): Promise<AiAnswer<F>> {
  // Seen through the generic F, the endpoint's answer type does not reduce to F's definition, from
  // which functionsApi builds it: it is the same type.
  const endpoint: Endpoint = functionsApi[name];
  return request(endpoint, { body }, { signal }) as Promise<AiAnswer<F>>;
}
