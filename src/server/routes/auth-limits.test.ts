import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EMAIL_MAX_LENGTH } from "#shared/auth";
import { ATTEMPT_RULES, countAttempt } from "../services/limits/attempt-limits";
import { TestClient, signUpAndVerify } from "../test-support/http-client";
import { createTestApp, type TestApp } from "../test-support/test-app";

interface ErrorJson {
  error: { code: string; message: string; retryAfter?: number; issues?: Array<{ path: string; message: string }> };
}

let t: TestApp;
let seq = 0;
const newEmail = (stem = "limits") => `${stem}${++seq}-${Date.now()}@example.com`;
// Documentation ranges (RFC 5737), one per client where a test needs clients apart.
let addressSeq = 0;
const newAddress = () => `198.51.100.${++addressSeq}`;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const errorOf = async (response: Response) => ((await response.json()) as ErrorJson).error;
const signIn = (client: TestClient, email: string, password: string) => client.post("/api/auth/sign-in/email", { email, password });
const counterRows = () => t.services.database.db.selectFrom("attempt_counts").selectAll().execute();

function formSignIn(email: string, password: string, address = newAddress()) {
  return new TestClient(t.app, address).request("POST", "/api/auth/sign-in/email", new URLSearchParams({ email, password }).toString(), {
    "content-type": "application/x-www-form-urlencoded",
  });
}

describe("sign-in throttle", () => {
  it("refuses a form-encoded body, so a locked account cannot be signed in that way", async () => {
    const email = newEmail();
    await signUpAndVerify(t, email, "right-pass");
    const attacker = new TestClient(t.app, newAddress());
    for (let i = 0; i < ATTEMPT_RULES.signInPerEmail.max; i++) expect((await signIn(attacker, email, `wrong-${i}`)).status).toBe(401);
    expect((await signIn(attacker, email, "right-pass")).status).toBe(429);

    const form = await formSignIn(email, "right-pass");
    expect(form.status).toBe(415);
    expect(await errorOf(form)).toMatchObject({
      code: "UNSUPPORTED_MEDIA_TYPE",
      message: "The request body must be JSON (Content-Type: application/json).",
    });
    expect(form.headers.getSetCookie()).toEqual([]);
  });

  it("checks at most five of 40 concurrent wrong passwords for one account, from 40 addresses", async () => {
    const email = newEmail();
    await signUpAndVerify(t, email, "right-pass");
    const responses = await Promise.all(
      Array.from({ length: 40 }, (_, i) => signIn(new TestClient(t.app, newAddress()), email, `guess-${i}`)),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(ATTEMPT_RULES.signInPerEmail.max);
    expect(statuses.filter((status) => status === 429)).toHaveLength(40 - ATTEMPT_RULES.signInPerEmail.max);
    expect((await signIn(new TestClient(t.app, newAddress()), email, "right-pass")).status).toBe(429);
  });

  it("refuses an email longer than 254 characters on every auth route before writing anything", async () => {
    const longEmail = `${"a".repeat(EMAIL_MAX_LENGTH - "@example.com".length + 1)}@example.com`;
    expect(longEmail).toHaveLength(EMAIL_MAX_LENGTH + 1);
    const before = (await counterRows()).length;
    const client = new TestClient(t.app, newAddress());
    for (const [path, body] of [
      ["/api/auth/sign-in/email", { email: longEmail, password: "whatever1" }],
      ["/api/auth/sign-up/email", { email: longEmail, password: "whatever1", name: "Long" }],
      ["/api/auth/request-password-reset", { email: longEmail, redirectTo: "/reset-password" }],
      ["/api/auth/send-verification-email", { email: longEmail }],
    ] as const) {
      const response = await client.post(path, body);
      expect(response.status, path).toBe(422);
      expect(await errorOf(response)).toMatchObject({ code: "VALIDATION_FAILED", message: "Email must be at most 254 characters." });
    }
    expect(await counterRows()).toHaveLength(before);
    expect(await t.services.database.db.selectFrom("user").select("id").where("email", "=", longEmail).executeTakeFirst()).toBeUndefined();
  });

  it("keeps one small row per counter, with no email in it, that a later window sweeps away", async () => {
    const emails = Array.from({ length: 3 }, () => newEmail("sweep"));
    const client = new TestClient(t.app, newAddress());
    for (const email of emails) expect((await signIn(client, email, "whatever1")).status).toBe(401);
    const rows = await counterRows();
    for (const row of rows) {
      expect(row.key).toMatch(/^[a-z:-]+:[A-Za-z0-9_-]{43}$/);
      for (const email of emails) expect(row.key).not.toContain(email);
    }

    // An hour and a bit later, the first counter to start a new window removes every ended one.
    const later = new Date(Date.now() + 61 * 60 * 1000);
    await countAttempt({ db: t.services.database.db }, { rule: ATTEMPT_RULES.signInPerAddress, subject: "203.0.113.250", now: later });
    expect((await counterRows()).map((row) => row.key)).toEqual([expect.stringMatching(/^sign-in:address:/)]);
  });
});

describe("per-address limits", () => {
  it("refuses the 51st failed sign-in from one address, gives back the attempt of a successful one, and lets other addresses in", async () => {
    const email = newEmail();
    await signUpAndVerify(t, email, "right-pass", newAddress());
    const office = new TestClient(t.app, newAddress());
    const max = ATTEMPT_RULES.signInPerAddress.max;
    for (let i = 0; i < max - 1; i++) expect((await signIn(office, newEmail("typo"), "whatever1")).status).toBe(401);
    expect((await signIn(office, email, "right-pass")).status).toBe(200);
    expect((await signIn(office, newEmail("typo"), "whatever1")).status).toBe(401);

    const refused = await signIn(office, newEmail("typo"), "whatever1");
    expect(refused.status).toBe(429);
    const error = await errorOf(refused);
    expect(error.code).toBe("RATE_LIMITED");
    expect(error.message).toBe("Too many failed sign-in attempts from your network. Please try again in 15 minutes.");
    expect(refused.headers.get("retry-after")).toBe(String(error.retryAfter));
    expect((await signIn(new TestClient(t.app, newAddress()), email, "right-pass")).status).toBe(200);
    // Fifty-two password checks, one core at a time.
  }, 60_000);

  it("believes X-Forwarded-For only from a trusted proxy", async () => {
    const proxied = await createTestApp({ TRUSTED_PROXIES: "10.0.0.0/8" });
    try {
      const viaProxy = new TestClient(proxied.app, "10.1.2.3");
      const email = newEmail();
      await signUpAndVerify(proxied, email, "right-pass");
      await viaProxy.request(
        "POST",
        "/api/auth/sign-in/email",
        { email, password: "right-pass" },
        { "x-forwarded-for": "192.0.2.77, 10.9.9.9" },
      );
      const session = await proxied.services.database.db
        .selectFrom("session")
        .select("ipAddress")
        .orderBy("createdAt", "desc")
        .executeTakeFirst();
      expect(session?.ipAddress).toBe("192.0.2.77");
    } finally {
      await proxied.close();
    }
  });

  it("records the connection's address on the session, whatever address header the client sends", async () => {
    const email = newEmail();
    await signUpAndVerify(t, email, "right-pass", newAddress());
    const client = new TestClient(t.app, "203.0.113.44");
    const response = await client.request(
      "POST",
      "/api/auth/sign-in/email",
      { email, password: "right-pass" },
      {
        "x-forwarded-for": "192.0.2.1",
        "x-vitae-client-address": "192.0.2.2",
      },
    );
    expect(response.status).toBe(200);
    const userId = (await client.session())!.user.id;
    const session = await t.services.database.db
      .selectFrom("session")
      .select("ipAddress")
      .where("userId", "=", userId)
      .orderBy("createdAt", "desc")
      .executeTakeFirst();
    expect(session?.ipAddress).toBe("203.0.113.44");
  });
});

describe("mail limits", () => {
  it("sends at most five auth mails an hour to one address, whichever route asks, and says so", async () => {
    const email = newEmail("inbox");
    const asker = () => new TestClient(t.app, newAddress());
    const asks = [
      () => asker().post("/api/auth/sign-up/email", { email, password: "secret-pass", name: email }),
      () => asker().post("/api/auth/send-verification-email", { email }),
      () => asker().post("/api/auth/request-password-reset", { email, redirectTo: "/reset-password" }),
      () => asker().post("/api/auth/sign-up/email", { email, password: "other-pass", name: email }),
      () => asker().post("/api/auth/send-verification-email", { email }),
    ];
    for (const ask of asks) expect((await ask()).status).toBe(200);
    const refused = await asker().post("/api/auth/request-password-reset", { email, redirectTo: "/reset-password" });
    expect(refused.status).toBe(429);
    expect((await errorOf(refused)).message).toBe("Too many emails were asked for this address. Please try again in 60 minutes.");
    expect(t.mail.mails.filter((mail) => mail.to.includes(email.toLowerCase())).length).toBeLessThanOrEqual(ATTEMPT_RULES.mailPerEmail.max);
  });

  it("answers an unknown address the same way, so the limit tells nobody which accounts exist", async () => {
    const email = newEmail("nobody");
    const client = new TestClient(t.app, newAddress());
    for (let i = 0; i < ATTEMPT_RULES.mailPerEmail.max; i++) {
      expect((await client.post("/api/auth/request-password-reset", { email, redirectTo: "/reset-password" })).status).toBe(200);
    }
    expect((await client.post("/api/auth/request-password-reset", { email, redirectTo: "/reset-password" })).status).toBe(429);
  });

  it("stops confirmation links mailed by sign-ins of an unverified account after five tries", async () => {
    const email = newEmail("unverified");
    const client = new TestClient(t.app, newAddress());
    expect((await client.post("/api/auth/sign-up/email", { email, password: "secret-pass", name: email })).status).toBe(200);
    for (let i = 0; i < ATTEMPT_RULES.signInPerEmail.max; i++) expect((await signIn(client, email, "secret-pass")).status).toBe(403);
    expect((await signIn(client, email, "secret-pass")).status).toBe(429);
    expect(t.mail.mails.filter((mail) => mail.to.includes(email.toLowerCase()))).toHaveLength(1 + ATTEMPT_RULES.signInPerEmail.max);
  });

  it("refuses the 61st mailing request an hour from one address, whichever route it uses, and not from another", async () => {
    const ask = (client: TestClient, i: number) => {
      const email = newEmail("lab");
      if (i % 3 === 0) return client.post("/api/auth/request-password-reset", { email, redirectTo: "/reset-password" });
      if (i % 3 === 1) return client.post("/api/auth/send-verification-email", { email });
      return client.post("/api/auth/sign-up/email", { email, password: "secret-pass", name: email });
    };
    const lab = new TestClient(t.app, newAddress());
    for (let i = 0; i < ATTEMPT_RULES.mailPerAddress.max; i++) expect((await ask(lab, i)).status).toBe(200);
    const refused = await ask(lab, 0);
    expect(refused.status).toBe(429);
    expect((await errorOf(refused)).message).toBe("Too many emails were asked for from your network. Please try again in 60 minutes.");
    expect((await ask(new TestClient(t.app, newAddress()), 0)).status).toBe(200);
    // Twenty of the sixty requests are real sign-ups: each hashes a password and sends a mail.
  }, 60_000);
});

describe("Better Auth's own limiter", () => {
  it("runs on the database and answers its refusals in the API's error shape", async () => {
    const client = new TestClient(t.app, newAddress());
    const tries = await Promise.all(
      Array.from({ length: 21 }, () => client.post("/api/auth/reset-password", { newPassword: "new-password", token: "not-a-token" })),
    );
    const refused = tries.filter((response) => response.status === 429);
    expect(refused).toHaveLength(1);
    const error = await errorOf(refused[0]!);
    expect(error.code).toBe("RATE_LIMITED");
    expect(error.retryAfter).toBeGreaterThan(0);
    expect(refused[0]!.headers.get("retry-after")).toBe(String(error.retryAfter));
    const rows = await t.services.database.db
      .selectFrom("rateLimit" as never)
      .selectAll()
      .execute();
    expect(rows.length).toBeGreaterThan(0);
  });
});
