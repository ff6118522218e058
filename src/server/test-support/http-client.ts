import { EMAIL_CONFIRMED_PATH } from "#shared/auth";
import type { AppType } from "../app";
import { TEST_ORIGIN } from "./test-app";

/** The connection a browser on this machine has; the e2e suite's clients all come from it too. */
export const LOCAL_ADDRESS = "127.0.0.1";

/**
 * Calls the app in process like a browser would: keeps cookies between requests, sends the app's
 * own Origin (the API refuses state-changing requests from elsewhere), and comes from a connection
 * with an address (LOCAL_ADDRESS unless given), as @hono/node-server passes it to the app.
 */
export class TestClient {
  private readonly cookies = new Map<string, string>();

  constructor(
    private readonly app: AppType,
    private readonly address: string = LOCAL_ADDRESS,
  ) {}

  /** `headers` adds or replaces headers; a null value leaves that header out (e.g. `{ origin: null }`). */
  async request(
    method: string,
    url: string,
    body?: unknown,
    headers: Record<string, string | null> = {},
    signal?: AbortSignal,
  ): Promise<Response> {
    const target = new URL(url, TEST_ORIGIN);
    // A FormData body goes as multipart: fetch writes its content type with the boundary.
    const isForm = body instanceof FormData;
    const merged: Record<string, string | null> = {
      origin: TEST_ORIGIN,
      ...(body === undefined || isForm ? {} : { "content-type": "application/json" }),
      ...(this.cookies.size ? { cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ") } : {}),
      ...headers,
    };
    const init: RequestInit = {
      method,
      redirect: "manual",
      headers: Object.fromEntries(Object.entries(merged).filter((entry): entry is [string, string] => entry[1] !== null)),
      ...(body === undefined ? {} : { body: isForm || typeof body === "string" ? body : JSON.stringify(body) }),
      ...(signal ? { signal } : {}),
    };
    const connection = {
      incoming: { socket: { remoteAddress: this.address, remotePort: 50000, remoteFamily: this.address.includes(":") ? "IPv6" : "IPv4" } },
    };
    const response = await this.app.request(`${target.pathname}${target.search}`, init, connection);
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(";");
      const index = pair!.indexOf("=");
      const name = pair!.slice(0, index);
      const value = pair!.slice(index + 1);
      if (value === "" || /max-age=0/i.test(cookie)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return response;
  }

  get(url: string) {
    return this.request("GET", url);
  }

  post(url: string, body: unknown = {}) {
    return this.request("POST", url, body);
  }

  hasSessionCookie(): boolean {
    return [...this.cookies.keys()].some((name) => name.endsWith("session_token"));
  }

  async session(): Promise<{ user: { id: string; email: string } } | null> {
    const response = await this.get("/api/auth/get-session");
    return (await response.json()) as { user: { id: string; email: string } } | null;
  }
}

/** Signs up, follows the confirmation link from the captured mail, and returns a signed-in client. */
export async function signUpAndVerify(
  testApp: { app: AppType; mail: { next(to: string): Promise<{ links: string[] }> } },
  email: string,
  password = "secret-pass",
  address = LOCAL_ADDRESS,
): Promise<TestClient> {
  const client = new TestClient(testApp.app, address);
  const signUp = await client.post("/api/auth/sign-up/email", { email, password, name: email, callbackURL: EMAIL_CONFIRMED_PATH });
  if (signUp.status !== 200) throw new Error(`sign-up failed: ${signUp.status} ${await signUp.text()}`);
  const mail = await testApp.mail.next(email);
  const verify = await client.get(mail.links[0]!);
  if (verify.status !== 302) throw new Error(`verification failed: ${verify.status} ${await verify.text()}`);
  return client;
}

/** A new confirmed user: the signed-in client and the user's id. */
export async function signUpUser(
  testApp: Parameters<typeof signUpAndVerify>[0],
  email: string,
): Promise<{ client: TestClient; userId: string }> {
  const client = await signUpAndVerify(testApp, email);
  return { client, userId: (await client.session())!.user.id };
}
