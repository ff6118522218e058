import { crc32 } from "node:zlib";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_IMAGE_BYTES } from "#shared/limits";
import { TestClient, signUpAndVerify } from "../test-support/http-client";
import { createTestApp, type TestApp } from "../test-support/test-app";

interface ErrorJson {
  error: { code: string; message: string };
}

let t: TestApp;
let alice: TestClient;
let aliceId: string;
let seq = 0;
const newEmail = () => `storage${++seq}-${Date.now()}@example.com`;

beforeAll(async () => {
  t = await createTestApp();
  alice = await signUpAndVerify(t, newEmail());
  aliceId = (await alice.session())!.user.id;
});
afterAll(async () => {
  await t?.close();
});

const solid = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: { r: 30, g: 120, b: 200 } } });

const png = (width = 32, height = 32) => solid(width, height).png().toBuffer();
const webp = () => solid(40, 30).webp().toBuffer();
// EXIF a photo may carry: a copyright line and an orientation that turns the stored pixels upright.
const jpegWithExif = () =>
  solid(60, 20)
    .jpeg()
    .withMetadata({ orientation: 6, exif: { IFD0: { Copyright: "secret" } } })
    .toBuffer();

function upload(client: TestClient, bytes: Uint8Array, { name = "photo.png", type = "image/png", bucket = "profile-photos" } = {}) {
  const form = new FormData();
  form.append("file", new File([new Uint8Array(bytes)], name, { type }));
  return client.request("POST", `/api/storage/${bucket}`, form);
}

async function uploaded(response: Response): Promise<string> {
  expect(response.status, await response.clone().text()).toBe(201);
  return ((await response.json()) as { url: string }).url;
}

async function errorOf(response: Response): Promise<ErrorJson["error"]> {
  return ((await response.json()) as ErrorJson).error;
}

async function fetchFile(url: string): Promise<{ response: Response; bytes: Buffer }> {
  const response = await t.app.request(url);
  return { response, bytes: Buffer.from(await response.arrayBuffer()) };
}

describe("POST /api/storage/:bucket", () => {
  it.each([
    ["PNG", png, "image/png", "png"],
    ["WEBP", webp, "image/webp", "webp"],
    ["JPEG", jpegWithExif, "image/jpeg", "jpeg"],
  ] as const)("stores a %s under the user's folder and serves it back", async (_name, make, type, format) => {
    const url = await uploaded(await upload(alice, await make(), { type }));
    expect(url).toMatch(new RegExp(`^/files/profile-photos/${aliceId}/[0-9a-f-]{36}\\.(jpg|png|webp)$`));
    const { response, bytes } = await fetchFile(url);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe(type);
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect((await sharp(bytes).metadata()).format).toBe(format);
  });

  it("strips EXIF from a JPEG after turning it upright", async () => {
    const url = await uploaded(await upload(alice, await jpegWithExif(), { type: "image/jpeg", name: "me.jpg" }));
    const { bytes } = await fetchFile(url);
    const metadata = await sharp(bytes).metadata();
    expect(metadata.exif).toBeUndefined();
    expect(metadata.orientation).toBeUndefined();
    expect(bytes.includes("secret")).toBe(false);
    // Orientation 6 turns the 60x20 pixels a quarter turn.
    expect([metadata.width, metadata.height]).toEqual([20, 60]);
  });

  it("shrinks a large image to fit 1024x1024 and never enlarges a small one", async () => {
    const sizeAfterUpload = async (bytes: Buffer) => {
      const { width, height } = await sharp((await fetchFile(await uploaded(await upload(alice, bytes)))).bytes).metadata();
      return [width, height];
    };
    expect(await sizeAfterUpload(await png(2048, 1024))).toEqual([1024, 512]);
    expect(await sizeAfterUpload(await png(32, 32))).toEqual([32, 32]);
  });

  it("names a profile image by the upload time", async () => {
    const before = Date.now();
    const url = await uploaded(await upload(alice, await png(), { bucket: "profile-images" }));
    const match = new RegExp(`^/files/profile-images/${aliceId}/(\\d+)\\.png$`).exec(url);
    expect(match).not.toBeNull();
    expect(Number(match![1])).toBeGreaterThanOrEqual(before);
    expect((await alice.get(url)).status).toBe(200);
  });

  it("trusts the bytes, not the name or declared type", async () => {
    const url = await uploaded(await upload(alice, await png(), { name: "notes.txt", type: "text/plain" }));
    expect(url).toMatch(/\.png$/);

    const text = await upload(alice, Buffer.from("just some text, not an image"), { name: "photo.png", type: "image/png" });
    expect(text.status).toBe(415);
    expect(await errorOf(text)).toEqual({ code: "UNSUPPORTED_MEDIA_TYPE", message: "Please upload an image file (JPG, PNG, WEBP)" });
  });

  it("refuses a file that starts like an image but does not decode", async () => {
    const broken = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(500, 7)]);
    const response = await upload(alice, broken);
    expect(response.status).toBe(415);
    expect((await errorOf(response)).message).toBe("Please upload an image file (JPG, PNG, WEBP)");
  });

  it("refuses an image that declares more pixels than it is worth decoding", async () => {
    const chunk = (type: string, data: Buffer) => {
      const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
      const length = Buffer.alloc(4);
      length.writeUInt32BE(data.length);
      const crc = Buffer.alloc(4);
      crc.writeUInt32BE(crc32(body));
      return Buffer.concat([length, body, crc]);
    };
    const header = Buffer.alloc(13);
    header.writeUInt32BE(30_000, 0);
    header.writeUInt32BE(30_000, 4);
    header.set([8, 2, 0, 0, 0], 8);
    const bomb = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk("IHDR", header),
      chunk("IEND", Buffer.alloc(0)),
    ]);
    const response = await upload(alice, bomb);
    expect(response.status).toBe(415);
  });

  it("refuses a GIF", async () => {
    const gif = await solid(8, 8).gif().toBuffer();
    const response = await upload(alice, gif, { name: "a.gif", type: "image/gif" });
    expect(response.status).toBe(415);
  });

  it("refuses more than 5 MB", async () => {
    const tooLarge = Buffer.alloc(MAX_IMAGE_BYTES + 1);
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(tooLarge);
    const response = await upload(alice, tooLarge);
    expect(response.status).toBe(413);
    expect(await errorOf(response)).toEqual({ code: "PAYLOAD_TOO_LARGE", message: "Please upload an image smaller than 5MB" });

    const farTooLarge = await upload(alice, Buffer.alloc(MAX_IMAGE_BYTES * 2));
    expect(farTooLarge.status).toBe(413);
    expect((await errorOf(farTooLarge)).message).toBe("Please upload an image smaller than 5MB");
  });

  it("accepts exactly 5 MB", async () => {
    // Random pixels do not compress, so this PNG is close to the limit; padding after IEND brings it to 5 MB.
    const noisy = await sharp(Buffer.from(Array.from({ length: 1100 * 1100 * 3 }, () => Math.floor(Math.random() * 256))), {
      raw: { width: 1100, height: 1100, channels: 3 },
    })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(noisy.length).toBeLessThanOrEqual(MAX_IMAGE_BYTES);
    const exact = Buffer.concat([noisy, Buffer.alloc(MAX_IMAGE_BYTES - noisy.length)]);
    expect(exact.length).toBe(MAX_IMAGE_BYTES);
    await uploaded(await upload(alice, exact));
  });

  it("answers 422 without a file", async () => {
    const form = new FormData();
    form.append("other", "value");
    const response = await alice.request("POST", "/api/storage/profile-photos", form);
    expect(response.status).toBe(422);
    expect((await errorOf(response)).code).toBe("VALIDATION_FAILED");
  });

  it("answers 401 'Not authenticated' when signed out", async () => {
    const response = await upload(new TestClient(t.app), await png());
    expect(response.status).toBe(401);
    expect(await errorOf(response)).toEqual({ code: "UNAUTHORIZED", message: "Not authenticated" });
  });

  it("answers 404 for an unknown bucket", async () => {
    const response = await upload(alice, await png(), { bucket: "avatars" });
    expect(response.status).toBe(404);
    expect((await errorOf(response)).code).toBe("NOT_FOUND");
  });

  it("keeps the 1 MB limit on JSON routes", async () => {
    const response = await alice.request("POST", "/api/resumes", "x".repeat(1024 * 1024 + 1));
    expect(response.status).toBe(413);
  });
});

describe("GET /files/*", () => {
  it("answers 404 for a missing file", async () => {
    const { response } = await fetchFile(`/files/profile-photos/${aliceId}/missing.png`);
    expect(response.status).toBe(404);
    expect((await fetchFile("/files/")).response.status).toBe(404);
    expect((await fetchFile(`/files/profile-photos/${aliceId}`)).response.status).toBe(404);
  });

  it.each([
    "/files/../auth-secret",
    "/files/%2e%2e/auth-secret",
    "/files/%2E%2E%2Fauth-secret",
    "/files/profile-photos/..%2F..%2Fauth-secret",
    "/files/profile-photos/%2e%2e/%2e%2e/auth-secret",
    "/files/..%5C..%5Cauth-secret",
    "/files/profile-photos/.%2e/.%2e/auth-secret",
    "/files//etc/passwd",
    "/files/%2Fetc%2Fpasswd",
  ])("never leaves the files folder: %s", async (url) => {
    const { response, bytes } = await fetchFile(url);
    expect(response.status).toBe(404);
    expect(bytes.toString()).not.toContain(t.services.config.authSecret);
  });
});
