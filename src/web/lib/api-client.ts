import { hc } from "hono/client";
import type { AppType } from "../server-types";

/** Typed client of the server's routes; the types come from the server, nothing of it is bundled. */
export const api = hc<AppType>("/");

export interface ApiErrorBody {
  error: { code: string; message: string; issues?: Array<{ path: string; message: string }>; retryAfter?: number };
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: ApiErrorBody["error"],
  ) {
    super(body.message);
    this.name = "ApiError";
  }
}

/** Resolves a typed client call to its JSON body, or throws ApiError with the server's code and message. */
export async function unwrap<T>(call: Promise<{ ok: boolean; status: number; json(): Promise<T> }>): Promise<T> {
  const response = await call;
  if (response.ok) return response.json();
  let body: ApiErrorBody["error"] = { code: "HTTP_" + response.status, message: "An error occurred" };
  try {
    body = ((await response.json()) as unknown as ApiErrorBody).error ?? body;
  } catch {
    // A non-JSON error (a proxy's HTML page, say) keeps the generic message.
  }
  throw new ApiError(response.status, body);
}
