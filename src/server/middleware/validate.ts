import type { Context } from "hono";
import { validator } from "hono/validator";
import type { z } from "zod";
import type { Endpoint, JsonBody, MultipartBody } from "#shared/api/endpoint";
import { AppError } from "../errors";

// application/json and the +json family, with or without parameters such as charset.
const JSON_MEDIA_TYPE = /^application\/([\w.-]+\+)?json$/i;

export const isJsonMediaType = (contentType: string | undefined): boolean =>
  JSON_MEDIA_TYPE.test((contentType ?? "").split(";")[0]!.trim());

const isJsonRequest = (c: Context): boolean => isJsonMediaType(c.req.header("content-type"));

/** A refused path parameter, query or form field: 422 whose message is the first field's, as a single bad value reads best. */
function invalidFields(error: z.ZodError): AppError {
  const issues = error.issues.map((issue) => ({ path: issue.path.join("."), message: issue.message }));
  return new AppError("VALIDATION_FAILED", issues[0]?.message ?? "Some fields are not valid.", { issues });
}

function parseOrRefuse<S extends z.ZodType>(schema: S, value: unknown, refuse: (error: z.ZodError) => AppError): z.output<S> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw refuse(parsed.error);
  return parsed.data;
}

/**
 * Validates an endpoint's JSON body with its contract's schema; the route receives the parsed
 * output. Another media type is refused with 415 rather than read as an empty object (what Hono's
 * json validator does on its own). Schema errors become 422 in the error handler.
 */
export const validJson = <S extends z.ZodType>(endpoint: Endpoint & { body: JsonBody<S> }) =>
  validator("json", (value: unknown, c): z.output<S> => {
    if (!isJsonRequest(c)) throw new AppError("UNSUPPORTED_MEDIA_TYPE", "The request body must be JSON (Content-Type: application/json).");
    return endpoint.body.schema.parse(value);
  });

/** Validates the path parameters with the contract's schema; `refuse` answers for a path that names nothing (else 422). */
export const validParams = <S extends z.ZodType>(
  endpoint: Endpoint & { params: S },
  refuse: (error: z.ZodError, params: Record<string, string>) => AppError = invalidFields,
) =>
  validator("param", (value: Record<string, string>): z.output<S> =>
    parseOrRefuse(endpoint.params, value, (error) => refuse(error, value)),
  );

export const validQuery = <S extends z.ZodType>(endpoint: Endpoint & { query: S }) =>
  validator("query", (value): z.output<S> => parseOrRefuse(endpoint.query, value, invalidFields));

/** Reads a multipart body into the contract's fields; a body that is no form reads as one without fields. */
export async function parseForm<S extends z.ZodType>(c: Context, endpoint: Endpoint & { body: MultipartBody<S> }): Promise<z.output<S>> {
  const form = await c.req.parseBody().catch(() => ({}));
  return parseOrRefuse(endpoint.body.schema, form, invalidFields);
}
