import { aiFunctions, type AiAnswer, type AiFunctionName } from "#shared/ai";
import type { ErrorBody } from "#shared/api/errors";
import { pleaseWaitMessage } from "../lib/heavy-request-throttle";

/** What the next call of a function meets instead of the server's own answer. */
export type Fault =
  /** The request never reaches the server (offline, DNS, refused): fetch rejects. */
  | { kind: "unreachable" }
  /** The server refuses with this status and error body. */
  | { kind: "error"; status: number; error: ErrorBody["error"] }
  /** The server answers 200 with this body, whatever the contract says. */
  | { kind: "raw"; body: unknown }
  /** The server answers only once `release` is called. */
  | { kind: "held"; release: Promise<void> };

export interface FunctionCall {
  name: AiFunctionName;
  body: unknown;
  at: number;
}

const THROTTLED: ReadonlySet<AiFunctionName> = new Set(["parse-resume-upload", "revamp-cv-content"]);
const THROTTLE_MS = 10_000;

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

/**
 * The AI functions' HTTP API in memory, for the web's tests (it stands in for `fetch`): bodies are
 * checked with the contract's request schemas (422 VALIDATION_FAILED), uploads and revamps are
 * throttled to one per 10 s as the server does (429 with retryAfter and the seed's message), and
 * answers are checked with the contract's answer schemas before they are sent. What each function
 * answers is set by the test; faults are queued per call.
 */
export class FakeFunctionsServer {
  readonly calls: FunctionCall[] = [];
  private readonly faults = new Map<AiFunctionName, Fault[]>();
  private readonly answers = new Map<AiFunctionName, unknown>();
  private lastThrottledAt: number | null = null;

  /** What the function answers when no fault is queued. */
  answer<F extends AiFunctionName>(name: F, body: AiAnswer<F>): void {
    aiFunctions[name].answer.parse(body);
    this.answers.set(name, body);
  }

  /** Makes the next calls of the function fail or wait, in order, one fault per call. */
  failNext(name: AiFunctionName, ...faults: Fault[]): void {
    this.faults.set(name, [...(this.faults.get(name) ?? []), ...faults]);
  }

  callsOf(name: AiFunctionName): FunctionCall[] {
    return this.calls.filter((call) => call.name === name);
  }

  fetch = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const url = new URL(String(input), "http://vitae.test");
    const name = url.pathname.replace("/api/functions/", "") as AiFunctionName;
    if (!(name in aiFunctions) || init.method !== "POST") return json(404, { error: { code: "NOT_FOUND", message: "Not found" } });
    const body = init.body instanceof FormData ? Object.fromEntries(init.body.entries()) : JSON.parse(String(init.body));
    this.calls.push({ name, body, at: Date.now() });

    const fault = this.faults.get(name)?.shift();
    if (fault?.kind === "unreachable") throw new TypeError("Failed to fetch");
    if (fault?.kind === "held") await fault.release;
    if (fault?.kind === "error") return json(fault.status, { error: fault.error });
    if (fault?.kind === "raw") return json(200, fault.body);

    const parsed = aiFunctions[name].request.safeParse(body);
    if (!parsed.success) return json(422, { error: { code: "VALIDATION_FAILED", message: parsed.error.issues[0]!.message } });
    if (THROTTLED.has(name)) {
      const wait = this.lastThrottledAt === null ? 0 : Math.ceil((this.lastThrottledAt + THROTTLE_MS - Date.now()) / 1000);
      if (wait > 0) return json(429, { error: { code: "RATE_LIMITED", message: pleaseWaitMessage(wait), retryAfter: wait } });
      this.lastThrottledAt = Date.now();
    }
    const answer = this.answers.get(name);
    if (answer === undefined) throw new Error(`The test set no answer for ${name}`);
    return json(200, answer);
  };
}
