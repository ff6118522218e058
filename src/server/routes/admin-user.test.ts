import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { AdminUserDetails } from "#shared/api/admin-user";
import { SIGN_IN_DISABLED_MESSAGE } from "#shared/auth";
import { newResumeId } from "#shared/ids";
import { emptyResumeContent, type Resume } from "#shared/resume";
import { hasRole } from "../db/queries/user-roles";
import { grantAdmin } from "../services/admin/manage-admins";
import { setAdminRole } from "../services/admin/operator-actions";
import { TestClient, signUpAndVerify, signUpUser } from "../test-support/http-client";
import { createTestApp, type TestApp } from "../test-support/test-app";

interface Member {
  client: TestClient;
  userId: string;
  email: string;
}

interface ErrorJson {
  error: { code: string; message: string; issues?: Array<{ path: string; message: string }> };
}

const PASSWORD = "secret-pass";

let t: TestApp;
let admin: Member;
let seq = 0;
const runTag = Math.random().toString(36).slice(2, 8);

/** A new confirmed member; from a client address of their own when given, past the sign-up limit per address. */
async function member(name: string, address?: string): Promise<Member> {
  const email = `${name}${++seq}-${runTag}@example.com`;
  if (!address) return { ...(await signUpUser(t, email)), email };
  const client = await signUpAndVerify(t, email, PASSWORD, address);
  return { client, userId: (await client.session())!.user.id, email };
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await member("admin");
  await grantAdmin({ db: t.services.database.db }, { email: admin.email });
});
afterAll(async () => {
  await t?.close();
});

const userPath = (id: string, action = "") => `/api/admin/users/${encodeURIComponent(id)}${action}`;

async function details(id: string, as: Member = admin): Promise<AdminUserDetails> {
  const response = await as.client.get(userPath(id));
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as AdminUserDetails;
}

const setAdmin = (id: string, isAdmin: boolean, as: Member = admin) => as.client.request("PUT", userPath(id, "/admin"), { admin: isAdmin });
const setSignIn = (id: string, disabled: boolean, as: Member = admin) => as.client.request("PUT", userPath(id, "/sign-in"), { disabled });
const deleteUser = (id: string, confirmation: string, as: Member = admin) => as.client.request("DELETE", userPath(id), { confirmation });

async function errorOf(response: Response): Promise<ErrorJson["error"]> {
  return ((await response.json()) as ErrorJson).error;
}

async function createResume(someone: Member, title: string, photoUrl = ""): Promise<Resume> {
  const content = emptyResumeContent();
  const response = await someone.client.request("POST", "/api/resumes", {
    id: newResumeId(),
    ...content,
    title,
    template_id: "modern",
    personal_info: { ...content.personal_info, photo_url: photoUrl },
  });
  expect(response.status, await response.clone().text()).toBe(201);
  return ((await response.json()) as { resume: Resume }).resume;
}

async function uploadPhoto(someone: Member): Promise<string> {
  const png = await sharp({ create: { width: 16, height: 16, channels: 3, background: { r: 200, g: 30, b: 30 } } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append("file", new File([new Uint8Array(png)], "photo.png", { type: "image/png" }));
  const response = await someone.client.request("POST", "/api/storage/profile-photos", form);
  expect(response.status, await response.clone().text()).toBe(201);
  return ((await response.json()) as { url: string }).url;
}

const signIn = (email: string) => new TestClient(t.app).post("/api/auth/sign-in/email", { email, password: PASSWORD });

describe("admin gate", () => {
  it("answers 401 to visitors and 403 to users without the admin role on every user endpoint", async () => {
    const bob = await member("gate");
    const calls: Array<[string, string, unknown]> = [
      ["GET", userPath(bob.userId), undefined],
      ["PUT", userPath(bob.userId, "/admin"), { admin: true }],
      ["PUT", userPath(bob.userId, "/sign-in"), { disabled: true }],
      ["DELETE", userPath(bob.userId), { confirmation: bob.email }],
    ];
    for (const [method, path, body] of calls) {
      const visitor = await new TestClient(t.app).request(method, path, body);
      expect(visitor.status, `${method} ${path}`).toBe(401);
      expect((await errorOf(visitor)).code).toBe("UNAUTHORIZED");

      const user = await bob.client.request(method, path, body);
      expect(user.status, `${method} ${path}`).toBe(403);
      expect(await errorOf(user)).toEqual({ code: "FORBIDDEN", message: "You do not have admin privileges." });
    }
    // Nothing happened to Bob.
    expect(await details(bob.userId)).toMatchObject({ isAdmin: false, signInDisabled: false });
  });
});

describe("GET /api/admin/users/:id", () => {
  it("shows the account, role, sign-in state, last activity and every resume, newest first", async () => {
    const carol = await member("carol");
    expect((await carol.client.request("PUT", "/api/profile", { username: `carol_${runTag}` })).status).toBe(200);
    const older = await createResume(carol, "Older resume");
    const newer = await createResume(carol, "Newer resume");

    const shown = await details(carol.userId);
    expect(shown).toMatchObject({
      id: carol.userId,
      username: `carol_${runTag}`,
      email: carol.email,
      emailVerified: true,
      isAdmin: false,
      signInDisabled: false,
      lastActivityAt: newer.updated_at,
    });
    expect(new Date(shown.created_at).toISOString()).toBe(shown.created_at);
    expect(shown.resumes).toEqual([
      { id: newer.id, title: "Newer resume", template_id: "modern", updated_at: newer.updated_at },
      { id: older.id, title: "Older resume", template_id: "modern", updated_at: older.updated_at },
    ]);
    expect((await details(admin.userId)).isAdmin).toBe(true);
  });

  it("reads the last activity from the latest session when it is newer than any save, and null without either", async () => {
    const dan = await member("dan");
    const db = t.services.database.db;
    const sessionTime = new Date(Date.now() - 60_000).toISOString();
    await db.updateTable("session").set({ updatedAt: sessionTime }).where("userId", "=", dan.userId).execute();
    expect((await details(dan.userId)).lastActivityAt).toBe(sessionTime);

    await db.deleteFrom("session").where("userId", "=", dan.userId).execute();
    expect(await details(dan.userId)).toMatchObject({ lastActivityAt: null, resumes: [] });
  });

  it("answers 404 for an id no user has", async () => {
    const response = await admin.client.get(userPath("no-such-user"));
    expect(response.status).toBe(404);
    expect((await errorOf(response)).code).toBe("NOT_FOUND");
  });
});

describe("granting and revoking admin", () => {
  it("grants the role, which opens the dashboard to the user, and revokes it, which closes it at once", async () => {
    const erin = await member("erin");
    expect((await erin.client.get("/api/admin/metrics")).status).toBe(403);

    const granted = await setAdmin(erin.userId, true);
    expect(granted.status).toBe(200);
    expect(((await granted.json()) as AdminUserDetails).isAdmin).toBe(true);
    expect((await erin.client.get("/api/admin/metrics")).status).toBe(200);
    // Granting twice changes nothing.
    expect((await setAdmin(erin.userId, true)).status).toBe(200);

    const revoked = await setAdmin(erin.userId, false);
    expect(revoked.status).toBe(200);
    expect(((await revoked.json()) as AdminUserDetails).isAdmin).toBe(false);
    expect((await erin.client.get("/api/admin/metrics")).status).toBe(403);
  });

  it("refuses to let an admin revoke their own role", async () => {
    const response = await setAdmin(admin.userId, false);
    expect(response.status).toBe(409);
    expect(await errorOf(response)).toEqual({ code: "SELF_LOCKOUT", message: "You cannot revoke your own admin role. Another admin can." });
    expect(await hasRole(t.services.database.db, admin.userId, "admin")).toBe(true);
  });

  it("keeps one admin when two admins revoke each other at the same moment", async () => {
    const frank = await member("frank");
    const grace = await member("grace");
    // Only these two are admins for this test; the file's admin is restored after it.
    await setAdmin(frank.userId, true);
    await setAdmin(grace.userId, true);
    const db = t.services.database.db;
    await db.deleteFrom("user_roles").where("user_id", "=", admin.userId).execute();
    try {
      // Both passed the admin gate already: the service runs twice at once, as two requests would.
      const operator = { database: t.services.database, files: t.services.files, sessionCache: t.services.sessionCache };
      const outcomes = await Promise.allSettled([
        setAdminRole(operator, { actorId: frank.userId, targetId: grace.userId, isAdmin: false }),
        setAdminRole(operator, { actorId: grace.userId, targetId: frank.userId, isAdmin: false }),
      ]);
      const refused = outcomes.filter((outcome) => outcome.status === "rejected");
      expect(refused).toHaveLength(1);
      const admins = await db.selectFrom("user_roles").select("user_id").where("role", "=", "admin").execute();
      expect(admins).toHaveLength(1);
      const lastAdmin = admins[0]!.user_id === frank.userId ? frank : grace;
      expect((refused[0] as PromiseRejectedResult).reason).toMatchObject({
        code: "LAST_ADMIN",
        message: `${lastAdmin.email} is the last admin who can sign in. Grant the role to someone else (or enable another admin's sign-in) first.`,
      });
    } finally {
      await grantAdmin({ db }, { email: admin.email });
    }
  });

  it("answers 404 for an unknown user and 422 for a body it cannot read", async () => {
    expect((await setAdmin("no-such-user", true)).status).toBe(404);
    const bad = await admin.client.request("PUT", userPath(admin.userId, "/admin"), { admin: "yes" });
    expect(bad.status).toBe(422);
    expect((await errorOf(bad)).code).toBe("VALIDATION_FAILED");
  });
});

describe("two admins acting on each other at the same moment", () => {
  const ROUNDS = 3;
  type Act = (actor: Member, target: Member) => Promise<Response>;
  const acts: Record<string, Act> = {
    delete: (actor, target) => deleteUser(target.userId, target.email, actor),
    disable: (actor, target) => setSignIn(target.userId, true, actor),
    revoke: (actor, target) => setAdmin(target.userId, false, actor),
  };

  /** The admins who can still sign in: holding the role, their sign-in not disabled. */
  async function adminsWhoCanSignIn(): Promise<string[]> {
    const rows = await t.services.database.db
      .selectFrom("user_roles")
      .leftJoin("disabled_sign_ins", "disabled_sign_ins.user_id", "user_roles.user_id")
      .select("user_roles.user_id")
      .where("user_roles.role", "=", "admin")
      .where("disabled_sign_ins.user_id", "is", null)
      .execute();
    return rows.map((row) => row.user_id);
  }

  it.each([
    ["delete", "delete"],
    ["disable", "disable"],
    ["delete", "disable"],
    ["revoke", "disable"],
  ])("leaves an admin who can sign in when one admin's %s meets the other's %s, round after round", async (first, second) => {
    const db = t.services.database.db;
    try {
      for (let round = 0; round < ROUNDS; round++) {
        const a = await member("mutual", `203.0.113.${seq}`);
        const b = await member("mutual", `203.0.113.${seq}`);
        // The two are the only admins of the round (the file's admin steps aside until the end).
        await db.deleteFrom("user_roles").where("role", "=", "admin").execute();
        await grantAdmin({ db }, { email: a.email });
        await grantAdmin({ db }, { email: b.email });
        const answers = await Promise.all([acts[first]!(a, b), acts[second]!(b, a)]);

        const remaining = await adminsWhoCanSignIn();
        expect(remaining, `round ${round}`).toHaveLength(1);
        const [kept] = remaining;
        expect([a.userId, b.userId]).toContain(kept);
        for (const response of answers) {
          // Done; refused as the last admin; or its admin had already been signed out (401) or lost the role (403) by the other's action.
          expect([200, 204, 409, 401, 403], await response.clone().text()).toContain(response.status);
          if (response.status === 409) {
            const last = kept === a.userId ? a : b;
            expect(await errorOf(response)).toEqual({
              code: "LAST_ADMIN",
              message: `${last.email} is the last admin who can sign in. Grant the role to someone else (or enable another admin's sign-in) first.`,
            });
          }
        }
      }
    } finally {
      await grantAdmin({ db }, { email: admin.email });
    }
  });
});

describe("disabling and enabling sign-in", () => {
  let heidi: Member;
  beforeEach(async () => {
    heidi = await member("heidi");
  });

  it("ends the user's sessions at once and refuses their sign-in with the message; enabling lets them in again", async () => {
    expect((await heidi.client.get("/api/resumes")).status).toBe(200);

    const disabled = await setSignIn(heidi.userId, true);
    expect(disabled.status).toBe(200);
    expect(((await disabled.json()) as AdminUserDetails).signInDisabled).toBe(true);

    // The session the user had a moment ago (and that the session cache remembered) is gone.
    const next = await heidi.client.get("/api/resumes");
    expect(next.status).toBe(401);
    expect(await heidi.client.session()).toBeNull();

    const refused = await signIn(heidi.email);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ code: "SIGN_IN_DISABLED", message: SIGN_IN_DISABLED_MESSAGE });
    expect(refused.headers.getSetCookie().some((cookie) => /session_token=[^;]/.test(cookie))).toBe(false);
    // A wrong password still reads as a wrong password: only the account's owner learns it is disabled.
    const wrong = await new TestClient(t.app).post("/api/auth/sign-in/email", { email: heidi.email, password: "not-the-password" });
    expect(wrong.status).toBe(401);

    const enabled = await setSignIn(heidi.userId, false);
    expect(enabled.status).toBe(200);
    expect(((await enabled.json()) as AdminUserDetails).signInDisabled).toBe(false);
    const client = new TestClient(t.app);
    expect((await client.post("/api/auth/sign-in/email", { email: heidi.email, password: PASSWORD })).status).toBe(200);
    expect((await client.get("/api/resumes")).status).toBe(200);
  });

  it("refuses to let an admin disable their own sign-in", async () => {
    const response = await setSignIn(admin.userId, true);
    expect(response.status).toBe(409);
    expect(await errorOf(response)).toEqual({ code: "SELF_LOCKOUT", message: "You cannot disable your own sign-in." });
    expect((await admin.client.get("/api/admin/metrics")).status).toBe(200);
  });

  it("answers 404 for an unknown user", async () => {
    expect((await setSignIn("no-such-user", true)).status).toBe(404);
  });
});

describe("deleting a user", () => {
  it("refuses a confirmation that is not the user's username, then deletes the user and everything they own", async () => {
    const ivan = await member("ivan");
    const judy = await member("judy");
    expect((await ivan.client.request("PUT", "/api/profile", { username: `ivan_${runTag}` })).status).toBe(200);
    const photo = await uploadPhoto(ivan);
    const ivanResume = await createResume(ivan, "Ivan's resume", photo);
    const letter = await ivan.client.post("/api/cover-letters", {
      resume_id: ivanResume.id,
      job_title: "Engineer",
      company_name: "Acme",
      content: "Dear Acme,",
    });
    expect(letter.status, await letter.clone().text()).toBe(201);
    const application = await ivan.client.post("/api/job-applications", {
      resume_id: ivanResume.id,
      job_title: "Engineer",
      company_name: "Acme",
    });
    expect(application.status, await application.clone().text()).toBe(201);
    const judyPhoto = await uploadPhoto(judy);
    const judyResume = await createResume(judy, "Judy's resume", judyPhoto);

    for (const confirmation of [ivan.email, `IVAN_${runTag}`, "", `ivan_${runTag}x`]) {
      const refused = await deleteUser(ivan.userId, confirmation);
      expect(refused.status).toBe(422);
      expect(await errorOf(refused)).toEqual({
        code: "VALIDATION_FAILED",
        message: "Type the user's username to confirm.",
        issues: [{ path: "confirmation", message: "Type the user's username to confirm." }],
      });
    }
    expect((await details(ivan.userId)).resumes).toHaveLength(1);

    const db = t.services.database.db;
    type OwnedTable = "resumes" | "cover_letters" | "job_applications" | "profiles" | "user_roles" | "ai_requests" | "user_activity_days";
    const owned = async (table: OwnedTable) => db.selectFrom(table).select("user_id").where("user_id", "=", ivan.userId).execute();
    // Ivan signed in today, so his active day was kept.
    expect(await owned("user_activity_days")).not.toEqual([]);

    const deleted = await deleteUser(ivan.userId, `ivan_${runTag}`);
    expect(deleted.status, await deleted.clone().text()).toBe(204);

    for (const table of [
      "resumes",
      "cover_letters",
      "job_applications",
      "profiles",
      "user_roles",
      "ai_requests",
      "user_activity_days",
    ] as const) {
      expect(await owned(table), table).toEqual([]);
    }
    expect(await db.selectFrom("session").select("id").where("userId", "=", ivan.userId).execute()).toEqual([]);
    expect(await db.selectFrom("account").select("id").where("userId", "=", ivan.userId).execute()).toEqual([]);
    expect(await db.selectFrom("user").select("id").where("id", "=", ivan.userId).execute()).toEqual([]);
    expect((await t.app.request(photo)).status).toBe(404);

    // The user is signed out, cannot sign in, and is gone from the dashboard.
    expect((await ivan.client.get("/api/resumes")).status).toBe(401);
    expect((await signIn(ivan.email)).status).toBe(401);
    expect((await admin.client.get(userPath(ivan.userId))).status).toBe(404);
    expect((await deleteUser(ivan.userId, `ivan_${runTag}`)).status).toBe(404);

    // Judy's resume and photo are untouched.
    const judyResumes = (await (await judy.client.get("/api/resumes")).json()) as { resumes: Resume[] };
    expect(judyResumes.resumes.map((resume) => resume.id)).toEqual([judyResume.id]);
    expect((await t.app.request(judyPhoto)).status).toBe(200);
  });

  it("asks for the email of a user without a username", async () => {
    const kim = await member("kim");
    const refused = await deleteUser(kim.userId, "kim");
    expect(refused.status).toBe(422);
    expect((await errorOf(refused)).message).toBe("Type the user's email to confirm.");
    expect((await deleteUser(kim.userId, kim.email)).status).toBe(204);
    // The address is free again: the person can sign up anew.
    expect(
      (await new TestClient(t.app).post("/api/auth/sign-up/email", { email: kim.email, password: PASSWORD, name: kim.email })).status,
    ).toBe(200);
  });

  it("refuses to let an admin delete themselves", async () => {
    const response = await deleteUser(admin.userId, admin.email);
    expect(response.status).toBe(409);
    expect(await errorOf(response)).toEqual({
      code: "SELF_LOCKOUT",
      message: "You cannot delete your own account from the admin dashboard.",
    });
    expect((await admin.client.get("/api/admin/metrics")).status).toBe(200);
  });
});
