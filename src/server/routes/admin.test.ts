import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdminMetrics, AdminUserRow, AdminUsersPage } from "../../shared/api/admin";
import { newResumeId } from "../../shared/ids";
import { emptyResumeContent } from "../../shared/resume";
import { grantAdmin } from "../services/admin/manage-admins";
import { TestClient, signUpUser } from "../test-support/http-client";
import { createTestApp, type TestApp } from "../test-support/test-app";

// One app for the file: the metrics count every user of the database, so each test knows the
// whole population (an admin, Bob, Carol and Dave) and what the earlier tests changed.

interface Member {
  client: TestClient;
  userId: string;
  email: string;
}

let t: TestApp;
let admin: Member;
let bob: Member;
let carol: Member;
let dave: Member;
const runTag = Math.random().toString(36).slice(2, 8);

async function member(name: string): Promise<Member> {
  const email = `${name}-${runTag}@example.com`;
  return { ...(await signUpUser(t, email)), email };
}

beforeAll(async () => {
  t = await createTestApp();
  // In sign-up order, which the sign-up date sort relies on.
  admin = await member("admin");
  bob = await member("bob");
  carol = await member("carol");
  dave = await member("dave");
  await grantAdmin(t.services.database.db, admin.email);
  await setUsername(bob, `bob_${runTag}`);
  await setUsername(carol, `carol${runTag}`);
});
afterAll(async () => {
  await t?.close();
});

async function setUsername(someone: Member, username: string) {
  const response = await someone.client.request("PUT", "/api/profile", { username });
  expect(response.status, await response.clone().text()).toBe(200);
}

async function createResume(someone: Member, templateId: string) {
  const response = await someone.client.request("POST", "/api/resumes", {
    id: newResumeId(),
    ...emptyResumeContent(),
    template_id: templateId,
  });
  expect(response.status, await response.clone().text()).toBe(201);
}

async function metrics(): Promise<AdminMetrics> {
  const response = await admin.client.get("/api/admin/metrics");
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as AdminMetrics;
}

async function usersPage(query: Record<string, string>): Promise<AdminUsersPage> {
  const response = await admin.client.get(`/api/admin/users?${new URLSearchParams(query).toString()}`);
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as AdminUsersPage;
}

const emails = (rows: AdminUserRow[]) => rows.map((row) => row.email);
const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 60 * 60 * 1000).toISOString();

async function ageSessions(someone: Member, days: number) {
  await t.services.database.db
    .updateTable("session")
    .set({ updatedAt: daysAgo(days) })
    .where("userId", "=", someone.userId)
    .execute();
}

async function ageResumes(someone: Member, days: number) {
  await t.services.database.db
    .updateTable("resumes")
    .set({ updated_at: daysAgo(days) })
    .where("user_id", "=", someone.userId)
    .execute();
}

describe("admin gate", () => {
  it("answers 401 to visitors and 403 to signed-in users without the admin role", async () => {
    for (const path of ["/api/admin/metrics", "/api/admin/users"]) {
      const visitor = await new TestClient(t.app).get(path);
      expect(visitor.status).toBe(401);
      expect(((await visitor.json()) as { error: { code: string } }).error.code).toBe("UNAUTHORIZED");

      const user = await bob.client.get(path);
      expect(user.status).toBe(403);
      expect(await user.json()).toEqual({ error: { code: "FORBIDDEN", message: "You do not have admin privileges." } });

      expect((await admin.client.get(path)).status).toBe(200);
    }
  });
});

describe("metrics", () => {
  it("counts users and shows no popular template before any resume", async () => {
    expect(await metrics()).toEqual({ totalUsers: 4, activeUsers30d: 4, totalResumes: 0, popularTemplateId: null });
  });

  it("counts resumes, the most used template, and users with a session or a save in the last 30 days", async () => {
    await createResume(bob, "creative");
    await createResume(bob, "modern");
    await createResume(carol, "creative");
    expect(await metrics()).toEqual({ totalUsers: 4, activeUsers30d: 4, totalResumes: 3, popularTemplateId: "creative" });

    // Dave has not been seen for 40 days; Carol neither, but she saved a resume today.
    await ageSessions(dave, 40);
    await ageSessions(carol, 40);
    expect((await metrics()).activeUsers30d).toBe(3);

    // Her save 31 days ago no longer counts either; 29 days ago still does.
    await ageResumes(carol, 31);
    expect((await metrics()).activeUsers30d).toBe(2);
    await ageResumes(carol, 29);
    expect((await metrics()).activeUsers30d).toBe(3);
  });
});

describe("users", () => {
  it("lists every user with id, username, email, sign-up date and resume count, newest first by default", async () => {
    const page = await usersPage({});
    expect(page).toMatchObject({ total: 4, page: 1, pageSize: 25 });
    expect(emails(page.users)).toEqual([dave.email, carol.email, bob.email, admin.email]);
    const bobRow = page.users.find((row) => row.email === bob.email)!;
    expect(bobRow).toMatchObject({ id: bob.userId, username: `bob_${runTag}`, resumeCount: 2 });
    expect(new Date(bobRow.created_at).toISOString()).toBe(bobRow.created_at);
    expect(page.users.find((row) => row.email === dave.email)).toMatchObject({ username: null, resumeCount: 0 });
  });

  it("searches usernames and emails, in any case, by any part", async () => {
    const byUsername = await usersPage({ search: `CAROL${runTag}` });
    expect(emails(byUsername.users)).toEqual([carol.email]);
    expect(byUsername.total).toBe(1);

    const byEmail = await usersPage({ search: `Dave-${runTag}@EXAMPLE` });
    expect(emails(byEmail.users)).toEqual([dave.email]);

    expect(emails((await usersPage({ search: "example.com", sort: "created_at:asc" })).users)).toEqual([
      admin.email,
      bob.email,
      carol.email,
      dave.email,
    ]);
  });

  it("reads the search's % and _ as themselves, not as wildcards", async () => {
    expect(emails((await usersPage({ search: "b_b" })).users)).toEqual([]);
    expect(emails((await usersPage({ search: `b_${runTag}` })).users)).toEqual([bob.email]);
    expect((await usersPage({ search: "%" })).users).toEqual([]);
  });

  it("answers an empty page when nobody matches", async () => {
    expect(await usersPage({ search: "nobody-has-this" })).toEqual({ users: [], total: 0, page: 1, pageSize: 25 });
  });

  it("pages through the users without overlap, with the total of every page", async () => {
    const first = await usersPage({ pageSize: "3", page: "1", sort: "created_at:asc" });
    const second = await usersPage({ pageSize: "3", page: "2", sort: "created_at:asc" });
    const past = await usersPage({ pageSize: "3", page: "3", sort: "created_at:asc" });
    expect(emails(first.users)).toEqual([admin.email, bob.email, carol.email]);
    expect(emails(second.users)).toEqual([dave.email]);
    expect(past.users).toEqual([]);
    expect([first.total, second.total, past.total]).toEqual([4, 4, 4]);
  });

  it("sorts by resume count and by username, both ways", async () => {
    const mostResumes = await usersPage({ sort: "resume_count:desc" });
    expect(mostResumes.users.map((row) => row.resumeCount)).toEqual([2, 1, 0, 0]);
    expect(emails(mostResumes.users).slice(0, 2)).toEqual([bob.email, carol.email]);
    const fewest = await usersPage({ sort: "resume_count:asc" });
    expect(fewest.users.map((row) => row.resumeCount)).toEqual([0, 0, 1, 2]);
    // Paging a count sort keeps the order of the whole list.
    expect(emails((await usersPage({ sort: "resume_count:desc", pageSize: "1", page: "2" })).users)).toEqual([carol.email]);

    // Users without a username come last either way.
    const az = await usersPage({ sort: "username:asc" });
    expect(az.users.map((row) => row.username).slice(0, 2)).toEqual([`bob_${runTag}`, `carol${runTag}`]);
    expect(az.users.slice(2).every((row) => row.username === null)).toBe(true);
    const za = await usersPage({ sort: "username:desc" });
    expect(za.users.map((row) => row.username).slice(0, 2)).toEqual([`carol${runTag}`, `bob_${runTag}`]);
  });

  it("refuses a page, page size or sort it cannot read, with the reason", async () => {
    for (const [query, message] of [
      ["pageSize=101", "The page size can be at most 100."],
      ["page=0", "The page starts at 1."],
      ["sort=email:asc", "Sort by created_at, username or resume_count, then :asc or :desc."],
    ] as const) {
      const response = await admin.client.get(`/api/admin/users?${query}`);
      expect(response.status).toBe(422);
      expect(((await response.json()) as { error: { code: string; message: string } }).error).toMatchObject({
        code: "VALIDATION_FAILED",
        message,
      });
    }
  });
});
