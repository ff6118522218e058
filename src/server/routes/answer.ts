import type { Context } from "hono";
import type { AnswerBody, Endpoint, JsonAnswer } from "#shared/api/endpoint";

/** Answers a JSON endpoint with its contract's success status and a body of its contract's type. */
export const answer = <E extends Endpoint & { answer: JsonAnswer; status: 200 | 201 }>(c: Context, endpoint: E, body: AnswerBody<E>) =>
  c.json(body, endpoint.status);
