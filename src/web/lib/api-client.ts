/**
 * The web app's one way to call the API: JSON in and out, the session cookie along, and every
 * error turned into an ApiError with the server's code and message. Request and response types
 * come from src/shared (decision 003).
 */
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

  get code(): string {
    return this.body.code;
  }
}

/** Reads the server's error body into an ApiError (a non-JSON error keeps the generic message). */
export async function toApiError(response: Response): Promise<ApiError> {
  let body: ApiErrorBody["error"] = { code: `HTTP_${response.status}`, message: "An error occurred" };
  try {
    body = ((await response.json()) as ApiErrorBody).error ?? body;
  } catch {
    // A proxy's HTML error page, say: nothing more to read.
  }
  return new ApiError(response.status, body);
}

export interface RequestOptions {
  body?: unknown;
  /** Lets a save outlive the page (sent while the tab closes). */
  keepalive?: boolean;
  signal?: AbortSignal;
}

export async function requestJson<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
  const response = await fetch(path, {
    method,
    credentials: "same-origin",
    headers: options.body === undefined ? { accept: "application/json" } : { accept: "application/json", "content-type": "application/json" },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    keepalive: options.keepalive,
    signal: options.signal,
  });
  if (!response.ok) throw await toApiError(response);
  return response.status === 204 ? (undefined as T) : ((await response.json()) as T);
}
