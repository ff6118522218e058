import { existsSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newResumeId } from "#shared/ids";
import { emptyResumeContent, type Resume, type ResumeContent } from "#shared/resume";
import { SIGNED_URL_SECONDS } from "../storage/s3-file-store";
import { TestClient, signUpUser } from "../test-support/http-client";
import { startS3Server, type S3Server } from "../test-support/s3-server";
import { createTestApp, type TestApp } from "../test-support/test-app";

// The app on S3-compatible storage (a real s3rver) with S3_PUBLIC_URL: uploads land in the bucket,
// /files redirects the browser there, and the image lifecycle and privacy rules hold as on disk.
let s3: S3Server;
let t: TestApp;
let seq = 0;

beforeAll(async () => {
  s3 = await startS3Server({ publicUrl: true });
  t = await createTestApp(s3.env);
});
afterAll(async () => {
  await t?.close();
  await s3?.close();
});

const signUp = () => signUpUser(t, `s3-${++seq}-${Date.now()}@example.com`);
const anonymous = () => new TestClient(t.app);
const keyOf = (url: string) => url.slice("/files/".length);

async function uploaded(client: TestClient, bucket: "profile-photos" | "profile-images"): Promise<string> {
  const png = await sharp({ create: { width: 24, height: 24, channels: 3, background: { r: ++seq % 255, g: 90, b: 160 } } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append("file", new File([new Uint8Array(png)], "me.png", { type: "image/png" }));
  const response = await client.request("POST", `/api/storage/${bucket}`, form);
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

/** The redirect /files answers for this URL, and what the browser then reads from the bucket. */
async function followed(client: TestClient, url: string) {
  const response = await client.get(url);
  expect(response.status, url).toBe(302);
  const location = response.headers.get("location")!;
  const target = await fetch(location);
  return {
    location,
    cacheControl: response.headers.get("cache-control"),
    status: target.status,
    body: Buffer.from(await target.arrayBuffer()),
  };
}

describe("uploaded images on S3-compatible storage", () => {
  it("allows the browser to load images from the bucket", async () => {
    const csp = (await anonymous().get("/api/health")).headers.get("content-security-policy")!;
    const imgSrc = csp.split(";").find((directive) => directive.trim().startsWith("img-src"));
    expect(imgSrc).toContain(new URL(s3.config.endpoint).origin);
  });

  it("stores an upload in the bucket under the user's id, and redirects /files to its public URL", async () => {
    const { client, userId } = await signUp();
    const photo = await uploaded(client, "profile-photos");
    expect(photo).toMatch(new RegExp(`^/files/profile-photos/${userId}/[0-9a-f-]{36}\\.png$`));
    expect(await s3.keys(`profile-photos/${userId}/`)).toEqual([keyOf(photo)]);
    expect(existsSync(path.join(t.dataDir, "files"))).toBe(false);

    const read = await followed(anonymous(), photo);
    expect(read.location).toBe(`${s3.config.publicUrl}/${keyOf(photo)}`);
    expect(read.cacheControl).toBe("public, max-age=86400");
    expect(read.status).toBe(200);
    expect(read.body).toEqual(await s3.bytes(keyOf(photo)));
  });

  it("removes the object of a photo a save replaces, and of a deleted resume's photo", async () => {
    const { client, userId } = await signUp();
    const first = await uploaded(client, "profile-photos");
    const resume = await createResume(client, withPhoto(first));
    const second = await uploaded(client, "profile-photos");
    const save = await client.request("PUT", `/api/resumes/${resume.id}`, { ...withPhoto(second), updated_at: resume.updated_at });
    expect(save.status, await save.clone().text()).toBe(200);
    expect(await s3.keys(`profile-photos/${userId}/`)).toEqual([keyOf(second)]);
    expect((await anonymous().get(first)).status).toBe(404);

    expect((await client.request("DELETE", `/api/resumes/${resume.id}`)).status).toBe(204);
    expect(await s3.keys(`profile-photos/${userId}/`)).toEqual([]);
    expect((await anonymous().get(second)).status).toBe(404);
  });

  it("never lets a user write or remove another user's objects", async () => {
    const alice = await signUp();
    const bob = await signUp();
    const alicesPhoto = await uploaded(alice.client, "profile-photos");
    const alicesImage = await uploaded(alice.client, "profile-images");
    await createResume(alice.client, withPhoto(alicesPhoto));

    // Bob's uploads land in his own folder whatever he sends.
    const bobsPhoto = await uploaded(bob.client, "profile-photos");
    expect(await s3.keys(`profile-photos/${bob.userId}/`)).toEqual([keyOf(bobsPhoto)]);
    // Pointing a resume at Alice's photo and deleting it leaves her object alone.
    const bobs = await createResume(bob.client, withPhoto(alicesPhoto));
    expect((await bob.client.request("DELETE", `/api/resumes/${bobs.id}`)).status).toBe(204);
    // Nor can he take her profile image as his.
    const taken = await bob.client.request("PUT", "/api/profile", { profile_image_url: alicesImage });
    expect(taken.status).toBe(422);

    expect(await s3.keys(`profile-photos/${alice.userId}/`)).toEqual([keyOf(alicesPhoto)]);
    expect(await s3.keys(`profile-images/${alice.userId}/`)).toEqual([keyOf(alicesImage)]);
  });

  it("redirects to a profile image only while its profile is public or for its owner, always to a signed URL", async () => {
    const owner = await signUp();
    const stranger = await signUp();
    const image = await uploaded(owner.client, "profile-images");
    const put = (body: unknown) => owner.client.request("PUT", "/api/profile", body);
    expect((await put({ username: `s3img_${Date.now() % 1e9}_${seq}`, is_public: false, profile_image_url: image })).status).toBe(200);

    for (const client of [anonymous(), stranger.client]) {
      const refused = await client.get(image);
      expect(refused.status).toBe(404);
      expect(refused.headers.get("location")).toBeNull();
    }
    const own = await followed(owner.client, image);
    expect(own.cacheControl).toBe("private, no-store");
    expect(new URL(own.location).searchParams.get("X-Amz-Expires")).toBe(String(SIGNED_URL_SECONDS));
    expect(own.status).toBe(200);
    expect(own.body).toEqual(await s3.bytes(keyOf(image)));

    expect((await put({ is_public: true })).status).toBe(200);
    const open = await followed(anonymous(), image);
    expect(open.cacheControl).toBe("no-cache");
    expect(new URL(open.location).searchParams.has("X-Amz-Signature")).toBe(true);
    expect(open.status).toBe(200);
  });
});
