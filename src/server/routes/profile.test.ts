import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newResumeId } from "#shared/ids";
import { emptyResumeContent, type Resume, type ResumeContent } from "#shared/resume";
import { isUniqueViolation, updateProfile } from "../db/queries/profiles";
import { TestClient, signUpUser } from "../test-support/http-client";
import { createTestApp, type TestApp } from "../test-support/test-app";

interface ErrorJson {
  error: { code: string; message: string; issues?: Array<{ path: string; message: string }> };
}

interface OwnProfile {
  username: string | null;
  is_public: boolean;
  profile_image_url: string | null;
  created_at: string;
}

interface PublicPage {
  profile: { username: string; profile_image_url: string | null };
  resume: Resume | null;
}

let t: TestApp;
let seq = 0;
const newEmail = () => `profile${++seq}-${Date.now()}@example.com`;
// Unique per run and per test so PostgreSQL schemas and SQLite files never collide on a name.
const runTag = Math.random().toString(36).slice(2, 8);
const newUsername = (stem: string) => `${stem}_${runTag}_${++seq}`;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const signUp = () => signUpUser(t, newEmail());

async function getProfile(client: TestClient): Promise<OwnProfile> {
  const response = await client.get("/api/profile");
  expect(response.status, await response.clone().text()).toBe(200);
  return ((await response.json()) as { profile: OwnProfile }).profile;
}

const putProfile = (client: TestClient, body: unknown) => client.request("PUT", "/api/profile", body);

async function saved(client: TestClient, body: unknown): Promise<OwnProfile> {
  const response = await putProfile(client, body);
  expect(response.status, await response.clone().text()).toBe(200);
  return ((await response.json()) as { profile: OwnProfile }).profile;
}

async function available(client: TestClient, username: string): Promise<boolean> {
  const response = await client.get(`/api/profile/username-available?username=${encodeURIComponent(username)}`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { available: boolean }).available;
}

async function errorOf(response: Response): Promise<ErrorJson["error"]> {
  return ((await response.json()) as ErrorJson).error;
}

async function createResume(client: TestClient, content: Partial<ResumeContent>): Promise<Resume> {
  const response = await client.request("POST", "/api/resumes", { id: newResumeId(), ...emptyResumeContent(), ...content });
  expect(response.status, await response.clone().text()).toBe(201);
  return ((await response.json()) as { resume: Resume }).resume;
}

const anonymous = () => new TestClient(t.app);

/** Uploads a small image to the user's profile-images folder and answers its URL. */
async function uploadProfileImage(client: TestClient): Promise<string> {
  const png = await sharp({ create: { width: 16, height: 16, channels: 3, background: "#336699" } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append("file", new File([new Uint8Array(png)], "me.png", { type: "image/png" }));
  const response = await client.request("POST", "/api/storage/profile-images", form);
  expect(response.status, await response.clone().text()).toBe(201);
  return ((await response.json()) as { url: string }).url;
}

describe("own profile", () => {
  it("refuses signed-out visitors with 401", async () => {
    const visitor = anonymous();
    for (const response of [
      await visitor.get("/api/profile"),
      await visitor.request("PUT", "/api/profile", { username: "someone", is_public: false, profile_image_url: null }),
      await visitor.get("/api/profile/username-available?username=someone"),
    ]) {
      expect(response.status).toBe(401);
      expect((await errorOf(response)).code).toBe("UNAUTHORIZED");
    }
  });

  it("creates a missing profile row on the first GET, with only the user id", async () => {
    const { client, userId } = await signUp();
    const { db } = t.services.database;
    await db.deleteFrom("profiles").where("user_id", "=", userId).execute();
    expect(await db.selectFrom("profiles").select("user_id").where("user_id", "=", userId).executeTakeFirst()).toBeUndefined();

    const before = Date.now() - 1000;
    const profile = await getProfile(client);
    expect(profile).toMatchObject({ username: null, is_public: false, profile_image_url: null });
    expect(new Date(profile.created_at).toISOString()).toBe(profile.created_at);
    expect(Date.parse(profile.created_at)).toBeGreaterThanOrEqual(before);
    const row = await db.selectFrom("profiles").select(["user_id", "username"]).where("user_id", "=", userId).executeTakeFirst();
    expect(row).toEqual({ user_id: userId, username: null });

    // A second GET reads the same row.
    expect(await getProfile(client)).toEqual(profile);
  });

  it("saves a username, public flag and own profile image", async () => {
    const { client } = await signUp();
    const username = newUsername("jane");
    const image = await uploadProfileImage(client);
    const profile = await saved(client, { username, is_public: true, profile_image_url: image });
    expect(profile).toMatchObject({ username, is_public: true, profile_image_url: image });
    expect(await getProfile(client)).toEqual(profile);

    // A null username keeps the saved one; the other fields change.
    const again = await saved(client, { username: null, is_public: false, profile_image_url: null });
    expect(again).toMatchObject({ username, is_public: false, profile_image_url: null });
  });

  it("locks the username once set", async () => {
    const { client } = await signUp();
    const username = newUsername("locked");
    await saved(client, { username, is_public: false, profile_image_url: null });

    const change = await putProfile(client, { username: newUsername("other"), is_public: false, profile_image_url: null });
    expect(change.status).toBe(409);
    expect(await errorOf(change)).toEqual({ code: "USERNAME_LOCKED", message: "You have already set a username and it cannot be changed" });

    // Locked comes first, even for a name that would also be invalid.
    const short = await putProfile(client, { username: "ab", is_public: false, profile_image_url: null });
    expect(short.status).toBe(409);
    expect((await errorOf(short)).code).toBe("USERNAME_LOCKED");

    const same = await saved(client, { username, is_public: true, profile_image_url: null });
    expect(same).toMatchObject({ username, is_public: true });
  });

  it("refuses a username taken by another user with 409", async () => {
    const alice = await signUp();
    const bob = await signUp();
    const username = newUsername("taken");
    await saved(alice.client, { username, is_public: false, profile_image_url: null });

    const response = await putProfile(bob.client, { username, is_public: false, profile_image_url: null });
    expect(response.status).toBe(409);
    expect(await errorOf(response)).toEqual({ code: "USERNAME_TAKEN", message: "Please choose a different username" });
    expect((await getProfile(bob.client)).username).toBeNull();
  });

  it("lets exactly one of two users racing for a username win", async () => {
    const racers = await Promise.all([signUp(), signUp(), signUp()]);
    const username = newUsername("race");
    const responses = await Promise.all(
      racers.map(({ client }) => putProfile(client, { username, is_public: true, profile_image_url: null })),
    );
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses).toEqual([200, 409, 409]);
    for (const response of responses.filter((r) => r.status === 409)) {
      expect(await errorOf(response)).toEqual({ code: "USERNAME_TAKEN", message: "Please choose a different username" });
    }
    const holders = await t.services.database.db.selectFrom("profiles").select("user_id").where("username", "=", username).execute();
    expect(holders).toHaveLength(1);
    const winner = racers[responses.findIndex((response) => response.status === 200)]!;
    expect(holders[0]!.user_id).toBe(winner.userId);
  });

  it("answers 409, never 500, to the loser of every race round", async () => {
    // Repeated rounds so the unique-index path (both pass the pre-check) is hit under concurrency.
    for (let round = 0; round < 3; round++) {
      const [a, b] = await Promise.all([signUp(), signUp()]);
      const username = newUsername("round");
      const responses = await Promise.all(
        [a, b].map(({ client }) => putProfile(client, { username, is_public: false, profile_image_url: null })),
      );
      expect(responses.map((r) => r.status).sort()).toEqual([200, 409]);
      const lost = responses.find((r) => r.status === 409)!;
      expect((await errorOf(lost)).code).toBe("USERNAME_TAKEN");
    }
  });

  it("recognises the unique-index violation of this database, which the service turns into 409", async () => {
    // The check-then-write window, made certain: the second write skips the service's pre-check.
    const [a, b] = await Promise.all([signUp(), signUp()]);
    const username = newUsername("index");
    const { db } = t.services.database;
    expect(await updateProfile(db, a.userId, { username, is_public: false, profile_image_url: null })).toMatchObject({ username });
    const error: unknown = await updateProfile(db, b.userId, { username, is_public: false, profile_image_url: null }).then(
      () => undefined,
      (caught: unknown) => caught,
    );
    expect(error).toBeDefined();
    expect(isUniqueViolation(error, "username")).toBe(true);
    expect(isUniqueViolation(error, "email")).toBe(false);
    expect(isUniqueViolation(new Error("boom"))).toBe(false);
  });

  it("validates the username with the seed's texts", async () => {
    const { client } = await signUp();
    const cases: Array<[unknown, string]> = [
      ["ab", "Username must be at least 3 characters"],
      ["", "Username must be at least 3 characters"],
      ["dashboard", "Username not available"],
      ["api", "Username not available"],
      ["Jane", "Username not available"],
      ["jane-doe", "Username not available"],
      ["a".repeat(31), "Username not available"],
    ];
    for (const [username, message] of cases) {
      const response = await putProfile(client, { username, is_public: false, profile_image_url: null });
      expect(response.status, String(username)).toBe(422);
      const error = await errorOf(response);
      expect(error.code).toBe("VALIDATION_FAILED");
      expect(error.message).toBe(message);
    }
    expect((await getProfile(client)).username).toBeNull();
  });

  it("requires a username before the profile can be public", async () => {
    const { client } = await signUp();
    const response = await putProfile(client, { username: null, is_public: true, profile_image_url: null });
    expect(response.status).toBe(422);
    expect(await errorOf(response)).toMatchObject({
      code: "VALIDATION_FAILED",
      message: "Choose a username before making your profile public",
    });
    expect((await getProfile(client)).is_public).toBe(false);
  });

  it("refuses a profile image that is not an uploaded file of the user's own profile-images folder", async () => {
    const alice = await signUp();
    const bob = await signUp();
    const bobsImage = await uploadProfileImage(bob.client);
    const bad = [
      bobsImage,
      bobsImage.replace(bob.userId, alice.userId),
      `/files/profile-images/${alice.userId}/1700000000000.png`,
      `https://evil.example.com/files/profile-images/${alice.userId}/1.png`,
      `//evil.example.com/files/profile-images/${alice.userId}/1.png`,
      `/files/profile-photos/${alice.userId}/1.png`,
      `/files/profile-images/${alice.userId}/../${bob.userId}/1.png`,
      `/files/profile-images/${alice.userId}/`,
      `javascript:alert(1)`,
    ];
    for (const profile_image_url of bad) {
      const response = await putProfile(alice.client, { username: null, is_public: false, profile_image_url });
      expect(response.status, profile_image_url).toBe(422);
      expect((await errorOf(response)).code).toBe("VALIDATION_FAILED");
    }
    expect((await getProfile(alice.client)).profile_image_url).toBeNull();
  });

  it("refuses malformed bodies with 422 and non-JSON with 415", async () => {
    const { client } = await signUp();
    expect((await putProfile(client, { username: 42, is_public: false, profile_image_url: null })).status).toBe(422);
    expect((await putProfile(client, { username: null, is_public: "yes", profile_image_url: null })).status).toBe(422);
    expect((await client.request("PUT", "/api/profile", "username=x", { "content-type": "text/plain" })).status).toBe(415);
  });
});

describe("username availability", () => {
  it("answers for own, other, reserved, invalid and free names", async () => {
    const alice = await signUp();
    const bob = await signUp();
    const aliceName = newUsername("alice");
    await saved(alice.client, { username: aliceName, is_public: false, profile_image_url: null });

    expect(await available(alice.client, aliceName)).toBe(true);
    expect(await available(bob.client, aliceName)).toBe(false);
    expect(await available(bob.client, newUsername("free"))).toBe(true);
    expect(await available(bob.client, "settings")).toBe(false);
    expect(await available(bob.client, "auth")).toBe(false);
    expect(await available(bob.client, "ab")).toBe(false);
    expect(await available(bob.client, "")).toBe(false);
    expect(await available(bob.client, "Upper_Case")).toBe(false);
    expect(await available(bob.client, "a".repeat(31))).toBe(false);
    const missing = await bob.client.get("/api/profile/username-available");
    expect(missing.status).toBe(200);
    expect(await missing.json()).toEqual({ available: false });
  });
});

describe("public profile", () => {
  it("is 404 for unknown usernames and private profiles, to everyone", async () => {
    const { client } = await signUp();
    const username = newUsername("private");
    await saved(client, { username, is_public: false, profile_image_url: null });
    await createResume(client, { title: "Hidden" });

    for (const viewer of [anonymous(), client]) {
      for (const name of [username, newUsername("nobody"), username.toUpperCase()]) {
        const response = await viewer.get(`/api/public/${name}`);
        expect(response.status, name).toBe(404);
        expect(await errorOf(response)).toEqual({ code: "NOT_FOUND", message: "Profile not found." });
      }
    }
  });

  it("shows the most recently updated resume of a public profile, without signing in", async () => {
    const alice = await signUp();
    const bob = await signUp();
    const username = newUsername("public");
    const image = await uploadProfileImage(alice.client);
    await saved(alice.client, { username, is_public: true, profile_image_url: image });

    const older = await createResume(alice.client, { title: "Older", template_id: "some-future-template" });
    const newer = await createResume(alice.client, { title: "Newer" });
    expect(newer.title).toBe("Newer");
    // Bob's resume, created last, must never show on Alice's page.
    await createResume(bob.client, {
      title: "Bob's secret",
      personal_info: { ...emptyResumeContent().personal_info, fullName: "Bob Private" },
    });

    const { id: _id, created_at: _created, ...rest } = older;
    const update = await alice.client.request("PUT", `/api/resumes/${older.id}`, { ...rest, title: "Older, revised" });
    expect(update.status).toBe(200);
    const revised = ((await update.json()) as { resume: Resume }).resume;

    const response = await anonymous().get(`/api/public/${username}`);
    expect(response.status).toBe(200);
    const page = (await response.json()) as PublicPage;
    expect(page).toEqual({ profile: { username, profile_image_url: image }, resume: revised });
    expect(page.resume!.template_id).toBe("some-future-template");
    // Only the profile's username and image: no user id field, no e-mail, nothing of Bob's.
    expect(Object.keys(page.profile).sort()).toEqual(["profile_image_url", "username"]);
    const text = JSON.stringify({ ...page, profile: { username: page.profile.username } });
    expect(text).not.toContain("Bob");
    expect(text).not.toContain(alice.userId);
    expect(text).not.toContain("@example.com");
  });

  it("answers resume null when the public user has none", async () => {
    const { client } = await signUp();
    const username = newUsername("empty");
    await saved(client, { username, is_public: true, profile_image_url: null });
    const response = await anonymous().get(`/api/public/${username}`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ profile: { username, profile_image_url: null }, resume: null });
  });

  it("hides the page again once the profile is made private", async () => {
    const { client } = await signUp();
    const username = newUsername("toggle");
    await saved(client, { username, is_public: true, profile_image_url: null });
    expect((await anonymous().get(`/api/public/${username}`)).status).toBe(200);
    await saved(client, { username: null, is_public: false, profile_image_url: null });
    expect((await anonymous().get(`/api/public/${username}`)).status).toBe(404);
  });
});
