import type { Context } from "hono";
import { validator } from "hono/validator";
import type { z } from "zod";
import { AppError } from "../errors";

// application/json and the +json family, with or without parameters such as charset.
const JSON_MEDIA_TYPE = /^application\/([\w.-]+\+)?json$/i;

export const isJsonMediaType = (contentType: string | undefined): boolean => JSON_MEDIA_TYPE.test((contentType ?? "").split(";")[0]!.trim());

const isJsonRequest = (c: Context): boolean => isJsonMediaType(c.req.header("content-type"));

/**
 * Validates a JSON body against a zod schema; the route receives the parsed output and the typed web
 * client the schema's input type. Another media type is refused with 415 rather than read as an empty
 * object (what Hono's json validator does on its own). Schema errors become 422 in the error handler.
 */
export const jsonBody = <T extends z.ZodType>(schema: T) =>
  validator("json", (value: z.input<T>, c): z.output<T> => {
    if (!isJsonRequest(c)) throw new AppError("UNSUPPORTED_MEDIA_TYPE", "The request body must be JSON (Content-Type: application/json).");
    return schema.parse(value);
  });
