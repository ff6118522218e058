import type { Endpoint, EndpointInput, EndpointOutput, ErrorCodeOf } from "#shared/api/endpoint";
import type { ErrorBody, ErrorCode } from "#shared/api/errors";

/**
 * The web app's one way to call the API (decision 018): an endpoint of the contract in
 * src/shared/api and its input make the URL, the request (JSON or multipart) and the type of the
 * answer (JSON, a file, or nothing); the session cookie goes along, and every error answer becomes
 * an ApiError with the server's code.
 */

/** A code of the contract, or HTTP_<status> for an error answer that is not the API's (a proxy's page). */
export type ApiErrorCode = ErrorCode | `HTTP_${number}`;

export type ApiErrorBody = Omit<ErrorBody["error"], "code"> & { code: ApiErrorCode };

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: ApiErrorBody,
  ) {
    super(body.message);
    this.name = "ApiError";
  }

  get code(): ApiErrorCode {
    return this.body.code;
  }
}

/** Whether the error is the endpoint's answer with one of these codes; the compiler checks the endpoint may answer them. */
export const isApiError = <E extends Endpoint, C extends ErrorCodeOf<E>>(
  error: unknown,
  _endpoint: E,
  ...codes: C[]
): error is ApiError & { readonly code: C } => error instanceof ApiError && (codes as ApiErrorCode[]).includes(error.code);

/** Reads the server's error body into an ApiError (a non-JSON error keeps the generic message). */
async function toApiError(response: Response): Promise<ApiError> {
  let body: ApiErrorBody = { code: `HTTP_${response.status}`, message: "An error occurred" };
  try {
    body = ((await response.json()) as ErrorBody).error ?? body;
  } catch {
    // A proxy's HTML error page, say: nothing more to read.
  }
  return new ApiError(response.status, body);
}

export interface RequestOptions {
  /** Lets a save outlive the page (sent while the tab closes). */
  keepalive?: boolean;
  signal?: AbortSignal;
}

type Input = Partial<{ params: Record<string, string>; query: Record<string, string>; body: Record<string, unknown> }>;

function urlOf(endpoint: Endpoint, { params = {}, query }: Input): string {
  const path = endpoint.path.replace(/:(\w+)/g, (_match, name: string) => encodeURIComponent(params[name] ?? ""));
  return query ? `${path}?${new URLSearchParams(query).toString()}` : path;
}

function formOf(fields: Record<string, unknown>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value instanceof Blob ? value : String(value));
  return form;
}

function requestOf(endpoint: Endpoint, { body }: Input): Pick<RequestInit, "headers" | "body"> {
  const accept = endpoint.answer.kind === "binary" ? endpoint.answer.mediaType : "application/json";
  if (body === undefined || !endpoint.body) return { headers: { accept } };
  // fetch sets a multipart body's content type itself, with its boundary.
  if (endpoint.body.kind === "multipart") return { headers: { accept }, body: formOf(body) };
  return { headers: { accept, "content-type": "application/json" }, body: JSON.stringify(body) };
}

async function answerOf(endpoint: Endpoint, response: Response): Promise<unknown> {
  switch (endpoint.answer.kind) {
    case "json":
      return response.json();
    case "binary":
      return { blob: await response.blob(), headers: response.headers };
    case "none":
      return undefined;
  }
}

/** Calls one endpoint of the contract; resolves with its answer, or throws ApiError for an error answer. */
export async function request<E extends Endpoint>(
  endpoint: E,
  input: EndpointInput<E>,
  options: RequestOptions = {},
): Promise<EndpointOutput<E>> {
  const parts = input as Input;
  const response = await fetch(urlOf(endpoint, parts), {
    method: endpoint.method,
    credentials: "same-origin",
    ...requestOf(endpoint, parts),
    keepalive: options.keepalive,
    signal: options.signal,
  });
  if (!response.ok) throw await toApiError(response);
  return (await answerOf(endpoint, response)) as EndpointOutput<E>;
}
