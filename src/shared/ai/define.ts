import type { z } from "zod";
import type { AiFunctionName } from "./names";

/**
 * One AI function of seed 001, written once for the server (its route, the validation of requests
 * and answers, the models' structured output) and the web (its call, the admin's labels).
 */
export interface AiFunctionDefinition<F extends AiFunctionName = AiFunctionName> {
  /** The seed's name: the route POST /api/functions/<name>, and the function of its ai_requests rows. */
  name: F;
  /** The tool a user knows it from, which the admin dashboard shows beside the name. */
  label: string;
  /** A JSON body, or a multipart form with the file in the field `file` (DESIGN.md: files are sent as files, not read as text). */
  body: "json" | "multipart";
  /** The body it takes, with the seed's field names. */
  request: z.ZodType;
  /** The answer it gives, with the provider that gave it. */
  answer: z.ZodType;
}

/** Keeps the definition's literal types (its name, its schemas) for the types derived from the registry. */
export const defineAiFunction = <D extends AiFunctionDefinition>(definition: D): D => definition;
