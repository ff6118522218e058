import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  ADMIN_ACTIVITY_DAYS,
  type AdminActivity,
  type AdminMetrics,
  type AdminUserRow,
  type AdminUsersPage,
  type OutcomeCount,
} from "#shared/api/admin";
import { newResumeId } from "#shared/ids";
import { emptyResumeContent } from "#shared/resume";
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
  await grantAdmin({ db: t.services.database.db }, { email: admin.email });
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
const DAY_MS = 24 * 60 * 60 * 1000;
const dayAgo = (days: number) => new Date(Date.now() - days * DAY_MS).toISOString().slice(0, 10);

/** Moves the user's active days back in time, as if they had last used the product `days` ago. */
async function lastActive(someone: Member, days: number) {
  await t.services.database.db.deleteFrom("user_activity_days").where("user_id", "=", someone.userId).execute();
  await t.services.database.db
    .insertInto("user_activity_days")
    .values({ user_id: someone.userId, day: dayAgo(days) })
    .execute();
}

async function activity(): Promise<AdminActivity> {
  const response = await admin.client.get("/api/admin/activity");
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as AdminActivity;
}

describe("admin gate", () => {
  it("answers 401 to visitors and 403 to signed-in users without the admin role", async () => {
    for (const path of ["/api/admin/metrics", "/api/admin/activity", "/api/admin/users"]) {
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

  it("counts resumes, the most used template, and users who used the product in the last 30 days", async () => {
    await createResume(bob, "creative");
    await createResume(bob, "modern");
    await createResume(carol, "creative");
    // Everyone signed in today.
    expect(await metrics()).toEqual({ totalUsers: 4, activeUsers30d: 4, totalResumes: 3, popularTemplateId: "creative" });

    // Dave was last seen 40 days ago; Carol 29 days ago (still in the 30 days, today being one), then 30.
    await lastActive(dave, 40);
    expect((await metrics()).activeUsers30d).toBe(3);
    await lastActive(carol, 29);
    expect((await metrics()).activeUsers30d).toBe(3);
    await lastActive(carol, 30);
    expect((await metrics()).activeUsers30d).toBe(2);
  });
});

describe("activity", () => {
  it("gives 90 days, today last, with sign-ups and active users per day", async () => {
    const { days } = await activity();
    expect(days).toHaveLength(ADMIN_ACTIVITY_DAYS);
    expect(days.at(-1)!.day).toBe(dayAgo(0));
    expect(days[0]!.day).toBe(dayAgo(89));
    // The four sign-ups of today; Admin and Bob active today, Carol 30 days ago and Dave 40.
    expect(days.at(-1)).toMatchObject({ signUps: 4, activeUsers: 2 });
    expect(days.find((d) => d.day === dayAgo(30))).toMatchObject({ signUps: 0, activeUsers: 1 });
    expect(days.find((d) => d.day === dayAgo(40))).toMatchObject({ signUps: 0, activeUsers: 1 });
    expect(days.reduce((sum, d) => sum + d.activeUsers, 0)).toBe(4);
  });

  it("counts AI requests by function and outcome, and PDF exports by kind and outcome, over the 90 days only", async () => {
    const db = t.services.database.db;
    const at = (days: number) => new Date(Date.now() - days * DAY_MS).toISOString();
    const aiRow = (name: string, outcome: string, days: number) => ({
      id: newResumeId(),
      user_id: bob.userId,
      function_name: name,
      provider: outcome === "success" ? "builtin" : null,
      outcome,
      duration_ms: 10,
      created_at: at(days),
    });
    await db
      .insertInto("ai_requests")
      .values([
        aiRow("generate-cover-letter", "success", 0),
        aiRow("generate-cover-letter", "success", 3),
        aiRow("generate-cover-letter", "throttled", 1),
        aiRow("optimize-resume", "all_providers_failed", 89),
        aiRow("optimize-resume", "success", 91),
      ])
      .execute();
    const pdfRow = (kind: string, outcome: string, days: number) => ({
      id: newResumeId(),
      user_id: carol.userId,
      kind,
      outcome,
      duration_ms: 500,
      created_at: at(days),
    });
    await db
      .insertInto("pdf_exports")
      .values([
        pdfRow("resume", "success", 0),
        pdfRow("resume", "success", 0),
        pdfRow("letter", "success", 2),
        pdfRow("resume", "refused", 2),
        pdfRow("resume", "success", 95),
      ])
      .execute();

    const { aiRequests, pdfExports, days } = await activity();
    const byName = (rows: OutcomeCount[]) => [...rows].sort((a, b) => `${a.name}${a.outcome}`.localeCompare(`${b.name}${b.outcome}`));
    expect(byName(aiRequests)).toEqual([
      { name: "generate-cover-letter", outcome: "success", count: 2 },
      { name: "generate-cover-letter", outcome: "throttled", count: 1 },
      { name: "optimize-resume", outcome: "all_providers_failed", count: 1 },
    ]);
    expect(byName(pdfExports)).toEqual([
      { name: "letter", outcome: "success", count: 1 },
      { name: "resume", outcome: "refused", count: 1 },
      { name: "resume", outcome: "success", count: 2 },
    ]);
    // The chart counts printed PDFs only.
    expect(days.at(-1)!.pdfExports).toBe(2);
    expect(days.find((d) => d.day === dayAgo(2))!.pdfExports).toBe(1);
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
    // As a wildcard, "bo_" would match "bob"; no name or address holds it as written (the tags have no "_").
    expect(emails((await usersPage({ search: "bo_" })).users)).toEqual([]);
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
