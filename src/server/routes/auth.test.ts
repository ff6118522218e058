import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EMAIL_CONFIRMED_PATH } from "#shared/auth";
import { hasRole } from "../db/queries/user-roles";
import { ATTEMPT_RULES } from "../services/limits/attempt-limits";
import { TestClient, signUpAndVerify } from "../test-support/http-client";
import { createTestApp, type TestApp } from "../test-support/test-app";

let t: TestApp;
const SIGN_IN_MAX_FAILURES = ATTEMPT_RULES.signInPerEmail.max;
let seq = 0;
const newEmail = () => `user${++seq}-${Date.now()}@example.com`;

beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAILS: "boss@example.com" });
});
afterAll(async () => {
  await t.close();
});

async function userRow(email: string) {
  return t.services.database.db.selectFrom("user").selectAll().where("email", "=", email).executeTakeFirst();
}

describe("sign-up and email verification", () => {
  it("creates an unverified user, mails a confirmation link, and the link signs the user in on the confirmation page", async () => {
    const email = newEmail();
    const client = new TestClient(t.app);
    const signUp = await client.post("/api/auth/sign-up/email", {
      email,
      password: "secret1",
      name: email,
      callbackURL: EMAIL_CONFIRMED_PATH,
    });
    expect(signUp.status).toBe(200);
    expect(client.hasSessionCookie()).toBe(false);
    expect(Boolean((await userRow(email))?.emailVerified)).toBe(false);

    const mail = await t.mail.next(email);
    expect(mail.subject).toBe("Confirm your email for Vitae");
    const link = mail.links[0]!;
    expect(link).toMatch(/^http:\/\/localhost:3000\/api\/auth\/verify-email\?token=/);

    const verify = await client.get(link);
    expect(verify.status).toBe(302);
    expect(verify.headers.get("location")).toBe(EMAIL_CONFIRMED_PATH);
    expect(client.hasSessionCookie()).toBe(true);
    expect((await client.session())?.user.email).toBe(email);
    expect(Boolean((await userRow(email))?.emailVerified)).toBe(true);
  });

  it("sends every confirmation link to the confirmation page, whatever callback the request named", async () => {
    const email = newEmail();
    const client = new TestClient(t.app);
    await client.post("/api/auth/sign-up/email", { email, password: "secret1", name: email, callbackURL: "/features" });
    const atSignUp = new URL((await t.mail.next(email)).links[0]!);
    expect(atSignUp.searchParams.get("callbackURL")).toBe(EMAIL_CONFIRMED_PATH);
    // Signing in before confirming mails a fresh link, which Better Auth would point at "/".
    expect((await client.post("/api/auth/sign-in/email", { email, password: "secret1" })).status).toBe(403);
    const atSignIn = new URL((await t.mail.next(email)).links[0]!);
    expect(atSignIn.searchParams.get("callbackURL")).toBe(EMAIL_CONFIRMED_PATH);
    const verify = await client.get(atSignIn.href);
    expect(verify.headers.get("location")).toBe(EMAIL_CONFIRMED_PATH);
    expect((await client.session())?.user.email).toBe(email);
  });

  it("a used link lands on the confirmation page without a session, a broken one with the error", async () => {
    const email = newEmail();
    await new TestClient(t.app).post("/api/auth/sign-up/email", { email, password: "secret1", name: email });
    const link = (await t.mail.next(email)).links[0]!;
    expect((await new TestClient(t.app).get(link)).status).toBe(302);

    const again = new TestClient(t.app);
    const reused = await again.get(link);
    expect(reused.headers.get("location")).toBe(EMAIL_CONFIRMED_PATH);
    expect(again.hasSessionCookie()).toBe(false);

    const broken = new URL(link);
    broken.searchParams.set("token", "not-a-token");
    const refused = await new TestClient(t.app).get(broken.href);
    expect(refused.headers.get("location")).toBe(`${EMAIL_CONFIRMED_PATH}?error=INVALID_TOKEN`);
  });

  it("creates the user's profile row at sign-up", async () => {
    const email = newEmail();
    await signUpAndVerify(t, email);
    const user = await userRow(email);
    const profile = await t.services.database.db.selectFrom("profiles").selectAll().where("user_id", "=", user!.id).executeTakeFirst();
    expect(profile).toMatchObject({ user_id: user!.id, username: null });
  });

  it("refuses a password shorter than 6 characters and creates no user", async () => {
    const email = newEmail();
    const response = await new TestClient(t.app).post("/api/auth/sign-up/email", { email, password: "12345", name: email });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toBe("Password too short");
    expect(await userRow(email)).toBeUndefined();
  });

  it("accepts a password of exactly 6 characters", async () => {
    const email = newEmail();
    const response = await new TestClient(t.app).post("/api/auth/sign-up/email", { email, password: "123456", name: email });
    expect(response.status).toBe(200);
  });

  it("answers a duplicate sign-up like a new one, keeps the first account, and tells its owner by mail", async () => {
    const email = newEmail();
    const owner = await signUpAndVerify(t, email, "first-pass");
    const again = await new TestClient(t.app).post("/api/auth/sign-up/email", { email, password: "other-pass", name: email });
    expect(again.status).toBe(200);
    const rows = await t.services.database.db.selectFrom("user").select("id").where("email", "=", email).execute();
    expect(rows).toHaveLength(1);
    const notice = await t.mail.next(email);
    expect(notice.subject).toBe("You already have a Vitae account");
    expect(await owner.session()).not.toBeNull();
    const signIn = await new TestClient(t.app).post("/api/auth/sign-in/email", { email, password: "first-pass" });
    expect(signIn.status).toBe(200);
  });
});

describe("sign-in", () => {
  it("refuses an unverified email and sends a fresh confirmation link", async () => {
    const email = newEmail();
    const client = new TestClient(t.app);
    await client.post("/api/auth/sign-up/email", { email, password: "secret1", name: email });
    await t.mail.next(email);
    const signIn = await client.post("/api/auth/sign-in/email", { email, password: "secret1" });
    expect(signIn.status).toBe(403);
    expect(((await signIn.json()) as { message: string }).message).toBe("Email not verified");
    const resent = await t.mail.next(email);
    expect(resent.subject).toBe("Confirm your email for Vitae");
    expect(client.hasSessionCookie()).toBe(false);
  });

  it("signs in with the right password and the session names the user", async () => {
    const email = newEmail();
    await signUpAndVerify(t, email, "right-pass");
    const client = new TestClient(t.app);
    const response = await client.post("/api/auth/sign-in/email", { email, password: "right-pass" });
    expect(response.status).toBe(200);
    expect((await client.session())?.user.email).toBe(email);
  });

  it("refuses a wrong password with the service's message and no session", async () => {
    const email = newEmail();
    await signUpAndVerify(t, email, "right-pass");
    const client = new TestClient(t.app);
    const response = await client.post("/api/auth/sign-in/email", { email, password: "wrong-pass" });
    expect(response.status).toBe(401);
    expect(((await response.json()) as { message: string }).message).toBe("Invalid email or password");
    expect(await client.session()).toBeNull();
  });

  it("locks an email after repeated failures, even for the right password, and says when to retry", async () => {
    const email = newEmail();
    await signUpAndVerify(t, email, "right-pass");
    const client = new TestClient(t.app);
    for (let i = 0; i < SIGN_IN_MAX_FAILURES; i++) {
      expect((await client.post("/api/auth/sign-in/email", { email, password: `wrong-${i}` })).status).toBe(401);
    }
    const locked = await client.post("/api/auth/sign-in/email", { email, password: "right-pass" });
    expect(locked.status).toBe(429);
    const body = (await locked.json()) as { error: { code: string; message: string; retryAfter: number } };
    expect(body.error.code).toBe("RATE_LIMITED");
    expect(body.error.message).toBe("Too many failed sign-in attempts. Please try again in 15 minutes.");
    expect(body.error.retryAfter).toBeGreaterThan(14 * 60);
    expect(locked.headers.get("retry-after")).toBe(String(body.error.retryAfter));
    expect(await client.session()).toBeNull();

    const otherEmail = newEmail();
    await signUpAndVerify(t, otherEmail, "right-pass");
    expect((await new TestClient(t.app).post("/api/auth/sign-in/email", { email: otherEmail, password: "right-pass" })).status).toBe(200);
  });

  it("forgives earlier failures after a successful sign-in", async () => {
    const email = newEmail();
    await signUpAndVerify(t, email, "right-pass");
    const client = new TestClient(t.app);
    for (let i = 0; i < SIGN_IN_MAX_FAILURES - 1; i++) await client.post("/api/auth/sign-in/email", { email, password: "nope-nope" });
    expect((await client.post("/api/auth/sign-in/email", { email, password: "right-pass" })).status).toBe(200);
    for (let i = 0; i < SIGN_IN_MAX_FAILURES - 1; i++) await client.post("/api/auth/sign-in/email", { email, password: "nope-nope" });
    expect((await client.post("/api/auth/sign-in/email", { email, password: "right-pass" })).status).toBe(200);
  });
});

describe("sign-out", () => {
  it("ends every session of the user, not only the one that signed out", async () => {
    const email = newEmail();
    const laptop = await signUpAndVerify(t, email, "right-pass");
    const phone = new TestClient(t.app);
    expect((await phone.post("/api/auth/sign-in/email", { email, password: "right-pass" })).status).toBe(200);
    expect(await phone.session()).not.toBeNull();

    // Both devices have just used the API, so their sessions are in the server's short session cache.
    expect((await laptop.get("/api/resumes")).status).toBe(200);
    expect((await phone.get("/api/resumes")).status).toBe(200);

    const signOut = await laptop.post("/api/auth/sign-out", {});
    expect(signOut.status).toBe(200);
    expect((await phone.get("/api/resumes")).status).toBe(401);
    expect(laptop.hasSessionCookie()).toBe(false);
    expect(await phone.session()).toBeNull();
    const user = await userRow(email);
    const sessions = await t.services.database.db.selectFrom("session").select("id").where("userId", "=", user!.id).execute();
    expect(sessions).toHaveLength(0);
  });
});

describe("session revocation", () => {
  async function twoDevices() {
    const email = newEmail();
    const laptop = await signUpAndVerify(t, email, "right-pass");
    const phone = new TestClient(t.app);
    expect((await phone.post("/api/auth/sign-in/email", { email, password: "right-pass" })).status).toBe(200);
    // Both devices have just used the API, so their sessions are in the server's short session cache.
    expect((await laptop.get("/api/resumes")).status).toBe(200);
    expect((await phone.get("/api/resumes")).status).toBe(200);
    return { email, laptop, phone };
  }

  it("revoking the other sessions shuts them out at once", async () => {
    const { laptop, phone } = await twoDevices();
    expect((await phone.post("/api/auth/revoke-other-sessions", {})).status).toBe(200);
    expect((await laptop.get("/api/resumes")).status).toBe(401);
    expect((await phone.get("/api/resumes")).status).toBe(200);
  });

  it("revoking one session by its token shuts that device out at once", async () => {
    const { laptop, phone } = await twoDevices();
    const listed = (await (await phone.get("/api/auth/list-sessions")).json()) as Array<{ token: string }>;
    const own = (await (await phone.get("/api/auth/get-session")).json()) as { session: { token: string } };
    const other = listed.find((session) => session.token !== own.session.token)!;
    expect((await phone.post("/api/auth/revoke-session", { token: other.token })).status).toBe(200);
    expect((await laptop.get("/api/resumes")).status).toBe(401);
  });

  it("a password change that revokes other sessions shuts them out at once", async () => {
    const { laptop, phone } = await twoDevices();
    const change = await phone.post("/api/auth/change-password", {
      currentPassword: "right-pass",
      newPassword: "new-pass-1",
      revokeOtherSessions: true,
    });
    expect(change.status).toBe(200);
    expect((await laptop.get("/api/resumes")).status).toBe(401);
    expect((await phone.get("/api/resumes")).status).toBe(200);
  });
});

describe("password change", () => {
  it("refuses wrong current passwords after five tries, even the right one, and says when to retry", async () => {
    const email = newEmail();
    const client = await signUpAndVerify(t, email, "right-pass");
    const change = (currentPassword: string) => client.post("/api/auth/change-password", { currentPassword, newPassword: "new-pass-1" });
    for (let i = 0; i < 5; i++) expect((await change(`wrong-${i}`)).status).toBe(400);
    const refused = await change("right-pass");
    expect(refused.status).toBe(429);
    const body = (await refused.json()) as { error: { code: string; message: string; retryAfter: number } };
    expect(body.error).toMatchObject({
      code: "RATE_LIMITED",
      message: "Too many attempts to change your password. Please try again in 15 minutes.",
    });
    expect(refused.headers.get("retry-after")).toBe(String(body.error.retryAfter));
  });

  it("checks at most five of 30 concurrent guesses", async () => {
    const client = await signUpAndVerify(t, newEmail(), "right-pass");
    const responses = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        client.post("/api/auth/change-password", { currentPassword: `guess-${i}`, newPassword: "new-pass-1" }),
      ),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 400)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(25);
  });
});

describe("password reset", () => {
  it("mails a reset link that lets the user set a new password and ends old sessions", async () => {
    const email = newEmail();
    const oldSession = await signUpAndVerify(t, email, "old-password");
    const client = new TestClient(t.app);
    const ask = await client.post("/api/auth/request-password-reset", { email, redirectTo: "/reset-password" });
    expect(ask.status).toBe(200);
    const mail = await t.mail.next(email);
    expect(mail.subject).toBe("Reset your Vitae password");

    const follow = await client.get(mail.links[0]!);
    expect(follow.status).toBe(302);
    const location = new URL(follow.headers.get("location")!, "http://localhost:3000");
    expect(location.pathname).toBe("/reset-password");
    const token = location.searchParams.get("token")!;
    expect(token).toBeTruthy();

    expect((await client.post("/api/auth/reset-password", { newPassword: "12345", token })).status).toBe(400);
    expect((await oldSession.get("/api/resumes")).status).toBe(200);
    expect((await client.post("/api/auth/reset-password", { newPassword: "new-password", token })).status).toBe(200);
    expect(await oldSession.session()).toBeNull();
    expect((await oldSession.get("/api/resumes")).status).toBe(401);
    expect((await new TestClient(t.app).post("/api/auth/sign-in/email", { email, password: "old-password" })).status).toBe(401);
    expect((await new TestClient(t.app).post("/api/auth/sign-in/email", { email, password: "new-password" })).status).toBe(200);
  });

  it("answers the same for an unknown email and sends nothing", async () => {
    const response = await new TestClient(t.app).post("/api/auth/request-password-reset", {
      email: "nobody@example.com",
      redirectTo: "/reset-password",
    });
    expect(response.status).toBe(200);
    await expect(t.mail.next("nobody@example.com", 300)).rejects.toThrow(/No mail/);
  });
});

describe("admin role from ADMIN_EMAILS", () => {
  it("grants admin to a listed email once the address is confirmed, and to nobody else", async () => {
    const client = new TestClient(t.app);
    expect(
      (await client.post("/api/auth/sign-up/email", { email: "Boss@Example.com", password: "secret-pass", name: "Boss" })).status,
    ).toBe(200);
    const boss = await userRow("boss@example.com");
    expect(await hasRole(t.services.database.db, boss!.id, "admin")).toBe(false);
    const mail = await t.mail.next("boss@example.com");
    expect((await client.get(mail.links[0]!)).status).toBe(302);
    expect(await hasRole(t.services.database.db, boss!.id, "admin")).toBe(true);
    const email = newEmail();
    await signUpAndVerify(t, email);
    expect(await hasRole(t.services.database.db, (await userRow(email))!.id, "admin")).toBe(false);
  });
});
