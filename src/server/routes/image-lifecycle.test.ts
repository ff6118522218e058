import { utimes } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newResumeId } from "#shared/ids";
import { IMAGE_STORAGE_QUOTA_BYTES } from "#shared/limits";
import { emptyResumeContent, type Resume, type ResumeContent } from "#shared/resume";
import { TestClient, signUpUser } from "../test-support/http-client";
import { createTestApp, type TestApp } from "../test-support/test-app";

let t: TestApp;
let seq = 0;
const newEmail = () => `images${++seq}-${Date.now()}@example.com`;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const signUp = () => signUpUser(t, newEmail());

async function upload(client: TestClient, bucket: "profile-photos" | "profile-images"): Promise<Response> {
  const png = await sharp({ create: { width: 24, height: 24, channels: 3, background: { r: ++seq % 255, g: 90, b: 160 } } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append("file", new File([new Uint8Array(png)], "me.png", { type: "image/png" }));
  return client.request("POST", `/api/storage/${bucket}`, form);
}

async function uploaded(client: TestClient, bucket: "profile-photos" | "profile-images"): Promise<string> {
  const response = await upload(client, bucket);
  expect(response.status, await response.clone().text()).toBe(201);
  return ((await response.json()) as { url: string }).url;
}

const withPhoto = (photo_url: string | undefined, title = "Photo CV"): ResumeContent => {
  const content = emptyResumeContent();
  return { ...content, title, template_id: "cv-photo-classic", personal_info: { ...content.personal_info, fullName: "Ada", photo_url } };
};

async function createResume(client: TestClient, content: ResumeContent): Promise<Resume> {
  const response = await client.request("POST", "/api/resumes", { id: newResumeId(), ...content });
  expect(response.status, await response.clone().text()).toBe(201);
  return ((await response.json()) as { resume: Resume }).resume;
}

async function saveResume(client: TestClient, resume: Resume, content: ResumeContent): Promise<Resume> {
  const response = await client.request("PUT", `/api/resumes/${resume.id}`, { ...content, updated_at: resume.updated_at });
  expect(response.status, await response.clone().text()).toBe(200);
  return ((await response.json()) as { resume: Resume }).resume;
}

const served = async (client: TestClient, url: string) => (await client.get(url)).status;
const anonymous = () => new TestClient(t.app);

describe("resume photos", () => {
  it("removes the photo a save replaces, and keeps the new one", async () => {
    const { client } = await signUp();
    const first = await uploaded(client, "profile-photos");
    const resume = await createResume(client, withPhoto(first));
    const second = await uploaded(client, "profile-photos");
    await saveResume(client, resume, withPhoto(second));
    expect(await served(anonymous(), first)).toBe(404);
    expect(await served(anonymous(), second)).toBe(200);
  });

  it("removes a deleted resume's photo once no other resume of the user shows it", async () => {
    const { client } = await signUp();
    const photo = await uploaded(client, "profile-photos");
    const original = await createResume(client, withPhoto(photo, "Original"));
    const duplicate = await createResume(client, withPhoto(photo, "Copy of Original"));

    expect((await client.request("DELETE", `/api/resumes/${original.id}`)).status).toBe(204);
    expect(await served(anonymous(), photo)).toBe(200);
    expect((await client.request("DELETE", `/api/resumes/${duplicate.id}`)).status).toBe(204);
    expect(await served(anonymous(), photo)).toBe(404);
  });

  it("never removes another user's file a resume points at", async () => {
    const alice = await signUp();
    const bob = await signUp();
    const alicesPhoto = await uploaded(alice.client, "profile-photos");
    await createResume(alice.client, withPhoto(alicesPhoto));
    const bobs = await createResume(bob.client, withPhoto(alicesPhoto));
    expect((await bob.client.request("DELETE", `/api/resumes/${bobs.id}`)).status).toBe(204);
    expect(await served(anonymous(), alicesPhoto)).toBe(200);
  });
});

describe("profile images", () => {
  it("are served only to their owner while the profile is private, and to everyone while it is public", async () => {
    const owner = await signUp();
    const stranger = await signUp();
    const image = await uploaded(owner.client, "profile-images");
    const put = (body: unknown) => owner.client.request("PUT", "/api/profile", body);
    expect((await put({ username: `img_${Date.now() % 1e9}_${seq}`, is_public: false, profile_image_url: image })).status).toBe(200);

    expect(await served(anonymous(), image)).toBe(404);
    expect(await served(stranger.client, image)).toBe(404);
    const own = await owner.client.get(image);
    expect(own.status).toBe(200);
    expect(own.headers.get("cache-control")).toBe("private, no-store");

    expect((await put({ is_public: true })).status).toBe(200);
    const open = await anonymous().get(image);
    expect(open.status).toBe(200);
    expect(open.headers.get("cache-control")).toBe("no-cache");

    expect((await put({ is_public: false })).status).toBe(200);
    expect(await served(anonymous(), image)).toBe(404);
  });

  it("removes the image a new one replaces, and the one taken away", async () => {
    const { client } = await signUp();
    const first = await uploaded(client, "profile-images");
    const put = (profile_image_url: string | null) => client.request("PUT", "/api/profile", { profile_image_url });
    expect((await put(first)).status).toBe(200);
    const second = await uploaded(client, "profile-images");
    expect((await put(second)).status).toBe(200);
    expect(await served(client, first)).toBe(404);
    expect(await served(client, second)).toBe(200);
    expect((await put(null)).status).toBe(200);
    expect(await served(client, second)).toBe(404);
  });
});

describe("storage quota", () => {
  async function fillFolder(userId: string, count: number, bytes: number) {
    const keys: string[] = [];
    for (let i = 0; i < count; i++) {
      const key = `profile-photos/${userId}/old-${i}.png`;
      await t.services.files.put(key, Buffer.alloc(bytes, i), "image/png");
      keys.push(key);
    }
    return keys;
  }

  it("refuses an upload past 25 MB of the user's images with 413 and a message, and lets other users upload", async () => {
    const { client, userId } = await signUp();
    const keys = await fillFolder(userId, 5, IMAGE_STORAGE_QUOTA_BYTES / 5);
    // Every one of them is in use.
    for (const key of keys) await createResume(client, withPhoto(t.services.files.publicUrl(key)));

    const refused = await upload(client, "profile-photos");
    expect(refused.status).toBe(413);
    expect(await refused.json()).toEqual({
      error: {
        code: "STORAGE_FULL",
        message:
          "Your images already use the 25 MB of storage each account has. Remove photos from resumes you no longer need, then try again.",
      },
    });
    expect((await upload((await signUp()).client, "profile-photos")).status).toBe(201);
  });

  it("makes room by removing uploads nothing has used for a day, and keeps newer ones", async () => {
    const { client, userId } = await signUp();
    const [stale, fresh] = await fillFolder(userId, 2, IMAGE_STORAGE_QUOTA_BYTES / 2);
    const dayAndAHourAgo = new Date(Date.now() - 25 * 60 * 60 * 1000);
    await utimes(path.join(t.dataDir, "files", ...stale!.split("/")), dayAndAHourAgo, dayAndAHourAgo);

    expect((await upload(client, "profile-photos")).status).toBe(201);
    expect(await t.services.files.exists(stale!)).toBe(false);
    expect(await t.services.files.exists(fresh!)).toBe(true);
  });
});
